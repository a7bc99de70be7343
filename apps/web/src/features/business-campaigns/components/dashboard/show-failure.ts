// Failure toasts for campaign actions: the spec's text, plus the server's reason when it has one worth reading.
import { GENERIC_ERROR } from '@microreach/domain/messages';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

/**
 * A refusal the server explained (409 'This campaign already has its maximum of 3 influencers.', a network error)
 * becomes the toast's message under the spec's failure text as title; anything else is the spec's text under 'Error'.
 */
export function showFailure(failedText: string, err: unknown) {
  if (err instanceof ApiRequestError && err.status < 500 && err.message && err.message !== GENERIC_ERROR) {
    toast.error(err.message, failedText);
  } else {
    toast.error(failedText);
  }
}
