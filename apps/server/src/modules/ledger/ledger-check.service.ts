// Verifies every invariant of the ledger on a database (issue 13; `npm run ledger:check`): each transaction has two
// or more entries summing to zero; each account's balance is the sum of its entries and its version their count;
// each entry's recorded balance is the running sum of its account's entries in version order, versions 1..n with no
// gap; no account but a provider's is below zero; all balances together sum to zero; keyed movements happened once;
// a campaign's escrow never paid a post more than the post earned. Returns the violations (empty when all hold).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { isAccountOfKind } from './ledger.service.ts';

/** A ledger entry (`e`) on an account of each kind the checks read. */
const onEscrow = isAccountOfKind(sql`e.account_id`, 'campaign_escrow');
const onPayouts = isAccountOfKind(sql`e.account_id`, 'creator_payouts');
const onWallet = isAccountOfKind(sql`e.account_id`, 'business_wallet');

export interface LedgerCheck {
  name: string;
  /** Up to 20 offending rows, described. */
  violations: string[];
}

const CHECKS: ReadonlyArray<{ name: string; query: ReturnType<typeof sql> }> = [
  {
    name: 'every transaction has two or more entries that sum to zero',
    query: sql`select t.id || ': ' || count(e.id) || ' entries summing to ' || coalesce(sum(e.amount_cents), 0) as v
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having count(e.id) < 2 or coalesce(sum(e.amount_cents), 0) <> 0 limit 20`,
  },
  {
    name: "every account's balance is the sum of its entries, and its version their count",
    query: sql`select a.id || ': balance ' || a.balance_cents || ' vs entries ' || coalesce(sum(e.amount_cents), 0)
        || ', version ' || a.version || ' vs ' || count(e.id) as v
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0) or a.version <> count(e.id) limit 20`,
  },
  {
    name: "every entry records its account's running balance, versions 1..n without a gap",
    query: sql`select account_id || ' v' || account_version || ': recorded ' || balance_after_cents || ', running ' || running as v
      from (select account_id, account_version, balance_after_cents,
              sum(amount_cents) over (partition by account_id order by account_version) as running,
              row_number() over (partition by account_id order by account_version) as n
            from ledger_entries) x
      where running <> balance_after_cents or n <> account_version limit 20`,
  },
  {
    name: 'no account but a provider is below zero',
    query: sql`select id || ': ' || balance_cents as v from ledger_accounts
      where balance_cents < 0 and not (allow_negative and kind = 'provider') limit 20`,
  },
  {
    name: 'all balances together sum to zero',
    query: sql`select 'total ' || sum(balance_cents) as v from ledger_accounts having coalesce(sum(balance_cents), 0) <> 0`,
  },
  {
    name: "a post never took more from its campaign's escrow than it earned",
    query: sql`select t.post_id || ': took ' || sum(-e.amount_cents) || ', earned ' || coalesce(max(p.earnings_cents), 0) as v
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id and ${onEscrow}
      join campaign_analytics p on p.id = t.post_id
      where t.post_id is not null
      group by t.post_id having sum(-e.amount_cents) > greatest(coalesce(max(p.earnings_cents), 0), 0) limit 20`,
  },
  {
    name: 'a payout moved money as its status says',
    query: sql`select r.id || ' (' || r.status || '): in flight ' || coalesce(sum(e.amount_cents) filter (where ${onPayouts}), 0) as v
      from payout_requests r left join ledger_transactions t on t.payout_id = r.id
      left join ledger_entries e on e.transaction_id = t.id
      group by r.id, r.status, r.amount_cents
      having coalesce(sum(e.amount_cents) filter (where ${onPayouts}), 0)
        <> case when r.status in ('requested', 'approved') then r.amount_cents else 0 end limit 20`,
  },
  {
    name: 'a paid checkout was deposited once, for its amount',
    query: sql`select c.id || ' (' || c.state || '): deposited ' || coalesce(sum(e.amount_cents) filter (where ${onWallet}), 0) as v
      from payment_checkouts c left join ledger_transactions t on t.checkout_id = c.id and t.kind = 'deposit'
      left join ledger_entries e on e.transaction_id = t.id
      group by c.id, c.state, c.amount_cents
      having coalesce(sum(e.amount_cents) filter (where ${onWallet}), 0)
        <> case when c.state = 'paid' then c.amount_cents else 0 end limit 20`,
  },
];

export async function checkLedger(db: Db | Tx): Promise<LedgerCheck[]> {
  const results: LedgerCheck[] = [];
  for (const check of CHECKS) {
    const rows = await queryRows<{ v: string }>(db, check.query);
    results.push({ name: check.name, violations: rows.map((r) => r.v) });
  }
  return results;
}
