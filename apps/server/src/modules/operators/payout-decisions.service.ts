// A Delayed payout settled by a person (issue 28): the operator found out at the provider what became of it. Paid and
// failed go through the very functions the provider's own answer uses (creator-earnings.service.ts: the same ledger
// transfer, keyed `payout:<id>:paid` or `payout:<id>:failed`, and the same notification), so an answer from the
// provider arriving afterwards finds the payout settled and moves nothing (decision 028).
import { operatorMessages, type PayoutDecision } from '@microreach/domain/operators';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { lockPayout, markFailed, markPaid } from '#server/modules/creator-earnings/creator-earnings.service.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { recordOperatorAction } from './operator-audit.service.ts';

export const PAYOUT_NOT_DELAYED =
  'This payout does not need a person: it is still with the provider, whose answer settles it.';
/** A Delayed payout was handed to a provider, so it names one; a row that does not is left to a shell. */
export const PAYOUT_WITHOUT_PROVIDER = 'This payout names no provider, so it cannot be settled here.';

/**
 * Settles a Delayed payout as `decision` says, under the payout's row lock: only a Delayed payout can be decided, so of
 * two operators at once one wins and the other (like a replay, or a provider answer that came first) gets 409
 * ALREADY_DECIDED. 'paid' moves its money from payouts in flight to the provider it was sent through; 'failed' returns
 * it to the creator's available balance, with the reason as the payout's failure message and in the notification.
 */
export async function decideDelayedPayout(
  db: Db,
  operator: UserRow,
  payoutId: string,
  { decision, reason }: PayoutDecision,
  emails: NotificationEmails | null,
): Promise<{ id: string; status: 'paid' | 'failed' }> {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, payoutId);
    if (!row) throw notFound('Payout not found.');
    if (row.status === 'paid' || row.status === 'failed') {
      throw conflict(operatorMessages.alreadyDecided, 'ALREADY_DECIDED');
    }
    if (row.status !== 'delayed') throw conflict(PAYOUT_NOT_DELAYED);
    if (!row.provider) throw conflict(PAYOUT_WITHOUT_PROVIDER);
    const provider = { name: row.provider };
    if (decision === 'paid') await markPaid(tx, provider, row, row.providerRef, emails);
    else await markFailed(tx, provider, row, reason, emails, reason);
    await recordOperatorAction(tx, operator, {
      action: decision === 'paid' ? 'payout_marked_paid' : 'payout_failed_back',
      subjectKind: 'payout',
      subjectId: row.id,
      subjectUserId: row.userId,
      reason,
      data: { amountCents: row.amountCents, provider: row.provider, delayReason: row.delayReason },
    });
    return { id: row.id, status: decision };
  });
}
