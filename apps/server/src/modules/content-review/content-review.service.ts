// Content review (issue 12): the business approves a submitted post or asks for a fix; the creator replaces the link
// of a post that needs one within 48 hours; the clocks approve posts not reviewed within 72 hours and end tracking
// windows. Every transition is written to content_events (who, when, from, to, note) in its own transaction, with
// the notification and the earnings recomputed there too. Locks are taken campaign first, then post, everywhere,
// so two transitions on one campaign queue instead of deadlocking. See docs/decisions/017-performance-pay.md.
import {
  CONTENT_STAGE_LABELS,
  CONTENT_TRANSITIONS,
  type ContentAction,
  type ContentEvent,
  type ContentStage,
  type ContentTransition,
  canMoveContent,
  contentReviewMessages,
  fixDueAt,
  isFixWindowOpen,
  type ManualMetricsInput,
  type ReviewPost,
  reviewDueAt,
  trackingEndsAt,
} from '@microreach/domain/content-review';
import { contentUrlError } from '@microreach/domain/creator-campaigns';
import { engagementRate } from '@microreach/domain/formulas';
import { evaluateHolds, type MetricsPoint } from '@microreach/domain/metrics-holds';
import { brandName } from '@microreach/domain/notification-texts';
import type { Platform } from '@microreach/domain/statuses';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  campaignAnalytics,
  campaigns,
  contentEvents,
  contentHolds,
  contentMetricSnapshots,
  users,
} from '#server/db/schema/index.ts';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '#server/lib/errors.ts';
import type { UserRow } from '#server/plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { recomputeCampaignEarnings } from './earnings.ts';

type PostRow = typeof campaignAnalytics.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;
type Actor = { id: string; kind: 'business' | 'creator' } | { id: null; kind: 'system' };

const asActor = (user: UserRow): Actor => ({ id: user.id, kind: user.role === 'SMB' ? 'business' : 'creator' });
const SYSTEM: Actor = { id: null, kind: 'system' };

// ---------------------------------------------------------------------------------------------------------------
// Locking and auditing.

/** Locks the campaign, then the post, if `postId` is on a campaign `ownerId` owns (any owner when null); or 404. */
async function lockPost(
  tx: Tx,
  postId: string,
  who: { ownerId?: string; creatorId?: string },
): Promise<{ post: PostRow; campaign: CampaignRow }> {
  const [found] = await tx
    .select({ campaignId: campaignAnalytics.campaignId })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(
      and(
        eq(campaignAnalytics.id, postId),
        who.ownerId ? eq(campaigns.userId, who.ownerId) : undefined,
        who.creatorId ? eq(campaignAnalytics.influencerId, who.creatorId) : undefined,
      ),
    );
  if (!found) throw notFound(contentReviewMessages.postNotFound);
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, found.campaignId)).for('update');
  const [post] = await tx.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId)).for('update');
  if (!campaign || !post) throw notFound(contentReviewMessages.postNotFound);
  return { post, campaign };
}

/** Writes one line of the audit. */
async function audit(
  tx: Db | Tx,
  post: Pick<PostRow, 'id'>,
  actor: Actor,
  action: ContentAction,
  change: {
    from?: ContentStage | null;
    to?: ContentStage | null;
    note?: string | null;
    data?: Record<string, unknown>;
  } = {},
): Promise<void> {
  await tx.insert(contentEvents).values({
    postId: post.id,
    actorId: actor.id,
    actorKind: actor.kind,
    action,
    fromStage: change.from ?? null,
    toStage: change.to ?? null,
    note: change.note ?? null,
    data: change.data ?? null,
  });
}

/** Moves a locked post along a transition, or refuses it with the reason; audits it. */
async function move(
  tx: Tx,
  post: PostRow,
  transition: ContentTransition,
  actor: Actor,
  now: Date,
  extra: Partial<typeof campaignAnalytics.$inferInsert> = {},
  note: string | null = null,
): Promise<PostRow> {
  if (!canMoveContent(post.stage, transition)) {
    if (
      (transition === 'approve' || transition === 'auto_approve') &&
      (post.stage === 'tracking' || post.stage === 'approved')
    ) {
      throw conflict(contentReviewMessages.alreadyApproved, 'INVALID_CONTENT_STAGE');
    }
    if (transition === 'replace_link') throw conflict(contentReviewMessages.notNeedingFix, 'INVALID_CONTENT_STAGE');
    throw conflict(contentReviewMessages.notUnderReview(post.stage), 'INVALID_CONTENT_STAGE');
  }
  const to = CONTENT_TRANSITIONS[transition].to;
  const [moved] = await tx
    .update(campaignAnalytics)
    .set({ stage: to, stageChangedAt: now, ...extra })
    .where(eq(campaignAnalytics.id, post.id))
    .returning();
  await audit(tx, post, actor, transition, { from: post.stage, to, note });
  return moved;
}

// ---------------------------------------------------------------------------------------------------------------
// Submission (called by the creator's upload, in its transaction).

/**
 * A post just submitted: what we can check without a connected account, then review. A TikTok link names its
 * account: one on another handle than the profile's cannot earn (C5 help rule), so it goes back to the creator
 * as a fix with the reason. An Instagram link does not name its account: it stays unverified until a connected
 * account proves it, and its figures until then are the business's (marked unverified).
 */
export async function startReview(tx: Tx, post: PostRow, creator: UserRow, now = new Date()): Promise<PostRow> {
  await audit(tx, post, asActor(creator), 'submit', { to: 'submitted', data: { videoUrl: post.videoUrl } });
  const mismatch = handleMismatch(post.platform, post.videoUrl, creator);
  if (mismatch) {
    const [flagged] = await tx
      .update(campaignAnalytics)
      .set({
        ownership: 'mismatch',
        ineligibleReason: mismatch,
        stage: 'needs_fix',
        stageChangedAt: now,
        fixNote: mismatch,
        fixDueAt: fixDueAt(now),
        earningsStatus: 'none',
      })
      .where(eq(campaignAnalytics.id, post.id))
      .returning();
    await audit(tx, post, SYSTEM, 'request_fix', { from: 'submitted', to: 'needs_fix', note: mismatch });
    return flagged;
  }
  return move(tx, { ...post, stage: 'submitted' }, 'start_review', SYSTEM, now, {
    reviewDueAt: reviewDueAt(now),
    earningsStatus: 'pending',
    ownership: 'unverified',
    ineligibleReason: null,
  });
}

/** Why a link cannot be the creator's by its handle, or null (only TikTok links name their account). */
export function handleMismatch(platform: Platform, url: string, creator: Pick<UserRow, 'tiktok'>): string | null {
  if (platform !== 'tiktok') return null;
  const inUrl = /tiktok\.com\/@([A-Za-z0-9._]+)\/video\//i.exec(url)?.[1]?.toLowerCase();
  const own = creator.tiktok?.replace(/^@/, '').toLowerCase() ?? null;
  if (!inUrl) return null;
  if (!own) {
    return `This post is on @${inUrl}, and your profile has no TikTok handle: add @${inUrl} to your profile settings, then replace the link, so the post can earn.`;
  }
  return inUrl === own
    ? null
    : `This post is on @${inUrl}, not on your profile's TikTok handle @${own}: only posts on your own handle can earn.`;
}

// ---------------------------------------------------------------------------------------------------------------
// The business's review.

export async function approvePost(db: Db, actor: UserRow, postId: string, now = new Date()): Promise<ReviewPost> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { ownerId: actor.id });
    await approve(tx, post, campaign, asActor(actor), now);
  });
  return getReviewPost(db, actor, postId);
}

/**
 * Pay now: the business ends a tracked post's window early and accepts its figures so far as final; its earnings
 * are settled from the campaign's escrow at once (an open hold still keeps them held).
 */
export async function releasePayment(db: Db, actor: UserRow, postId: string, now = new Date()): Promise<ReviewPost> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { ownerId: actor.id });
    if (post.stage !== 'tracking')
      throw conflict(contentReviewMessages.notTracking(post.stage), 'INVALID_CONTENT_STAGE');
    await move(
      tx,
      post,
      'end_tracking',
      asActor(actor),
      now,
      { trackingEndsAt: now },
      contentReviewMessages.payNowNote,
    );
    await recomputeCampaignEarnings(tx, campaign.id);
  });
  return getReviewPost(db, actor, postId);
}

async function approve(tx: Tx, post: PostRow, campaign: CampaignRow, actor: Actor, now: Date): Promise<void> {
  const automatically = actor.kind === 'system';
  await move(tx, post, automatically ? 'auto_approve' : 'approve', actor, now, {
    approvedAt: now,
    approvedBy: actor.id,
    autoApproved: automatically,
    trackingEndsAt: trackingEndsAt(now),
    reviewDueAt: null,
  });
  const [owner] = await tx.select().from(users).where(eq(users.id, campaign.userId));
  await notify(
    tx,
    post.influencerId,
    {
      kind: 'content_approved',
      brandName: owner ? brandName(owner) : 'The business',
      campaignName: campaign.campaignName,
      automatically,
    },
    { actorId: actor.id, campaignId: campaign.id },
  );
  await recomputeCampaignEarnings(tx, campaign.id);
}

export async function requestFix(
  db: Db,
  actor: UserRow,
  postId: string,
  note: string,
  now = new Date(),
): Promise<ReviewPost> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { ownerId: actor.id });
    await move(
      tx,
      post,
      'request_fix',
      asActor(actor),
      now,
      { fixNote: note, fixDueAt: fixDueAt(now), reviewDueAt: null },
      note,
    );
    await notify(
      tx,
      post.influencerId,
      { kind: 'content_needs_fix', brandName: brandName(actor), campaignName: campaign.campaignName, note },
      { actorId: actor.id, campaignId: campaign.id },
    );
    await recomputeCampaignEarnings(tx, campaign.id);
  });
  return getReviewPost(db, actor, postId);
}

/** The creator replaces the link of a post that needs a fix, within 48 hours; the post is checked and reviewed again. */
export async function replacePostLink(
  db: Db,
  actor: UserRow,
  postId: string,
  videoUrl: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { creatorId: actor.id });
    if (post.stage !== 'needs_fix') throw conflict(contentReviewMessages.notNeedingFix, 'INVALID_CONTENT_STAGE');
    if (!isFixWindowOpen({ stage: post.stage, fixDueAt: post.fixDueAt?.toISOString() ?? null }, now)) {
      throw conflict(contentReviewMessages.fixWindowClosed, 'FIX_WINDOW_CLOSED');
    }
    const urlError = contentUrlError(post.platform, videoUrl);
    if (urlError) throw badRequest(urlError);
    let replaced: PostRow;
    try {
      replaced = await move(
        tx,
        post,
        'replace_link',
        asActor(actor),
        now,
        { videoUrl: videoUrl.trim(), fixDueAt: null, ownership: 'unverified', ineligibleReason: null },
        null,
      );
    } catch (err) {
      if (isUniqueViolation(err, 'campaign_analytics_post_key_unique')) {
        throw conflict('This post has already been submitted.', 'DUPLICATE_POST');
      }
      throw err;
    }
    await audit(tx, post, asActor(actor), 'submit', {
      to: 'submitted',
      data: { videoUrl: replaced.videoUrl, replaced: post.videoUrl },
    });
    await startReviewAfterReplace(tx, replaced, actor, now);
    await notify(
      tx,
      campaign.userId,
      { kind: 'content_resubmitted', creatorName: actor.name, campaignName: campaign.campaignName },
      { actorId: actor.id, campaignId: campaign.id },
    );
    await recomputeCampaignEarnings(tx, campaign.id);
  });
}

async function startReviewAfterReplace(tx: Tx, post: PostRow, creator: UserRow, now: Date): Promise<PostRow> {
  const mismatch = handleMismatch(post.platform, post.videoUrl, creator);
  if (mismatch) {
    throw badRequest(mismatch);
  }
  return move(tx, post, 'start_review', SYSTEM, now, { reviewDueAt: reviewDueAt(now) });
}

// ---------------------------------------------------------------------------------------------------------------
// Figures: snapshots (fetched or typed in), the safeguards, and the engine.

export interface SnapshotInput {
  source: 'instagram' | 'tiktok' | 'manual';
  availability: 'ok' | 'private' | 'deleted';
  views: number;
  likes: number;
  comments: number;
  shares: number;
  verified: boolean;
  recordedBy: string | null;
}

/**
 * Stores a snapshot of a locked post (never overwriting history), makes its figures the post's when the platform
 * answered with figures, runs the safeguards over the post's series and recomputes the campaign's earnings.
 */
export async function acceptSnapshot(
  tx: Tx,
  post: PostRow,
  campaign: CampaignRow,
  snapshot: SnapshotInput,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await tx.insert(contentMetricSnapshots).values({ postId: post.id, takenAt: now, ...snapshot });
  if (snapshot.availability === 'ok') {
    await tx
      .update(campaignAnalytics)
      .set({
        views: snapshot.views,
        likes: snapshot.likes,
        comments: snapshot.comments,
        shares: snapshot.shares,
        metricsSource: snapshot.source,
        metricsVerified: snapshot.verified,
        metricsUpdatedAt: now,
        ...(snapshot.verified ? { ownership: 'verified' as const } : {}),
      })
      .where(eq(campaignAnalytics.id, post.id));
  }
  await applySafeguards(tx, post, campaign, actor);
  await recomputeCampaignEarnings(tx, campaign.id);
}

/** Puts a hold on the post for each rule its series breaks, unless that rule already holds it or was released. */
async function applySafeguards(tx: Tx, post: PostRow, campaign: CampaignRow, actor: Actor): Promise<void> {
  const snapshots = await tx
    .select()
    .from(contentMetricSnapshots)
    .where(eq(contentMetricSnapshots.postId, post.id))
    .orderBy(asc(contentMetricSnapshots.takenAt), asc(contentMetricSnapshots.id));
  if (snapshots.length === 0) return;
  const series: MetricsPoint[] = snapshots
    .filter((s) => s.availability === 'ok')
    .map((s) => ({
      at: s.takenAt.toISOString(),
      views: s.views,
      likes: s.likes,
      comments: s.comments,
      shares: s.shares,
    }));
  const availability = snapshots[snapshots.length - 1].availability;
  const findings = evaluateHolds(series, availability);
  if (findings.length === 0) return;
  const known = await tx
    .select({ rule: contentHolds.rule })
    .from(contentHolds)
    .where(and(eq(contentHolds.postId, post.id), inArray(contentHolds.status, ['open', 'released'])));
  const skip = new Set(known.map((h) => h.rule));
  for (const finding of findings) {
    if (skip.has(finding.rule)) continue;
    await tx.insert(contentHolds).values({ postId: post.id, rule: finding.rule, reason: finding.reason });
    await audit(tx, post, SYSTEM, 'hold', { note: finding.reason, data: { rule: finding.rule, trigger: actor.kind } });
    for (const [recipient, isBusiness] of [
      [campaign.userId, true],
      [post.influencerId, false],
    ] as const) {
      await notify(
        tx,
        recipient,
        {
          kind: 'content_held',
          campaignName: campaign.campaignName,
          reason: finding.reason,
          recipientIsBusiness: isBusiness,
        },
        { actorId: null, campaignId: campaign.id },
      );
    }
  }
}

/**
 * The business types in a post's figures (no connected account, or the creator shared their insights). Stored as an
 * unverified snapshot and audited with the old and new values; never below the latest verified figures.
 */
export async function recordManualMetrics(
  db: Db,
  actor: UserRow,
  postId: string,
  input: ManualMetricsInput,
  now = new Date(),
): Promise<ReviewPost> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { ownerId: actor.id });
    if (post.stage === 'submitted' || post.stage === 'needs_fix') {
      throw conflict(contentReviewMessages.manualNotTracked, 'INVALID_CONTENT_STAGE');
    }
    const [verified] = await tx
      .select()
      .from(contentMetricSnapshots)
      .where(
        and(
          eq(contentMetricSnapshots.postId, post.id),
          eq(contentMetricSnapshots.verified, true),
          eq(contentMetricSnapshots.availability, 'ok'),
        ),
      )
      .orderBy(desc(contentMetricSnapshots.takenAt), desc(contentMetricSnapshots.id))
      .limit(1);
    if (verified) {
      for (const metric of ['views', 'likes', 'comments', 'shares'] as const) {
        if (input[metric] < verified[metric]) {
          throw new AppError(
            400,
            contentReviewMessages.manualBelowVerified(metric, verified[metric]),
            'METRICS_BELOW_VERIFIED',
            {
              fields: [metric],
            },
          );
        }
      }
    }
    const before = { views: post.views, likes: post.likes, comments: post.comments, shares: post.shares };
    await audit(tx, post, asActor(actor), 'record_metrics', { data: { before, after: input } });
    await acceptSnapshot(
      tx,
      post,
      campaign,
      { source: 'manual', availability: 'ok', ...input, verified: false, recordedBy: actor.id },
      asActor(actor),
      now,
    );
  });
  return getReviewPost(db, actor, postId);
}

/** The business releases a hold (the post earns again) or voids it (the post will not earn); audited. */
export async function resolveHold(
  db: Db,
  actor: UserRow,
  holdId: string,
  resolution: 'release' | 'void',
  note: string | undefined,
  now = new Date(),
): Promise<ReviewPost> {
  const postId = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ postId: contentHolds.postId })
      .from(contentHolds)
      .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, contentHolds.postId))
      .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
      .where(and(eq(contentHolds.id, holdId), eq(campaigns.userId, actor.id)));
    if (!found) throw notFound('Hold not found.');
    const { post, campaign } = await lockPost(tx, found.postId, { ownerId: actor.id });
    const [hold] = await tx.select().from(contentHolds).where(eq(contentHolds.id, holdId)).for('update');
    if (hold.status !== 'open') throw conflict(contentReviewMessages.holdNotOpen, 'HOLD_NOT_OPEN');
    await tx
      .update(contentHolds)
      .set({
        status: resolution === 'release' ? 'released' : 'voided',
        resolvedBy: actor.id,
        resolvedAt: now,
        resolutionNote: note ?? null,
      })
      .where(eq(contentHolds.id, holdId));
    await audit(tx, post, asActor(actor), resolution === 'release' ? 'release_hold' : 'void_hold', {
      note: note ?? null,
      data: { rule: hold.rule, reason: hold.reason },
    });
    await recomputeCampaignEarnings(tx, campaign.id);
    return post.id;
  });
  return getReviewPost(db, actor, postId);
}

// ---------------------------------------------------------------------------------------------------------------
// The clocks.

/**
 * Approves posts under review past their 72 hours and ends tracking windows that have run out. Safe on several app
 * servers at once: each post is taken with SKIP LOCKED and re-checked under its lock. Returns what it moved.
 */
export async function advanceContentClocks(
  db: Db,
  now = new Date(),
): Promise<{ autoApproved: number; trackingEnded: number }> {
  const due = await db
    .select({ id: campaignAnalytics.id, stage: campaignAnalytics.stage })
    .from(campaignAnalytics)
    .where(
      sql`(${campaignAnalytics.stage} = 'under_review' and ${campaignAnalytics.reviewDueAt} <= ${now.toISOString()}::timestamptz)
        or (${campaignAnalytics.stage} = 'tracking' and ${campaignAnalytics.trackingEndsAt} <= ${now.toISOString()}::timestamptz)`,
    )
    .limit(500);
  let autoApproved = 0;
  let trackingEnded = 0;
  for (const { id } of due) {
    const moved = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ campaignId: campaignAnalytics.campaignId })
        .from(campaignAnalytics)
        .where(eq(campaignAnalytics.id, id));
      if (!found) return null;
      const [campaign] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, found.campaignId))
        .for('update', { skipLocked: true });
      if (!campaign) return null;
      const [post] = await tx
        .select()
        .from(campaignAnalytics)
        .where(eq(campaignAnalytics.id, id))
        .for('update', { skipLocked: true });
      if (!post) return null;
      if (post.stage === 'under_review' && post.reviewDueAt && post.reviewDueAt <= now) {
        await approve(tx, post, campaign, SYSTEM, now);
        return 'approved' as const;
      }
      if (post.stage === 'tracking' && post.trackingEndsAt && post.trackingEndsAt <= now) {
        await move(tx, post, 'end_tracking', SYSTEM, now);
        await recomputeCampaignEarnings(tx, campaign.id);
        return 'ended' as const;
      }
      return null;
    });
    if (moved === 'approved') autoApproved++;
    if (moved === 'ended') trackingEnded++;
  }
  return { autoApproved, trackingEnded };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading.

function toReviewPost(
  row: PostRow,
  creator: { id: string; name: string; profilePicture: string | null },
  holds: (typeof contentHolds.$inferSelect)[],
): ReviewPost {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    campaignId: row.campaignId,
    creator,
    platform: row.platform,
    videoUrl: row.videoUrl,
    postedAt: row.postedAt.toISOString(),
    stage: row.stage,
    stageLabel: CONTENT_STAGE_LABELS[row.stage],
    reviewDueAt: iso(row.reviewDueAt),
    fixDueAt: iso(row.fixDueAt),
    fixNote: row.fixNote,
    trackingEndsAt: iso(row.trackingEndsAt),
    approvedAt: iso(row.approvedAt),
    autoApproved: row.autoApproved,
    ownership: row.ownership,
    ineligibleReason: row.ineligibleReason,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    engagementRate: engagementRate(row),
    metricsSource: row.metricsSource,
    metricsVerified: row.metricsVerified,
    metricsUpdatedAt: iso(row.metricsUpdatedAt),
    earningsCents: row.earningsCents,
    uncappedEarningsCents: row.uncappedEarningsCents,
    earningsStatus: row.earningsStatus,
    holds: holds.map((h) => ({
      id: h.id,
      rule: h.rule,
      reason: h.reason,
      status: h.status,
      createdAt: h.createdAt.toISOString(),
      resolvedAt: iso(h.resolvedAt),
    })),
  };
}

async function reviewPosts(db: Db | Tx, where: ReturnType<typeof and>): Promise<ReviewPost[]> {
  const rows = await db
    .select({
      post: campaignAnalytics,
      creator: { id: users.id, name: users.name, profilePicture: users.profilePicture },
    })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .innerJoin(users, eq(users.id, campaignAnalytics.influencerId))
    .where(where)
    .orderBy(desc(campaignAnalytics.createdAt), desc(campaignAnalytics.id));
  if (rows.length === 0) return [];
  const holds = await db
    .select()
    .from(contentHolds)
    .where(
      inArray(
        contentHolds.postId,
        rows.map((r) => r.post.id),
      ),
    )
    .orderBy(asc(contentHolds.createdAt));
  return rows.map((r) =>
    toReviewPost(
      r.post,
      r.creator,
      holds.filter((h) => h.postId === r.post.id),
    ),
  );
}

/** Every post of one of the business's campaigns, newest first (404 for another's campaign). */
export async function listCampaignPosts(db: Db, actor: UserRow, campaignId: string): Promise<ReviewPost[]> {
  const [own] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, actor.id)));
  if (!own) throw notFound('Campaign not found');
  return reviewPosts(db, and(eq(campaignAnalytics.campaignId, campaignId), eq(campaigns.userId, actor.id)));
}

/** One post as the business sees it. */
export async function getReviewPost(db: Db, actor: UserRow, postId: string): Promise<ReviewPost> {
  const [post] = await reviewPosts(db, and(eq(campaignAnalytics.id, postId), eq(campaigns.userId, actor.id)));
  if (!post) throw notFound(contentReviewMessages.postNotFound);
  return post;
}

/** The audit of one post, oldest first, for the business that owns its campaign or the creator who posted it. */
export async function listPostEvents(db: Db, actor: UserRow, postId: string): Promise<ContentEvent[]> {
  const [visible] = await db
    .select({ id: campaignAnalytics.id })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(
      and(
        eq(campaignAnalytics.id, postId),
        actor.role === 'SMB' ? eq(campaigns.userId, actor.id) : eq(campaignAnalytics.influencerId, actor.id),
      ),
    );
  if (!visible) throw notFound(contentReviewMessages.postNotFound);
  const rows = await db
    .select({ event: contentEvents, actorName: users.name, companyName: users.companyName, role: users.role })
    .from(contentEvents)
    .leftJoin(users, eq(users.id, contentEvents.actorId))
    .where(eq(contentEvents.postId, postId))
    .orderBy(asc(contentEvents.createdAt), asc(contentEvents.id));
  return rows.map(({ event, actorName, companyName, role }) => ({
    id: event.id,
    action: event.action,
    actor: event.actorKind,
    actorName: actorName === null ? null : role === 'SMB' ? brandName({ name: actorName, companyName }) : actorName,
    fromStage: event.fromStage,
    toStage: event.toStage,
    note: event.note,
    createdAt: event.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Readings fetched from the platform through the creator's connected account (modules/metrics).

export type FetchedReading =
  | { status: 'ok'; source: 'instagram' | 'tiktok'; views: number; likes: number; comments: number; shares: number }
  | { status: 'not_found'; source: 'instagram' | 'tiktok'; account: string };

/**
 * Stores what the platform said about a post. Figures: a verified snapshot (the post is then known to be the
 * creator's; a post still being checked goes to review). Not found: a post once verified became private or was deleted
 * (a hold says so); a post never found on the creator's account cannot earn and goes back to the creator as a fix.
 */
export async function recordFetchedReading(
  db: Db,
  postId: string,
  reading: FetchedReading,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, {});
    await audit(tx, post, SYSTEM, 'fetch_metrics', {
      data: reading.status === 'ok' ? { ...reading } : { status: 'not_found', account: reading.account },
    });
    if (reading.status === 'ok') {
      const { status: _s, source, ...figures } = reading;
      await acceptSnapshot(
        tx,
        post,
        campaign,
        { source, availability: 'ok', ...figures, verified: true, recordedBy: null },
        SYSTEM,
        now,
      );
      if (post.stage === 'submitted') {
        const [fresh] = await tx.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, post.id));
        await move(tx, fresh, 'start_review', SYSTEM, now, { reviewDueAt: reviewDueAt(now), ineligibleReason: null });
        await recomputeCampaignEarnings(tx, campaign.id);
      }
      return;
    }
    if (post.ownership === 'verified') {
      await acceptSnapshot(
        tx,
        post,
        campaign,
        {
          source: reading.source,
          availability: 'deleted',
          views: 0,
          likes: 0,
          comments: 0,
          shares: 0,
          verified: true,
          recordedBy: null,
        },
        SYSTEM,
        now,
      );
      return;
    }
    const reason = `This post was not found on your connected @${reading.account} account: only posts on your own account can earn. Replace the link with one of your own posts.`;
    await tx
      .update(campaignAnalytics)
      .set({ ownership: 'mismatch', ineligibleReason: reason })
      .where(eq(campaignAnalytics.id, post.id));
    if (post.stage === 'submitted' || post.stage === 'under_review') {
      await tx
        .update(campaignAnalytics)
        .set({ stage: 'needs_fix', stageChangedAt: now, fixNote: reason, fixDueAt: fixDueAt(now), reviewDueAt: null })
        .where(eq(campaignAnalytics.id, post.id));
      await audit(tx, post, SYSTEM, 'request_fix', { from: post.stage, to: 'needs_fix', note: reason });
    }
    await recomputeCampaignEarnings(tx, campaign.id);
  });
}

/** The post's link, platform, creator and stage, for a fetch (null when it is gone). */
export async function postForFetch(db: Db, postId: string) {
  const [post] = await db
    .select({
      id: campaignAnalytics.id,
      creatorId: campaignAnalytics.influencerId,
      platform: campaignAnalytics.platform,
      videoUrl: campaignAnalytics.videoUrl,
      stage: campaignAnalytics.stage,
      ownerId: campaigns.userId,
    })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(eq(campaignAnalytics.id, postId));
  return post ?? null;
}
