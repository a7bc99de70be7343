// What the ledger holds for one creator (issue 25, "one truth"): per post, what its campaign's escrow gave it (set
// aside, settled) and the fee taken; and the creator's totals. The dashboard's Earned and Withdrawn, Wallet & Earnings
// and its export all read this, so no two of them can disagree. Earned money is what the ledger moved to the creator:
// earnings still waiting for the campaign's funds are not in it (they are shown apart, as waiting for funding), and
// neither is money set aside for a post on hold (shown apart, as under review) until the hold is released.
// See docs/decisions/018-money.md.
import { platformFeeCents } from '@microreach/domain/ledger';
import { type EarningsStatus, isEarned } from '@microreach/domain/performance-pay';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { account, accountId, isAccountOfKind } from './ledger.service.ts';

/** One post's money as the ledger holds it. */
export interface CreatorPostMoney {
  /** Set aside in the creator's pending balance and not settled yet. */
  reservedCents: number;
  /** Settled: moved from pending to the creator's available balance and the platform's fee (gross). */
  settledCents: number;
  /** The fee taken from its settled earnings. */
  feeCents: number;
  /** When it was last settled (ISO), or null. */
  settledAt: string | null;
}

export interface CreatorMoney {
  /** Per post id (posts of deleted campaigns lose their id: their money still counts in the totals). */
  posts: Map<string, CreatorPostMoney>;
  /** The creator_available balance: what they may withdraw. */
  availableCents: number;
  /** Set aside for posts under review or tracking (the creator_pending balance, less what is held). */
  pendingCents: number;
  /** Set aside for posts on hold (Under Review): the rest of the creator_pending balance. */
  underReviewCents: number;
  /** Every settlement, gross (fee included). */
  settledCents: number;
  /** The fees taken from the settlements. */
  feesCents: number;
  /** Earned: settled plus set aside for posts not on hold. */
  earnedCents: number;
  /** Withdrawals: money that left available for a payout (requested, on its way or paid) and did not come back. */
  withdrawnCents: number;
  /** Settled gross per month settled ('YYYY-MM', UTC). */
  settledByMonth: Map<string, number>;
}

const NO_MONEY: CreatorPostMoney = { reservedCents: 0, settledCents: 0, feeCents: 0, settledAt: null };

/** The post's money, or none. */
export function postMoneyOf(money: CreatorMoney, postId: string): CreatorPostMoney {
  return money.posts.get(postId) ?? NO_MONEY;
}

/** What the post has earned, as every creator page counts it: settled, plus set aside unless it is on hold. */
export function postEarnedCents(money: CreatorPostMoney, status: EarningsStatus): number {
  return money.settledCents + (status === 'held' ? 0 : money.reservedCents);
}

/**
 * A post's figures on a creator page: what it earned (the ledger's) and, apart, what the earnings engine says it earns
 * beyond what its campaign's escrow has given it (waiting for funding).
 */
export function postFigures(
  money: CreatorPostMoney,
  post: { earningsStatus: EarningsStatus; earningsCents: number },
): { earnedCents: number; awaitingFundingCents: number } {
  const committed = money.settledCents + money.reservedCents;
  return {
    earnedCents: postEarnedCents(money, post.earningsStatus),
    awaitingFundingCents: isEarned(post.earningsStatus) ? Math.max(0, post.earningsCents - committed) : 0,
  };
}

/**
 * The fee of a post's payment: the fee taken, or for money still set aside the fee its settlement will take (the fee
 * on the post's whole settled amount, as syncCampaignMoney computes it).
 */
export function postFeeCents(money: CreatorPostMoney): number {
  return money.reservedCents > 0 ? platformFeeCents(money.settledCents + money.reservedCents) : money.feeCents;
}

export async function creatorMoney(db: Db | Tx, creatorId: string): Promise<CreatorMoney> {
  const pending = accountId(account.pending(creatorId));
  const available = accountId(account.available(creatorId));
  const [perPost, [totals], months] = await Promise.all([
    queryRows<{
      post_id: string;
      held: boolean;
      reserved: string;
      settled: string;
      fees: string;
      settled_at: string | null;
    }>(
      db,
      sql`select t.post_id, coalesce(bool_or(p.earnings_status = 'held'), false) as held,
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${pending}), 0) as reserved,
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${pending} and t.kind = 'earnings_settlement'), 0) as settled,
            coalesce(sum(e.amount_cents) filter (where ${isAccountOfKind(sql`e.account_id`, 'platform_fees')} and t.kind = 'earnings_settlement'), 0) as fees,
            to_char(max(t.created_at) filter (where t.kind = 'earnings_settlement') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as settled_at
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          left join campaign_analytics p on p.id = t.post_id
          where t.creator_id = ${creatorId} and t.post_id is not null
          group by t.post_id`,
    ),
    // The totals from the creator's own accounts, so money of a post whose row is gone still counts.
    queryRows<{ pending: string; available: string; settled: string; fees: string; withdrawals: string }>(
      db,
      sql`select
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${pending}), 0) as pending,
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${available}), 0) as available,
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${pending} and t.kind = 'earnings_settlement'), 0) as settled,
            (select coalesce(sum(fe.amount_cents), 0) from ledger_transactions ft
              join ledger_entries fe on fe.transaction_id = ft.id
              where ft.creator_id = ${creatorId} and ft.kind = 'earnings_settlement'
                and ${isAccountOfKind(sql`fe.account_id`, 'platform_fees')}) as fees,
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${available} and t.kind in ('payout_request', 'payout_failed')), 0) as withdrawals
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id in (${pending}, ${available})`,
    ),
    queryRows<{ month: string; settled: string }>(
      db,
      sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month, sum(-e.amount_cents) as settled
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${pending} and t.kind = 'earnings_settlement'
          group by 1`,
    ),
  ]);
  const posts = new Map<string, CreatorPostMoney>();
  let heldCents = 0;
  for (const r of perPost) {
    const money = {
      reservedCents: Number(r.reserved),
      settledCents: Number(r.settled),
      feeCents: Number(r.fees),
      settledAt: r.settled_at,
    };
    posts.set(r.post_id, money);
    if (r.held) heldCents += money.reservedCents;
  }
  const pendingBalance = Number(totals.pending);
  const settledCents = Number(totals.settled);
  const pendingCents = pendingBalance - heldCents;
  return {
    posts,
    availableCents: Number(totals.available),
    pendingCents,
    underReviewCents: heldCents,
    settledCents,
    feesCents: Number(totals.fees),
    earnedCents: settledCents + pendingCents,
    withdrawnCents: Number(totals.withdrawals),
    settledByMonth: new Map(months.map((m) => [m.month, Number(m.settled)])),
  };
}
