// The creator side (C2, C4, C5, C8, C9): browsing, joining, the dashboard's displayed status and tabs, content upload.
import { z } from 'zod';
import { AgreementInputSchema, AgreementRefSchema, CampaignTermsSchema } from './campaign-terms.ts';
import { CONTENT_STAGES, ContentHoldSchema, HoldEvidenceSchema } from './content-review.ts';
import { DISCLOSURE_STATES } from './disclosure.ts';
import { EARNINGS_STATUSES, PayTermsSchema } from './performance-pay.ts';
import { PostPreviewSchema } from './post-preview.ts';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';

import { MetricsSchema } from './campaigns.ts';
import {
  APPLICATION_MESSAGE_MAX,
  BROWSE_PAGE_SIZE,
  BROWSE_PAGE_SIZE_MAX,
  BROWSE_SEARCH_MAX_LENGTH,
  BROWSE_SORTS,
  BUDGET_BUCKETS,
  contentUrlError,
} from './creator-campaigns-rules.ts';
import { CAMPAIGN_NICHES } from './options.ts';
import { APPLICANT_STATUSES, CAMPAIGN_STATUSES, PLATFORMS, VISIBILITIES } from './statuses.ts';
import { checkShownText } from './text.ts';

export {
  APPLICATION_MESSAGE_MAX,
  type ApplicationView,
  BROWSE_COUNT_CAP,
  BROWSE_PAGE_SIZE,
  BROWSE_PAGE_SIZE_MAX,
  BROWSE_SEARCH_MAX_LENGTH,
  BROWSE_SORT_LABELS,
  BROWSE_SORTS,
  BUDGET_BUCKET_LABELS,
  BUDGET_BUCKET_RANGES,
  BUDGET_BUCKETS,
  type BudgetBucket,
  type CampaignView,
  CREATOR_TABS,
  type CreatorTab,
  campaignTimingText,
  canLeave,
  canUploadContent,
  contentMessages,
  contentUrlError,
  creatorMessages,
  type DisplayedStatus,
  displayedStatus,
  INSTAGRAM_POST_URL,
  inBudgetBucket,
  isInCreatorTab,
  TIKTOK_POST_URL,
  tiktokHandleInUrl,
  tiktokHandleMismatch,
  truncate,
  uploadHandleMessages,
  visibleHashtags,
} from './creator-campaigns-rules.ts';

export const ContentUploadInputSchema = z
  .object({ platform: z.enum(PLATFORMS), videoUrl: z.string().trim().max(500).superRefine(checkShownText) })
  .strict()
  .superRefine((v, ctx) => {
    const error = contentUrlError(v.platform, v.videoUrl);
    if (error) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: error });
  });
export type ContentUploadInput = z.infer<typeof ContentUploadInputSchema>;

export const BrowseQuerySchema = z.object({
  q: z.string().trim().max(BROWSE_SEARCH_MAX_LENGTH).optional(),
  niche: z.enum(CAMPAIGN_NICHES).optional(),
  budget: z.enum(BUDGET_BUCKETS).optional(),
  visibility: z.enum(['public', 'private']).optional(),
  sort: z.enum(BROWSE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BROWSE_PAGE_SIZE_MAX).default(BROWSE_PAGE_SIZE),
});
/** A browse request once validated (defaults filled in). */
export type BrowseQuery = z.output<typeof BrowseQuerySchema>;

export const BrowseCampaignSchema = z.object({
  id: z.string(),
  campaignName: z.string(),
  campaignDescription: z.string(),
  campaignNiche: z.string().nullable(),
  campaignHashtags: z.array(z.string()),
  contentTypes: z.array(z.string()),
  contentGuidelines: z.string(),
  privatePublic: z.enum(VISIBILITIES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  budgetCents: z.number().nullable(),
  influencerBudgetCents: z.number().nullable(),
  maxInfluencers: z.number().nullable(),
  participantCount: z.number(),
  companyName: z.string().nullable(),
  brandId: z.string(),
  createdAt: z.string(),
  /** How a post earns (issue 12), so a creator knows before joining. */
  payTerms: PayTermsSchema,
  /** Usage rights, exclusivity, deliverables, revisions, disclosure (issue 29), and the version of their text. */
  terms: CampaignTermsSchema,
  termsVersion: z.number(),
  /** The caller's own application status, if any (Applied / Left Campaign badges). */
  myApplicationStatus: z.enum(APPLICANT_STATUSES).nullable(),
  /** What the campaign's escrow holds now, owed to no one yet (issue 13): 0 means it is not funded (yet). */
  escrowCents: z.number(),
});
export type BrowseCampaign = z.infer<typeof BrowseCampaignSchema>;

export const BrowsePageSchema = z.object({
  items: z.array(BrowseCampaignSchema),
  /** Matching campaigns, counted up to BROWSE_COUNT_CAP. */
  total: z.number(),
  /** True when more than BROWSE_COUNT_CAP campaigns match. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type BrowsePage = z.infer<typeof BrowsePageSchema>;

/** Join or apply: the creator's "I agree" to the campaign's current terms is required (issue 29). */
export const JoinCampaignInputSchema = z
  .object({
    message: z.string().trim().max(APPLICATION_MESSAGE_MAX).superRefine(checkShownText).optional(),
    agreement: AgreementInputSchema,
  })
  .strict();

export const ApplicationResultSchema = z.object({
  campaignId: z.string(),
  status: z.enum(APPLICANT_STATUSES),
});

export const ContentRowSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  platform: z.enum(PLATFORMS),
  videoUrl: z.string(),
  postedAt: z.string(),
  ...MetricsSchema.shape,
  engagementRate: z.number(),
  /** What the post earned, as the ledger holds it: settled, or set aside unless it is on hold (issue 25). */
  earningsCents: z.number(),
  /** What the post earns beyond what its campaign's funds have covered: waiting for the brand to fund it. */
  awaitingFundingCents: z.number(),
  // Content review (issue 12): where the post stands, and why it may not earn.
  stage: z.enum(CONTENT_STAGES),
  reviewDueAt: z.string().nullable(),
  fixDueAt: z.string().nullable(),
  fixNote: z.string().nullable(),
  trackingEndsAt: z.string().nullable(),
  autoApproved: z.boolean(),
  ineligibleReason: z.string().nullable(),
  /** False when the figures were typed in by the business rather than read from the platform. */
  metricsVerified: z.boolean(),
  earningsStatus: z.enum(EARNINGS_STATUSES),
  /** The reasons of the post's open holds. */
  holdReasons: z.array(z.string()),
  /** The post's open holds, oldest first: a void the business requested may be appealed until its deadline (issue 28). */
  openHolds: z.array(ContentHoldSchema),
  /** The post's series against its creator's history, while a hold is open; null otherwise (issue 26). */
  holdEvidence: HoldEvidenceSchema.nullable(),
  /** Issue 29: fix requests the business sent for this post, and how many the creator's agreed terms allow. */
  fixRequestsUsed: z.number(),
  fixRequestLimit: z.number(),
  disclosureState: z.enum(DISCLOSURE_STATES),
  /** Issue 30: the caption and a thumbnail of the post, as the platform returned them. */
  preview: PostPreviewSchema,
});
export type ContentRow = z.infer<typeof ContentRowSchema>;

export const CreatorCampaignSchema = z.object({
  application: z.object({
    id: z.string(),
    status: z.enum(APPLICANT_STATUSES),
    message: z.string().nullable(),
    appliedAt: z.string(),
  }),
  campaign: z.object({
    id: z.string(),
    campaignName: z.string(),
    campaignNiche: z.string().nullable(),
    campaignDescription: z.string(),
    contentGuidelines: z.string(),
    campaignHashtags: z.array(z.string()),
    status: z.enum(CAMPAIGN_STATUSES),
    privatePublic: z.enum(VISIBILITIES),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    influencerBudgetCents: z.number().nullable(),
    payTerms: PayTermsSchema,
    /** The terms that apply to this creator: the version they agreed to (the current one if they have not agreed). */
    terms: CampaignTermsSchema,
    /** The campaign's current terms version. */
    termsVersion: z.number(),
  }),
  /** The creator's latest agreement (issue 29); null for a participation from before agreements were recorded. */
  agreement: AgreementRefSchema.nullable(),
  brand: z.object({ id: z.string(), name: z.string(), companyName: z.string().nullable() }),
  content: z.array(ContentRowSchema),
  /** The sum of its content's earningsCents. */
  earningsCents: z.number(),
});
export type CreatorCampaign = z.infer<typeof CreatorCampaignSchema>;

export const CreatorDashboardSchema = z.object({
  summary: z.object({
    /** Wallet & Earnings' Total Earnings: what the ledger settled or set aside for the creator's posts, holds excluded. */
    earnedCents: z.number(),
    /** Wallet & Earnings' withdrawn: withdrawals requested, on their way or paid (failed ones came back). */
    withdrawnCents: z.number(),
    activeCampaigns: z.number(),
    totalCampaigns: z.number(),
    totalViews: z.number(),
    totalLikes: z.number(),
    totalComments: z.number(),
    engagementRate: z.number(),
  }),
  campaigns: z.array(CreatorCampaignSchema),
});
export type CreatorDashboard = z.infer<typeof CreatorDashboardSchema>;
