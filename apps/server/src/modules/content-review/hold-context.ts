// What the hold rules know of a post beyond its own series (issue 26, item 1; domain HoldContext): its platform, when
// it went up and was submitted, the account's verified followers, the creator's other MicroReach posts with their
// series, and the account's recent media as listed at submission. Also the chart beside an open hold (item 6).
import type { HoldEvidence } from '@microreach/domain/content-review';
import {
  type HistoryPost,
  type HoldContext,
  type HoldRule,
  holdEvidence,
  type MetricsPoint,
  type RecentMedia,
} from '@microreach/domain/metrics-holds';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import {
  campaignAnalytics,
  contentEvents,
  contentHolds,
  contentMetricSnapshots,
  postContextSnapshots,
  users,
} from '#server/db/schema/index.ts';
import type { PostRow } from './content-review.shared.ts';

/** The creator's other posts a post is judged against: the most recent ones. */
export const HISTORY_POSTS = 20;

const StoredCount = z.number().int().nonnegative().nullable();

/** post_context_snapshots.recent_media as stored (newest first); read back through this schema, never cast. */
export const RecentMediaListSchema = z.array(
  z.object({
    /** Instagram media id or TikTok video id. */
    id: z.string(),
    postedAt: z.iso.datetime({ offset: true }),
    views: StoredCount,
    likes: StoredCount,
    comments: StoredCount,
    shares: StoredCount,
  }),
);
export type RecentMediaList = z.infer<typeof RecentMediaListSchema>;

const iso = (d: Date) => d.toISOString();

/**
 * The HoldContext of one post: `loadHoldContexts` for that post alone.
 *
 * - postedAt: the platform's time as read at submission; null before any reading through a connected account (the
 *   post's row then has its submission time, which would make an old post look new).
 * - history: the creator's other posts on the same platform (rates differ between platforms, as the recent media are
 *   one platform's), any campaign, the most recent HISTORY_POSTS, without posts found not to be the creator's own;
 *   each with its ok snapshots oldest first.
 * - recentMedia: as stored at submission, without those that are also among the history posts (the same post, posted
 *   at the same second), so no post counts twice.
 */
export async function loadHoldContext(db: Db | Tx, post: PostRow): Promise<HoldContext> {
  const contexts = await loadHoldContexts(db, [post]);
  return contexts.get(post.id) as HoldContext;
}

/**
 * The HoldContext of each of `posts`, by post id, in four queries however many posts there are: the posts' stored
 * contexts with their creators' verified counts and latest replaced links, their holds (for what released ones
 * judged), their creators' other posts, and those posts' snapshots.
 */
export async function loadHoldContexts(db: Db | Tx, posts: readonly PostRow[]): Promise<Map<string, HoldContext>> {
  const contexts = new Map<string, HoldContext>();
  if (posts.length === 0) return contexts;
  const postIds = posts.map((p) => p.id);
  const creatorIds = [...new Set(posts.map((p) => p.influencerId))];

  const abouts = await db
    .select({
      postId: campaignAnalytics.id,
      instagramVerified: users.instagramFollowersVerified,
      tiktokVerified: users.tiktokFollowersVerified,
      context: postContextSnapshots,
      linkReplacedAt: sql<Date | null>`(select max(${contentEvents.createdAt}) from ${contentEvents}
        where ${contentEvents.postId} = ${campaignAnalytics.id} and ${contentEvents.action} = 'replace_link')`.mapWith(
        contentEvents.createdAt,
      ),
    })
    .from(campaignAnalytics)
    .innerJoin(users, eq(users.id, campaignAnalytics.influencerId))
    .leftJoin(postContextSnapshots, eq(postContextSnapshots.postId, campaignAnalytics.id))
    .where(inArray(campaignAnalytics.id, postIds));
  const aboutOf = new Map(abouts.map((a) => [a.postId, a]));

  const holds = await db
    .select({
      postId: contentHolds.postId,
      rule: contentHolds.rule,
      status: contentHolds.status,
      judgedThrough: contentHolds.judgedThrough,
      createdAt: contentHolds.createdAt,
    })
    .from(contentHolds)
    .where(inArray(contentHolds.postId, postIds));

  // Each creator's most recent posts per platform, one more than a history holds: a post's history is them less
  // itself. Ranked in the database so a creator with thousands of posts sends back only these.
  const ranked = db
    .select({
      id: campaignAnalytics.id,
      influencerId: campaignAnalytics.influencerId,
      platform: campaignAnalytics.platform,
      postedAt: campaignAnalytics.postedAt,
      createdAt: campaignAnalytics.createdAt,
      rank: sql<number>`row_number() over (partition by ${campaignAnalytics.influencerId}, ${campaignAnalytics.platform}
        order by ${campaignAnalytics.createdAt} desc, ${campaignAnalytics.id} desc)`.as('rank'),
    })
    .from(campaignAnalytics)
    .where(and(inArray(campaignAnalytics.influencerId, creatorIds), ne(campaignAnalytics.ownership, 'mismatch')))
    .as('ranked');
  const recent = await db
    .select({
      id: ranked.id,
      influencerId: ranked.influencerId,
      platform: ranked.platform,
      postedAt: ranked.postedAt,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${HISTORY_POSTS + 1}`)
    .orderBy(asc(ranked.influencerId), asc(ranked.platform), asc(ranked.rank));
  const series = await seriesOf(db, [...new Set(recent.map((o) => o.id))]);

  for (const post of posts) {
    const about = aboutOf.get(post.id);
    const judgedThrough: Partial<Record<HoldRule, string>> = {};
    for (const h of holds) {
      if (h.postId !== post.id || h.status !== 'released') continue;
      // A hold from before judged_through was recorded judged the readings up to its creation.
      const through = (h.judgedThrough ?? h.createdAt).toISOString();
      const rule = h.rule as HoldRule;
      if (!judgedThrough[rule] || judgedThrough[rule] < through) judgedThrough[rule] = through;
    }
    const history: HistoryPost[] = recent
      .filter((o) => o.influencerId === post.influencerId && o.platform === post.platform && o.id !== post.id)
      .slice(0, HISTORY_POSTS)
      .map((o) => ({ postedAt: iso(o.postedAt), submittedAt: iso(o.createdAt), series: series.get(o.id) ?? [] }));
    const context = about?.context ?? null;
    const linkReplacedAt = about?.linkReplacedAt ?? null;
    const creatorVerified = post.platform === 'instagram' ? about?.instagramVerified : about?.tiktokVerified;
    contexts.set(post.id, {
      platform: post.platform,
      postedAt: context?.postedAt ? iso(context.postedAt) : null,
      submittedAt: iso(linkReplacedAt ?? post.createdAt),
      // Verified counts only: read at submission, else the one the post was paid on, else the creator's latest.
      verifiedFollowers: context?.verifiedFollowers ?? post.followersAtSubmit ?? creatorVerified ?? null,
      history,
      recentMedia: context ? recentMediaOf(context, history) : null,
      linkReplacedAt: linkReplacedAt ? iso(linkReplacedAt) : null,
      judgedThrough,
    });
  }
  return contexts;
}

/** The posts' ok snapshots as series, oldest first, in one query. */
export async function seriesOf(db: Db | Tx, postIds: readonly string[]): Promise<Map<string, MetricsPoint[]>> {
  const bySeries = new Map<string, MetricsPoint[]>();
  if (postIds.length === 0) return bySeries;
  const rows = await db
    .select({
      postId: contentMetricSnapshots.postId,
      takenAt: contentMetricSnapshots.takenAt,
      source: contentMetricSnapshots.source,
      views: contentMetricSnapshots.views,
      likes: contentMetricSnapshots.likes,
      comments: contentMetricSnapshots.comments,
      shares: contentMetricSnapshots.shares,
    })
    .from(contentMetricSnapshots)
    .where(and(inArray(contentMetricSnapshots.postId, [...postIds]), eq(contentMetricSnapshots.availability, 'ok')))
    .orderBy(asc(contentMetricSnapshots.takenAt), asc(contentMetricSnapshots.seq));
  for (const r of rows) {
    const list = bySeries.get(r.postId) ?? [];
    list.push({
      at: iso(r.takenAt),
      source: r.source,
      views: r.views,
      likes: r.likes,
      comments: r.comments,
      shares: r.shares,
    });
    bySeries.set(r.postId, list);
  }
  return bySeries;
}

function recentMediaOf(
  context: typeof postContextSnapshots.$inferSelect,
  history: readonly HistoryPost[],
): RecentMedia[] | null {
  if (context.recentMedia === null) return null;
  const parsed = RecentMediaListSchema.safeParse(context.recentMedia);
  // A row this code did not write (or an older shape) says nothing it can trust: as if none was read.
  if (!parsed.success) return null;
  const secondOf = (at: string) => Math.floor(Date.parse(at) / 1000);
  const onMicroReach = new Set(history.map((h) => secondOf(h.postedAt)));
  return parsed.data
    .filter((m) => !onMicroReach.has(secondOf(m.postedAt)))
    .map((m) => ({
      at: iso(context.readAt),
      postedAt: new Date(m.postedAt).toISOString(),
      views: m.views,
      likes: m.likes,
      comments: m.comments,
      shares: m.shares,
    }));
}

/**
 * The chart beside an open hold for each of these posts that has one (`held`), by post id; posts without an open hold
 * are not read at all, so lists stay one query for the posts' series however long they are.
 */
export async function holdEvidenceOf(
  db: Db | Tx,
  posts: readonly PostRow[],
  held: ReadonlySet<string>,
): Promise<Map<string, HoldEvidence>> {
  const evidence = new Map<string, HoldEvidence>();
  const heldPosts = posts.filter((p) => held.has(p.id));
  if (heldPosts.length === 0) return evidence;
  const [series, contexts] = [
    await seriesOf(
      db,
      heldPosts.map((p) => p.id),
    ),
    await loadHoldContexts(db, heldPosts),
  ];
  for (const post of heldPosts) {
    evidence.set(post.id, holdEvidence(series.get(post.id) ?? [], contexts.get(post.id) as HoldContext));
  }
  return evidence;
}
