// The zod-free part of creator-campaigns.ts: its limits, texts, formatters and policies, for a page that validates
// nothing (it downloads no zod with them). creator-campaigns.ts re-exports all of it; its schemas stay there.
import { daysBetween, daysUntil, hasEnded } from './calendar.ts';
import { isCampaignFinished } from './campaigns-rules.ts';
import { CONTENT_SLOTS_PER_CAMPAIGN, MAX_ACTIVE_PARTNERSHIPS } from './constants.ts';
import { daysLeft, ENDS_TODAY_TEXT } from './formulas.ts';
import { type ApplicantStatus, type CampaignStatus, isParticipating, type PLATFORMS } from './statuses.ts';

// ---------------------------------------------------------------------------------------------------------------
// C4 displayed status and tabs.

export type DisplayedStatus = 'Active' | 'Pending Approval' | 'Application Declined' | 'Completed' | string;

export interface ApplicationView {
  status: ApplicantStatus;
}
export interface CampaignView {
  status: CampaignStatus;
  privatePublic: 'Public' | 'Private';
  endDate: string | null;
}

/**
 * C4, in order: a pending application shows Active on a Public campaign and Pending Approval on a Private one;
 * approved (or active) on a Live campaign shows Active; rejected shows Application Declined; otherwise Completed once
 * the end date has passed, else the raw status.
 */
export function displayedStatus(app: ApplicationView, campaign: CampaignView, now: Date = new Date()): DisplayedStatus {
  if (app.status === 'pending') return campaign.privatePublic === 'Public' ? 'Active' : 'Pending Approval';
  if (isParticipating(app.status) && campaign.status === 'Live') return 'Active';
  if (app.status === 'rejected') return 'Application Declined';
  if (hasEnded(campaign.endDate, now)) return 'Completed';
  return app.status;
}

export const CREATOR_TABS = ['all', 'active', 'pending', 'completed'] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number];

/** C4 tabs: an expired campaign counts as Completed first; Active shows Active; Pending holds Pending Approval and declined. */
export function isInCreatorTab(
  tab: CreatorTab,
  app: ApplicationView,
  campaign: CampaignView,
  now: Date = new Date(),
): boolean {
  if (app.status === 'left') return false;
  if (tab === 'all') return true;
  const expired = isCampaignFinished(campaign, now);
  if (tab === 'completed') return expired;
  if (expired) return false;
  const shown = displayedStatus(app, campaign, now);
  if (tab === 'active') return shown === 'Active';
  return shown === 'Pending Approval' || shown === 'Application Declined';
}

/** Upload Content is offered only while the application is approved and the campaign is Live and running (C2, C5). */
export function canUploadContent(
  app: ApplicationView,
  campaign: Pick<CampaignView, 'status' | 'endDate'>,
  now: Date = new Date(),
): boolean {
  return isParticipating(app.status) && campaign.status === 'Live' && !hasEnded(campaign.endDate, now);
}

/** A creator may leave while pending, approved or active, until the campaign ends; leaving is final. */
export function canLeave(
  app: ApplicationView,
  campaign: Omit<CampaignView, 'privatePublic'>,
  now: Date = new Date(),
): boolean {
  const isPartOf = app.status === 'pending' || isParticipating(app.status);
  const isOver = isCampaignFinished(campaign, now);
  return isPartOf && !isOver;
}

// ---------------------------------------------------------------------------------------------------------------
// C5 browse filters, C2 texts.

export const BUDGET_BUCKETS = ['0-500', '500-1000', '1000-5000', '5000+'] as const;
export type BudgetBucket = (typeof BUDGET_BUCKETS)[number];

/** Bounds in whole dollars on influencer_budget: (min, max], min exclusive except for the first bucket. */
export const BUDGET_BUCKET_RANGES: Record<BudgetBucket, { above: number | null; upTo: number | null }> = {
  '0-500': { above: null, upTo: 500 },
  '500-1000': { above: 500, upTo: 1000 },
  '1000-5000': { above: 1000, upTo: 5000 },
  '5000+': { above: 5000, upTo: null },
};
export const BUDGET_BUCKET_LABELS: Record<BudgetBucket, string> = {
  '0-500': 'Up to $500',
  '500-1000': '$500 - $1,000',
  '1000-5000': '$1,000 - $5,000',
  '5000+': 'Over $5,000',
};

export function inBudgetBucket(cents: number | null, bucket: BudgetBucket): boolean {
  if (cents === null) return false;
  const dollars = cents / 100;
  const { above, upTo } = BUDGET_BUCKET_RANGES[bucket];
  return (above === null || dollars > above) && (upTo === null || dollars <= upTo);
}

export const BROWSE_SORTS = ['newest', 'closing', 'budget'] as const;
export const BROWSE_SORT_LABELS: Record<(typeof BROWSE_SORTS)[number], string> = {
  newest: 'Newest',
  closing: 'Closing soon',
  budget: 'Highest budget',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * C2 timing text: before the start, while running, after the end. Days count as B4's Days Left does; the duration
 * is end date minus start date, so the longest campaign B5 allows reads 31 days. On the end date, the last running
 * day, it reads 'Ends today' rather than '0 days remaining'.
 */
export function campaignTimingText(startDate: string | null, endDate: string | null, now: Date = new Date()): string {
  if (!startDate || !endDate) return 'Dates to be announced';
  const startsIn = daysUntil(startDate, now);
  if (startsIn > 0) {
    return `Starts in ${plural(startsIn, 'day')} (Duration: ${plural(daysBetween(startDate, endDate), 'day')})`;
  }
  if (hasEnded(endDate, now)) return 'Campaign ended';
  const left = daysLeft(endDate, now);
  return left === 0 ? ENDS_TODAY_TEXT : `${plural(left, 'day')} remaining`;
}

/** Cuts text to `max` characters with an ellipsis (C9: 120 on browse cards, 100 on dashboard cards). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}...`;
}

/** Up to `max` hashtags and how many more there are ('+N more'). */
export function visibleHashtags(tags: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

// ---------------------------------------------------------------------------------------------------------------
// C5 content URLs.

export const INSTAGRAM_POST_URL = /^https?:\/\/(www\.)?instagram\.com\/(p|reel)\/[A-Za-z0-9_-]+\/?(\?\S*)?$/;
export const TIKTOK_POST_URL = /^https?:\/\/(www\.|m\.)?tiktok\.com\/@[A-Za-z0-9._]+\/video\/\d+\/?(\?\S*)?$/;

export const contentMessages = {
  urlRequired: 'URL is required',
  invalidInstagram: 'Please enter a valid Instagram post URL',
  invalidTiktok: 'Please enter a valid TikTok post URL',
  uploaded: { title: 'Content uploaded', message: 'You can track metrics and earnings here.' },
  uploadFailed: "Couldn't upload content. Please try again.",
  duplicate: 'This post has already been submitted.',
  slotsFull: `You have already submitted ${CONTENT_SLOTS_PER_CAMPAIGN} posts for this campaign.`,
  notAllowed: 'You can upload content only for a Live campaign you have been approved for.',
} as const;

/** The message for a post URL on a platform, or null when it is valid. */
export function contentUrlError(platform: (typeof PLATFORMS)[number], url: string): string | null {
  const value = url.trim();
  if (!value) return contentMessages.urlRequired;
  if (platform === 'instagram') return INSTAGRAM_POST_URL.test(value) ? null : contentMessages.invalidInstagram;
  return TIKTOK_POST_URL.test(value) ? null : contentMessages.invalidTiktok;
}

/** The account a TikTok post link names ('mia.lens' from tiktok.com/@mia.lens/video/1), lowercased, or null. */
export function tiktokHandleInUrl(url: string): string | null {
  return /tiktok\.com\/@([A-Za-z0-9._]+)\/video\//i.exec(url)?.[1]?.toLowerCase() ?? null;
}

/**
 * Why a TikTok link cannot be the creator's by its handle (C5 help rule: only posts on the profile's handle earn), or
 * null. The server sends such a post back as Needs Fix with this reason; the upload dialog says it before submitting
 * (issue 30). Only TikTok links name their account.
 */
export function tiktokHandleMismatch(url: string, profileTiktok: string | null): string | null {
  const inUrl = tiktokHandleInUrl(url);
  if (!inUrl) return null;
  const own = profileTiktok?.trim().replace(/^@/, '').toLowerCase() || null;
  if (!own) {
    return `This post is on @${inUrl}, and your profile has no TikTok handle: add @${inUrl} to your profile settings, then replace the link, so the post can earn.`;
  }
  return inUrl === own
    ? null
    : `This post is on @${inUrl}, not on your profile's TikTok handle @${own}: only posts on your own handle can earn.`;
}

/** Issue 30: the upload dialog's warnings, from the creator's profile, before a post is submitted. */
export const uploadHandleMessages = {
  noTiktokHandle:
    'Your profile has no TikTok handle. A TikTok post is checked against it, so without one the post goes straight to Needs Fix and cannot earn until you add your handle and replace the link.',
  noInstagramHandle:
    'Your profile has no Instagram handle. Add the account you post from, so the brand can tell the post is yours: only posts on your own account can earn.',
  mismatchOutcome: 'If you submit it, it goes straight to Needs Fix.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// What the creator sends and reads.

/** Browse limits, used by the schema and by the page's inputs. */
export const BROWSE_SEARCH_MAX_LENGTH = 100;
export const BROWSE_PAGE_SIZE = 12;
export const BROWSE_PAGE_SIZE_MAX = 50;
export const APPLICATION_MESSAGE_MAX = 1000;

/** Counting stops here: past it the total reads "1,000+" (an exact count of a huge match costs a full scan). */
export const BROWSE_COUNT_CAP = 1000;

export const creatorMessages = {
  joined: { title: 'Campaign Joined!', message: "You've joined this campaign. You can start creating content." },
  applied: { title: 'Application Submitted!', message: 'The brand will review your application.' },
  alreadyApplied: { title: 'Already Applied', message: 'You have already applied to this campaign.' },
  applyFailed: 'Failed to submit application. Please try again.',
  full: 'This campaign has reached its maximum number of influencers.',
  notLive: 'This campaign is not open for applications.',
  partnershipLimit: {
    title: 'Partnership Limit Reached',
    message: `You already have ${MAX_ACTIVE_PARTNERSHIPS} active partnerships, the most a creator can take on at a time during the beta. Finish or leave one to join another.`,
  },
  left: { title: 'Left campaign', message: 'You have successfully left the campaign.' },
  alreadyLeft: { title: 'Already Left', message: 'You have already left this campaign.' },
  notPart: 'You are not currently part of this campaign.',
  leaveEnded: 'This campaign has ended, so there is nothing to leave.',
  leaveFailed: 'Failed to leave campaign. Please try again.',
  leaveUnchanged: 'Unable to update campaign status. Please contact support.',
  leaveConfirm: 'Once you leave, you may not rejoin this campaign. This cannot be undone.',
  declined: 'Your application was not accepted this time. Keep exploring other opportunities!',
  loadCampaignsFailed: {
    title: 'Error loading campaigns',
    message: 'Failed to load your campaigns. Please try again.',
  },
  browseFailed: 'Failed to load campaigns.',
  signInToBrowse: { title: 'Authentication required', message: 'Please log in to browse campaigns.' },
  signInToApply: { title: 'Authentication required', message: 'Please log in to apply to campaigns.' },
  signInToUpload: { title: 'Authentication required', message: 'Please sign in to upload content' },
  betaNotice: 'Beta: statistics update daily, not in real time.',
} as const;
