// Content review's stages (issue 12): a submitted post is checked and goes to review; the business approves it, asks
// for a fix or pays it now; the creator replaces the link of a post that needs a fix within 48 hours. Also the
// business's list of a campaign's posts. The time-driven moves are clocks.service.ts's.
import { DEFAULT_CAMPAIGN_TERMS } from '@microreach/domain/campaign-terms';
import {
  CONTENT_STAGE_LABELS,
  canMoveContent,
  contentReviewMessages,
  fixDueAt,
  type HoldEvidence,
  isFixWindowOpen,
  type ReviewPost,
  reviewDueAt,
  trackingEndsAt,
} from '@microreach/domain/content-review';
import { contentUrlError, tiktokHandleMismatch } from '@microreach/domain/creator-campaigns';
import { type ApprovePostInput, revisionMessages } from '@microreach/domain/disclosure';
import { engagementRate } from '@microreach/domain/formulas';
import { brandName } from '@microreach/domain/notification-texts';
import type { Platform } from '@microreach/domain/statuses';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaigns, contentHolds, postContextSnapshots, users } from '#server/db/schema/index.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '#server/lib/errors.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import type { FileStorage } from '#server/lib/storage/index.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { effectiveTerms, revisionLimitsOf } from '../agreements/terms.service.ts';
import { queueFirstFetch } from '../metrics/first-fetch.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  type Actor,
  asActor,
  audit,
  type CampaignRow,
  lockPost,
  move,
  type PostRow,
  SYSTEM,
} from './content-review.shared.ts';
import { disclosureAfterReplace, disclosureAtApproval } from './disclosure.service.ts';
import { holdEvidenceOf } from './hold-context.ts';
import { recomputeCampaignEarnings } from './performance-pay.service.ts';
import { previewKeys, toPostPreview } from './post-preview.ts';

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
function handleMismatch(platform: Platform, url: string, creator: Pick<UserRow, 'tiktok'>): string | null {
  return platform === 'tiktok' ? tiktokHandleMismatch(url, creator.tiktok) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The business's review.

/**
 * The business approves a post under review. Where the creator's agreed terms require a disclosure and the post's
 * caption was never read, the approval must carry `disclosureSeen` (issue 29), which it then records.
 */
export async function approvePost(
  db: Db,
  actor: UserRow,
  postId: string,
  emails: NotificationEmails | null,
  input: ApprovePostInput = {},
  now = new Date(),
): Promise<ReviewPost> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { ownerId: actor.id });
    // A post that cannot be approved says why (move's message) before anything is asked about its disclosure.
    const disclosure = canMoveContent(post.stage, 'approve')
      ? await disclosureAtApproval(tx, post, campaign, input.disclosureSeen === true, now)
      : { set: {} };
    await approveLockedPost(tx, post, campaign, asActor(actor), now, emails, disclosure);
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

/** Approves a locked post (the business, or the 72-hour clock as the system): tracking starts; the creator hears. */
export async function approveLockedPost(
  tx: Tx,
  post: PostRow,
  campaign: CampaignRow,
  actor: Actor,
  now: Date,
  emails: NotificationEmails | null,
  /** The business's disclosure confirmation (disclosureAtApproval); an automatic approval leaves it unchecked. */
  disclosure: { set: Partial<typeof campaignAnalytics.$inferInsert>; data?: Record<string, unknown> } = { set: {} },
): Promise<void> {
  const automatically = actor.kind === 'system';
  await move(
    tx,
    post,
    automatically ? 'auto_approve' : 'approve',
    actor,
    now,
    {
      ...disclosure.set,
      approvedAt: now,
      approvedBy: actor.id,
      autoApproved: automatically,
      trackingEndsAt: trackingEndsAt(now),
      reviewDueAt: null,
    },
    null,
    disclosure.data,
  );
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
    emails,
  );
  await recomputeCampaignEarnings(tx, campaign.id);
}

/**
 * The business asks for a fix, within the fix requests the creator's agreed terms allow a post (issue 29): after them
 * it approves, or opens a dispute (409 REVISION_LIMIT_REACHED). Automatic fixes (a post not found, a handle or a
 * disclosure missing) do not count.
 */
export async function requestFix(
  db: Db,
  actor: UserRow,
  postId: string,
  note: string,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<ReviewPost> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { ownerId: actor.id });
    if (canMoveContent(post.stage, 'request_fix')) {
      const { revisionLimit } = await effectiveTerms(tx, campaign, post.influencerId);
      if (post.fixRequests >= revisionLimit) {
        throw conflict(
          revisionLimit === 0 ? revisionMessages.noRevisions : revisionMessages.limitReached(revisionLimit),
          'REVISION_LIMIT_REACHED',
        );
      }
    }
    const dueAt = fixDueAt(now);
    await move(
      tx,
      post,
      'request_fix',
      asActor(actor),
      now,
      { fixNote: note, fixDueAt: dueAt, reviewDueAt: null, fixRequests: post.fixRequests + 1 },
      note,
    );
    await notify(
      tx,
      post.influencerId,
      {
        kind: 'content_needs_fix',
        brandName: brandName(actor),
        campaignName: campaign.campaignName,
        note,
        fixDueAt: dueAt.toISOString(),
      },
      { actorId: actor.id, campaignId: campaign.id },
      emails,
    );
    await recomputeCampaignEarnings(tx, campaign.id);
  });
  return getReviewPost(db, actor, postId);
}

/**
 * The creator replaces the link of a post that needs a fix, within 48 hours; the post is checked and reviewed again.
 * What was read of the old link's account at its submission goes, and the new link's first fetch is queued (`jobs`).
 * The old post's preview goes too (issue 30): its caption at once, its thumbnail files after commit (`files`).
 */
export async function replacePostLink(
  db: Db,
  actor: UserRow,
  postId: string,
  videoUrl: string,
  jobs: JobQueue | null = null,
  now = new Date(),
  files: { storage: FileStorage; log: FastifyBaseLogger } | null = null,
): Promise<void> {
  const oldPreview = await db.transaction(async (tx) => {
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
        {
          videoUrl: videoUrl.trim(),
          fixDueAt: null,
          ownership: 'unverified',
          ineligibleReason: null,
          // The new link's caption has not been read yet (issue 29), nor its preview (issue 30).
          ...(await disclosureAfterReplace(tx, post, campaign)),
          previewCaption: null,
          previewImage: null,
          previewFetchedAt: null,
        },
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
    const reviewed = await startReviewAfterReplace(tx, replaced, actor, now);
    await tx.delete(postContextSnapshots).where(eq(postContextSnapshots.postId, post.id));
    await queueFirstFetch(tx, jobs, reviewed);
    await notify(
      tx,
      campaign.userId,
      { kind: 'content_resubmitted', creatorName: actor.name, campaignName: campaign.campaignName },
      { actorId: actor.id, campaignId: campaign.id },
      // The business reviews it on its dashboard; not mailed (notification-preferences.ts).
      null,
    );
    await recomputeCampaignEarnings(tx, campaign.id);
    return post.previewImage;
  });
  const keys = previewKeys(oldPreview);
  if (files && keys.length > 0) {
    await files.storage.deleteMany(keys).catch((err: unknown) => {
      files.log.error({ err, postId, keys }, 'could not delete a replaced post’s preview files');
    });
  }
}

async function startReviewAfterReplace(tx: Tx, post: PostRow, creator: UserRow, now: Date): Promise<PostRow> {
  const mismatch = handleMismatch(post.platform, post.videoUrl, creator);
  if (mismatch) {
    throw badRequest(mismatch);
  }
  return move(tx, post, 'start_review', SYSTEM, now, { reviewDueAt: reviewDueAt(now) });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading.

function toReviewPost(
  row: PostRow,
  creator: { id: string; name: string; profilePicture: string | null },
  holds: (typeof contentHolds.$inferSelect)[],
  evidence: HoldEvidence | null,
  /** The fix requests the creator's agreed terms allow (issue 29). */
  fixRequestLimit: number,
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
      voidRequestedAt: iso(h.voidRequestedAt),
      appealDeadline: iso(h.appealDeadline),
      appealedAt: iso(h.appealedAt),
      appealNote: h.appealNote,
    })),
    holdEvidence: evidence,
    fixRequestsUsed: row.fixRequests,
    fixRequestLimit,
    disclosureState: row.disclosureState,
    disclosureTag: row.disclosureTag,
    preview: toPostPreview(row),
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
  const [evidence, limits] = await Promise.all([
    holdEvidenceOf(
      db,
      rows.map((r) => r.post),
      new Set(holds.filter((h) => h.status === 'open').map((h) => h.postId)),
    ),
    revisionLimitsOf(
      db,
      rows.map((r) => r.post),
    ),
  ]);
  return rows.map((r) =>
    toReviewPost(
      r.post,
      r.creator,
      holds.filter((h) => h.postId === r.post.id),
      evidence.get(r.post.id) ?? null,
      limits.get(r.post.id) ?? DEFAULT_CAMPAIGN_TERMS.revisionLimit,
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
