// The marketplace tables of B3 and C3. Constraints are ours (the spec shows none): see docs/decisions/002-data-model.md.

import {
  DEFAULT_CAMPAIGN_TERMS,
  MAX_REVISION_LIMIT,
  MAX_TERMS_DAYS,
  USAGE_RIGHTS,
  type UsageRights,
} from '@microreach/domain/campaign-terms';
import { MAX_CAMPAIGN_DAYS } from '@microreach/domain/constants';
import {
  CONTENT_ACTIONS,
  CONTENT_EVENT_ACTORS,
  CONTENT_STAGES,
  type ContentAction,
  type ContentEventActor,
  type ContentStage,
  HOLD_STATUSES,
  type HoldStatus,
  METRICS_SOURCES,
  type MetricsSource,
  OWNERSHIP_STATES,
  type OwnershipState,
} from '@microreach/domain/content-review';
import { DISCLOSURE_STATES, type DisclosureState } from '@microreach/domain/disclosure';
import { IMAGE_KINDS, type ImageKind } from '@microreach/domain/images';
import { DEFAULT_PAY_TERMS, EARNINGS_STATUSES, type EarningsStatus } from '@microreach/domain/performance-pay';
import { PREVIEW_CAPTION_MAX_CHARS } from '@microreach/domain/post-preview';
import {
  APPLICANT_STATUSES,
  type ApplicantStatus,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  INVITATION_STATUSES,
  type InvitationStatus,
  NOTIFICATION_KINDS,
  type NotificationKind,
  PLATFORMS,
  type Platform,
  USER_ROLES,
  type UserRole,
  VISIBILITIES,
  type Visibility,
} from '@microreach/domain/statuses';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { col, createdAt, money, oneOf } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid()
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text().notNull().unique(),
    name: text().notNull(),
    role: text().$type<UserRole>().notNull(),
    companyName: text(),
    dateOfBirth: date(),
    location: text(),
    bio: text(),
    businessBio: text(),
    profilePicture: text(),
    bannerImage: text(),
    instagram: text(),
    tiktok: text(),
    twitter: text(),
    youtube: text(),
    websitePortfolio: text(),
    contentNiches: text(),
    hashtagsKeywords: text(),
    preferredContentTypes: text(),
    preferredIndustry: text().array(),
    phoneNumber: text(),
    campaignBudget: text(),
    targetAudience: text(),
    // Follower counts, not the spec's range codes: Find Influencers filters on audience size as a number
    // (docs/decisions/013-follower-counts.md).
    tiktokFollowers: integer(),
    instagramFollowers: integer(),
    // Verified follower counts (issue 26, decision 013): read from the connected account at connect and by the daily
    // round, with the time they were read; null when none has been read or the account was disconnected. The typed
    // counts above are self-reported; the boost reads only these.
    instagramFollowersVerified: integer(),
    instagramFollowersVerifiedAt: timestamp({ withTimezone: true }),
    tiktokFollowersVerified: integer(),
    tiktokFollowersVerifiedAt: timestamp({ withTimezone: true }),
    // Find Influencers (issue 10, docs/decisions/014-find-influencers.md): what its filters and sorts read, kept by
    // the database so they can never disagree with the fields they come from.
    /** The niches as a list ('Fashion, Food' -> {Fashion,Food}), for an indexed "any of these niches". */
    niches: text().array().generatedAlwaysAs(sql`string_to_array(content_niches, ', ')`),
    /** Instagram plus TikTok followers, each platform's verified count where one was read, else the typed one
     * (domain followers.ts audienceSize). */
    audienceSize: integer().generatedAlwaysAs(
      sql`coalesce(instagram_followers_verified, instagram_followers, 0) + coalesce(tiktok_followers_verified, tiktok_followers, 0)`,
    ),
    /** Verified followers only (Find Influencers' "Verified counts only"); null when no platform has a verified count. */
    verifiedAudienceSize: integer().generatedAlwaysAs(
      sql`case when instagram_followers_verified is null and tiktok_followers_verified is null then null else coalesce(instagram_followers_verified, 0) + coalesce(tiktok_followers_verified, 0) end`,
    ),
    /** C9 engagement over all the creator's posts, (likes + comments + shares) / views x 100, one decimal; null
     * before any post has views. Kept by a trigger on campaign_analytics (migration 0007). */
    engagementRate: numeric({ precision: 16, scale: 1, mode: 'number' }),
    /** When the user last signed in or used the app (at most one write an hour); "recently active" sorts on it. */
    lastActiveAt: timestamp({ withTimezone: true }),
    /**
     * When the person deleted their account (issue 27): the row stays, erased ('Deleted user', a placeholder address),
     * so their ledger entries, messages and posts keep an owner; search, browse and the public profile leave it out.
     */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * When an operator suspended the account, and the reason shown to its owner (issue 28): a suspended user signs in,
     * reads their data and withdraws available money, and does nothing else. Null when not suspended.
     */
    suspendedAt: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check(
      'users_suspension_has_reason',
      sql`${col('suspended_at')} is null or ${col('suspension_reason')} is not null`,
    ),
    check('users_role_check', oneOf(col('role'), USER_ROLES)),
    check('users_company_name_business_only', sql`${col('role')} = 'SMB' or ${col('company_name')} is null`),
    check('users_date_of_birth_influencer_only', sql`${col('role')} = 'Influencer' or ${col('date_of_birth')} is null`),
    check(
      'users_followers_range',
      sql`${col('tiktok_followers')} between 0 and 2000000000 and ${col('instagram_followers')} between 0 and 2000000000`,
    ),
    // A verified count always has the time it was read.
    check(
      'users_verified_followers',
      sql`${col('instagram_followers_verified')} between 0 and 2000000000 and ${col('tiktok_followers_verified')} between 0 and 2000000000 and (${col('instagram_followers_verified')} is null) = (${col('instagram_followers_verified_at')} is null) and (${col('tiktok_followers_verified')} is null) = (${col('tiktok_followers_verified_at')} is null)`,
    ),
    index().on(t.role, t.createdAt),
    // Find Influencers (issue 10): one index per filter and sort, each over creators only. The search itself is over
    // `search_vector`, a stored tsvector kept outside this schema with its GIN index (migration 0035, issue 31).
    index('users_creator_niches')
      .using('gin', t.niches)
      .where(sql`${col('role')} = 'Influencer'`),
    index('users_creator_audience')
      .on(t.audienceSize.desc(), t.id)
      .where(sql`${col('role')} = 'Influencer'`),
    index('users_creator_engagement')
      .on(t.engagementRate.desc().nullsLast(), t.id)
      .where(sql`${col('role')} = 'Influencer'`),
    index('users_creator_active')
      .on(t.lastActiveAt.desc().nullsLast(), t.id)
      .where(sql`${col('role')} = 'Influencer'`),
    index('users_creator_location_audience')
      .on(t.location, t.audienceSize.desc(), t.id)
      .where(sql`${col('role')} = 'Influencer'`),
    // "Verified counts only": its audience order, and the creators who have a verified count at all.
    index('users_creator_verified_audience')
      .on(t.verifiedAudienceSize.desc(), t.id)
      .where(sql`${col('role')} = 'Influencer' and ${col('verified_audience_size')} is not null`),
  ],
);

/** A person's profile row: what request.user holds for a signed-in request (plugins/auth.ts). */
export type UserRow = typeof users.$inferSelect;

/** One published variant of a profile image (see lib/images/process-image.ts). */
export interface StoredImageVariant {
  key: string;
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
  density: 1 | 2;
}

/**
 * Logos, profile pictures, banners and portfolio pieces (B3/C3 Files). The files live in storage under the keys in
 * `variants`; users.profile_picture and users.banner_image hold the 1x URL of the current one, for lists that show
 * only a small picture. One logo, picture and banner per user; the portfolio's limit is checked under a lock on the
 * user's row (docs/decisions/012).
 */
export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<ImageKind>().notNull(),
    hash: text().notNull(),
    variants: jsonb().$type<StoredImageVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('profile_images_kind_check', oneOf(col('kind'), IMAGE_KINDS)),
    uniqueIndex('profile_images_one_per_kind')
      .on(t.userId, t.kind)
      .where(sql`${col('kind')} <> 'portfolio'`),
    // The same picture twice in one portfolio would share its files (keys are content hashes).
    unique('profile_images_user_kind_hash_unique').on(t.userId, t.kind, t.hash),
    index().on(t.userId, t.createdAt),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignName: text().notNull(),
    title: text(),
    status: text().$type<CampaignStatus>().notNull().default('Draft'),
    campaignNiche: text(),
    privatePublic: text().$type<Visibility>().notNull().default('Private'),
    startDate: date(),
    endDate: date(),
    budgetCents: money(),
    influencerBudgetCents: money(),
    maxInfluencers: integer(),
    campaignDescription: text(),
    contentGuidelines: text(),
    contentTypes: text(),
    campaignHashtags: text(),
    // Pay terms (issue 12, docs/decisions/017-performance-pay.md): how a post earns, capped by the budgets above.
    ratePer1kViewsCents: integer('rate_per_1k_views_cents').notNull().default(DEFAULT_PAY_TERMS.ratePer1kViewsCents),
    ratePerEngagementCents: integer().notNull().default(DEFAULT_PAY_TERMS.ratePerEngagementCents),
    fixedPerPostCents: money().notNull().default(DEFAULT_PAY_TERMS.fixedPerPostCents),
    // Terms (issue 29, docs/decisions/029-terms-agreements-tax.md): usage rights, exclusivity, deliverables, revisions
    // and disclosure. `termsVersion` numbers the text creators agree to (campaign_terms_versions).
    usageRights: text().$type<UsageRights>().notNull().default(DEFAULT_CAMPAIGN_TERMS.usageRights),
    paidAdsDays: integer(),
    exclusivityDays: integer(),
    postsPerCreator: integer().notNull().default(DEFAULT_CAMPAIGN_TERMS.postsPerCreator),
    /** Comma list of PLATFORMS where the posts may go up. */
    platforms: text().notNull().default(DEFAULT_CAMPAIGN_TERMS.platforms.join(',')),
    revisionLimit: integer().notNull().default(DEFAULT_CAMPAIGN_TERMS.revisionLimit),
    disclosureRequired: boolean().notNull().default(DEFAULT_CAMPAIGN_TERMS.disclosureRequired),
    termsVersion: integer().notNull().default(1),
    /**
     * When its business ended it (issue 25): it read Completed from then on; posts already submitted finish review and
     * tracking and are paid, then the unspent escrow goes back. Null for one that ran to its end date.
     */
    endedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('campaigns_status_check', oneOf(col('status'), CAMPAIGN_STATUSES)),
    check(
      'campaigns_pay_terms_range',
      sql`${col('rate_per_1k_views_cents')} between 0 and 10000 and ${col('rate_per_engagement_cents')} between 0 and 500 and ${col('fixed_per_post_cents')} >= 0`,
    ),
    check('campaigns_visibility_check', oneOf(col('private_public'), VISIBILITIES)),
    check('campaigns_usage_rights_check', oneOf(col('usage_rights'), USAGE_RIGHTS)),
    check(
      'campaigns_terms_range',
      sql`(${col('usage_rights')} = 'paid_ads') = (${col('paid_ads_days')} is not null) and coalesce(${col('paid_ads_days')}, 1) between 1 and ${sql.raw(String(MAX_TERMS_DAYS))} and coalesce(${col('exclusivity_days')}, 1) between 1 and ${sql.raw(String(MAX_TERMS_DAYS))} and ${col('posts_per_creator')} between 1 and 3 and ${col('revision_limit')} between 0 and ${sql.raw(String(MAX_REVISION_LIMIT))} and ${col('terms_version')} >= 1`,
    ),
    check('campaigns_name_not_blank', sql`length(trim(${col('campaign_name')})) > 0`),
    check('campaigns_budget_nonneg', sql`${col('budget_cents')} >= 0 and ${col('influencer_budget_cents')} >= 0`),
    check('campaigns_max_influencers_positive', sql`${col('max_influencers')} > 0`),
    check(
      'campaigns_date_range',
      sql`${col('end_date')} >= ${col('start_date')} and ${col('end_date')} - ${col('start_date')} <= ${sql.raw(String(MAX_CAMPAIGN_DAYS))}`,
    ),
    // B7: the owner's dashboard (newest first) and the owner's campaigns by status (payments page, invite menu).
    index().on(t.userId, t.createdAt.desc()),
    index().on(t.userId, t.status),
    // Campaigns by status and end date (the jobs that end campaigns).
    index().on(t.status, t.endDate),
    // C5 browse (issue 31, migration 0033, outside this schema): `search_vector`, a stored tsvector of name,
    // description, niche and hashtags, with a GIN index on Live campaigns (`campaigns_live_search`); for each sort a
    // Live-only index in its order with the id tie-break that carries every filtered column (`campaigns_live_newest`,
    // `campaigns_live_closing`, `campaigns_live_budget`), so a page is found by reading that index alone; and for narrow
    // filters and the count `campaigns_live_filters` (the filters, then the words and end date), with statistics on
    // the filters together. Outside the schema because the column would otherwise ride along on every campaign row.
  ],
);

export const campaignApplicants = pgTable(
  'campaign_applicants',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<ApplicantStatus>().notNull().default('pending'),
    message: text(),
    appliedAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('campaign_applicants_status_check', oneOf(col('status'), APPLICANT_STATUSES)),
    // What makes "Already Applied" true (C5: error 23505).
    unique('campaign_applicants_campaign_user_unique').on(t.campaignId, t.userId),
    // B7: applicants of a campaign, newest first. C7: a creator's applications.
    index().on(t.campaignId, t.appliedAt.desc()),
    index().on(t.userId, t.status),
  ],
);

export const campaignAnalytics = pgTable(
  'campaign_analytics',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    influencerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text().$type<Platform>().notNull(),
    videoUrl: text().notNull(),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    views: bigint({ mode: 'number' }).notNull().default(0),
    likes: bigint({ mode: 'number' }).notNull().default(0),
    comments: bigint({ mode: 'number' }).notNull().default(0),
    shares: bigint({ mode: 'number' }).notNull().default(0),
    // C9 formula, kept by the database so it can never disagree with the counts.
    engagementRate: numeric({ precision: 16, scale: 1, mode: 'number' }).generatedAlwaysAs(
      sql`case when views > 0 then round((likes + comments + shares) * 100.0 / views, 1) else 0 end`,
    ),
    earningsCents: money().notNull().default(0),
    // The post itself, whatever URL spelling was submitted (www or not, /p/ or /reel/, query strings): one post
    // earns once. Kept by the database from video_url, with the same patterns as the C5 URL rules.
    postKey: text().generatedAlwaysAs(
      sql`case platform when 'instagram' then 'instagram:' || substring(video_url from '/(?:p|reel)/([A-Za-z0-9_-]+)') when 'tiktok' then 'tiktok:' || substring(video_url from '/video/([0-9]+)') end`,
    ),
    // Content review (issue 12): the help page's stages and their clocks. Every change is the server's and is
    // written to content_events in the same transaction.
    stage: text().$type<ContentStage>().notNull().default('submitted'),
    stageChangedAt: createdAt(),
    reviewDueAt: timestamp({ withTimezone: true }),
    fixDueAt: timestamp({ withTimezone: true }),
    fixNote: text(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    autoApproved: boolean().notNull().default(false),
    trackingEndsAt: timestamp({ withTimezone: true }),
    /** Whether the post is known to be on the creator's own account (a mismatch cannot earn). */
    ownership: text().$type<OwnershipState>().notNull().default('unverified'),
    ineligibleReason: text(),
    /** Verified followers of the posting account when the post was submitted, or at the first verified reading
     * after it (the boost for accounts under 50k reads only this); null when none was read (issue 26: a typed count
     * never pays). */
    followersAtSubmit: integer(),
    // The earnings engine's answer (views..shares above are the accepted snapshot's figures).
    earningsStatus: text().$type<EarningsStatus>().notNull().default('none'),
    uncappedEarningsCents: money().notNull().default(0),
    metricsSource: text().$type<MetricsSource>().notNull().default('none'),
    metricsVerified: boolean().notNull().default(false),
    metricsUpdatedAt: timestamp({ withTimezone: true }),
    // Issue 29: fix requests the business sent (the terms' revision limit counts them) and the disclosure check of
    // the caption the platform returned (or the business's confirmation at approval).
    fixRequests: integer().notNull().default(0),
    disclosureState: text().$type<DisclosureState>().notNull().default('unchecked'),
    /** The disclosure hashtag found ('#ad'), or the platform's label. */
    disclosureTag: text(),
    disclosureCheckedAt: timestamp({ withTimezone: true }),
    // Issue 30: a preview of the post as the platform returned it, the caption and a thumbnail copied into our own
    // file storage (variants as profile images keep them); cleared when the link is replaced.
    previewCaption: text(),
    previewImage: jsonb().$type<StoredImageVariant[]>(),
    previewFetchedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('campaign_analytics_platform_check', oneOf(col('platform'), PLATFORMS)),
    check(
      'campaign_analytics_preview_caption_length',
      sql`${col('preview_caption')} is null or char_length(${col('preview_caption')}) <= ${sql.raw(String(PREVIEW_CAPTION_MAX_CHARS))}`,
    ),
    check('campaign_analytics_disclosure_state_check', oneOf(col('disclosure_state'), DISCLOSURE_STATES)),
    check('campaign_analytics_fix_requests_nonneg', sql`${col('fix_requests')} >= 0`),
    check('campaign_analytics_stage_check', oneOf(col('stage'), CONTENT_STAGES)),
    check('campaign_analytics_ownership_check', oneOf(col('ownership'), OWNERSHIP_STATES)),
    check('campaign_analytics_earnings_status_check', oneOf(col('earnings_status'), EARNINGS_STATUSES)),
    check('campaign_analytics_metrics_source_check', oneOf(col('metrics_source'), METRICS_SOURCES)),
    // The clocks: posts under review past 72 hours, tracking windows that have ended.
    index('campaign_analytics_review_due')
      .on(t.reviewDueAt)
      .where(sql`${col('stage')} = 'under_review'`),
    index('campaign_analytics_tracking_due')
      .on(t.trackingEndsAt)
      .where(sql`${col('stage')} = 'tracking'`),
    check(
      'campaign_analytics_counts_nonneg',
      sql`${col('views')} >= 0 and ${col('likes')} >= 0 and ${col('comments')} >= 0 and ${col('shares')} >= 0 and ${col('earnings_cents')} >= 0`,
    ),
    // One post earns once.
    unique('campaign_analytics_post_key_unique').on(t.postKey),
    index().on(t.campaignId),
    index().on(t.influencerId, t.postedAt.desc()),
    index().on(t.influencerId, t.campaignId),
  ],
);

/**
 * Every reading of a post's metrics (issue 12): from the platform through a connected account, or typed in by the
 * business (unverified). History is never overwritten: a trigger refuses updates (migration 0010).
 */
export const contentMetricSnapshots = pgTable(
  'content_metric_snapshots',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The post (campaign_analytics.id). No foreign key: kept after the post or its campaign is deleted (issue 25). */
    postId: uuid().notNull(),
    takenAt: createdAt(),
    source: text().$type<Exclude<MetricsSource, 'none'>>().notNull(),
    /** ok, or what the platform said instead of figures (the post became private or was deleted). */
    availability: text().$type<'ok' | 'private' | 'deleted'>().notNull().default('ok'),
    // Null when unknown: the platform left the metric out of its answer (issue 26), never read as 0.
    views: bigint({ mode: 'number' }),
    likes: bigint({ mode: 'number' }),
    comments: bigint({ mode: 'number' }),
    shares: bigint({ mode: 'number' }),
    verified: boolean().notNull(),
    /** Who typed the figures in (manual), null for a fetch. */
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The order snapshots were recorded in (ties of taken_at within one transaction keep it). */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /**
     * Set by the database at insert (trigger content_metric_snapshot_delta, migrations 0012 and 0020): the change in
     * views and in engagement (likes + comments + shares) since the post's previous ok snapshot; 0 for a private or
     * deleted one. An unknown metric is no change known: its delta is 0, and the next known value is measured from the
     * last known one.
     * A post's deltas sum to its latest figures, so a day's sum over a campaign's posts is that day's growth.
     */
    viewsDelta: bigint({ mode: 'number' }).notNull().default(0),
    engagementDelta: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('content_metric_snapshots_source_check', oneOf(col('source'), ['instagram', 'tiktok', 'manual'])),
    check('content_metric_snapshots_availability_check', oneOf(col('availability'), ['ok', 'private', 'deleted'])),
    check(
      'content_metric_snapshots_counts_nonneg',
      sql`${col('views')} >= 0 and ${col('likes')} >= 0 and ${col('comments')} >= 0 and ${col('shares')} >= 0`,
    ),
    index().on(t.postId, t.takenAt.desc()),
  ],
);

/** The audit of content review (issue 12): who moved a post, when, from where to where, and what they said. */
export const contentEvents = pgTable(
  'content_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The post (campaign_analytics.id). No foreign key: kept after the post or its campaign is deleted (issue 25). */
    postId: uuid().notNull(),
    /** The person, or null for the system (automatic approval, the end of tracking, a fetch, a rule). */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorKind: text().$type<ContentEventActor>().notNull(),
    action: text().$type<ContentAction>().notNull(),
    fromStage: text().$type<ContentStage>(),
    toStage: text().$type<ContentStage>(),
    note: text(),
    /** What changed: old and new figures of a manual entry, the rule of a hold, the replaced link. */
    data: jsonb().$type<Record<string, unknown>>(),
    // The clock, not the transaction's start: two lines written by one transaction keep their order.
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    check('content_events_actor_kind_check', oneOf(col('actor_kind'), CONTENT_EVENT_ACTORS)),
    check('content_events_action_check', oneOf(col('action'), CONTENT_ACTIONS)),
    index().on(t.postId, t.createdAt),
  ],
);

/** A post's earnings held by a bot safeguard (issue 12) until the business releases or voids them. */
export const contentHolds = pgTable(
  'content_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The post (campaign_analytics.id). No foreign key: kept after the post or its campaign is deleted (issue 25). */
    postId: uuid().notNull(),
    rule: text().notNull(),
    reason: text().notNull(),
    status: text().$type<HoldStatus>().notNull().default('open'),
    createdAt: createdAt(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolutionNote: text(),
    /**
     * The latest reading the hold judged (its snapshot's taken_at). A released hold covers the readings up to it; the
     * same rule judges later ones again (issue 26). Null for holds from before migration 0020 (read as created_at).
     */
    judgedThrough: timestamp({ withTimezone: true }),
    /**
     * The business voided the hold (issue 28): the hold stays open (the money stays held) until the creator appeals or
     * `appealDeadline` passes, when the void becomes final. An appealed hold waits for an operator's decision.
     */
    voidRequestedAt: timestamp({ withTimezone: true }),
    voidRequestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    voidNote: text(),
    appealDeadline: timestamp({ withTimezone: true }),
    appealedAt: timestamp({ withTimezone: true }),
    appealNote: text(),
  },
  (t) => [
    check('content_holds_status_check', oneOf(col('status'), HOLD_STATUSES)),
    // One open hold per rule and post.
    uniqueIndex('content_holds_open_rule')
      .on(t.postId, t.rule)
      .where(sql`${col('status')} = 'open'`),
    index().on(t.postId, t.createdAt),
  ],
);

/**
 * What was known of a post's account when the post was submitted (issue 26, item 1), read by the first fetch of its
 * figures through the creator's connected account: the platform's own time for the post, the account's verified
 * followers and its latest posts as the platform listed them. One row per post, deleted when the link is replaced
 * (the next fetch reads the new post's). The hold rules and the chart beside a hold read it (content-review
 * hold-context.ts). No foreign key: kept, as holds and snapshots are, after the post or its campaign is deleted.
 */
export const postContextSnapshots = pgTable('post_context_snapshots', {
  postId: uuid().primaryKey(),
  readAt: createdAt(),
  /** When the post went up, as its platform said (Instagram media timestamp, TikTok create_time). */
  postedAt: timestamp({ withTimezone: true }),
  /** The creator's verified followers on the post's platform when it was read; null when none (never a typed count). */
  verifiedFollowers: integer(),
  /**
   * The account's latest posts, newest first, without the post itself (RecentMediaListSchema of hold-context.ts); null
   * when they could not be read (the platform failed or answered about another account): a submission never fails
   * for it.
   */
  recentMedia: jsonb(),
});

/**
 * A creator's Instagram or TikTok account connected through OAuth (issue 12), for metrics we read ourselves. Tokens
 * are encrypted at rest (AES-256-GCM, key from the environment).
 */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text().$type<Platform>().notNull(),
    externalId: text().notNull(),
    username: text().notNull(),
    accessToken: text().notNull(),
    refreshToken: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp({ withTimezone: true }),
    scope: text().array().notNull().default(sql`'{}'::text[]`),
    /** active; needs_reauth when the platform refused the token and it could not be refreshed. */
    status: text().$type<'active' | 'needs_reauth'>().notNull().default('active'),
    connectedAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('connected_accounts_platform_check', oneOf(col('platform'), PLATFORMS)),
    check('connected_accounts_status_check', oneOf(col('status'), ['active', 'needs_reauth'])),
    unique('connected_accounts_user_platform_unique').on(t.userId, t.platform),
    index().on(t.expiresAt),
  ],
);

/** An OAuth connection in progress: the state sent to the platform, whose it is, and until when it is good. */
export const oauthStates = pgTable('oauth_states', {
  state: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform: text().$type<Platform>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A conversation between one business and one creator (issue 11; the spec derives conversations from chat rows).
 * Its row is locked by each send, which numbers the message (last_seq + 1): a thread's order is its commit order, so
 * a client that resumes "after seq n" misses nothing.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The campaign the conversation is about, when a message was sent from one (the latest such campaign). */
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    startedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastSeq: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('conversations_business_creator_unique').on(t.businessId, t.creatorId),
    check('conversations_two_people', sql`${col('business_id')} <> ${col('creator_id')}`),
    index().on(t.businessId, t.lastMessageAt.desc()),
    index().on(t.creatorId, t.lastMessageAt.desc()),
  ],
);

export const chat = pgTable(
  'chat',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The message's place in its conversation, from 1. */
    seq: integer().notNull(),
    /** Chosen by the sending client: a retried send finds its message instead of storing it twice. */
    clientId: uuid().notNull(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: createdAt(),
    /** When the receiver had the conversation open (null: unread). */
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('chat_message_not_blank', sql`length(trim(${col('message')})) > 0`),
    check('chat_not_self', sql`${col('sender_id')} <> ${col('receiver_id')}`),
    unique('chat_conversation_seq_unique').on(t.conversationId, t.seq),
    unique('chat_sender_client_id_unique').on(t.senderId, t.clientId),
    // Unread counts: a user's unread messages, per conversation.
    index('chat_unread')
      .on(t.receiverId, t.conversationId)
      .where(sql`${col('read_at')} is null`),
    // The unread-message emails (issue 27): unread messages by age, across everyone.
    index('chat_unread_by_age')
      .on(t.createdAt)
      .where(sql`${col('read_at')} is null`),
  ],
);

/** A user who does not accept messages from another (issue 11). */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A business's invitation of a creator to one of its Live campaigns (issue 10; the spec's invite made no call). */
export const campaignInvitations = pgTable(
  'campaign_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<InvitationStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('campaign_invitations_status_check', oneOf(col('status'), INVITATION_STATUSES)),
    // One invitation per creator and campaign.
    unique('campaign_invitations_campaign_creator_unique').on(t.campaignId, t.creatorId),
    index().on(t.creatorId, t.status, t.createdAt.desc()),
  ],
);

/** What the bell lists (issue 10): one row per recipient and event, written in the event's own transaction. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    /** Who caused it (the applicant, the business), when that is a user. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    title: text().notNull(),
    body: text().notNull(),
    /** The app path the notification opens. */
    link: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_kind_check', oneOf(col('kind'), NOTIFICATION_KINDS)),
    index().on(t.userId, t.createdAt.desc()),
    // "Is anything unread?" for the dot, on every page.
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${col('read_at')} is null`),
  ],
);
