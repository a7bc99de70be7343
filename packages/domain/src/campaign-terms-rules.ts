// The zod-free part of campaign-terms.ts: its limits, texts, formatters and policies, for a page that validates nothing
// (it downloads no zod with them). campaign-terms.ts re-exports all of it; its schemas stay there.
import { CONTENT_SLOTS_PER_CAMPAIGN } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import { CAMPAIGN_CONTENT_TYPES } from './options.ts';
import { PLATFORM_LABELS, type Platform } from './statuses.ts';

// ---------------------------------------------------------------------------------------------------------------
// The terms.

/** From what leaves the creator the most to what leaves the brand the most: the order the only-better rule reads. */
export const USAGE_RIGHTS = ['organic', 'brand_repost', 'paid_ads', 'perpetual'] as const;
export type UsageRights = (typeof USAGE_RIGHTS)[number];

export const USAGE_RIGHTS_LABELS: Record<UsageRights, string> = {
  organic: 'Organic posting only',
  brand_repost: 'Brand may repost on its own accounts',
  paid_ads: 'Paid ads (whitelisting) for a number of days',
  perpetual: 'Perpetual licence',
};

/** Paid-ads and exclusivity periods: a day at least, a year at most (longer is what perpetual means). */
export const MIN_TERMS_DAYS = 1;
export const MAX_TERMS_DAYS = 365;
export const DEFAULT_REVISION_LIMIT = 2;
export const MAX_REVISION_LIMIT = 10;

/**
 * A new campaign's terms, and those of campaigns created before terms existed (migration 0030). Posts per creator
 * defaults to the three content slots the spec gives every creator (C4); a business may ask for fewer.
 */
export const DEFAULT_CAMPAIGN_TERMS: {
  usageRights: UsageRights;
  paidAdsDays: number | null;
  exclusivityDays: number | null;
  postsPerCreator: number;
  platforms: Platform[];
  revisionLimit: number;
  disclosureRequired: boolean;
} = {
  usageRights: 'organic',
  paidAdsDays: null,
  exclusivityDays: null,
  postsPerCreator: CONTENT_SLOTS_PER_CAMPAIGN,
  platforms: ['instagram', 'tiktok'],
  revisionLimit: DEFAULT_REVISION_LIMIT,
  disclosureRequired: true,
};

export const termsMessages = {
  paidAdsDaysRequired: 'Say for how many days the brand may run paid ads with the content.',
  paidAdsDaysOnlyForAds: 'Days of paid ads apply only to the paid ads usage right.',
  platformsRequired: 'Choose at least one platform.',
  platformsRepeat: 'Platforms must not repeat.',
  termsWorsened:
    'Influencers have agreed to these terms, so they can change only in the influencers’ favour: less use of their content, shorter exclusivity, fewer posts or fix requests, more platforms or content types.',
  agreementRequired: 'Tick “I agree” to accept the campaign terms.',
  agreementOutdated:
    'The campaign’s terms have changed since you opened them. Read the new terms and agree to them again.',
  perpetualWarningRequired:
    'This campaign asks for a perpetual licence: read the warning about it before agreeing to the terms.',
  agreementNotFound: 'Agreement not found.',
  alreadyAgreed: 'You have already agreed to these terms.',
  notTakingPart: 'You are not taking part in this campaign.',
  newTermsNotice:
    'The brand changed this campaign’s terms in your favour. Your agreement is to the earlier version until you agree to the new one.',
  perpetualWarning:
    'A perpetual licence never ends: the brand may use your content anywhere, paid ads included, for as long as it likes, without paying you again. Agree only if the pay covers that.',
} as const;

/** Upload past the posts the creator's agreed terms ask for. */
export const postsPerCreatorReached = (posts: number) =>
  `This campaign’s terms ask for ${plural(posts, 'post')} per creator, and you have submitted ${posts === 1 ? 'it' : 'them'}.`;

/** Upload of a post on a platform the creator's agreed terms do not list. */
export const platformNotInTerms = (platforms: readonly Platform[]) =>
  `This campaign’s terms ask for posts on ${listWords(platforms.map((p) => PLATFORM_LABELS[p]))} only.`;

export const termsWorsenedViolation = (fields: readonly string[]) => ({
  code: 'TERMS_WORSENED' as const satisfies ErrorCode,
  title: 'Invalid Terms',
  message: termsMessages.termsWorsened,
  fields,
});

// ---------------------------------------------------------------------------------------------------------------
// Plain words.

export const TERMS_WARNINGS = ['perpetual_licence'] as const;
export type TermsWarning = (typeof TERMS_WARNINGS)[number];

export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

export function listWords(items: readonly string[], last = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

export const TERMS_LINE_KEYS = ['usageRights', 'exclusivity', 'deliverables', 'revisions', 'disclosure'] as const;
export type TermsLineKey = (typeof TERMS_LINE_KEYS)[number];

export interface TermsLine {
  key: TermsLineKey;
  label: string;
  text: string;
  /** Shown beside the line where it costs the creator the most (a perpetual licence). */
  warning: string | null;
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const CAMPAIGN_CONTENT_TYPE_SET: ReadonlySet<string> = new Set(CAMPAIGN_CONTENT_TYPES);

/** What termsSummary reads of a campaign's terms (CampaignTerms, written out here so the summary needs no zod). */
export interface TermsSummaryFields {
  usageRights: UsageRights;
  paidAdsDays: number | null;
  exclusivityDays: number | null;
  postsPerCreator: number;
  revisionLimit: number;
  disclosureRequired: boolean;
}

/** The few words a browse card has room for: "Organic only · No exclusivity · 1 post · 2 fix requests". */
export function termsSummary(terms: TermsSummaryFields): string[] {
  const usage: Record<UsageRights, string> = {
    organic: 'Organic only',
    brand_repost: 'Brand reposts',
    paid_ads: `Paid ads ${terms.paidAdsDays ?? 0}d`,
    perpetual: 'Perpetual licence',
  };
  return [
    usage[terms.usageRights],
    terms.exclusivityDays === null ? 'No exclusivity' : `Exclusive ${terms.exclusivityDays}d`,
    plural(terms.postsPerCreator, 'post'),
    plural(terms.revisionLimit, 'fix request'),
    ...(terms.disclosureRequired ? ['#ad required'] : []),
  ];
}

export function termsWarnings(terms: { usageRights: UsageRights }): TermsWarning[] {
  return terms.usageRights === 'perpetual' ? ['perpetual_licence'] : [];
}
