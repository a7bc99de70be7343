// Campaigns on the business side: the create/edit input, the B5 rules with the spec's messages, the B4 lifecycle,
// and the dashboard's shapes. The form and the server use the same functions.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { addDays, daysBetween, hasEnded, isRealIsoDate, todayIso } from './calendar.ts';
import { AgreementRefSchema, CampaignTermsSchema, DEFAULT_CAMPAIGN_TERMS } from './campaign-terms.ts';
import { CAMPAIGN_DATE_WINDOW_DAYS, MAX_CAMPAIGN_DAYS } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import { FollowerCountsSchema } from './followers.ts';
import { CAMPAIGN_CONTENT_TYPES, CAMPAIGN_NICHES } from './options.ts';
import { DEFAULT_PAY_TERMS, type PayTerms, PayTermsSchema, payTermsViolation } from './performance-pay.ts';
import { RateCardEntrySchema } from './rate-card.ts';
import {
  APPLICANT_STATUSES,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  isFinishedStatus,
  VISIBILITIES,
} from './statuses.ts';
import { checkShownText, shownTextProblem } from './text.ts';

// ---------------------------------------------------------------------------------------------------------------
// Input helpers (B5): hashtags are one word of letters, digits and '_'; budgets keep digits (commas are dropped).

/** The longest hashtag a campaign takes. */
export const CAMPAIGN_HASHTAG_MAX_LENGTH = 60;
/** What a hashtag may hold: letters (with their accents and vowel signs), digits and '_', as Instagram and TikTok read one. */
const HASHTAG_WORD = /^[\p{L}\p{M}\p{N}_]+$/u;
export const HASHTAG_RULE = "A hashtag is one word of letters, digits and '_'.";

/**
 * What the hashtag input keeps of a typed tag: letters, digits, '_' and single spaces, trimmed ('#' and punctuation
 * go). A space is kept so that the field can say why '#Sourdough Sunday' is no hashtag. '' means "add nothing".
 */
export function cleanHashtag(raw: string): string {
  return raw
    .replace(/[^\p{L}\p{M}\p{N}_\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Why a tag is not a hashtag Instagram and TikTok read as one (a space ends a hashtag there, a sign is not part of
 * one; too long), or null when it is one.
 */
export function hashtagProblem(tag: string): string | null {
  if (tag === '') return 'Enter a hashtag.';
  if (/\s/u.test(tag)) {
    const joined = tag.replace(/\s+/gu, '');
    return `#${tag} has a space: ${HASHTAG_RULE.charAt(0).toLowerCase()}${HASHTAG_RULE.slice(1)} Write #${joined}, or add each word as its own hashtag.`;
  }
  if (!HASHTAG_WORD.test(tag)) return `#${tag} is not a hashtag. ${HASHTAG_RULE}`;
  // Letters may carry marks (\p{M}), but not a stack of them.
  const shown = shownTextProblem(tag);
  if (shown) return shown;
  if (tag.length > CAMPAIGN_HASHTAG_MAX_LENGTH)
    return `A hashtag has at most ${CAMPAIGN_HASHTAG_MAX_LENGTH} characters.`;
  return null;
}

/** Whether a tag is one hashtag as the platforms read it (one word of letters, digits and '_'). */
export function isHashtag(tag: string): boolean {
  return hashtagProblem(tag) === null;
}

/** The first problem in a list of campaign hashtags, or null (the hashtag field shows it while the list is edited). */
export function hashtagsProblem(tags: readonly string[]): string | null {
  for (const tag of tags) {
    const problem = hashtagProblem(tag);
    if (problem) return problem;
  }
  return null;
}

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

/** Adds a typed tag to a list unless it is blank or already there (case-insensitive). */
export function addHashtag(list: readonly string[], raw: string): string[] {
  const tag = cleanHashtag(raw);
  if (!tag || list.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...list];
  return [...list, tag];
}

/** Splits a stored comma list ('a, b, c') into its items, without blanks. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------------------------
// The create/edit input.

const isoDate = z
  .string()
  .max(10, 'Use the format YYYY-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine(isRealIsoDate, 'Enter a real date.');

export const MAX_BUDGET_CENTS = 10_000_000 * 100;
/** Money crosses the API in integer cents (one unit everywhere); budgets are whole dollars (B9: no decimals). */
const budgetCents = z
  .number()
  .int('Budgets are whole dollars.')
  .multipleOf(100, 'Budgets are whole dollars.')
  .min(0, 'Budgets cannot be negative.')
  .max(MAX_BUDGET_CENTS, 'Budgets are at most $10,000,000.')
  .nullable();

export const CAMPAIGN_INTENTS = ['draft', 'launch'] as const;
export type CampaignIntent = (typeof CAMPAIGN_INTENTS)[number];

export const CampaignInputSchema = z
  .object({
    campaignName: z.string().trim().max(120).superRefine(checkShownText),
    campaignDescription: z.string().trim().max(5000).superRefine(checkShownText),
    campaignNiche: z.enum(CAMPAIGN_NICHES).nullable(),
    campaignHashtags: z.array(HashtagSchema).max(30),
    maxInfluencers: z.number().int().min(1, 'Max influencers must be at least 1').max(10_000).nullable(),
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

export const emptyCampaignInput = (): CampaignInput => ({
  campaignName: '',
  campaignDescription: '',
  campaignNiche: null,
  campaignHashtags: [],
  maxInfluencers: null,
  startDate: null,
  endDate: null,
  contentTypes: [],
  contentGuidelines: '',
  budgetCents: null,
  influencerBudgetCents: null,
  privatePublic: 'Private',
  payTerms: { ...DEFAULT_PAY_TERMS },
  terms: { ...DEFAULT_CAMPAIGN_TERMS, platforms: [...DEFAULT_CAMPAIGN_TERMS.platforms] },
  intent: 'draft',
});

// ---------------------------------------------------------------------------------------------------------------
// B5/B8 rules. Each violation carries the spec's toast title and message.

export interface RuleViolation {
  code: ErrorCode;
  title: string;
  message: string;
  /** The input fields (the API's names) the rule concerns: where a form shows it. */
  fields?: readonly string[];
}

export const campaignMessages = {
  missingForSave: {
    code: 'MISSING_INFORMATION',
    title: 'Missing Information',
    message: 'Please fill in campaign name and total budget.',
  },
  missingForLaunch: {
    code: 'MISSING_INFORMATION',
    title: 'Missing Information',
    message: 'Please fill in all required fields before launching.',
  },
  missingBudget: {
    code: 'MISSING_BUDGET',
    title: 'Missing Budget',
    message: 'Please fill in the total budget before launching.',
  },
  invalidDateRange: {
    code: 'INVALID_DATE_RANGE',
    title: 'Invalid Date Range',
    message: 'End date must be after the start date.',
  },
  tooLong: {
    code: 'CAMPAIGN_TOO_LONG',
    title: 'Campaign Too Long',
    message: 'Campaign length cannot be longer than a month (31 days).',
  },
  endDatePassed: {
    code: 'END_DATE_PASSED',
    title: 'Invalid Date Range',
    message: 'The end date has passed. Choose dates in the future before launching.',
  },
  dateOutOfWindow: {
    code: 'DATE_OUT_OF_RANGE',
    title: 'Invalid Date Range',
    message: 'Campaign dates must be within a year of today.',
  },
  influencerBudgetTooHigh: {
    code: 'INVALID_BUDGET',
    title: 'Invalid Budget',
    message: 'The budget per influencer cannot be more than the total budget.',
  },
  payTermsLowered: {
    code: 'PAY_TERMS_LOWERED',
    title: 'Invalid Pay Terms',
    message: 'Creators have joined on these pay terms, so they can be raised but not lowered.',
  },
} as const satisfies Record<string, RuleViolation>;

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

/** The first and last day a campaign date may fall on (the date pickers offer no others). */
export function campaignDateWindow(now: Date = new Date()): { earliest: string; latest: string } {
  const today = todayIso(now);
  return { earliest: addDays(today, -CAMPAIGN_DATE_WINDOW_DAYS), latest: addDays(today, CAMPAIGN_DATE_WINDOW_DAYS) };
}

/** A campaign is finished once its status says so or its last day has passed, whichever comes first. */
export function isCampaignFinished(campaign: { status: CampaignStatus; endDate: string | null }, now = new Date()) {
  return isFinishedStatus(campaign.status) || hasEnded(campaign.endDate, now);
}

/**
 * The hashtags of a stored campaign, as the hashtag input keeps them: without '#', no blanks, no repeats. A tag saved
 * before hashtags had to be one word ('Sourdough Sunday') reads as that word ('SourdoughSunday'). Every answer that
 * carries hashtags (owner, browse, creator dashboard) goes through this.
 */
export function hashtagsFromStored(stored: string | null | undefined): string[] {
  return oneWordHashtags(splitList(stored));
}

/** Tags as the hashtag input keeps them, each made one word ('cozy vibes!' -> 'cozyvibes'), without repeats. */
export function oneWordHashtags(tags: readonly string[]): string[] {
  return tags.map((tag) => cleanHashtag(tag).replace(/\s+/gu, '')).reduce<string[]>(addHashtag, []);
}

/** Creators may join or apply while a campaign is Live and its last day has not passed (C4); browse shows only these. */
export function isOpenForApplications(campaign: { status: string; endDate: string | null }, now = new Date()): boolean {
  return campaign.status === 'Live' && !hasEnded(campaign.endDate, now);
}

/** The latest end date a date picker may offer for a start date (B5: at most 31 days). */
export function latestEndDate(startDate: string): string {
  return addDays(startDate, MAX_CAMPAIGN_DAYS);
}

// ---------------------------------------------------------------------------------------------------------------
// B4 lifecycle. The server refuses anything not listed here.

export const CAMPAIGN_ACTIONS = ['pause', 'resume', 'publish', 'end'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** Which statuses each business action may start from, and where it leads. */
export const CAMPAIGN_TRANSITIONS = {
  pause: { from: ['Live'], to: 'Paused' },
  resume: { from: ['Paused'], to: 'Live' },
  publish: { from: ['Draft'], to: 'Live' },
  /**
   * End Campaign (issue 25), offered instead of Delete once anyone took part: no one joins, applies, is invited or
   * posts from then on; posts already submitted finish review and tracking and are paid; then the unspent escrow goes
   * back to the business's wallet.
   */
  end: { from: ['Live', 'Paused', 'Draft'], to: 'Completed' },
  /** Save Draft on the edit screen: any status back to Draft. */
  saveDraft: { from: [...CAMPAIGN_STATUSES], to: 'Draft' },
  /** Update & Launch on the edit screen: keeps a Live campaign live, publishes a Draft, resumes a Paused one. */
  updateAndLaunch: { from: ['Draft', 'Live', 'Paused'], to: 'Live' },
} as const satisfies Record<string, { from: readonly CampaignStatus[]; to: CampaignStatus }>;
export type CampaignTransition = keyof typeof CAMPAIGN_TRANSITIONS;

export function canTransition(from: CampaignStatus, transition: CampaignTransition): boolean {
  return (CAMPAIGN_TRANSITIONS[transition].from as readonly string[]).includes(from);
}

export function transitionRefusal(from: CampaignStatus, transition: CampaignTransition): string {
  const verb = {
    pause: 'paused',
    resume: 'resumed',
    publish: 'published',
    end: 'ended',
    saveDraft: 'saved as a draft',
    updateAndLaunch: 'launched',
  }[transition];
  const hint = isFinishedStatus(from) && transition !== 'end' ? ' Save it as a draft with new dates first.' : '';
  return `${indefiniteArticle(from)} ${from} campaign cannot be ${verb}.${hint}`;
}

/** 'An' before a word spoken with a vowel first ('An Ended campaign'), 'A' otherwise ('A Draft campaign'). */
export function indefiniteArticle(word: string): 'A' | 'An' {
  return /^[aeiou]/i.test(word) ? 'An' : 'A';
}

/** Dashboard tab of a status (B2): Completed holds Completed and Ended; Paused shows under All only. */
export const DASHBOARD_TABS = ['all', 'live', 'draft', 'completed'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export function isInDashboardTab(status: CampaignStatus, tab: DashboardTab): boolean {
  if (tab === 'all') return true;
  if (tab === 'live') return status === 'Live';
  if (tab === 'draft') return status === 'Draft';
  return isFinishedStatus(status);
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

export const APPLICANT_DECISIONS = ['accept', 'reject'] as const;
export const ApplicantDecisionInputSchema = z.object({ decision: z.enum(APPLICANT_DECISIONS) }).strict();

/** Accept and Reject are offered for pending applicants only (B4). */
export function canDecideApplicant(status: Applicant['status']): boolean {
  return status === 'pending';
}

export const applicantMessages = {
  accepted: { title: 'Applicant accepted', message: 'The influencer has been accepted for your campaign.' },
  rejected: { title: 'Applicant rejected', message: 'The influencer application has been rejected.' },
  loadFailed: 'Failed to load campaign applicants',
  acceptFailed: 'Failed to accept applicant',
  rejectFailed: 'Failed to reject applicant',
  /** Issue 30: Reject is final (a creator applies to a campaign once), so it is asked first. */
  rejectConfirm: (name: string, campaignName: string) =>
    `${name}'s application to ${campaignName} will be declined, and they will be told. They cannot apply to this campaign again. This cannot be undone.`,
  profileLoadFailed: 'Failed to load influencer profile',
  profileEmpty: 'Failed to load profile',
  full: (max: number) => `This campaign already has its maximum of ${max} influencer${max === 1 ? '' : 's'}.`,
  notPending: 'Only pending applications can be accepted or rejected.',
  creatorAtPartnershipLimit: (max: number) =>
    `This creator already has ${max} active partnerships, the most a creator can take on at a time. They can join your campaign once one of them ends.`,
} as const;

export const maxInfluencersTooLow = (participants: number): RuleViolation => ({
  fields: ['maxInfluencers'],
  code: 'MAX_BELOW_PARTICIPANTS',
  title: 'Max Influencers Too Low',
  message: `${participants} influencer${participants === 1 ? ' is' : 's are'} already taking part in this campaign, so Max Influencers cannot be lower than ${participants}.`,
});

export const dashboardMessages = {
  loadFailed: 'Failed to load campaigns',
  paused: { title: 'Campaign paused', message: 'Your campaign has been successfully paused.' },
  resumed: { title: 'Campaign resumed', message: 'Your campaign is now live again.' },
  published: { title: 'Campaign published', message: 'Your campaign is now live and visible to influencers.' },
  deleted: { title: 'Campaign deleted', message: 'Your campaign has been successfully deleted.' },
  pauseFailed: 'Failed to pause campaign',
  resumeFailed: 'Failed to resume campaign',
  publishFailed: 'Failed to publish campaign',
  deleteFailed: 'Failed to delete campaign',
  ended: {
    title: 'Campaign ended',
    message:
      'No one can join or post anymore. Posts already submitted finish their review and tracking and are paid; then the unspent funds return to your wallet.',
  },
  endFailed: 'Failed to end campaign',
  /** Why a campaign someone took part in has no Delete (issue 25). */
  deleteRefused:
    'Influencers have taken part in this campaign, so it cannot be deleted: their work and payments stay on record. End it instead.',
  keptNote: 'Influencers took part in it, so it is kept with their work and payments.',
} as const;

/** Whether the card menu offers Delete (nobody took part) or End (someone applied, joined or posted). */
export function canDeleteCampaign(campaign: { hasParticipants: boolean }): boolean {
  return !campaign.hasParticipants;
}

export const campaignFormMessages = {
  authError: { title: 'Authentication Error', message: 'Please log in to save your campaign.' },
  editAuthError: { title: 'Authentication Error', message: 'Please log in to update your campaign.' },
  saveFailed: 'Failed to save campaign. Please try again.',
  updateFailed: 'Failed to update campaign. Please try again',
  loadFailed: 'Failed to load campaign data.',
  saved: { title: 'Campaign Saved', message: 'Your campaign has been saved as a draft.' },
  launched: { title: 'Campaign Launched!', message: 'Your campaign is now live and visible to influencers.' },
  updated: { title: 'Campaign Updated!', message: 'Your changes have been saved.' },
  updatedAndLaunched: {
    title: 'Campaign Updated & Launched!',
    message: 'Your campaign is now live and visible to influencers.',
  },
} as const;

/** The dashboard's empty states (B2), by tab. */
export const DASHBOARD_EMPTY_STATES: Record<DashboardTab, { title: string; message: string }> = {
  all: { title: 'No campaigns yet', message: 'Get started by creating your first campaign' },
  live: { title: 'No live campaigns', message: 'Create and launch a campaign to see it here' },
  draft: { title: 'No draft campaigns', message: 'Create a campaign to see it here' },
  completed: { title: 'No completed campaigns', message: 'Completed campaigns will appear here' },
};
