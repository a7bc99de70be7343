// The toasts for a failed leave or upload, chosen from the server's status and code (C8).
import { contentMessages, creatorMessages } from '@microreach/domain/creator-campaigns-rules';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

export function showLeaveFailure(err: unknown) {
  if (err instanceof ApiRequestError) {
    if (err.code === 'ALREADY_LEFT') {
      toast.error(creatorMessages.alreadyLeft.message, creatorMessages.alreadyLeft.title);
      return;
    }
    if (err.status === 404 || err.code === 'NOT_PART') {
      toast.error(creatorMessages.notPart);
      return;
    }
    if (err.code === 'CAMPAIGN_ENDED') {
      toast.error(creatorMessages.leaveEnded);
      return;
    }
    // A refusal we do not know the reason for: the row was not changed (C6).
    if (err.status === 409) {
      toast.error(creatorMessages.leaveUnchanged);
      return;
    }
  }
  toast.error(creatorMessages.leaveFailed);
}

const UPLOAD_FAILED_TITLE = 'Upload failed';

export function showUploadFailure(err: unknown) {
  if (err instanceof ApiRequestError) {
    if (err.status === 401) {
      toast.error(creatorMessages.signInToUpload.message, creatorMessages.signInToUpload.title);
      return;
    }
    // The server's reason is worth reading here: a post sent twice, all slots taken, upload not allowed.
    const isExplained =
      err.status === 403 || (err.status === 409 && (err.code === 'DUPLICATE_POST' || err.code === 'SLOTS_FULL'));
    if (isExplained) {
      toast.error(err.message, UPLOAD_FAILED_TITLE);
      return;
    }
  }
  toast.error(contentMessages.uploadFailed, UPLOAD_FAILED_TITLE);
}
