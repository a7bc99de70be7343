// Campaigns on the business side: the create/edit input, the B5 rules with the spec's messages, the B4 lifecycle,
// and the dashboard's shapes. The form and the server use the same functions.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { daysBetween, isRealIsoDate, todayIso } from './calendar.ts';
import { AgreementRefSchema, CampaignTermsSchema } from './campaign-terms.ts';
import { DEFAULT_CAMPAIGN_TERMS } from './campaign-terms-rules.ts';
import {
  APPLICANT_DECISIONS,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_HASHTAG_MAX_LENGTH,
  CAMPAIGN_INTENTS,
  campaignDateWindow,
  campaignMessages,
  hashtagProblem,
  MAX_BUDGET_CENTS,
  MAX_INFLUENCERS,
  type RuleViolation,
} from './campaigns-rules.ts';
import { MAX_CAMPAIGN_DAYS } from './constants.ts';
import { FollowerCountsSchema } from './followers.ts';
import { CAMPAIGN_CONTENT_TYPES, CAMPAIGN_NICHES } from './options.ts';
import { type PayTerms, PayTermsSchema, payTermsViolation } from './performance-pay.ts';
import { DEFAULT_PAY_TERMS } from './performance-pay-rules.ts';
import { RateCardEntrySchema } from './rate-card.ts';
import { APPLICANT_STATUSES, CAMPAIGN_STATUSES, VISIBILITIES } from './statuses.ts';
import { checkShownText } from './text.ts';

export {
  APPLICANT_DECISIONS,
  addHashtag,
  applicantMessages,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_HASHTAG_MAX_LENGTH,
  CAMPAIGN_INTENTS,
  CAMPAIGN_TRANSITIONS,
  type CampaignAction,
  type CampaignIntent,
  type CampaignTransition,
  campaignDateWindow,
  campaignFormMessages,
  campaignMessages,
  canDecideApplicant,
  canDeleteCampaign,
  canTransition,
  cleanHashtag,
  DASHBOARD_EMPTY_STATES,
  DASHBOARD_TABS,
  type DashboardTab,
  dashboardMessages,
  HASHTAG_RULE,
  hashtagProblem,
  hashtagsFromStored,
  hashtagsProblem,
  indefiniteArticle,
  isCampaignFinished,
  isHashtag,
  isInDashboardTab,
  isOpenForApplications,
  latestEndDate,
  MAX_BUDGET_CENTS,
  MAX_INFLUENCERS,
  maxInfluencersTooLow,
  oneWordHashtags,
  type RuleViolation,
  splitList,
  transitionRefusal,
} from './campaigns-rules.ts';

/** One campaign hashtag, as stored and sent: without '#', one word of letters, digits and '_'. */
export const HashtagSchema = z
  .string()
  .max(CAMPAIGN_HASHTAG_MAX_LENGTH, {
    message: `A hashtag has at most ${CAMPAIGN_HASHTAG_MAX_LENGTH} characters.`,
    abort: true,
  })
  .superRefine((tag, ctx) => {
    const problem = hashtagProblem(tag);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---------------------------------------------------------------------------------------------------------------
// The create/edit input.

const isoDate = z
  .string()
  .max(10, 'Use the format YYYY-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine(isRealIsoDate, 'Enter a real date.');
/** Money crosses the API in integer cents (one unit everywhere); budgets are whole dollars (B9: no decimals). */
const budgetCents = z
  .number()
  .int('Budgets are whole dollars.')
  .multipleOf(100, 'Budgets are whole dollars.')
  .min(0, 'Budgets cannot be negative.')
  .max(MAX_BUDGET_CENTS, 'Budgets are at most $10,000,000.')
  .nullable();

export const CampaignInputSchema = z
  .object({
    campaignName: z.string().trim().max(120).superRefine(checkShownText),
    campaignDescription: z.string().trim().max(5000).superRefine(checkShownText),
    campaignNiche: z.enum(CAMPAIGN_NICHES).nullable(),
    campaignHashtags: z.array(HashtagSchema).max(30),
    maxInfluencers: z.number().int().min(1, 'Max influencers must be at least 1').max(MAX_INFLUENCERS).nullable(),
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    contentTypes: z.array(z.enum(CAMPAIGN_CONTENT_TYPES)).max(CAMPAIGN_CONTENT_TYPES.length),
    contentGuidelines: z.string().trim().max(5000).superRefine(checkShownText),
    budgetCents,
    influencerBudgetCents: budgetCents,
    privatePublic: z.enum(VISIBILITIES),
    /** How a post earns (issue 12); a client that sends none gets the defaults. */
    payTerms: PayTermsSchema.default(DEFAULT_PAY_TERMS),
    /** Usage rights, exclusivity, deliverables, revisions and disclosure (issue 29); a client that sends none gets the defaults. */
    terms: CampaignTermsSchema.default(DEFAULT_CAMPAIGN_TERMS),
    /** Save Draft ('draft') or Launch / Update & Launch ('launch'). */
    intent: z.enum(CAMPAIGN_INTENTS),
  })
  .strict()
  .refine((v) => new Set(v.campaignHashtags.map((t) => t.toLowerCase())).size === v.campaignHashtags.length, {
    message: 'Hashtags must not repeat.',
    path: ['campaignHashtags'],
  });
export type CampaignInput = z.infer<typeof CampaignInputSchema>;

/** Once creators take part, pay terms may only go up: what each field may not fall below. */
export function payTermsLoweredViolation(
  before: PayTerms,
  after: PayTerms,
  cap?: { before: number | null; after: number | null },
): RuleViolation | null {
  const lowered = (Object.keys(before) as (keyof PayTerms)[])
    .filter((key) => after[key] < before[key])
    .map((key) => `payTerms.${key}`);
  // The per-creator cap is pay too: a lower cap, or one where there was none, pays creators less.
  if (cap && cap.after !== null && (cap.before === null || cap.after < cap.before))
    lowered.push('influencerBudgetCents');
  return lowered.length > 0 ? { ...campaignMessages.payTermsLowered, fields: lowered } : null;
}

/** What saving a draft needs, and what launching needs (B5). */
export const FIELDS_REQUIRED_TO_SAVE = [
  'campaignName',
  'budgetCents',
] as const satisfies readonly (keyof CampaignInput)[];
export const FIELDS_REQUIRED_TO_LAUNCH = [
  'campaignName',
  'campaignDescription',
  'campaignNiche',
  'startDate',
  'endDate',
  'budgetCents',
] as const satisfies readonly (keyof CampaignInput)[];

/**
 * The first rule the input breaks, or null, with the fields it concerns. Saving a draft needs a name and a total budget; launching needs name,
 * description, niche, dates and a total budget; dates may not run backwards or span more than 31 days.
 */
export function campaignRuleViolation(input: CampaignInput, now: Date = new Date()): RuleViolation | null {
  const blank: Record<(typeof FIELDS_REQUIRED_TO_LAUNCH)[number], boolean> = {
    campaignName: input.campaignName.trim().length === 0,
    campaignDescription: input.campaignDescription.trim().length === 0,
    campaignNiche: input.campaignNiche === null,
    startDate: input.startDate === null,
    endDate: input.endDate === null,
    budgetCents: input.budgetCents === null,
  };
  const blanks = (keys: readonly (keyof typeof blank)[]) => keys.filter((key) => blank[key]);
  const violation = (v: RuleViolation, fields: readonly (keyof CampaignInput)[]): RuleViolation => ({ ...v, fields });

  if (input.intent === 'draft') {
    const missing = blanks(FIELDS_REQUIRED_TO_SAVE);
    if (missing.length > 0) return violation(campaignMessages.missingForSave, missing);
  } else {
    const missing = blanks(FIELDS_REQUIRED_TO_LAUNCH);
    if (missing.some((key) => key !== 'budgetCents')) return violation(campaignMessages.missingForLaunch, missing);
    if (missing.length > 0) return violation(campaignMessages.missingBudget, missing);
  }
  const { earliest, latest } = campaignDateWindow(now);
  const outside = (['startDate', 'endDate'] as const).filter((key) => {
    const date = input[key];
    return date !== null && (date < earliest || date > latest);
  });
  if (outside.length > 0) return violation(campaignMessages.dateOutOfWindow, outside);
  if (input.startDate && input.endDate) {
    const days = daysBetween(input.startDate, input.endDate);
    if (days < 0) return violation(campaignMessages.invalidDateRange, ['endDate']);
    if (days > MAX_CAMPAIGN_DAYS) return violation(campaignMessages.tooLong, ['endDate']);
  }
  if (input.intent === 'launch' && input.endDate && input.endDate < todayIso(now))
    return violation(campaignMessages.endDatePassed, ['endDate']);
  if (
    input.budgetCents !== null &&
    input.influencerBudgetCents !== null &&
    input.influencerBudgetCents > input.budgetCents
  ) {
    return violation(campaignMessages.influencerBudgetTooHigh, ['influencerBudgetCents']);
  }
  const pay = payTermsViolation(input.payTerms, input, input.intent);
  if (pay) {
    return {
      code: 'INVALID_PAY_TERMS',
      title: 'Invalid Pay Terms',
      message: pay.message,
      fields: [
        pay.field === 'budgetCents' || pay.field === 'influencerBudgetCents' ? pay.field : `payTerms.${pay.field}`,
      ],
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// What the business reads.

export const MetricsSchema = z.object({
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
});
export type Metrics = z.infer<typeof MetricsSchema>;

/** A campaign as its owner sees it (edit screen). */
export const CampaignSchema = z.object({
  id: z.string(),
  campaignName: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  campaignNiche: z.enum(CAMPAIGN_NICHES).nullable(),
  privatePublic: z.enum(VISIBILITIES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  budgetCents: z.number().nullable(),
  influencerBudgetCents: z.number().nullable(),
  maxInfluencers: z.number().nullable(),
  campaignDescription: z.string(),
  contentGuidelines: z.string(),
  contentTypes: z.array(z.enum(CAMPAIGN_CONTENT_TYPES)),
  campaignHashtags: z.array(z.string()),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  payTerms: PayTermsSchema,
  /** Issue 29: the campaign's terms and the version number of their current text. */
  terms: CampaignTermsSchema,
  termsVersion: z.number(),
  /** When its business ended it early (issue 25); null for one that ran to its end date or is not over. */
  endedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** A dashboard card: the campaign plus figures computed on the server from its applicants and content rows. */
export const DashboardCampaignSchema = CampaignSchema.extend({
  /** Applications that are not withdrawn ('left' excluded). */
  applicantCount: z.number(),
  /** Applicants taking part (approved or active), counted against max_influencers. */
  participantCount: z.number(),
  /**
   * What the campaign paid creators, from the ledger: earnings settled out of its escrow, the creators' 5% fee included
   * (Payments & Funding's and Campaign Analytics' Spent). Earnings still set aside or waiting for funding are not spent.
   */
  spentCents: z.number(),
  metrics: MetricsSchema,
  engagementRate: z.number(),
  /**
   * Anyone applied to it (withdrawn applications too), joined it, accepted an invitation to it or posted in it: it can
   * be ended, never deleted (issue 25).
   */
  hasParticipants: z.boolean(),
});
export type DashboardCampaign = z.infer<typeof DashboardCampaignSchema>;

export const DashboardSummarySchema = z.object({
  campaigns: z.number(),
  active: z.number(),
  /** The sum of the campaigns' spentCents. */
  totalSpentCents: z.number(),
  totalViews: z.number(),
  /** C9 over every post on the business's campaigns. */
  engagementRate: z.number(),
  /** Not measurable from what we hold (no revenue data): always null for now. */
  avgRoi: z.number().nullable(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export const BusinessDashboardSchema = z.object({
  summary: DashboardSummarySchema,
  campaigns: z.array(DashboardCampaignSchema),
});
export type BusinessDashboard = z.infer<typeof BusinessDashboardSchema>;

export const CampaignStatusActionInputSchema = z.object({ action: z.enum(CAMPAIGN_ACTIONS) }).strict();

// ---------------------------------------------------------------------------------------------------------------
// Applicants (Manage Influencers and View Details dialogs).

export const ApplicantSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  status: z.enum(APPLICANT_STATUSES),
  message: z.string().nullable(),
  appliedAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    profilePicture: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    instagram: z.string().nullable(),
    tiktok: z.string().nullable(),
    contentNiches: z.string().nullable(),
    websitePortfolio: z.string().nullable(),
    /** Typed (self-reported) and verified follower counts per platform (issue 26). */
    followerCounts: FollowerCountsSchema,
    /** The creator's rate card in display order (issue 30); empty when none is given. */
    rates: z.array(RateCardEntrySchema),
  }),
  /** The creator's latest agreement to the campaign's terms (issue 29); null for a participation from before them. */
  agreement: AgreementRefSchema.nullable(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;
export const ApplicantDecisionInputSchema = z.object({ decision: z.enum(APPLICANT_DECISIONS) }).strict();
