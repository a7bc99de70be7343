// Readings fetched from the platform through the creator's connected account (called by modules/metrics): figures
// that verify a post, a caption checked for a disclosure (issue 29), or a post not found that is held or sent back
// for a fix.
import { fixDueAt, reviewDueAt } from '@microreach/domain/content-review';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { campaignAnalytics, campaigns } from '#server/db/schema/index.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { audit, lockPost, move, SYSTEM } from './content-review.shared.ts';
import { checkDisclosure } from './disclosure.service.ts';
import { acceptSnapshot } from './metric-snapshots.service.ts';
import { recomputeCampaignEarnings } from './performance-pay.service.ts';

export type FetchedReading =
  | {
      status: 'ok';
      source: 'instagram' | 'tiktok';
      /** Null when the platform left the metric out (unknown, never 0). */
      views: number | null;
      likes: number | null;
      comments: number | null;
      shares: number | null;
      /** When the post went up, as the platform says: the post's posted time from then on (it was the submission's). */
      postedAt?: Date;
      /** The caption the platform returned (null or absent: not read), checked for a disclosure here; the post
       * preview keeps it (issue 30: modules/metrics post-preview.service.ts), the audit never does. */
      caption?: string | null;
      /** The platform's paid-partnership flag, where an API reports it. */
      brandedContent?: boolean | null;
    }
  | { status: 'not_found'; source: 'instagram' | 'tiktok'; account: string };

/**
 * Stores what the platform said about a post. Figures: a verified snapshot (the post is then known to be the
 * creator's; a post still being checked goes to review), and its caption checked for the disclosure the creator's
 * agreed terms require (disclosure.service.ts: a post without one goes back as a fix). Not found: a post once verified became private or was deleted
 * (a hold says so); a post never found on the creator's account cannot earn and goes back to the creator as a fix.
 */
export async function recordFetchedReading(
  db: Db,
  postId: string,
  reading: FetchedReading,
  now = new Date(),
  /** A hold's email (issue 27); tests that read no mail pass none. */
  emails: NotificationEmails | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, {});
    if (reading.status === 'ok') {
      // The audit says whether a caption came, not what it says (the preview keeps it, and clears it with the link).
      const { status: _s, source, postedAt, caption, brandedContent, ...figures } = reading;
      await audit(tx, post, SYSTEM, 'fetch_metrics', {
        data: {
          status: 'ok',
          source,
          ...figures,
          postedAt: postedAt?.toISOString(),
          captionRead: caption !== undefined && caption !== null,
          brandedContent: brandedContent ?? null,
        },
      });
      if (postedAt && postedAt.getTime() !== post.postedAt.getTime()) {
        await tx.update(campaignAnalytics).set({ postedAt }).where(eq(campaignAnalytics.id, post.id));
      }
      await acceptSnapshot(
        tx,
        post,
        campaign,
        { source, availability: 'ok', ...figures, verified: true, recordedBy: null },
        SYSTEM,
        now,
        emails,
      );
      const [fresh] = await tx.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, post.id));
      // A caption without a disclosure the agreed terms require: back to the creator, before any review.
      if (await checkDisclosure(tx, fresh, campaign, { caption, brandedContent }, now, emails)) {
        await recomputeCampaignEarnings(tx, campaign.id);
        return;
      }
      if (post.stage === 'submitted') {
        await move(tx, fresh, 'start_review', SYSTEM, now, { reviewDueAt: reviewDueAt(now), ineligibleReason: null });
        await recomputeCampaignEarnings(tx, campaign.id);
      }
      return;
    }
    await audit(tx, post, SYSTEM, 'fetch_metrics', { data: { status: 'not_found', account: reading.account } });
    if (post.ownership === 'verified') {
      await acceptSnapshot(
        tx,
        post,
        campaign,
        {
          source: reading.source,
          availability: 'deleted',
          views: null,
          likes: null,
          comments: null,
          shares: null,
          verified: true,
          recordedBy: null,
        },
        SYSTEM,
        now,
        emails,
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
