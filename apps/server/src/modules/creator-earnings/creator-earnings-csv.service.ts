// Wallet & Earnings' Export: the creator's earnings and withdrawals, newest first, as CSV.
import { PAYMENT_STATUS_TEXT, PAYOUT_STATE_TEXT } from '@microreach/domain/creator-earnings';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { toCsv } from '#server/lib/csv.ts';
import type { PaymentProvider } from '#server/modules/ledger/providers/types.ts';
import { getCreatorEarnings } from './creator-earnings.service.ts';

export const CREATOR_EARNINGS_CSV_NAME = 'microreach-earnings.csv';

export async function creatorEarningsCsv(db: Db, provider: PaymentProvider, actor: UserRow): Promise<string> {
  const earnings = await getCreatorEarnings(db, provider, actor);
  const lines: Array<Array<string | number>> = [
    ...earnings.payments.map((p) => [
      p.at,
      'Earnings',
      `${p.campaignName}${p.companyName ? ` (${p.companyName})` : ''}`,
      PAYMENT_STATUS_TEXT[p.status],
      p.grossCents / 100,
      p.feeCents / 100,
      p.netCents / 100,
    ]),
    ...earnings.payouts.map((p) => [
      p.requestedAt,
      'Withdrawal',
      p.failureMessage ?? p.delayReason ?? 'Withdrawal',
      PAYOUT_STATE_TEXT[p.status],
      -p.amountCents / 100,
      0,
      -p.amountCents / 100,
    ]),
  ].sort((a, b) => String(b[0]).localeCompare(String(a[0])));
  return toCsv(['Date', 'Type', 'Description', 'Status', 'Amount (USD)', 'Fee (USD)', 'Net (USD)'], lines);
}
