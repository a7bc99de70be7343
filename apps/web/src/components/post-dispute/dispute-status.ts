// What a post's dispute slot says about its latest dispute; shared by the slot and its dialogs.
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { DisputeSummary } from '@microreach/domain/operators';

/** What the slot says about a post's latest dispute. */
export function disputeStatusText(dispute: DisputeSummary): string {
  if (dispute.status === 'open') return 'Dispute open';
  const paid = dispute.paidCents === null ? '' : `: ${formatMoney(dispute.paidCents)} paid to the creator`;
  return `Dispute decided, ${dispute.outcomeLabel ?? 'closed'}${paid}`;
}
