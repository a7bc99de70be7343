// The zod-free part of campaigns.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). campaigns.ts re-exports all of it; its schemas stay there.
import { addDays, hasEnded, todayIso } from './calendar.ts';
import { CAMPAIGN_DATE_WINDOW_DAYS, MAX_CAMPAIGN_DAYS } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import { type ApplicantStatus, CAMPAIGN_STATUSES, type CampaignStatus, isFinishedStatus } from './statuses.ts';
import { shownTextProblem } from './text.ts';

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

export const MAX_BUDGET_CENTS = 10_000_000 * 100;
/** The most creators a campaign may take part in at once. */
export const MAX_INFLUENCERS = 10_000;

export const CAMPAIGN_INTENTS = ['draft', 'launch'] as const;
export type CampaignIntent = (typeof CAMPAIGN_INTENTS)[number];

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

export const APPLICANT_DECISIONS = ['accept', 'reject'] as const;

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

/** Accept and Reject are offered for pending applicants only (B4). */
export function canDecideApplicant(status: ApplicantStatus): boolean {
  return status === 'pending';
}
