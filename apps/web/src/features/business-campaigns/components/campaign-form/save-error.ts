// The toast for a failed create or update (B8 "Create and edit campaign").
import { campaignFormMessages } from '@microreach/domain/campaigns-rules';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

export function toastSaveError(err: unknown, screen: 'create' | 'edit') {
  if (err instanceof ApiRequestError) {
    // The server's rule violations come worded as the spec's toast ('Missing Budget', 'Campaign Too Long', ...).
    if (err.title) return toast.error(err.message, err.title);
    if (err.status === 401) {
      const { title, message } =
        screen === 'create' ? campaignFormMessages.authError : campaignFormMessages.editAuthError;
      return toast.error(message, title);
    }
    // A refused status change, e.g. launching a Completed campaign: the server says which and why.
    if (err.status === 409) return toast.error(err.message);
  }
  toast.error(screen === 'create' ? campaignFormMessages.saveFailed : campaignFormMessages.updateFailed);
}
