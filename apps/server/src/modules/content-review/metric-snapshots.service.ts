// A post's figures as they arrive (fetched from the platform or typed in by the business): stored as a snapshot that
// is never overwritten, made the post's figures, checked by the safeguards, and the campaign's earnings recomputed.
import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { campaignAnalytics, contentMetricSnapshots } from '#server/db/schema/index.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import type { Actor, CampaignRow, PostRow } from './content-review.shared.ts';
import { applySafeguards } from './holds.service.ts';
import { recomputeCampaignEarnings } from './performance-pay.service.ts';

export interface SnapshotInput {
  source: 'instagram' | 'tiktok' | 'manual';
  availability: 'ok' | 'private' | 'deleted';
  /** Null when unknown (the platform left the metric out): stored as null, never 0 (issue 26). */
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
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
  now: Date,
  emails: NotificationEmails | null,
): Promise<void> {
  await tx.insert(contentMetricSnapshots).values({ postId: post.id, takenAt: now, ...snapshot });
  if (snapshot.availability === 'ok') {
    // The post's figures (shown and paid) are each metric's latest known value: an unknown one keeps the last known.
    const { views, likes, comments, shares } = snapshot;
    await tx
      .update(campaignAnalytics)
      .set({
        ...(views !== null ? { views } : {}),
        ...(likes !== null ? { likes } : {}),
        ...(comments !== null ? { comments } : {}),
        ...(shares !== null ? { shares } : {}),
        metricsSource: snapshot.source,
        metricsVerified: snapshot.verified,
        metricsUpdatedAt: now,
        ...(snapshot.verified ? { ownership: 'verified' as const } : {}),
      })
      .where(eq(campaignAnalytics.id, post.id));
  }
  await applySafeguards(tx, post, campaign, actor, emails);
  await recomputeCampaignEarnings(tx, campaign.id);
}
