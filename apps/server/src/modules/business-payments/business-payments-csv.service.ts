// Payments & Funding's Export: every ledger entry of the business's wallet and escrows, as CSV.
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { toCsv } from '#server/lib/csv.ts';
import { listBusinessTransactions } from './business-payments.service.ts';

export const BUSINESS_TRANSACTIONS_CSV_NAME = 'microreach-transactions.csv';

export async function businessTransactionsCsv(db: Db, actor: UserRow): Promise<string> {
  const rows = [];
  for (let page = 1; ; page++) {
    const { items, total } = await listBusinessTransactions(db, actor, page, 100);
    rows.push(...items);
    if (rows.length >= total || items.length === 0) break;
  }
  return toCsv(
    ['Date', 'Account', 'Description', 'Amount (USD)', 'Balance after (USD)'],
    rows.map((r) => [r.at, r.account, r.description, r.amountCents / 100, r.balanceAfterCents / 100]),
  );
}
