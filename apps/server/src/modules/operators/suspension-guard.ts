// Suspended accounts (issue 28 item 5): a suspended person can sign in, read everything of theirs and withdraw
// available money, and nothing else. One hook with an allow-list of the writes they may still make, so a write route
// added later is refused to them unless someone decides otherwise here (decision 028).
import type { Suspension } from '@microreach/domain/operators';
import { operatorMessages } from '@microreach/domain/operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema/index.ts';
import { forbidden } from '#server/lib/errors.ts';

/** The writes (method and route pattern) a suspended person may still make. */
export const SUSPENDED_ALLOWED_WRITES: ReadonlySet<string> = new Set([
  'POST /api/auth/sign-out',
  // Withdrawing available money, and what it needs.
  'POST /api/creator/earnings/withdrawals',
  'POST /api/business/payments/withdrawals',
  'POST /api/creator/earnings/payout-account',
  'POST /api/creator/earnings/payout-account/refresh',
  'POST /api/ledger/test-mode/payout-account',
  // Tax details: a withdrawal past $600 in a year waits for them (issue 29).
  'PUT /api/creator/earnings/tax',
  // Their own account's safety: password, email, devices.
  'POST /api/account/password',
  'POST /api/account/email',
  'POST /api/account/email/confirm',
  'DELETE /api/account/email/pending',
  'DELETE /api/account/sessions/:id',
  'POST /api/account/sessions/sign-out-others',
  'POST /api/auth/confirm-email',
  'POST /api/auth/confirm-email/resend',
  // Disputes on their own posts: arbitration is how a suspended person contests what they are owed (the dispute
  // service still checks that the post is theirs).
  'POST /api/creator/posts/:postId/disputes',
  'POST /api/business/posts/:postId/disputes',
  'POST /api/creator/disputes/:id/messages',
  'POST /api/business/disputes/:id/messages',
  // Leaving: deleting the account is their right (its own checks keep money that is still moving).
  'POST /api/account/delete',
  // Marking what they read as read, and what they are mailed.
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  'POST /api/chat/conversations/:id/read',
  'PUT /api/notification-preferences',
  'POST /api/email/unsubscribe',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function suspensionOf(user: Pick<UserRow, 'suspendedAt' | 'suspensionReason'>): Suspension | null {
  return user.suspendedAt ? { reason: user.suspensionReason ?? '', at: user.suspendedAt.toISOString() } : null;
}

/** Refuses a suspended person's writes outside the allow-list with 403 ACCOUNT_SUSPENDED. */
export async function refuseSuspendedWrites(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user?.suspendedAt || READS.has(request.method)) return;
  if (SUSPENDED_ALLOWED_WRITES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
  throw forbidden(operatorMessages.suspendedAction, 'ACCOUNT_SUSPENDED');
}

/** Adds the hook to every route; registered right after the auth plugin (which sets request.user). */
export function registerSuspensionGuard(app: FastifyInstance): void {
  app.addHook('onRequest', refuseSuspendedWrites);
}
