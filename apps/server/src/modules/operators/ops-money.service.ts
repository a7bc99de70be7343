// The operators' money overview (issue 28 item 6): what the platform holds and earned, read from the ledger (account
// balances, which ledger:check proves equal to the sum of their entries) and the rows ledger:check agrees with it
// (payout requests), with the latest ledger check and reconciliation; a search across people, campaigns, posts and
// payouts; and a person's full money history. Read only: nothing here moves money.
import { PAYOUT_STATES, type PayoutState } from '@microreach/domain/creator-earnings';
import {
  LEDGER_ACCOUNT_KINDS,
  type LedgerAccountKind,
  type LedgerTransactionKind,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
} from '@microreach/domain/ledger';
import {
  OPS_FEE_MONTHS,
  OPS_MONEY_HISTORY_PAGE_SIZE,
  OPS_MONEY_SEARCH_LIMIT,
  type OpsMoneyHistory,
  type OpsMoneyOverview,
  type OpsMoneySearch,
} from '@microreach/domain/operators';
import type { CampaignStatus, Platform, Role } from '@microreach/domain/statuses';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import type { ReconciliationStatus } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { account, accountId, isAccountOfKind } from '#server/modules/ledger/ledger.service.ts';
import { latestLedgerCheckRun } from '#server/modules/ledger/ledger-check-runs.service.ts';

const n = (value: string | number | null | undefined) => Number(value ?? 0);
const iso = (value: Date | string) => new Date(value).toISOString();
const onKind = (kind: LedgerAccountKind) => isAccountOfKind(sql`id`, kind);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `YYYY-MM` of the month `back` months before `now`'s (UTC). */
function monthOf(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

export async function getMoneyOverview(db: Db, now = new Date()): Promise<OpsMoneyOverview> {
  const firstMonth = monthOf(now, OPS_FEE_MONTHS - 1);
  const since = new Date(`${firstMonth}-01T00:00:00.000Z`);
  const [fees, [balances], providers, payouts, reconciliations, check] = await Promise.all([
    queryRows<{ month: string; cents: string }>(
      db,
      sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month, sum(e.amount_cents) as cents
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${accountId(account.fees())} and t.created_at >= ${since.toISOString()}::timestamptz
          group by 1`,
    ),
    queryRows<Record<string, string>>(
      db,
      sql`select
            coalesce(sum(balance_cents) filter (where id = ${accountId(account.fees())}), 0) as fees,
            coalesce(sum(balance_cents) filter (where ${onKind('campaign_escrow')}), 0) as escrow,
            count(*) filter (where ${onKind('campaign_escrow')} and balance_cents <> 0) as escrow_campaigns,
            coalesce(sum(balance_cents) filter (where ${onKind('business_wallet')}), 0) as wallets,
            count(*) filter (where ${onKind('business_wallet')}) as wallet_count,
            count(*) filter (where ${onKind('business_wallet')} and balance_cents < 0) as below_zero_count,
            coalesce(sum(balance_cents) filter (where ${onKind('business_wallet')} and balance_cents < 0), 0) as below_zero,
            coalesce(sum(balance_cents) filter (where ${onKind('creator_pending')}), 0) as pending,
            coalesce(sum(balance_cents) filter (where ${onKind('creator_available')}), 0) as available,
            coalesce(sum(balance_cents) filter (where ${onKind('creator_payouts')}), 0) as in_flight
          from ledger_accounts`,
    ),
    queryRows<{ provider: PaymentProviderName; balance: string }>(
      db,
      sql`select provider, balance_cents as balance from ledger_accounts where kind = 'provider'`,
    ),
    queryRows<{ status: PayoutState; count: string; cents: string }>(
      db,
      sql`select status, count(*) as count, coalesce(sum(amount_cents), 0) as cents from payout_requests group by status`,
    ),
    queryRows<{
      id: string;
      provider: PaymentProviderName;
      started_at: Date | string;
      status: ReconciliationStatus;
      difference_count: number;
      error: string | null;
    }>(
      db,
      sql`select distinct on (provider) id, provider, started_at, status, difference_count, error
          from reconciliation_runs order by provider, started_at desc`,
    ),
    latestLedgerCheckRun(db),
  ]);
  const feeByMonth = new Map(fees.map((f) => [f.month, n(f.cents)]));
  const providerBalance = new Map(providers.map((p) => [p.provider, n(p.balance)]));
  const payoutByState = new Map(payouts.map((p) => [p.status, p]));
  return {
    feeRevenueByMonth: Array.from({ length: OPS_FEE_MONTHS }, (_, i) => {
      const month = monthOf(now, OPS_FEE_MONTHS - 1 - i);
      return { month, cents: feeByMonth.get(month) ?? 0 };
    }),
    feesTotalCents: n(balances.fees),
    escrow: { heldCents: n(balances.escrow), campaigns: n(balances.escrow_campaigns) },
    wallets: {
      totalCents: n(balances.wallets),
      count: n(balances.wallet_count),
      belowZeroCount: n(balances.below_zero_count),
      belowZeroCents: n(balances.below_zero),
    },
    creatorBalances: {
      pendingCents: n(balances.pending),
      availableCents: n(balances.available),
      inFlightCents: n(balances.in_flight),
    },
    providers: PAYMENT_PROVIDERS.filter((p) => providerBalance.has(p)).map((provider) => ({
      provider,
      balanceCents: providerBalance.get(provider) ?? 0,
    })),
    payoutsByState: PAYOUT_STATES.map((state) => ({
      state,
      count: n(payoutByState.get(state)?.count),
      cents: n(payoutByState.get(state)?.cents),
    })),
    ledgerCheck: check && {
      at: check.finishedAt.toISOString(),
      source: check.source,
      ok: check.ok,
      violations: check.violations,
    },
    reconciliations: reconciliations.map((r) => ({
      id: r.id,
      provider: r.provider,
      at: iso(r.started_at),
      status: r.status,
      differenceCount: n(r.difference_count),
      error: r.error,
    })),
  };
}

/** `%text%` for ILIKE, its wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People by email, name or company; campaigns by name or id; posts by id or video URL; payouts by id. At most
 * OPS_MONEY_SEARCH_LIMIT of each; operators are never listed.
 */
export async function searchMoney(db: Db, q: string): Promise<OpsMoneySearch> {
  const text = q.trim();
  if (text === '') return { people: [], campaigns: [], posts: [], payouts: [] };
  const like = containing(text);
  const id = UUID.test(text) ? text.toLowerCase() : null;
  const limit = OPS_MONEY_SEARCH_LIMIT;
  const [people, campaigns, posts, payouts] = await Promise.all([
    queryRows<{ id: string; name: string; email: string; role: Role; company_name: string | null }>(
      db,
      sql`select id, name, email, role, company_name from users
          where role in ('SMB', 'Influencer')
            and (email ilike ${like} or name ilike ${like} or company_name ilike ${like} or id::text = ${id})
          order by name, id limit ${limit}`,
    ),
    queryRows<{ id: string; name: string; status: CampaignStatus; business_id: string; business_name: string }>(
      db,
      sql`select c.id, c.campaign_name as name, c.status, u.id as business_id,
            coalesce(u.company_name, u.name) as business_name
          from campaigns c join users u on u.id = c.user_id
          where c.campaign_name ilike ${like} or c.id::text = ${id}
          order by c.created_at desc, c.id limit ${limit}`,
    ),
    queryRows<{
      id: string;
      platform: Platform;
      video_url: string;
      campaign_id: string;
      campaign_name: string;
      creator_id: string;
      creator_name: string;
    }>(
      db,
      sql`select p.id, p.platform, p.video_url, c.id as campaign_id, c.campaign_name, u.id as creator_id,
            u.name as creator_name
          from campaign_analytics p join campaigns c on c.id = p.campaign_id join users u on u.id = p.influencer_id
          where p.id::text = ${id} or p.video_url ilike ${like}
          order by p.created_at desc, p.id limit ${limit}`,
    ),
    id === null
      ? Promise.resolve([])
      : queryRows<{
          id: string;
          amount_cents: string;
          status: PayoutState;
          requested_at: Date | string;
          creator_id: string;
          creator_name: string;
        }>(
          db,
          sql`select r.id, r.amount_cents, r.status, r.requested_at, u.id as creator_id, u.name as creator_name
              from payout_requests r join users u on u.id = r.user_id where r.id = ${id}::uuid`,
        ),
  ]);
  return {
    people: people.map((p) => ({ id: p.id, name: p.name, email: p.email, role: p.role, companyName: p.company_name })),
    campaigns: campaigns.map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      business: { id: c.business_id, name: c.business_name },
    })),
    posts: posts.map((p) => ({
      id: p.id,
      platform: p.platform,
      videoUrl: p.video_url,
      campaign: { id: p.campaign_id, name: p.campaign_name },
      creator: { id: p.creator_id, name: p.creator_name },
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      amountCents: n(p.amount_cents),
      status: p.status,
      requestedAt: iso(p.requested_at),
      creator: { id: p.creator_id, name: p.creator_name },
    })),
  };
}

/** A person's own accounts: what the history follows. */
const personAccounts = (userId: string) => [
  accountId(account.wallet(userId)),
  accountId(account.pending(userId)),
  accountId(account.available(userId)),
  accountId(account.payouts(userId)),
];

/**
 * Every ledger transaction touching one of the person's accounts, newest first, a page at a time: each with every
 * account it moved (the person's marked, with their balance after it) and what it concerns. 404 for an id that is
 * not a marketplace account.
 */
export async function getPersonMoneyHistory(db: Db, userId: string, page: number): Promise<OpsMoneyHistory> {
  if (!UUID.test(userId)) throw notFound('No such person.');
  const [person] = await queryRows<{
    id: string;
    name: string;
    email: string;
    role: Role;
    company_name: string | null;
  }>(
    db,
    sql`select id, name, email, role, company_name from users where id = ${userId}::uuid and role in ('SMB', 'Influencer')`,
  );
  if (!person) throw notFound('No such person.');
  const ids = personAccounts(person.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const pageSize = OPS_MONEY_HISTORY_PAGE_SIZE;
  const [accounts, [count], transactions] = await Promise.all([
    queryRows<{ id: string; kind: LedgerAccountKind; balance: string }>(
      db,
      sql`select id, kind, balance_cents as balance from ledger_accounts where id in (${idList}) order by id`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`select count(distinct transaction_id) as total from ledger_entries where account_id in (${idList})`,
    ),
    queryRows<{
      id: string;
      created_at: Date | string;
      kind: LedgerTransactionKind;
      description: string;
      campaign_id: string | null;
      campaign_name: string | null;
      post_id: string | null;
      video_url: string | null;
      payout_id: string | null;
      payout_status: PayoutState | null;
      checkout_id: string | null;
    }>(
      db,
      sql`select t.id, t.created_at, t.kind, t.description, t.campaign_id, c.campaign_name, t.post_id, p.video_url,
            t.payout_id, r.status as payout_status, t.checkout_id
          from ledger_transactions t
            left join campaigns c on c.id = t.campaign_id
            left join campaign_analytics p on p.id = t.post_id
            left join payout_requests r on r.id = t.payout_id
          where t.id in (select transaction_id from ledger_entries where account_id in (${idList}))
          order by t.created_at desc, t.id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
  ]);
  const txIds = transactions.map((t) => t.id);
  const legs = txIds.length
    ? await queryRows<{ transaction_id: string; account_id: string; amount: string; balance_after: string }>(
        db,
        sql`select transaction_id, account_id, amount_cents as amount, balance_after_cents as balance_after
            from ledger_entries where transaction_id in (${sql.join(
              txIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) order by transaction_id, account_id`,
      )
    : [];
  const own = new Set(ids);
  const legsOf = new Map<string, typeof legs>();
  for (const leg of legs) legsOf.set(leg.transaction_id, [...(legsOf.get(leg.transaction_id) ?? []), leg]);
  return {
    person: {
      id: person.id,
      name: person.name,
      email: person.email,
      role: person.role,
      companyName: person.company_name,
    },
    accounts: accounts.map((a) => ({ id: a.id, kind: a.kind, balanceCents: n(a.balance) })),
    transactions: transactions.map((t) => {
      const txLegs = (legsOf.get(t.id) ?? []).map((leg) => ({
        accountId: leg.account_id,
        accountKind: kindOf(leg.account_id),
        isOwn: own.has(leg.account_id),
        amountCents: n(leg.amount),
        balanceAfterCents: n(leg.balance_after),
      }));
      return {
        id: t.id,
        at: iso(t.created_at),
        kind: t.kind,
        description: t.description,
        ownCents: txLegs.filter((l) => l.isOwn).reduce((sum, l) => sum + l.amountCents, 0),
        legs: txLegs,
        campaign: t.campaign_id ? { id: t.campaign_id, name: t.campaign_name ?? '(deleted campaign)' } : null,
        post: t.post_id ? { id: t.post_id, videoUrl: t.video_url } : null,
        payout: t.payout_id ? { id: t.payout_id, status: t.payout_status } : null,
        checkoutId: t.checkout_id,
      };
    }),
    total: n(count.total),
    page,
    pageSize,
  };
}

/** An account's kind, from its id ('creator_pending:<user>' -> creator_pending). */
function kindOf(id: string): LedgerAccountKind {
  const kind = id.split(':')[0];
  return (LEDGER_ACCOUNT_KINDS as readonly string[]).includes(kind) ? (kind as LedgerAccountKind) : 'provider';
}
