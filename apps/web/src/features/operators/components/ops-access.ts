// How the console notices that its session is gone: a 401 from an /api/ops route (the session ended after 30 idle
// minutes, or elsewhere) or a 403 (a second factor is due) on any query or mutation marked OPS_API.
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#web/lib/api';

/** True for the errors that send the console back to the sign-in: they are told there, not as toasts. */
export function isAccessLost(err: unknown): err is ApiRequestError {
  return err instanceof ApiRequestError && (err.status === 401 || err.status === 403);
}

/** Calls `onLost` with each such error of a marked query or mutation; returns the unsubscribe. */
export function watchOpsAccess(qc: QueryClient, onLost: (err: ApiRequestError) => void): () => void {
  const unsubscribeQueries = qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || !event.query.meta?.opsApi) return;
    if (isAccessLost(event.action.error)) onLost(event.action.error);
  });
  const unsubscribeMutations = qc.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || !event.mutation.meta?.opsApi) return;
    if (isAccessLost(event.action.error)) onLost(event.action.error);
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
