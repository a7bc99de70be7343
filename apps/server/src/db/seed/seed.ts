// Loads the demo marketplace (seed/demo-data.ts) into a database: builds the rows, all dated relative to `now`,
// and inserts them in one transaction. Deterministic apart from generated ids (no Math.random, no clock reads).

import { randomUUID } from 'node:crypto';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@microreach/domain/calendar';
import {
  agreementText,
  type CampaignTerms,
  CampaignTermsSchema,
  DEFAULT_CAMPAIGN_TERMS,
} from '@microreach/domain/campaign-terms';
import { cleanHashtag } from '@microreach/domain/campaigns';
import { MAX_CAMPAIGN_DAYS } from '@microreach/domain/constants';
import { CONTENT_TRANSITIONS, isApprovedStage, isEarningStage } from '@microreach/domain/content-review';
import { BUSINESS_CONTENT_TYPES, PREFERRED_CONTENT_TYPES } from '@microreach/domain/options';
import { campaignEarnings, type PostForEarnings } from '@microreach/domain/performance-pay';
import { followerRange } from '@microreach/domain/profiles';
import { createRandom } from '@microreach/domain/random';
import { EARNING_CAMPAIGN_STATUSES, isParticipating, PLATFORMS, type Platform } from '@microreach/domain/statuses';
import { getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { imageKeys } from '#server/lib/images/image-keys.ts';
import { processImage } from '#server/lib/images/process-image.ts';
import { isMarketplaceUser } from '#server/lib/marketplace-user.ts';
import { defaultPasswordHasher } from '#server/lib/password.ts';
import { fileUrl } from '#server/lib/storage/file-url.ts';
import type { FileStorage } from '#server/lib/storage/index.ts';
import { hashText, snapshotOf, termsColumns } from '#server/modules/agreements/terms.service.ts';
import { type TransferInput, transfer } from '#server/modules/ledger/ledger.service.ts';
import {
  APPLICATIONS,
  APPROVED_NEXT_DAY,
  BUSINESSES,
  CAMPAIGNS,
  type CampaignSeed,
  CREATORS,
  DEMO_ACCOUNTS,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  EARNINGS_PER_THOUSAND_VIEWS_USD,
  emailOf,
  PAYOUTS,
  THREADS,
  VIEWS_BY_FOLLOWERS,
} from './demo-data.ts';
import { drawDemoImages } from './demo-images.ts';
import { planDemoMoney } from './demo-money.ts';
import {
  BOT_RULE,
  drawHistory,
  type Figures,
  figureSeries,
  findingsOf,
  holdsAlong,
  reviewTimeline,
  withBotPattern,
} from './post-history.ts';

export { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, DEMO_OPERATOR, DEMO_PASSWORD, type DemoAccount } from './demo-data.ts';

export interface SeedCounts {
  authUsers: number;
  authAccounts: number;
  users: number;
  campaigns: number;
  campaignApplicants: number;
  campaignAnalytics: number;
  ledgerTransactions: number;
  payoutRequests: number;
  conversations: number;
  chat: number;
  profileImages: number;
}

export interface SeedSummary {
  /** False when the demo accounts already existed: nothing was inserted and every count is 0. */
  seeded: boolean;
  /** Rows inserted, per table. */
  counts: SeedCounts;
}

// ---------------------------------------------------------------------------------------------------------------
// Building the rows

/** Where the demo's agreements say they came from (issue 29): this machine, through the demo data. */
const DEMO_AGREEMENT_IP = '127.0.0.1';
const DEMO_AGREEMENT_USER_AGENT = 'MicroReach demo data';

interface Rows {
  authUsers: (typeof schema.authUsers.$inferInsert)[];
  authAccounts: (typeof schema.authAccounts.$inferInsert)[];
  users: (typeof schema.users.$inferInsert)[];
  campaigns: (typeof schema.campaigns.$inferInsert)[];
  campaignApplicants: (typeof schema.campaignApplicants.$inferInsert)[];
  /** Version 1 of each campaign's terms, and every participation's agreement to it (issue 29). */
  campaignTermsVersions: (typeof schema.campaignTermsVersions.$inferInsert)[];
  campaignAgreements: (typeof schema.campaignAgreements.$inferInsert)[];
  campaignAnalytics: (typeof schema.campaignAnalytics.$inferInsert)[];
  contentMetricSnapshots: (typeof schema.contentMetricSnapshots.$inferInsert)[];
  contentEvents: (typeof schema.contentEvents.$inferInsert)[];
  contentHolds: (typeof schema.contentHolds.$inferInsert)[];
  paymentCheckouts: (typeof schema.paymentCheckouts.$inferInsert)[];
  payoutAccounts: (typeof schema.payoutAccounts.$inferInsert)[];
  payoutRequests: (typeof schema.payoutRequests.$inferInsert)[];
  /** Ledger transfers, in time order. */
  ledger: TransferInput[];
  /** The test-mode provider's books of the demo's charges and payouts. */
  testProviderRecords: (typeof schema.testProviderRecords.$inferInsert)[];
  conversations: (typeof schema.conversations.$inferInsert)[];
  chat: (typeof schema.chat.$inferInsert)[];
  profileImages: (typeof schema.profileImages.$inferInsert)[];
  /** Each creator's rate card (issue 30), from their audience sizes. */
  creatorRates: (typeof schema.creatorRates.$inferInsert)[];
}

/**
 * A demo creator's rate card (issue 30): about $10 per 1,000 Instagram followers for a feed post, a Reel at 1.3 times
 * that and a Story at 0.4 times, and about $8 per 1,000 TikTok followers for a video, each rounded to $5 and at least
 * $50 (the usual rules of thumb for micro-influencers' rates).
 */
function demoRates(
  userId: string,
  instagramFollowers: number | null,
  tiktokFollowers: number | null,
  updatedAt: Date,
): (typeof schema.creatorRates.$inferInsert)[] {
  const dollars = (x: number) => Math.max(50, Math.round(x / 5) * 5) * 100;
  const rates: (typeof schema.creatorRates.$inferInsert)[] = [];
  if (instagramFollowers) {
    const post = instagramFollowers / 100;
    rates.push(
      { userId, format: 'instagram_post', priceCents: dollars(post), updatedAt },
      { userId, format: 'instagram_reel', priceCents: dollars(post * 1.3), updatedAt },
      { userId, format: 'instagram_story', priceCents: dollars(post * 0.4), updatedAt },
    );
  }
  if (tiktokFollowers)
    rates.push({ userId, format: 'tiktok_video', priceCents: dollars(tiktokFollowers / 125), updatedAt });
  return rates;
}

/** Handles are stored bare, as the profile forms store them ('@pulsefit' -> 'pulsefit'). */
const bareHandle = (handle: string) => handle.replace(/^@/, '');

/** A business-settings content type label ('Reels/Short Videos') as the stored option value ('reels-short-videos'). */
function businessContentTypeValue(label: (typeof BUSINESS_CONTENT_TYPES)[number]): string {
  return PREFERRED_CONTENT_TYPES[BUSINESS_CONTENT_TYPES.indexOf(label)]!;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data: unknown ${what}`);
  return value;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Demo data is inconsistent: ${message}`);
}

/** The demo's rows as of `now` (exported for the seed's tests; ids are random, everything else is not). */
export function buildDemoRows(now: Date, passwordHash: string): Rows {
  const random = createRandom(20_260_101); // deterministic: re-seeding gives the same numbers
  const between = (min: number, max: number) => min + random() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const nowMs = now.getTime();
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(nowMs - days * DAY_MS);
  const hoursAgo = (hours: number) => new Date(nowMs - hours * HOUR_MS);
  /** A time during the working day, `day` days after midnight UTC of `fromMs`. */
  const dayTime = (fromMs: number, day: number) => new Date(fromMs + day * DAY_MS + int(8 * 60, 20 * 60) * MINUTE_MS);
  const later = (date: Date, ms: number) => new Date(Math.min(date.getTime() + ms, nowMs));

  const rows = emptyRows();

  // Accounts
  const userIds = new Map<string, string>();
  const addAccount = (key: string, name: string, joinedDaysAgo: number) => {
    const id = randomUUID();
    userIds.set(key, id);
    const createdAt = new Date(daysAgo(joinedDaysAgo).getTime() - int(0, 6 * 60) * MINUTE_MS);
    const email = emailOf(key);
    rows.authUsers.push({ id, name, email, emailVerified: true, createdAt, updatedAt: createdAt });
    rows.authAccounts.push({
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
    return { id, email, createdAt };
  };
  for (const b of BUSINESSES) {
    const { id, email, createdAt } = addAccount(b.key, b.name, b.joinedDaysAgo);
    rows.users.push({
      id,
      email,
      name: b.name,
      role: 'SMB',
      companyName: b.companyName,
      location: b.location,
      businessBio: b.businessBio,
      instagram: bareHandle(b.instagram),
      tiktok: bareHandle(b.tiktok),
      websitePortfolio: b.website,
      phoneNumber: b.phone,
      campaignBudget: b.campaignBudget,
      targetAudience: b.targetAudience,
      // Stored as the option values; the settings page shows them with its own labels (B3 option lists).
      preferredContentTypes: b.contentTypes.map(businessContentTypeValue).join(','),
      // B7: the business settings keep one industry.
      preferredIndustry: [b.industries[0]],
      createdAt,
      updatedAt: createdAt,
    });
  }
  // Verified audiences (issue 26): the accounts a creator posts from were connected and their followers read, last by
  // the daily round this morning (03:00 UTC); the demo holds no platform tokens, so none is connected now. Counts of
  // the other accounts are only typed: the demo shows both labels.
  const postsFrom = (key: string, platform: Platform) =>
    APPLICATIONS.some((a) => a.creator === key && (a.posts ?? []).some((p) => p.platform === platform));
  const roundMs = todayMs + 3 * HOUR_MS;
  const followersReadAt = new Date(roundMs <= nowMs ? roundMs : roundMs - DAY_MS);
  for (const c of CREATORS) {
    const { id, email, createdAt } = addAccount(c.key, c.name, c.joinedDaysAgo);
    const isVerified = { instagram: postsFrom(c.key, 'instagram'), tiktok: postsFrom(c.key, 'tiktok') };
    rows.users.push({
      id,
      email,
      name: c.name,
      role: 'Influencer',
      dateOfBirth: c.dateOfBirth,
      location: c.location,
      bio: c.bio,
      instagram: bareHandle(c.instagram),
      tiktok: bareHandle(c.tiktok),
      websitePortfolio: 'website' in c ? c.website : null,
      contentNiches: c.niches.join(', '),
      hashtagsKeywords: c.keywords.join(', '),
      preferredContentTypes: c.contentTypes.join(','),
      preferredIndustry: [...c.industries],
      instagramFollowers: c.instagramFollowers,
      tiktokFollowers: c.tiktokFollowers,
      instagramFollowersVerified: isVerified.instagram ? c.instagramFollowers : null,
      instagramFollowersVerifiedAt: isVerified.instagram ? followersReadAt : null,
      tiktokFollowersVerified: isVerified.tiktok ? c.tiktokFollowers : null,
      tiktokFollowersVerifiedAt: isVerified.tiktok ? followersReadAt : null,
      lastActiveAt: hoursAgo(c.lastActiveHoursAgo),
      createdAt,
      updatedAt: createdAt,
    });
    check(hoursAgo(c.lastActiveHoursAgo) > createdAt, `${c.key} is active before joining`);
    rows.creatorRates.push(...demoRates(id, c.instagramFollowers, c.tiktokFollowers, createdAt));
  }
  // The operator (issue 28): an account like the others, with no marketplace profile fields.
  {
    const { id, email, createdAt } = addAccount(DEMO_OPERATOR.key, DEMO_OPERATOR.name, DEMO_OPERATOR.joinedDaysAgo);
    rows.users.push({ id, email, name: DEMO_OPERATOR.name, role: 'Operator', createdAt, updatedAt: createdAt });
  }
  const userId = (key: string) => must(userIds.get(key), `account ${key}`);
  const accountCreatedAt = new Map(rows.users.map((u) => [u.id, must(u.createdAt, 'createdAt')]));

  // Campaigns
  interface CampaignInfo {
    seed: CampaignSeed;
    id: string;
    startMs: number;
    endMs: number;
    /** The last moment of the end date. */
    endsAtMs: number;
    createdAt: Date;
    terms: CampaignTerms;
    termsVersion: { version: number; text: string; textHash: string };
  }
  const campaigns = new Map<string, CampaignInfo>();
  for (const c of CAMPAIGNS as readonly CampaignSeed[]) {
    const startMs = todayMs + c.start * DAY_MS;
    const endMs = startMs + c.days * DAY_MS;
    check(c.days >= 0 && c.days <= MAX_CAMPAIGN_DAYS, `${c.key} lasts ${c.days} days`);
    // Created a few days before it starts, and before anyone applied to it.
    const firstApplicationDay = Math.min(0, ...APPLICATIONS.filter((a) => a.campaign === c.key).map((a) => a.day));
    const leadDays = Math.max(c.leadDays ?? int(4, 8), 1 - firstApplicationDay);
    const createdAt = c.status === 'Draft' ? dayTime(todayMs, -int(2, 6)) : dayTime(startMs, -leadDays);
    check(createdAt.getTime() < nowMs, `${c.key} is created in the future`);
    const updatedAt =
      c.status === 'Paused'
        ? hoursAgo(int(20, 40))
        : c.status === 'Completed' || c.status === 'Ended'
          ? dayTime(endMs, 1)
          : createdAt;
    const id = randomUUID();
    // Issue 29: the terms, checked as the campaign form checks them, and version 1 of their text, which every
    // participation below agreed to.
    const parsedTerms = CampaignTermsSchema.safeParse({ ...DEFAULT_CAMPAIGN_TERMS, ...c.terms });
    check(parsedTerms.success, `${c.key}'s terms: ${parsedTerms.error?.issues[0]?.message}`);
    const terms = must(parsedTerms.data, 'terms');
    check(terms.platforms.length === PLATFORMS.length, `${c.key} does not take posts on every platform`);
    const stored = {
      campaignName: c.name,
      campaignNiche: c.niche,
      influencerBudgetCents: c.perInfluencerUsd === null ? null : c.perInfluencerUsd * 100,
      contentGuidelines: c.guidelines,
      contentTypes: c.contentTypes.join(', '),
      // Pay terms: a rate per 1,000 views, no engagement rate; what the posts earn by them is computed below.
      ratePer1kViewsCents: EARNINGS_PER_THOUSAND_VIEWS_USD * 100,
      ratePerEngagementCents: 0,
      fixedPerPostCents: 0,
      ...termsColumns(terms),
    };
    const owner = must(
      BUSINESSES.find((b) => b.key === c.owner),
      `business ${c.owner}`,
    );
    const text = agreementText(snapshotOf(stored, owner), 1);
    const termsVersion = { campaignId: id, version: 1, text, textHash: hashText(text) };
    campaigns.set(c.key, { seed: c, id, startMs, endMs, endsAtMs: endMs + DAY_MS - 1, createdAt, terms, termsVersion });
    rows.campaignTermsVersions.push({ ...termsVersion, snapshot: snapshotOf(stored, owner), createdAt });
    rows.campaigns.push({
      id,
      userId: userId(c.owner),
      ...stored,
      title: c.name,
      status: c.status,
      privatePublic: c.visibility,
      startDate: isoDate(startMs),
      endDate: isoDate(endMs),
      budgetCents: c.budgetUsd === null ? null : c.budgetUsd * 100,
      maxInfluencers: c.maxInfluencers,
      campaignDescription: c.description,
      // Stored as the hashtag input keeps them (one word of letters, digits and '_', no '#').
      campaignHashtags: c.hashtags.map(cleanHashtag).join(', '),
      termsVersion: 1,
      createdAt,
      updatedAt,
    });
  }
  const campaignOf = (key: string) => must(campaigns.get(key), `campaign ${key}`);

  // Applications, posts and what they earned
  const videoUrls = new Set<string>();
  const SHORTCODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const videoUrl = (platform: Platform, handle: string, campaign: CampaignSeed): string => {
    for (;;) {
      let url: string;
      if (platform === 'instagram') {
        const code = Array.from({ length: 11 }, () => SHORTCODE[int(0, SHORTCODE.length - 1)]).join('');
        const kind = (campaign.contentTypes as readonly string[]).includes('Instagram Reel') ? 'reel' : 'p';
        url = `https://www.instagram.com/${kind}/${code}/`;
      } else {
        const digits = Array.from({ length: 17 }, () => int(0, 9)).join('');
        url = `https://www.tiktok.com/${handle}/video/73${digits}`;
      }
      if (!videoUrls.has(url)) {
        videoUrls.add(url);
        return url;
      }
    }
  };
  type PostRow = (typeof rows.campaignAnalytics)[number];
  /** Per campaign and creator who posted: when the creator was approved, and the posts (for the payments). */
  const applications = new Map<string, { decidedAt: Date; posts: PostRow[] }>();
  /** Posts with an open hold. */
  const heldPosts = new Set<string>();

  for (const a of APPLICATIONS) {
    const campaign = campaignOf(a.campaign);
    const creator = must(
      CREATORS.find((c) => c.key === a.creator),
      `creator ${a.creator}`,
    );
    const creatorId = userId(a.creator);
    const appliedAt = dayTime(campaign.startMs, a.day);
    check(appliedAt.getTime() > campaign.createdAt.getTime(), `${a.creator} applies to ${a.campaign} before it exists`);
    check(appliedAt.getTime() < nowMs, `${a.creator} applies to ${a.campaign} in the future`);
    check(appliedAt > must(accountCreatedAt.get(creatorId), 'creator'), `${a.creator} applies before joining`);
    check(a.status !== 'pending' || campaign.seed.visibility === 'Private', `pending on Public ${a.campaign}`);
    check(campaign.seed.status !== 'Draft', `application to draft ${a.campaign}`);
    // A Public join is approved at once; a Private one waits for the brand; leaving or a rejection comes later.
    const decidedImmediately = campaign.seed.visibility === 'Public' && isParticipating(a.status);
    const decidedAt =
      a.status === 'pending' || decidedImmediately
        ? appliedAt
        : later(appliedAt, (a.decidedAfterDays ?? 1) * DAY_MS + int(0, 180) * MINUTE_MS);
    const applicantId = randomUUID();
    rows.campaignApplicants.push({
      id: applicantId,
      campaignId: campaign.id,
      userId: creatorId,
      status: a.status,
      message: a.message,
      appliedAt,
      updatedAt: decidedAt,
    });
    // Joining or applying took the creator's "I agree" to the terms' version 1 (issue 29).
    rows.campaignAgreements.push({
      campaignId: campaign.id,
      applicantId,
      creatorId,
      termsVersion: campaign.termsVersion.version,
      text: campaign.termsVersion.text,
      textHash: campaign.termsVersion.textHash,
      via: campaign.seed.visibility === 'Public' ? 'join' : 'apply',
      agreedAt: appliedAt,
      ip: DEMO_AGREEMENT_IP,
      userAgent: DEMO_AGREEMENT_USER_AGENT,
    });

    const posts = a.posts ?? [];
    if (posts.length === 0) continue;
    check(posts.length <= campaign.terms.postsPerCreator, `${a.creator} posts more than ${a.campaign}'s terms ask`);
    check(
      campaign.terms.revisionLimit >= 1 || posts.every((p) => p.review?.decision !== 'fix'),
      `${a.campaign}'s posts by ${a.creator} got a fix request its terms do not allow`,
    );
    check(isParticipating(a.status), `${a.creator} posts on ${a.campaign} unapproved`);
    check(
      (EARNING_CAMPAIGN_STATUSES as readonly string[]).includes(campaign.seed.status),
      `posts on ${campaign.seed.status} ${a.campaign}`,
    );
    check(posts.length <= 3, `more than 3 posts by ${a.creator} on ${a.campaign}`);
    const application = { decidedAt, posts: [] as PostRow[] };
    applications.set(`${a.campaign}/${a.creator}`, application);
    const ownerId = userId(campaign.seed.owner);
    for (const p of posts) {
      const postedAt = p.hoursAgo !== undefined ? hoursAgo(p.hoursAgo) : dayTime(campaign.startMs, must(p.day, 'day'));
      check(postedAt > decidedAt, `${a.creator} posts on ${a.campaign} before approval`);
      check(postedAt.getTime() >= campaign.startMs && postedAt.getTime() <= campaign.endsAtMs, 'post outside campaign');
      check(postedAt.getTime() < nowMs, `${a.creator} posts on ${a.campaign} in the future`);
      const handle = p.platform === 'instagram' ? creator.instagram : creator.tiktok;
      const followers = p.platform === 'instagram' ? creator.instagramFollowers : creator.tiktokFollowers;
      // What the post reaches in the end; every draw is made for every post, whatever its age, so the sequence never
      // depends on `now` (a post's history is timed from its submission; `now` only decides how much of it is past).
      const views = Math.round(VIEWS_BY_FOLLOWERS[followerRange(followers).code] * between(0.55, 1.7));
      const totals: Figures = {
        views,
        likes: Math.round(views * between(0.025, 0.085)),
        comments: Math.round(views * between(0.002, 0.011)),
        shares: Math.round(views * between(0.001, 0.014)),
      };
      const draws = drawHistory(between);
      const postId = randomUUID();
      const url = videoUrl(p.platform, handle, campaign.seed);
      const createdAt = later(postedAt, int(5, 90) * MINUTE_MS);
      check(createdAt.getTime() < nowMs, `${a.creator} submits a post on ${a.campaign} just now`);
      const what = `${a.creator}'s ${p.platform} post on ${a.campaign}`;

      // Content review (issue 12): the business's decision (by default the next day) or the 72-hour clock's.
      const review = reviewTimeline(createdAt, p.review ?? APPROVED_NEXT_DAY, draws);
      const isPast = (at: Date) => at.getTime() <= nowMs;
      // Figures: the business types them in about daily (no platform account is connected in the demo), from a few
      // hours after the post came in until a few days after its tracking window (or until it was sent back).
      const clean = figureSeries(postedAt, createdAt, review.recordedUntil, totals, draws);
      const series = p.bots ? withBotPattern(clean, p.bots) : clean;
      // The safeguards find what the demo means to show and nothing else, on the whole history, so at any `now`.
      const found = findingsOf(series).map((f) => f.rule);
      check(found.join() === (p.bots ? BOT_RULE[p.bots.pattern] : ''), `${what}: the safeguards find [${found}]`);
      const recorded = series.filter((snapshot) => isPast(snapshot.at));
      const latest = recorded.at(-1);

      const events: (typeof rows.contentEvents)[number][] = [];
      const business = { actorId: ownerId, actorKind: 'business' as const };
      const system = { actorId: null, actorKind: 'system' as const };
      events.push(
        {
          postId,
          actorId: creatorId,
          actorKind: 'creator',
          action: 'submit',
          toStage: 'submitted',
          data: { videoUrl: url },
          createdAt,
        },
        {
          postId,
          ...system,
          action: 'start_review',
          fromStage: 'submitted',
          toStage: 'under_review',
          createdAt: new Date(createdAt.getTime() + 1),
        },
      );
      for (const step of review.steps.filter((step) => isPast(step.at))) {
        const transition = CONTENT_TRANSITIONS[step.action];
        events.push({
          postId,
          ...(step.action === 'approve' || step.action === 'request_fix' ? business : system),
          action: step.action,
          fromStage: transition.from[0],
          toStage: transition.to,
          note: step.note ?? null,
          createdAt: step.at,
        });
      }
      recorded.forEach((snapshot, i) => {
        const { at, ...after } = snapshot;
        const { at: _, ...before } = recorded[i - 1] ?? { at, views: 0, likes: 0, comments: 0, shares: 0 };
        events.push({ postId, ...business, action: 'record_metrics', data: { before, after }, createdAt: at });
        rows.contentMetricSnapshots.push({
          postId,
          takenAt: at,
          source: 'manual',
          availability: 'ok',
          ...after,
          verified: false,
          recordedBy: ownerId,
        });
      });
      // The holds, as the safeguards put them on after each snapshot; the business may release one later. Each reads
      // as the safeguards read the series now.
      const holds = holdsAlong(recorded);
      const findings = findingsOf(recorded);
      check(
        holds.every((h) => findings.some((f) => f.rule === h.rule && f.reason === h.reason)),
        `${what}: a hold's reason changed as figures came in`,
      );
      for (const hold of holds) {
        const heldAt = new Date(must(recorded[hold.snapshot], 'snapshot').at.getTime() + 1);
        const release = p.bots?.released;
        const releasedAt = release
          ? new Date(heldAt.getTime() + release.afterHours * HOUR_MS + draws.releaseMinutes * MINUTE_MS)
          : null;
        const isReleased = releasedAt !== null && isPast(releasedAt);
        rows.contentHolds.push({
          postId,
          rule: hold.rule,
          reason: hold.reason,
          status: isReleased ? 'released' : 'open',
          createdAt: heldAt,
          resolvedBy: isReleased ? ownerId : null,
          resolvedAt: isReleased ? releasedAt : null,
          resolutionNote: isReleased ? (release?.note ?? null) : null,
        });
        events.push({
          postId,
          ...system,
          action: 'hold',
          note: hold.reason,
          data: { rule: hold.rule, trigger: 'business' },
          createdAt: heldAt,
        });
        if (isReleased) {
          events.push({
            postId,
            ...business,
            action: 'release_hold',
            note: release?.note ?? null,
            data: { rule: hold.rule, reason: hold.reason },
            createdAt: releasedAt,
          });
        } else {
          heldPosts.add(postId);
        }
      }
      // The audit in the order it was written, one line at a time.
      events.sort((x, y) => (x.createdAt?.getTime() ?? 0) - (y.createdAt?.getTime() ?? 0));
      events.forEach((e, i) => {
        const previous = events[i - 1]?.createdAt?.getTime() ?? Number.NEGATIVE_INFINITY;
        check((e.createdAt?.getTime() ?? 0) > previous, `${what}: two audit lines at one moment`);
      });
      rows.contentEvents.push(...events);

      // Where the post stands now.
      const approval = review.approval && isPast(review.approval.at) ? review.approval : null;
      const fix = review.fix && isPast(review.fix.at) ? review.fix : null;
      const trackingEnded = review.steps.some((step) => step.action === 'end_tracking' && isPast(step.at));
      const stage = fix
        ? { stage: 'needs_fix' as const, stageChangedAt: fix.at, fixNote: fix.note, fixDueAt: fix.dueAt }
        : approval
          ? {
              stage: trackingEnded ? ('approved' as const) : ('tracking' as const),
              stageChangedAt: trackingEnded ? must(review.steps.at(-1), 'step').at : approval.at,
              approvedAt: approval.at,
              approvedBy: approval.automatic ? null : ownerId,
              autoApproved: approval.automatic,
              trackingEndsAt: approval.trackingEndsAt,
            }
          : {
              stage: 'under_review' as const,
              stageChangedAt: new Date(createdAt.getTime() + 1),
              reviewDueAt: review.reviewDueAt,
            };
      const post: PostRow = {
        id: postId,
        campaignId: campaign.id,
        influencerId: creatorId,
        platform: p.platform,
        videoUrl: url,
        postedAt,
        createdAt,
        views: latest?.views ?? 0,
        likes: latest?.likes ?? 0,
        comments: latest?.comments ?? 0,
        shares: latest?.shares ?? 0,
        // The account's verified followers (every account a demo creator posts from was read: above).
        followersAtSubmit: followers,
        ...stage,
        // The business's fix requests so far (issue 29: counted against the terms' revision limit).
        fixRequests: review.steps.filter((step) => step.action === 'request_fix' && isPast(step.at)).length,
        // The business's figures, unverified; the earnings come from the engine below.
        metricsSource: latest ? 'manual' : 'none',
        metricsVerified: false,
        metricsUpdatedAt: latest?.at ?? null,
      };
      rows.campaignAnalytics.push(post);
      application.posts.push(post);
    }
  }

  // Earnings, as the engine computes them on the database (modules/content-review/earnings.ts): so recomputing a
  // seeded campaign changes nothing.
  for (const campaign of rows.campaigns) {
    const posts = rows.campaignAnalytics
      .filter((p) => p.campaignId === campaign.id)
      // Earliest approved first, then earliest submitted: the order in which posts take their share of a cap. The
      // database breaks a tie by the (random) id, so the demo has none.
      .sort((x, y) => approvalOrder(x, y) || (x.createdAt?.getTime() ?? 0) - (y.createdAt?.getTime() ?? 0));
    posts.forEach((p, i) => {
      const previous = posts[i - 1];
      check(
        !previous || approvalOrder(previous, p) !== 0 || previous.createdAt?.getTime() !== p.createdAt?.getTime(),
        `two posts of ${campaign.campaignName} take their share of the budget at one moment`,
      );
    });
    const computed = campaignEarnings(
      {
        ratePer1kViewsCents: must(campaign.ratePer1kViewsCents, 'rate'),
        ratePerEngagementCents: must(campaign.ratePerEngagementCents, 'rate'),
        fixedPerPostCents: must(campaign.fixedPerPostCents, 'fixed amount'),
      },
      { budgetCents: campaign.budgetCents ?? null, influencerBudgetCents: campaign.influencerBudgetCents ?? null },
      posts.map(
        (p, order): PostForEarnings => ({
          id: must(p.id, 'id'),
          creatorId: p.influencerId,
          views: p.views ?? 0,
          likes: p.likes ?? 0,
          comments: p.comments ?? 0,
          shares: p.shares ?? 0,
          // As earnings.ts derives them (no demo post is on another's account, and none is voided).
          canEarn: isEarningStage(must(p.stage, 'stage')),
          approved: isApprovedStage(must(p.stage, 'stage')),
          trackingEnded: p.stage === 'approved',
          held: heldPosts.has(must(p.id, 'id')),
          followers: p.followersAtSubmit ?? null,
          order,
        }),
      ),
    );
    computed.forEach((result, i) => {
      const post = must(posts[i], 'post');
      post.earningsCents = result.cents;
      post.uncappedEarningsCents = result.uncappedCents;
      post.earningsStatus = result.status;
    });
  }

  // Money, through the ledger (demo-money.ts): fundings, escrow, each post's earnings set aside and settled, and
  // withdrawals in every state.
  const money = planDemoMoney(
    rows.campaigns,
    rows.campaignAnalytics,
    PAYOUTS.map((p) => ({
      userId: userId(p.creator),
      share: p.share,
      status: p.status,
      requestedAt: new Date(daysAgo(p.daysAgo).getTime() - int(0, 8 * 60) * MINUTE_MS),
      notes: p.notes,
    })),
    now,
  );
  rows.paymentCheckouts.push(...money.checkouts);
  rows.payoutAccounts.push(...money.payoutAccounts);
  rows.payoutRequests.push(...money.payoutRequests);
  rows.ledger.push(...money.transfers);
  rows.testProviderRecords.push(...money.providerRecords);

  // Chats: one conversation per business and creator, its messages numbered in the order they were sent.
  for (const t of THREADS) {
    const businessId = userId(t.business);
    const creatorId = userId(t.creator);
    const campaignId = t.campaign === null ? null : campaignOf(t.campaign).id;
    const conversationId = randomUUID();
    const sent = t.messages
      .map((m) => ({ ...m, createdAt: new Date(hoursAgo(m.hoursAgo).getTime() - int(0, 40) * MINUTE_MS) }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    sent.forEach((m, i) => {
      const isUnread = i >= sent.length - t.unread;
      rows.chat.push({
        conversationId,
        seq: i + 1,
        clientId: randomUUID(),
        senderId: m.from === 'business' ? businessId : creatorId,
        receiverId: m.from === 'business' ? creatorId : businessId,
        campaignId,
        message: m.text,
        createdAt: m.createdAt,
        readAt: isUnread ? null : later(m.createdAt, int(3, 90) * MINUTE_MS),
      });
    });
    rows.conversations.push({
      id: conversationId,
      businessId,
      creatorId,
      campaignId,
      startedBy: sent[0]?.from === 'creator' ? creatorId : businessId,
      lastSeq: sent.length,
      lastMessageAt: sent.at(-1)?.createdAt ?? null,
      createdAt: sent[0]?.createdAt,
    });
  }

  return rows;
}

function countsOf(rows: Rows): SeedCounts {
  return {
    authUsers: rows.authUsers.length,
    authAccounts: rows.authAccounts.length,
    users: rows.users.length,
    campaigns: rows.campaigns.length,
    campaignApplicants: rows.campaignApplicants.length,
    campaignAnalytics: rows.campaignAnalytics.length,
    ledgerTransactions: rows.ledger.length,
    payoutRequests: rows.payoutRequests.length,
    conversations: rows.conversations.length,
    chat: rows.chat.length,
    profileImages: rows.profileImages.length,
  };
}

// Serialises concurrent seeders (two servers starting on one empty PostgreSQL database).
const SEED_LOCK_ID = 724_611_002;

/**
 * Inserts the demo data in one transaction. `db` may be a database or a transaction (it then runs in a savepoint).
 * Does nothing (seeded: false) when any demo account already exists, so calling it twice never duplicates; whether
 * to seed a database that holds other data is the caller's choice (see `isEmpty` and `resetDatabase`).
 */
export async function seedDemoData(db: Db, opts: { now?: Date; storage: FileStorage | null }): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  // A quick look first, so a database that has the demo already costs no hashing or drawing; the check that counts
  // is the one under the lock below.
  if (await demoAccountExists(db)) return { seeded: false, counts: countsOf(emptyRows()) };
  // One hash for every account (Argon2id at the production cost, like a sign-up's): each hash costs 19 MiB and ~0.1 s.
  const rows = buildDemoRows(now, await defaultPasswordHasher.hash(DEMO_PASSWORD));
  // Drawn and re-encoded before the transaction (CPU only), stored inside it once we know we seed.
  const files = opts.storage ? await addDemoImages(rows) : [];
  const stored: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_ID))})`);
      if (await demoAccountExists(tx)) {
        return { seeded: false, counts: countsOf(emptyRows()) };
      }
      if (opts.storage) {
        for (const file of files) {
          await opts.storage.put(file.key, file.bytes, { contentType: file.contentType });
          stored.push(file.key);
        }
      }
      await tx.insert(schema.authUsers).values(rows.authUsers);
      await tx.insert(schema.authAccounts).values(rows.authAccounts);
      await tx.insert(schema.users).values(rows.users);
      await tx.insert(schema.campaigns).values(rows.campaigns);
      await tx.insert(schema.campaignApplicants).values(rows.campaignApplicants);
      await tx.insert(schema.campaignTermsVersions).values(rows.campaignTermsVersions);
      await tx.insert(schema.campaignAgreements).values(rows.campaignAgreements);
      await tx.insert(schema.campaignAnalytics).values(rows.campaignAnalytics);
      if (rows.contentMetricSnapshots.length > 0) {
        await tx.insert(schema.contentMetricSnapshots).values(rows.contentMetricSnapshots);
      }
      if (rows.contentEvents.length > 0) await tx.insert(schema.contentEvents).values(rows.contentEvents);
      if (rows.contentHolds.length > 0) await tx.insert(schema.contentHolds).values(rows.contentHolds);
      if (rows.paymentCheckouts.length > 0) await tx.insert(schema.paymentCheckouts).values(rows.paymentCheckouts);
      if (rows.payoutAccounts.length > 0) await tx.insert(schema.payoutAccounts).values(rows.payoutAccounts);
      if (rows.payoutRequests.length > 0) await tx.insert(schema.payoutRequests).values(rows.payoutRequests);
      for (const movement of rows.ledger) await transfer(tx, movement);
      if (rows.testProviderRecords.length > 0) {
        await tx.insert(schema.testProviderRecords).values(rows.testProviderRecords);
      }
      await tx.insert(schema.conversations).values(rows.conversations);
      await tx.insert(schema.chat).values(rows.chat);
      if (rows.profileImages.length > 0) await tx.insert(schema.profileImages).values(rows.profileImages);
      if (rows.creatorRates.length > 0) await tx.insert(schema.creatorRates).values(rows.creatorRates);
      return { seeded: true, counts: countsOf(rows) };
    });
  } catch (err) {
    // Nothing was seeded: the files stored for it must not stay behind.
    if (opts.storage && stored.length > 0) await opts.storage.deleteMany(stored).catch(() => undefined);
    throw err;
  }
}

async function demoAccountExists(db: Db | Tx): Promise<boolean> {
  const existing = await db
    .select({ id: schema.authUsers.id })
    .from(schema.authUsers)
    .where(
      inArray(
        schema.authUsers.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    )
    .limit(1);
  return existing.length > 0;
}

/** Portfolio pieces per demo account: every business and the first creators show some; the rest show none. */
const DEMO_PORTFOLIO_PIECES = { SMB: 2, Influencer: 2, creatorsWithPortfolio: 4 } as const;

interface DemoFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Draws each demo account's logo or profile picture, banner and portfolio (demo-images.ts), runs them through the
 * upload pipeline, and adds the profile_images rows and the users' picture and banner URLs. Returns the files to store.
 */
async function addDemoImages(rows: Rows): Promise<DemoFile[]> {
  const files: DemoFile[] = [];
  let creators = 0;
  const jobs = rows.users.filter(isMarketplaceUser).map(async (user) => {
    const key = user.email.split('@')[0]!;
    const pieces =
      user.role === 'SMB'
        ? DEMO_PORTFOLIO_PIECES.SMB
        : creators++ < DEMO_PORTFOLIO_PIECES.creatorsWithPortfolio
          ? DEMO_PORTFOLIO_PIECES.Influencer
          : 0;
    const drawings = await drawDemoImages({ key, name: user.companyName ?? user.name, role: user.role }, pieces);
    const createdAt = must(user.createdAt, 'createdAt');
    const images = await Promise.all(drawings.map((d) => processImage(d.png, d.kind)));
    images.forEach((image, i) => {
      const keys = imageKeys(user.id!, image);
      const variants = image.variants.map((v, j) => {
        files.push({ key: keys[j]!, bytes: v.bytes, contentType: v.contentType });
        return { key: keys[j]!, width: v.width, height: v.height, format: v.format, density: v.density };
      });
      // Portfolio pieces a second apart, so their order (oldest first) is the drawing order.
      rows.profileImages.push({
        userId: user.id!,
        kind: image.kind,
        hash: image.hash,
        variants,
        createdAt: new Date(createdAt.getTime() + (i + 1) * 1000),
      });
      const url = fileUrl(variants.find((v) => v.format === 'webp' && v.density === 1)!.key);
      if (image.kind === 'banner') user.bannerImage = url;
      else if (image.kind !== 'portfolio') user.profilePicture = url;
    });
  });
  await Promise.all(jobs);
  return files;
}

function emptyRows(): Rows {
  return {
    authUsers: [],
    authAccounts: [],
    users: [],
    campaigns: [],
    campaignApplicants: [],
    campaignTermsVersions: [],
    campaignAgreements: [],
    campaignAnalytics: [],
    contentMetricSnapshots: [],
    contentEvents: [],
    contentHolds: [],
    paymentCheckouts: [],
    payoutAccounts: [],
    payoutRequests: [],
    ledger: [],
    testProviderRecords: [],
    conversations: [],
    chat: [],
    profileImages: [],
    creatorRates: [],
  };
}

/** Every table of the schema (app and auth, including sessions and rate limits); not the migrations journal. */
export function allTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

/**
 * Deletes every row of every table in one statement. Destroys all data: only the seed script and tests call it. The
 * ledger's tables refuse TRUNCATE (migration 0015) unless the transaction says it erases all data, as this one does.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = sql.join(
    allTableNames().map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('microreach.erase_all_data', 'on', true)`);
    await tx.execute(sql`truncate table ${tables} cascade`);
  });
}

type PostInsert = typeof schema.campaignAnalytics.$inferInsert;

/** Earliest approved first, posts not approved (yet) last. */
function approvalOrder(x: PostInsert, y: PostInsert): number {
  const at = (p: PostInsert) => p.approvedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(x) === at(y) ? 0 : at(x) < at(y) ? -1 : 1;
}
