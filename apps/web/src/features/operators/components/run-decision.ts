// What every action of the console does once its reason is given: send it, toast how it went, and say whether the
// reason dialog may close. Another operator deciding first (409) is told, and the queue is read again by the mutation.
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { isAccessLost } from './ops-access';

export async function runDecision(
  send: () => Promise<unknown>,
  success: { title: string; message?: string },
  showProblem: (err: unknown) => boolean,
): Promise<boolean> {
  try {
    await send();
    toast.success(success.title, success.message);
    return true;
  } catch (err) {
    // The sign-in (or the code step) takes over the page.
    if (isAccessLost(err)) return true;
    if (err instanceof ApiRequestError && err.status === 409) {
      toast.error(err.message, 'Already decided');
      return true;
    }
    // A reason the server refused is shown beside the field; anything else as a toast, the dialog kept open.
    if (!showProblem(err)) toast.error(err instanceof Error ? err.message : String(err));
    return false;
  }
}
