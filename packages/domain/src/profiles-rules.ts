// The zod-free part of profiles.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). profiles.ts re-exports all of it; its schemas stay there.
import { isHashtag } from './campaigns-rules.ts';
import type { Role } from './statuses.ts';
import { shownTextProblem } from './text.ts';

export const HASHTAGS_MAX = 20;
export const HASHTAG_MAX_LENGTH = 40;
export const HASHTAG_MESSAGE = `Hashtags and keywords may use letters, digits, spaces and '_' (up to ${HASHTAG_MAX_LENGTH} characters each).`;
export const HASHTAGS_MAX_MESSAGE = `Add at most ${HASHTAGS_MAX} hashtags and keywords.`;

/** What a kept hashtag or keyword holds: letters, digits, '_' and spaces, not starting with a space. */
const PROFILE_HASHTAG = /^[\p{L}\p{N}_][\p{L}\p{N}_ ]*$/u;

/** A typed hashtag or keyword as the profile keeps it: trimmed, without its leading '#' ('' for a blank). */
export function cleanProfileHashtag(raw: string): string {
  return raw.trim().replace(/^#+/, '').trim();
}

/**
 * A list of hashtags and keywords as the profile keeps it (HashtagsSchema's transform): each item cleaned, blanks and
 * repeats (ignoring case) left out, the first of each kept in its place.
 */
export function cleanProfileHashtags(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = cleanProfileHashtag(raw);
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Whether a cleaned hashtag or keyword may be kept: letters, digits, spaces and '_', at most HASHTAG_MAX_LENGTH. */
export function isProfileHashtag(item: string): boolean {
  return PROFILE_HASHTAG.test(item) && item.length <= HASHTAG_MAX_LENGTH;
}

/**
 * The problem HashtagsSchema names first in a list as typed, or null when it takes the list (then
 * cleanProfileHashtags gives what it keeps): without zod, for the profile form's hashtag field. In the schema's
 * order: too many items; then each item (trimmed) too long or with hidden characters; then an item, once cleaned, that
 * is no hashtag or keyword. profiles.test.ts checks the two agree.
 */
export function profileHashtagsProblem(items: readonly string[]): string | null {
  if (items.length > HASHTAGS_MAX) return HASHTAGS_MAX_MESSAGE;
  for (const raw of items) {
    const item = raw.trim();
    // One past the longest, so '#' and a tag of HASHTAG_MAX_LENGTH pass here; the cleaned length is checked below.
    if (item.length > HASHTAG_MAX_LENGTH + 1) return HASHTAG_MESSAGE;
    const shown = shownTextProblem(item);
    if (shown) return shown;
  }
  // The cleaned list is never longer than the list as typed, already within HASHTAGS_MAX.
  return cleanProfileHashtags(items).every(isProfileHashtag) ? null : HASHTAG_MESSAGE;
}

/**
 * How a hashtag or keyword reads: a hashtag ('coffee') as '#coffee', a keyword of several words ('street food') as it
 * is, since a space ends a hashtag on Instagram and TikTok.
 */
export function hashtagOrKeywordLabel(item: string): string {
  return isHashtag(item) ? `#${item}` : item;
}

/**
 * One platform's followers, typed or read from the account (the largest accounts have under 700 million). Two of them
 * add up to the audience size, a PostgreSQL integer (at most 2,147,483,647): a billion each keeps the sum within it
 * (issue 32; a bound, not a wider column: see docs/decisions/031-bounded-input-and-real-404s.md).
 */
export const FOLLOWERS_MAX = 1_000_000_000;

export const NICHES_MESSAGE = 'Choose niches from the list.';
export const CONTENT_TYPES_MESSAGE = 'Choose preferred content types from the list.';
export const INDUSTRIES_MESSAGE = 'Choose preferred industries from the list.';
export const BUSINESS_INDUSTRY_MESSAGE = 'Choose an industry from the list.';

/** Field names and the words a person knows them by, for "X is not part of a business profile." */
export const PROFILE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  companyName: 'Company name',
  location: 'Location',
  websitePortfolio: 'Website',
  instagram: 'Instagram handle',
  tiktok: 'TikTok handle',
  twitter: 'Twitter / X handle',
  youtube: 'YouTube channel',
  businessBio: 'Business bio',
  bio: 'Bio',
  phoneNumber: 'Phone number',
  preferredIndustry: 'Preferred industry',
  campaignBudget: 'Campaign budget',
  targetAudience: 'Target audience',
  contentNiches: 'Content niches',
  preferredContentTypes: 'Preferred content types',
  hashtagsKeywords: 'Hashtags and keywords',
  dateOfBirth: 'Date of birth',
  instagramFollowers: 'Instagram followers',
  tiktokFollowers: 'TikTok followers',
  email: 'Email',
  role: 'Role',
};

/** 'Date of birth is not part of a business profile.' */
export function notInRoleProfileMessage(field: string, role: Role): string {
  const label = PROFILE_FIELD_LABELS[field] ?? `"${field}"`;
  if (field === 'email') return 'Email cannot be changed here.';
  if (field === 'role') return 'The account type cannot be changed.';
  return `${label} is not part of ${role === 'SMB' ? 'a business' : 'a creator'} profile.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Follower counts: shown compactly, and as the spec's ranges where a range reads better (docs/decisions/013).

/** The spec's follower range codes (B3/C3), each with the lowest count it covers. */
export const FOLLOWER_RANGE_FLOORS = [
  { code: '1000-', floor: 0, label: 'Under 1K' },
  { code: '1000-2500', floor: 1000, label: '1K - 2.5K' },
  { code: '2500-10000', floor: 2500, label: '2.5K - 10K' },
  { code: '10000-25000', floor: 10_000, label: '10K - 25K' },
  { code: '25000-50000', floor: 25_000, label: '25K - 50K' },
  { code: '50000+', floor: 50_000, label: '50K+' },
] as const;

/** The spec's range a follower count falls in: 12_000 -> '10000-25000'. */
export function followerRange(count: number): (typeof FOLLOWER_RANGE_FLOORS)[number] {
  let found: (typeof FOLLOWER_RANGE_FLOORS)[number] = FOLLOWER_RANGE_FLOORS[0];
  for (const range of FOLLOWER_RANGE_FLOORS) if (count >= range.floor) found = range;
  return found;
}

/** The public link of a stored handle. */
export function socialProfileUrl(platform: 'instagram' | 'tiktok', handleValue: string): string {
  const bare = handleValue.trim().replace(/^@/, '');
  if (/^https?:\/\//i.test(bare)) return bare;
  return platform === 'instagram'
    ? `https://www.instagram.com/${encodeURIComponent(bare)}/`
    : `https://www.tiktok.com/@${encodeURIComponent(bare)}`;
}
