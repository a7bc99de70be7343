// The creator's money (issue 13, C2 Wallet & Earnings): what the ledger holds for them, their payout account at the
// payment provider, and withdrawals: requested (money moves from available into payouts in flight), approved (sent to
// the provider, idempotent by the payout's id), then paid (to the outside world) or failed (back to available).
// See docs/decisions/018-money.md.

import { hasEnded } from '@microreach/domain/calendar';
import {
  type CreatorEarnings,
  type EarningPayment,
  earningsMessages,
  growthPercent,
  type Payout,
  type PayoutAccount,
  paymentStatusOf,
} from '@microreach/domain/creator-earnings';
import { engagementRate } from '@microreach/domain/formulas';
import { splitFee } from '@microreach/domain/ledger';
import { isEarned } from '@microreach/domain/performance-pay';
import { isFinishedStatus, PARTICIPATING_APPLICANT_STATUSES } from '@microreach/domain/statuses';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import {
  campaignAnalytics,
  campaignApplicants,
  campaigns,
  payoutAccounts,
  payoutRequests,
  users,
} from '#server/db/schema/index.ts';
import { conflict } from '#server/lib/errors.ts';
import { account, balances, isAccountOfKind, transfer } from '#server/modules/ledger/ledger.service.ts';
import type { PaymentProvider, ProviderEvent } from '#server/modules/ledger/providers/types.ts';

const iso = (d: Date) => d.toISOString();
/** A ledger entry (`e`) on a creator's pending balance. */
const toPending = isAccountOfKind(sql`e.account_id`, 'creator_pending');

function toPayout(row: typeof payoutRequests.$inferSelect): Payout {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    requestedAt: iso(row.requestedAt),
    processedAt: row.processedAt ? iso(row.processedAt) : null,
    failureMessage: row.failureMessage,
  };
}

export async function getPayoutAccount(
  db: Db | Tx,
  provider: PaymentProvider,
  userId: string,
): Promise<PayoutAccount | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, provider.name)));
  return row ? { provider: row.provider, label: row.label, active: row.active } : null;
}

export async function getCreatorEarnings(db: Db, provider: PaymentProvider, actor: UserRow): Promise<CreatorEarnings> {
  const now = new Date();
  const [posts, participations, [available, pending], payouts, payoutAccount, settlements] = await Promise.all([
    db
      .select({
        post: campaignAnalytics,
        campaignName: campaigns.campaignName,
        companyName: users.companyName,
      })
      .from(campaignAnalytics)
      .leftJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
      .leftJoin(users, eq(users.id, campaigns.userId))
      .where(eq(campaignAnalytics.influencerId, actor.id))
      .orderBy(desc(campaignAnalytics.postedAt), desc(campaignAnalytics.id)),
    db
      .select({ campaign: campaigns, companyName: users.companyName })
      .from(campaignApplicants)
      .innerJoin(campaigns, eq(campaigns.id, campaignApplicants.campaignId))
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(
        and(
          eq(campaignApplicants.userId, actor.id),
          inArray(campaignApplicants.status, PARTICIPATING_APPLICANT_STATUSES),
        ),
      )
      .orderBy(desc(campaignApplicants.appliedAt)),
    balances(db, [account.available(actor.id), account.pending(actor.id)]),
    db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.userId, actor.id))
      .orderBy(desc(payoutRequests.requestedAt), desc(payoutRequests.id)),
    getPayoutAccount(db, provider, actor.id),
    // Per post: what was taken from escrow for it (committed) and when its earnings were settled.
    queryRows<{ post_id: string; committed: string; settled: string; settled_at: string | null }>(
      db,
      sql`select t.post_id,
            coalesce(sum(e.amount_cents) filter (where ${toPending} and t.kind = 'earnings_reserve'), 0)
              - coalesce(sum(-e.amount_cents) filter (where ${toPending} and t.kind = 'earnings_release'), 0) as committed,
            coalesce(sum(-e.amount_cents) filter (where ${toPending} and t.kind = 'earnings_settlement'), 0) as settled,
            to_char(max(t.created_at) filter (where t.kind = 'earnings_settlement') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as settled_at
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.creator_id = ${actor.id} and t.post_id is not null
          group by t.post_id`,
    ),
  ]);
  const ledgerByPost = new Map(settlements.map((s) => [s.post_id, s]));

  const payments: EarningPayment[] = [];
  let total = 0;
  let fees = 0;
  for (const { post, campaignName, companyName } of posts) {
    const status = post.earningsStatus;
    if (!isEarned(status)) continue;
    if (post.earningsCents <= 0) continue;
    const money = ledgerByPost.get(post.id);
    const { feeCents, netCents } = splitFee(post.earningsCents);
    total += post.earningsCents;
    fees += feeCents;
    payments.push({
      postId: post.id,
      campaignId: post.campaignId,
      campaignName: campaignName ?? 'Deleted campaign',
      companyName,
      at: money?.settled_at ?? iso(post.postedAt),
      status: paymentStatusOf(status),
      grossCents: post.earningsCents,
      feeCents,
      netCents,
      awaitingFundingCents: Math.max(0, post.earningsCents - Number(money?.committed ?? 0)),
    });
  }
  payments.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  // Monthly earnings: final earnings by the month they were settled (UTC).
  const monthKey = (d: Date) => `${d.getUTCFullYear()}-${d.getUTCMonth()}`;
  const thisMonth = monthKey(now);
  const lastMonth = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
  let thisMonthCents = 0;
  let lastMonthCents = 0;
  for (const p of payments) {
    if (p.status !== 'completed') continue;
    const key = monthKey(new Date(p.at));
    if (key === thisMonth) thisMonthCents += p.grossCents;
    else if (key === lastMonth) lastMonthCents += p.grossCents;
  }

  const byCampaign = new Map<
    string,
    { views: number; likes: number; comments: number; shares: number; cents: number; posts: number }
  >();
  for (const { post } of posts) {
    if (!post.campaignId) continue;
    const sums = byCampaign.get(post.campaignId) ?? { views: 0, likes: 0, comments: 0, shares: 0, cents: 0, posts: 0 };
    sums.views += post.views;
    sums.likes += post.likes;
    sums.comments += post.comments;
    sums.shares += post.shares;
    sums.cents += isEarned(post.earningsStatus) ? post.earningsCents : 0;
    sums.posts++;
    byCampaign.set(post.campaignId, sums);
  }

  return {
    provider: provider.name,
    testMode: provider.testMode,
    availableCents: available,
    pendingCents: pending,
    totalEarningsCents: total,
    growthPercent: growthPercent(thisMonthCents, lastMonthCents),
    platformFeesCents: fees,
    withdrawnCents: payouts.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amountCents, 0),
    monthly: { thisMonthCents, lastMonthCents, growthPercent: growthPercent(thisMonthCents, lastMonthCents) },
    campaigns: participations.map(({ campaign: c, companyName }) => {
      const sums = byCampaign.get(c.id) ?? { views: 0, likes: 0, comments: 0, shares: 0, cents: 0, posts: 0 };
      const finished = isFinishedStatus(c.status) || (c.endDate !== null && hasEnded(c.endDate, now));
      return {
        campaignId: c.id,
        name: c.campaignName,
        companyName,
        status: c.status,
        tab: finished ? ('completed' as const) : c.status === 'Live' ? ('live' as const) : ('other' as const),
        views: sums.views,
        likes: sums.likes,
        comments: sums.comments,
        shares: sums.shares,
        earningsCents: sums.cents,
        posts: sums.posts,
      };
    }),
    videos: posts.map(({ post, campaignName }) => ({
      postId: post.id,
      campaignName: campaignName ?? 'Deleted campaign',
      platform: post.platform,
      videoUrl: post.videoUrl,
      postedAt: iso(post.postedAt),
      views: post.views,
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
      engagementRate: engagementRate(post),
      earningsCents: isEarned(post.earningsStatus) ? post.earningsCents : 0,
      stage: post.stage,
    })),
    payments,
    payouts: payouts.map(toPayout),
    payoutAccount,
  };
}

/**
 * Withdraw Funds: records the request and moves the amount from available into payouts in flight, in one
 * transaction (a savepoint inside createIdempotently's). The
 * caller sends it to the provider after the commit (processPayout).
 */
export function requestWithdrawal(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
  amountCents: number,
): Promise<Payout> {
  return db.transaction((tx) => requestWithdrawalIn(tx, provider, actor, amountCents));
}

async function requestWithdrawalIn(
  tx: Tx,
  provider: PaymentProvider,
  actor: UserRow,
  amountCents: number,
): Promise<Payout> {
  const [payoutAccount] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, actor.id), eq(payoutAccounts.provider, provider.name)));
  if (!payoutAccount?.active) throw conflict(earningsMessages.noPayoutAccount, 'NO_PAYOUT_ACCOUNT');
  const [row] = await tx
    .insert(payoutRequests)
    .values({ userId: actor.id, amountCents, provider: provider.name, payoutAccountId: payoutAccount.id })
    .returning();
  await transfer(
    tx,
    {
      kind: 'payout_request',
      description: `Withdrawal to ${payoutAccount.label}`,
      idempotencyKey: `payout:${row.id}:request`,
      userId: actor.id,
      creatorId: actor.id,
      payoutId: row.id,
      legs: [
        { account: account.available(actor.id), amountCents: -amountCents },
        { account: account.payouts(actor.id), amountCents },
      ],
    },
    earningsMessages.insufficientAvailable,
  );
  return toPayout(row);
}

async function lockPayout(tx: Tx, payoutId: string) {
  const [row] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId)).for('update');
  return row;
}

/** The payout reached the creator: from payouts in flight to the outside world. */
async function markPaid(tx: Tx, provider: PaymentProvider, row: typeof payoutRequests.$inferSelect, ref: string) {
  await transfer(tx, {
    kind: 'payout_paid',
    description: 'Withdrawal paid',
    idempotencyKey: `payout:${row.id}:paid`,
    creatorId: row.userId,
    payoutId: row.id,
    legs: [
      { account: account.payouts(row.userId), amountCents: -row.amountCents },
      { account: account.provider(provider.name), amountCents: row.amountCents },
    ],
  });
  await tx
    .update(payoutRequests)
    .set({ status: 'paid', providerRef: ref, processedAt: new Date(), failureMessage: null })
    .where(eq(payoutRequests.id, row.id));
}

/** The payout failed: its money goes back to available (from in flight, or from the outside world if it was paid). */
async function markFailed(tx: Tx, provider: PaymentProvider, row: typeof payoutRequests.$inferSelect, message: string) {
  const from = row.status === 'paid' ? account.provider(provider.name) : account.payouts(row.userId);
  await transfer(tx, {
    kind: 'payout_failed',
    description: 'Withdrawal failed: the money is back in your available balance',
    idempotencyKey: `payout:${row.id}:failed`,
    creatorId: row.userId,
    payoutId: row.id,
    legs: [
      { account: from, amountCents: -row.amountCents },
      { account: account.available(row.userId), amountCents: row.amountCents },
    ],
  });
  await tx
    .update(payoutRequests)
    .set({ status: 'failed', processedAt: new Date(), failureMessage: message })
    .where(eq(payoutRequests.id, row.id));
}

/**
 * Sends one payout to its provider: approves it, calls the provider outside any transaction (idempotent by the
 * payout's id, so a retry after a timeout never pays twice), then records what the provider answered. Throws
 * ProviderUnavailableError when the answer is unknown: the job retries.
 */
export async function processPayout(db: Db, provider: PaymentProvider, payoutId: string): Promise<Payout['status']> {
  const target = await db.transaction(async (tx) => {
    const row = await lockPayout(tx, payoutId);
    if (!row || (row.status !== 'requested' && row.status !== 'approved')) return null;
    if (row.provider !== provider.name || !row.payoutAccountId) {
      await markFailed(tx, provider, row, 'The payout account is no longer available.');
      return null;
    }
    const [acct] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.id, row.payoutAccountId));
    if (!acct?.active) {
      await markFailed(tx, provider, row, 'The payout account is no longer available.');
      return null;
    }
    if (row.status === 'requested') {
      await tx
        .update(payoutRequests)
        .set({ status: 'approved', approvedAt: new Date() })
        .where(eq(payoutRequests.id, row.id));
    }
    return { externalAccountId: acct.externalId, amountCents: row.amountCents };
  });
  if (!target) {
    const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    return row?.status ?? 'failed';
  }
  const result = await provider.sendPayout({ payoutId, ...target });
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, payoutId);
    if (row?.status !== 'approved') return row?.status ?? 'failed';
    if (result.status === 'failed') {
      await markFailed(tx, provider, row, result.message);
      return 'failed';
    }
    if (result.settled) {
      await markPaid(tx, provider, row, result.providerRef);
      return 'paid';
    }
    await tx.update(payoutRequests).set({ providerRef: result.providerRef }).where(eq(payoutRequests.id, row.id));
    return 'approved';
  });
}

/** Payout and payout-account events from the provider's webhooks. */
export async function applyPayoutEvent(tx: Tx, provider: PaymentProvider, event: ProviderEvent): Promise<void> {
  switch (event.type) {
    case 'payout.paid': {
      const row = await lockPayout(tx, event.payoutId);
      if (row?.status === 'approved') await markPaid(tx, provider, row, event.providerRef);
      return;
    }
    case 'payout.failed': {
      const row = await lockPayout(tx, event.payoutId);
      if (row && (row.status === 'approved' || row.status === 'paid'))
        await markFailed(tx, provider, row, event.message);
      return;
    }
    case 'payout_account.updated':
      await tx
        .update(payoutAccounts)
        .set({ active: event.active, label: event.label, updatedAt: new Date() })
        .where(and(eq(payoutAccounts.provider, provider.name), eq(payoutAccounts.externalId, event.externalId)));
      return;
    default:
      return;
  }
}

/** Add Payment Method: the provider's onboarding page for the creator's payout account. */
export async function startPayoutSetup(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
  appUrl: string,
): Promise<{ url: string }> {
  const [existing] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, actor.id), eq(payoutAccounts.provider, provider.name)));
  const { url, externalId } = await provider.startPayoutOnboarding({
    userId: actor.id,
    email: actor.email,
    externalId: existing?.externalId ?? null,
    returnUrl: `${appUrl}/earnings?payout-setup=done`,
    refreshUrl: `${appUrl}/earnings?payout-setup=retry`,
  });
  if (!existing) {
    const state = await provider.payoutAccountState(externalId);
    await db
      .insert(payoutAccounts)
      .values({ userId: actor.id, provider: provider.name, externalId, active: state.active, label: state.label })
      .onConflictDoNothing();
  }
  return { url };
}

/** Reads the payout account's state again (the creator is back from onboarding). */
export async function refreshPayoutAccount(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
): Promise<PayoutAccount | null> {
  const [existing] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, actor.id), eq(payoutAccounts.provider, provider.name)));
  if (!existing) return null;
  const state = await provider.payoutAccountState(existing.externalId);
  await db
    .update(payoutAccounts)
    .set({ active: state.active, label: state.label, updatedAt: new Date() })
    .where(eq(payoutAccounts.id, existing.id));
  return { provider: existing.provider, label: state.label, active: state.active };
}

/** Payouts not finished after `olderThanMs` (a server stopped between the commit and the send): to send again. */
export async function stalePayouts(db: Db, olderThanMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: payoutRequests.id })
    .from(payoutRequests)
    .where(
      and(
        inArray(payoutRequests.status, ['requested', 'approved']),
        sql`${payoutRequests.requestedAt} < now() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    )
    .orderBy(asc(payoutRequests.requestedAt))
    .limit(500);
  return rows.map((r) => r.id);
}
