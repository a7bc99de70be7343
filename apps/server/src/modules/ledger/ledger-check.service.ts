// Verifies every invariant of the ledger on a database (issue 13; `npm run ledger:check`): each transaction has two
// or more entries summing to zero; each account's balance is the sum of its entries and its version their count;
// each entry's recorded balance is the running sum of its account's entries in version order, versions 1..n with no
// gap; no account but a provider's or a business wallet is below zero, and a wallet by no more than disputes and
// refunds at the provider took back; all balances together sum to zero; keyed movements happened once; provider
// accounts are the fixed list; each transaction's fingerprint is the one of what it moved; every earnings movement is
// keyed; a campaign's escrow never paid a post more than the post earned, and a final post was paid all it earned as
// far as the escrow reached (issue 25). Returns the violations (empty when all hold).
import { PAYMENT_PROVIDERS } from '@microreach/domain/ledger';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { isAccountOfKind } from './ledger.service.ts';

/** A ledger entry (`e`) on an account of each kind the checks read. */
const onEscrow = isAccountOfKind(sql`e.account_id`, 'campaign_escrow');
const onPayouts = isAccountOfKind(sql`e.account_id`, 'creator_payouts');
const onWallet = isAccountOfKind(sql`e.account_id`, 'business_wallet');
const onPending = isAccountOfKind(sql`e.account_id`, 'creator_pending');
/** The movements of a post's or a campaign's earnings: each carries a key (campaign-money.ts). */
const EARNINGS_KINDS = sql.raw(`('earnings_reserve', 'earnings_release', 'earnings_settlement', 'escrow_return')`);
const PROVIDERS = sql.raw(`(${PAYMENT_PROVIDERS.map((p) => `'${p}'`).join(', ')})`);

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
    name: 'no account but a provider or a business wallet is below zero',
    query: sql`select id || ': ' || balance_cents as v from ledger_accounts
      where balance_cents < 0 and not (allow_negative and kind = 'provider') and kind <> 'business_wallet' limit 20`,
  },
  {
    name: 'a business wallet is below zero by no more than disputes and refunds at the provider took back',
    query: sql`select a.id || ': ' || a.balance_cents || ', taken back ' || coalesce(sum(c.disputed_cents + c.refunded_cents), 0) as v
      from ledger_accounts a left join payment_checkouts c on c.business_id = a.user_id
      where a.kind = 'business_wallet' and a.balance_cents < 0
      group by a.id, a.balance_cents
      having a.balance_cents < -coalesce(sum(c.disputed_cents + c.refunded_cents), 0) limit 20`,
  },
  {
    name: 'every provider account is one of the fixed list',
    query: sql`select id || ' (' || kind || ', ' || coalesce(provider, 'no provider') || ')' as v from ledger_accounts
      where (kind = 'provider') <> (provider is not null) or id like 'provider:%' <> (kind = 'provider')
        or (kind = 'provider' and (provider not in ${PROVIDERS} or id <> 'provider:' || provider)) limit 20`,
  },
  {
    name: "every transaction's fingerprint is the one of what it moved",
    query: sql`select t.id || ' (' || t.kind || ', key ' || coalesce(t.idempotency_key, 'none') || ')' as v
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      group by t.id
      having t.request_fingerprint is distinct from encode(sha256(convert_to(t.kind || '|' || string_agg(
        e.account_id || '=' || e.amount_cents::text, ',' order by e.account_id collate "C"), 'UTF8')), 'hex') limit 20`,
  },
  {
    name: 'every earnings movement has an idempotency key',
    query: sql`select id || ' (' || kind || ')' as v from ledger_transactions
      where kind in ${EARNINGS_KINDS} and idempotency_key is null limit 20`,
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
    name: "a final post's earnings are settled, all of them as far as its campaign's escrow reaches",
    query: sql`select p.id || ': earned ' || p.earnings_cents || ', settled ' || coalesce(m.settled, 0)
        || ', still pending ' || coalesce(m.pending, 0) || ', escrow left ' || coalesce(x.balance_cents, 0) as v
      from campaign_analytics p
      left join (
        select t.post_id, sum(-e.amount_cents) filter (where ${onEscrow}) - coalesce(sum(e.amount_cents) filter (where ${onPending}), 0) as settled,
          coalesce(sum(e.amount_cents) filter (where ${onPending}), 0) as pending
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.post_id is not null
        group by t.post_id
      ) m on m.post_id = p.id
      left join ledger_accounts x on x.kind = 'campaign_escrow' and x.campaign_id = p.campaign_id
      where p.earnings_status = 'final'
        and (coalesce(m.pending, 0) <> 0 or coalesce(m.settled, 0) > p.earnings_cents
          or (coalesce(m.settled, 0) < p.earnings_cents and coalesce(x.balance_cents, 0) > 0)) limit 20`,
  },
  {
    name: 'a payout moved money as its status says',
    query: sql`select r.id || ' (' || r.status || '): in flight ' || coalesce(sum(e.amount_cents) filter (where ${onPayouts}), 0) as v
      from payout_requests r left join ledger_transactions t on t.payout_id = r.id
      left join ledger_entries e on e.transaction_id = t.id
      group by r.id, r.status, r.amount_cents
      having coalesce(sum(e.amount_cents) filter (where ${onPayouts}), 0)
        <> case when r.status in ('requested', 'approved', 'delayed') then r.amount_cents else 0 end limit 20`,
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
  // Issue 25: disputes, refunds and Withdraw balance.
  {
    name: 'a business wallet went below zero only by a dispute or a refund made at the provider',
    query: sql`select e.account_id || ' v' || e.account_version || ' (' || t.kind || '): ' || e.balance_after_cents as v
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where ${onWallet} and e.amount_cents < 0 and e.balance_after_cents < 0
        and t.kind not in ('dispute_debit', 'deposit_refund') limit 20`,
  },
  {
    name: "a deposit's refunds and disputes never exceed it, and match its rows and the wallet's movements",
    query: sql`select c.id || ': refunded ' || c.refunded_cents || ' (rows ' || r.total || ', wallet ' || w.refunds
        || '), disputed ' || c.disputed_cents || ' (rows ' || d.total || ', wallet ' || w.disputes || ') of ' || c.amount_cents as v
      from payment_checkouts c
      cross join lateral (select coalesce(sum(amount_cents) filter (where state <> 'failed'), 0) as total
        from deposit_refunds where checkout_id = c.id) r
      cross join lateral (select coalesce(sum(amount_cents) filter (where status in ('open', 'lost')), 0) as total
        from payment_disputes where checkout_id = c.id) d
      cross join lateral (select sum(amount_cents) as pending
        from deposit_refunds where checkout_id = c.id and state = 'pending') p
      cross join lateral (select
          coalesce(-sum(e.amount_cents) filter (where t.kind in ('deposit_refund', 'deposit_refund_failed')), 0) as refunds,
          coalesce(-sum(e.amount_cents) filter (where t.kind in ('dispute_debit', 'dispute_reinstatement')), 0) as disputes
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and ${onWallet}
        where t.checkout_id = c.id) w
      where c.refunded_cents > c.amount_cents or c.disputed_cents > c.amount_cents
        or c.refunded_cents + c.disputed_cents - coalesce(p.pending, 0) > c.amount_cents
        or c.refunded_cents <> r.total or c.disputed_cents <> d.total
        or (c.business_id is not null and (c.refunded_cents <> w.refunds or c.disputed_cents <> w.disputes))
      limit 20`,
  },
  {
    name: "a business's withdrawal is the sum of its refunds",
    query: sql`select w.id || ': ' || w.amount_cents || ' vs refunds ' || coalesce(sum(r.amount_cents), 0) as v
      from business_withdrawals w left join deposit_refunds r on r.withdrawal_id = w.id
      group by w.id, w.amount_cents having w.amount_cents <> coalesce(sum(r.amount_cents), 0) limit 20`,
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
