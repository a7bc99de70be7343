// The creator's money (issue 13, C2 Wallet & Earnings): what the ledger holds for them, their payout account at the
// payment provider, and withdrawals: requested (money moves from available into payouts in flight), approved (sent to
// the provider, idempotent by the payout's id), then paid (to the outside world) or failed (back to available), or
// delayed for a person when the provider's answer stays unknown. Sending is payouts.service.ts. See
// docs/decisions/018-money.md.

import { hasEnded } from '@microreach/domain/calendar';
import { trackingEndsAt } from '@microreach/domain/content-review';
import {
  type CreatorEarnings,
  type EarningPayment,
  earningsMessages,
  growthPercent,
  type Payout,
  type PayoutAccount,
  type PendingRelease,
  paymentStatusOf,
} from '@microreach/domain/creator-earnings';
import { engagementRate } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger';
import { isEarned } from '@microreach/domain/performance-pay';
import { isFinishedStatus, PARTICIPATING_APPLICANT_STATUSES } from '@microreach/domain/statuses';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
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
import {
  creatorMoney,
  postEarnedCents,
  postFeeCents,
  postFigures,
  postMoneyOf,
} from '#server/modules/ledger/creator-money.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import type { PaymentProvider, ProviderEvent } from '#server/modules/ledger/providers/types.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { notify } from '#server/modules/notifications/notifications.service.ts';
import { assertTaxDetailsAllow } from './tax-details.service.ts';

const iso = (d: Date) => d.toISOString();

function toPayout(row: typeof payoutRequests.$inferSelect): Payout {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    requestedAt: iso(row.requestedAt),
    processedAt: row.processedAt ? iso(row.processedAt) : null,
    failureMessage: row.failureMessage,
    delayReason: row.status === 'delayed' ? row.delayReason : null,
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
  const [posts, participations, money, payouts, payoutAccount] = await Promise.all([
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
    creatorMoney(db, actor.id),
    db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.userId, actor.id))
      .orderBy(desc(payoutRequests.requestedAt), desc(payoutRequests.id)),
    getPayoutAccount(db, provider, actor.id),
  ]);

  // A payment per post the ledger gave money or the engine says earns: its amount is the ledger's (settled, or set
  // aside), and what waits for the campaign's funds is shown beside it, never in it (issue 25).
  const payments: EarningPayment[] = [];
  for (const { post, campaignName, companyName } of posts) {
    const ledger = postMoneyOf(money, post.id);
    const grossCents = ledger.settledCents + ledger.reservedCents;
    const { awaitingFundingCents } = postFigures(ledger, post);
    if (grossCents <= 0 && awaitingFundingCents <= 0) continue;
    const feeCents = postFeeCents(ledger);
    payments.push({
      postId: post.id,
      campaignId: post.campaignId,
      campaignName: campaignName ?? 'Deleted campaign',
      companyName,
      at: ledger.settledAt ?? iso(post.postedAt),
      status: isEarned(post.earningsStatus)
        ? paymentStatusOf(post.earningsStatus)
        : ledger.reservedCents > 0
          ? 'pending'
          : 'completed',
      grossCents,
      feeCents,
      netCents: grossCents - feeCents,
      awaitingFundingCents,
    });
  }
  payments.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  // Issue 30: when each post's pending money becomes available (settled when its tracking ends), earliest first.
  const pendingReleases: PendingRelease[] = [];
  for (const { post, campaignName } of posts) {
    const reserved = postMoneyOf(money, post.id).reservedCents;
    if (reserved <= 0 || post.earningsStatus === 'held') continue;
    const release = pendingReleaseOf(post, now);
    pendingReleases.push({
      postId: post.id,
      campaignName: campaignName ?? 'Deleted campaign',
      cents: reserved,
      ...release,
    });
  }
  pendingReleases.sort((a, b) => (a.availableAt < b.availableAt ? -1 : a.availableAt > b.availableAt ? 1 : 0));

  // Monthly earnings: settled earnings by the month the ledger settled them (UTC).
  const monthKey = (d: Date) => d.toISOString().slice(0, 7);
  const thisMonthCents = money.settledByMonth.get(monthKey(now)) ?? 0;
  const lastMonthCents =
    money.settledByMonth.get(monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)))) ?? 0;

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
    sums.cents += postEarnedCents(postMoneyOf(money, post.id), post.earningsStatus);
    sums.posts++;
    byCampaign.set(post.campaignId, sums);
  }

  return {
    provider: provider.name,
    testMode: provider.testMode,
    availableCents: money.availableCents,
    pendingCents: money.pendingCents,
    pendingReleases,
    underReviewCents: money.underReviewCents,
    totalEarningsCents: money.earnedCents,
    growthPercent: growthPercent(thisMonthCents, lastMonthCents),
    platformFeesCents: money.feesCents,
    withdrawnCents: money.withdrawnCents,
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
      earningsCents: postEarnedCents(postMoneyOf(money, post.id), post.earningsStatus),
      stage: post.stage,
    })),
    payments,
    payouts: payouts.map(toPayout),
    payoutAccount,
  };
}

/**
 * When a post's set-aside money is settled into available: when its tracking ends; a post still under review is
 * approved by its review deadline at the latest, then tracked for the tracking window. A post past both (its clock has
 * not run yet) is settled at the next run: now.
 */
function pendingReleaseOf(
  post: Pick<typeof campaignAnalytics.$inferSelect, 'stage' | 'trackingEndsAt' | 'reviewDueAt'>,
  now: Date,
): Pick<PendingRelease, 'availableAt' | 'basis'> {
  if (post.stage === 'under_review' && post.reviewDueAt) {
    return { availableAt: iso(trackingEndsAt(post.reviewDueAt)), basis: 'review' };
  }
  return { availableAt: iso(post.trackingEndsAt ?? now), basis: 'tracking' };
}

/**
 * Withdraw Funds: records the request and moves the amount from available into payouts in flight, in one
 * transaction (a savepoint inside createIdempotently's). The
 * caller sends it to the provider after the commit (payouts.service.ts dispatchPayout). A withdrawal that would take
 * the year's withdrawals past $600 waits for tax details (issue 29, tax-details.service.ts): refused, nothing written.
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
  // The creator's lock: two withdrawals of one creator run one after the other, so the second counts the first
  // toward the tax threshold. NO KEY UPDATE, as profile-images.service.ts's lockUser: rows referencing the user can
  // still be inserted meanwhile.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
  const [payoutAccount] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, actor.id), eq(payoutAccounts.provider, provider.name)));
  if (!payoutAccount?.active) throw conflict(earningsMessages.noPayoutAccount, 'NO_PAYOUT_ACCOUNT');
  await assertTaxDetailsAllow(tx, actor.id, amountCents);
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

export async function lockPayout(tx: Tx, payoutId: string) {
  const [row] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId)).for('update');
  return row;
}

/**
 * The payout reached the creator: from payouts in flight to the outside world. Also an operator's answer for a Delayed
 * payout (issue 28), with the provider it was sent through and the reference it already has.
 */
export async function markPaid(
  tx: Tx,
  provider: Pick<PaymentProvider, 'name'>,
  row: typeof payoutRequests.$inferSelect,
  ref: string | null,
  emails: NotificationEmails | null,
) {
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
  await notify(
    tx,
    row.userId,
    { kind: 'payout_paid', amount: formatMoney(row.amountCents) },
    { actorId: null, campaignId: null },
    emails,
  );
}

/**
 * The payout failed: its money goes back to available (from in flight, or from the outside world if it was paid).
 * An operator failing a Delayed payout back (issue 28) passes `noticeReason`: the creator's notification says it.
 */
export async function markFailed(
  tx: Tx,
  provider: Pick<PaymentProvider, 'name'>,
  row: typeof payoutRequests.$inferSelect,
  message: string,
  emails: NotificationEmails | null,
  noticeReason?: string,
) {
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
  await notify(
    tx,
    row.userId,
    { kind: 'payout_failed', amount: formatMoney(row.amountCents), ...(noticeReason ? { reason: noticeReason } : {}) },
    { actorId: null, campaignId: null },
    emails,
  );
}

/** Payout and payout-account events from the provider's webhooks. */
export async function applyPayoutEvent(
  tx: Tx,
  provider: PaymentProvider,
  event: ProviderEvent,
  emails: NotificationEmails | null,
): Promise<void> {
  switch (event.type) {
    // A Delayed payout waits for exactly this: the provider saying what became of it.
    case 'payout.paid': {
      const row = await lockPayout(tx, event.payoutId);
      if (row?.status === 'approved' || row?.status === 'delayed')
        await markPaid(tx, provider, row, event.providerRef, emails);
      return;
    }
    case 'payout.failed': {
      const row = await lockPayout(tx, event.payoutId);
      if (row && (row.status === 'approved' || row.status === 'paid' || row.status === 'delayed'))
        await markFailed(tx, provider, row, event.message, emails);
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
    appUrl,
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
