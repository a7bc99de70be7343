// A campaign's money follows its posts' earnings (issue 13): what the earnings engine says a post earns is set aside
// from the campaign's escrow into the creator's pending balance, as far as the escrow reaches (the rest waits,
// visibly, for funding); it goes back to escrow when earnings fall or a hold is voided; and it becomes the creator's
// available balance, less the 5% fee, when the post's earnings are final. A finished campaign with nothing left
// pending returns its unspent escrow to the business's wallet. Runs in the caller's transaction, under the
// campaign's row lock (recomputeCampaignEarnings takes it), so two servers never move one post's money twice.
// See docs/decisions/018-money.md.
import { type ContentStage, isApprovedStage } from '@microreach/domain/content-review';
import { platformFeeCents } from '@microreach/domain/ledger';
import { type EarningsStatus, isEarned } from '@microreach/domain/performance-pay';
import { isFinishedStatus } from '@microreach/domain/statuses';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { campaignAnalytics, campaigns } from '#server/db/schema/index.ts';
import {
  account,
  balance,
  earningsMovementKey,
  escrowAccountId,
  escrowReturnKey,
  isAccountOfKind,
  transfer,
} from './ledger.service.ts';

/**
 * Earliest approved first, then earliest submitted: the order in which posts take their share of a cap (the engine)
 * and of the escrow (here).
 */
export const EARNINGS_ORDER = [
  sql`${campaignAnalytics.approvedAt} asc nulls last`,
  asc(campaignAnalytics.createdAt),
  asc(campaignAnalytics.id),
] as const;

/** The money of one post as the ledger holds it. */
export interface PostMoney {
  /** Taken from escrow for this post so far (set aside plus settled). */
  committedCents: number;
  /** Set aside in the creator's pending balance, not settled yet. */
  reservedCents: number;
  /** Fees taken from its settled earnings. */
  feeCents: number;
  /** How many earnings movements it had (the next one's place in earningsMovementKey). */
  movements: number;
}

/** Per post of the campaign: what the ledger holds for it. */
export async function postMoney(db: Db | Tx, campaignId: string): Promise<Map<string, PostMoney>> {
  const escrowId = escrowAccountId(campaignId);
  const rows = await queryRows<{ post_id: string; escrow: string; pending: string; fees: string; movements: string }>(
    db,
    sql`
    select t.post_id, count(distinct t.id) as movements,
      coalesce(sum(e.amount_cents) filter (where e.account_id = ${escrowId}), 0) as escrow,
      coalesce(sum(e.amount_cents) filter (where ${isAccountOfKind(sql`e.account_id`, 'creator_pending')}), 0) as pending,
      coalesce(sum(e.amount_cents) filter (where ${isAccountOfKind(sql`e.account_id`, 'platform_fees')}), 0) as fees
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.campaign_id = ${campaignId} and t.post_id is not null
    group by t.post_id`,
  );
  return new Map(
    rows.map((r) => [
      r.post_id,
      {
        committedCents: -Number(r.escrow),
        reservedCents: Number(r.pending),
        feeCents: Number(r.fees),
        movements: Number(r.movements),
      },
    ]),
  );
}

const NO_MONEY: PostMoney = { committedCents: 0, reservedCents: 0, feeCents: 0, movements: 0 };

interface PostRow {
  id: string;
  creatorId: string;
  earningsCents: number;
  earningsStatus: EarningsStatus;
  stage: ContentStage;
}

/**
 * Brings the ledger in line with the campaign's earnings. `closing` settles or releases everything first (a campaign
 * being deleted: posts the business approved are paid, the others' money goes back), then returns the escrow.
 * Returns how many ledger transactions it wrote.
 */
export async function syncCampaignMoney(
  tx: Tx,
  campaignId: string,
  options: { closing?: boolean } = {},
): Promise<number> {
  const [campaign] = await tx
    .select({ id: campaigns.id, ownerId: campaigns.userId, name: campaigns.campaignName, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) return 0;
  const posts: PostRow[] = await tx
    .select({
      id: campaignAnalytics.id,
      creatorId: campaignAnalytics.influencerId,
      earningsCents: campaignAnalytics.earningsCents,
      earningsStatus: campaignAnalytics.earningsStatus,
      stage: campaignAnalytics.stage,
    })
    .from(campaignAnalytics)
    .where(eq(campaignAnalytics.campaignId, campaignId))
    .orderBy(...EARNINGS_ORDER);
  // Every key below is derived from this state, read before anything moves: a twin run from the same state (a job run
  // twice) writes the same keys, and its movements replay instead of happening twice.
  const money = await postMoney(tx, campaignId);
  const returnsBefore = await escrowReturns(tx, campaignId);
  const escrow = account.escrow(campaign.id, campaign.ownerId);
  let escrowLeft = await balance(tx, escrow);
  let written = 0;
  const base = { campaignId: campaign.id };

  /** What a post should have taken from escrow, and whether its money is final now. */
  const plan = (p: PostRow): { target: number; final: boolean } => {
    const m = money.get(p.id) ?? NO_MONEY;
    const settled = m.committedCents - m.reservedCents;
    if (options.closing) {
      return isApprovedStage(p.stage) && isEarned(p.earningsStatus)
        ? { target: Math.max(p.earningsCents, settled), final: true }
        : { target: settled, final: false };
    }
    switch (p.earningsStatus) {
      case 'pending':
      case 'held':
        return { target: Math.max(p.earningsCents, settled), final: false };
      case 'final':
        return { target: Math.max(p.earningsCents, settled), final: true };
      default:
        return { target: settled, final: false };
    }
  };

  // Releases first, so what one post gives back can fund the next.
  for (const p of posts) {
    const m = money.get(p.id) ?? NO_MONEY;
    const excess = Math.min(m.committedCents - plan(p).target, m.reservedCents);
    if (excess <= 0) continue;
    await transfer(tx, {
      ...base,
      kind: 'earnings_release',
      description: `Earnings returned to escrow: ${campaign.name}`,
      idempotencyKey: earningsMovementKey(p.id, m.movements),
      postId: p.id,
      creatorId: p.creatorId,
      legs: [
        { account: account.pending(p.creatorId), amountCents: -excess },
        { account: escrow, amountCents: excess },
      ],
    });
    money.set(p.id, {
      ...m,
      committedCents: m.committedCents - excess,
      reservedCents: m.reservedCents - excess,
      movements: m.movements + 1,
    });
    escrowLeft += excess;
    written++;
  }

  for (const p of posts) {
    const m = { ...(money.get(p.id) ?? NO_MONEY) };
    const { target, final } = plan(p);
    const reserve = Math.min(target - m.committedCents, escrowLeft);
    if (reserve > 0) {
      await transfer(tx, {
        ...base,
        kind: 'earnings_reserve',
        description: `Earnings set aside: ${campaign.name}`,
        idempotencyKey: earningsMovementKey(p.id, m.movements),
        postId: p.id,
        creatorId: p.creatorId,
        legs: [
          { account: escrow, amountCents: -reserve },
          { account: account.pending(p.creatorId), amountCents: reserve },
        ],
      });
      m.committedCents += reserve;
      m.reservedCents += reserve;
      m.movements++;
      escrowLeft -= reserve;
      written++;
    }
    if (final && m.reservedCents > 0) {
      // The fee on everything settled for the post so far, less what was taken before: rounding never drifts.
      const settledAfter = m.committedCents;
      const fee = platformFeeCents(settledAfter) - m.feeCents;
      await transfer(tx, {
        ...base,
        kind: 'earnings_settlement',
        description: `Earnings: ${campaign.name}`,
        idempotencyKey: earningsMovementKey(p.id, m.movements),
        postId: p.id,
        creatorId: p.creatorId,
        legs: [
          { account: account.pending(p.creatorId), amountCents: -m.reservedCents },
          { account: account.available(p.creatorId), amountCents: m.reservedCents - fee },
          { account: account.fees(), amountCents: fee },
        ],
      });
      m.feeCents += fee;
      m.reservedCents = 0;
      m.movements++;
      written++;
    }
    money.set(p.id, m);
  }

  const open = posts.some((p) => !options.closing && (p.earningsStatus === 'pending' || p.earningsStatus === 'held'));
  const finished = options.closing || isFinishedStatus(campaign.status);
  if (finished && !open && escrowLeft > 0) {
    await transfer(tx, {
      ...base,
      kind: 'escrow_return',
      idempotencyKey: escrowReturnKey(campaign.id, returnsBefore),
      description: options.closing
        ? `Unspent funds returned: ${campaign.name} (deleted)`
        : `Unspent funds returned: ${campaign.name} (completed)`,
      userId: null,
      legs: [
        { account: escrow, amountCents: -escrowLeft },
        { account: account.wallet(campaign.ownerId), amountCents: escrowLeft },
      ],
    });
    written++;
  }
  return written;
}

/** How many times the campaign's unspent escrow went back to its business (the next return's place in its key). */
async function escrowReturns(tx: Tx, campaignId: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    tx,
    sql`select count(*) as n from ledger_transactions where campaign_id = ${campaignId} and kind = 'escrow_return'`,
  );
  return Number(row.n);
}
