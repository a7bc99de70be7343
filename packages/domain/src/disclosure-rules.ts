// The zod-free part of disclosure.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). disclosure.ts re-exports all of it; its schemas stay there.
import { FIX_WINDOW_HOURS } from './content-review-rules.ts';

/**
 * not_required: the campaign's terms do not ask for it. unchecked: no caption was read yet. found / missing: the
 * caption was read. confirmed: the business confirmed at approval that it saw the disclosure on the post.
 */
export const DISCLOSURE_STATES = ['not_required', 'unchecked', 'found', 'missing', 'confirmed'] as const;
export type DisclosureState = (typeof DISCLOSURE_STATES)[number];

export const DISCLOSURE_STATE_LABELS: Record<DisclosureState, string> = {
  not_required: 'Not required',
  unchecked: 'Not checked yet',
  found: 'Disclosed',
  missing: 'Disclosure missing',
  confirmed: 'Confirmed by the business',
};

/**
 * Hashtags that say a post is paid for. English (FTC, ASA, ACCC guidance: #ad, #sponsored, #paidpartnership) and
 * the words regulators and platforms accept in other markets (German #anzeige/#werbung, French #publicité,
 * Spanish #publicidad, Italian #pubblicità, Portuguese #publicidade, Dutch #advertentie, Nordic #reklame/#annons,
 * Polish #reklama, Turkish #reklam, Russian #реклама, Japanese #PR/#広告, Korean #광고, Chinese #广告).
 * Compared without case and accents.
 */
export const DISCLOSURE_TAGS: readonly string[] = [
  'ad',
  'ads',
  'advert',
  'advertisement',
  'advertising',
  'sponsored',
  'sponsoredpost',
  'paidpartnership',
  'paidpartner',
  'paidpromotion',
  'anzeige',
  'werbung',
  'publicite',
  'sponsorise',
  'partenariatremunere',
  'publicidad',
  'patrocinado',
  'patrocinio',
  'pubblicita',
  'sponsorizzato',
  'publicidade',
  'advertentie',
  'gesponsord',
  'reklame',
  'reklam',
  'reklama',
  'annons',
  'annonce',
  'annonse',
  'sponsoreret',
  'sponset',
  'mainos',
  'реклама',
  'pr',
  '広告',
  'プロモーション',
  '광고',
  '협찬',
  '广告',
  '赞助',
];

// Compared in the form normaliseTag gives a caption's word: a tag written with a mark of its own (プ) matches too.
const TAG_SET = new Set(DISCLOSURE_TAGS.map(normaliseTag));

/** Longer than any platform allows (Instagram 2,200 characters, TikTok 4,000): not read as a caption. */
export const CAPTION_MAX_CHARS = 10_000;

/** A hashtag's word, compared without case and accents (NFKC first, so a full-width ＃ is a #). */
function normaliseTag(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}

/** A found tag longer than this as written (a word padded with combining marks) is stored and shown as its plain form. */
export const DISCLOSURE_TAG_DISPLAY_MAX = 40;

/**
 * The disclosure hashtag the caption carries ('#ad'), or null. A hashtag is '#' followed by letters, digits, marks
 * and underscores; control and invisible characters end it, so '#a\u200bd' is the tag '#a', as the platforms read it.
 */
export function findDisclosureTag(caption: string): string | null {
  const text = caption.slice(0, CAPTION_MAX_CHARS).normalize('NFKC');
  for (const match of text.matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)) {
    const word = match[1];
    if (!word) continue;
    const plain = normaliseTag(word);
    if (TAG_SET.has(plain)) return word.length <= DISCLOSURE_TAG_DISPLAY_MAX ? `#${word}` : `#${plain}`;
  }
  return null;
}

/** The tag recorded when the platform's own paid-partnership flag says the post is sponsored. */
export const PAID_PARTNERSHIP_TAG = 'Paid partnership label';

/** What a caption read from the platform says about disclosure. */
export function disclosureOf(
  caption: string | null,
  brandedContentFlag: boolean | null = null,
): { state: 'found' | 'missing' | 'unchecked'; tag: string | null } {
  if (brandedContentFlag === true) return { state: 'found', tag: PAID_PARTNERSHIP_TAG };
  if (caption === null) return { state: 'unchecked', tag: null };
  const tag = findDisclosureTag(caption);
  return tag ? { state: 'found', tag } : { state: 'missing', tag: null };
}

export const disclosureMessages = {
  missingFixNote: `This post does not say it is sponsored. Add #ad (or #sponsored, #paidpartnership or the platform’s paid-partnership label) to its caption, then submit its link again within ${FIX_WINDOW_HOURS} hours so it can earn.`,
  confirmLabel: 'I saw the disclosure (#ad, #sponsored or the paid-partnership label) on this post',
  confirmRequired:
    'This campaign requires disclosure, and the post’s caption could not be read: confirm that you saw the disclosure on the post before approving it.',
} as const;

/**
 * What Review Content and the creator's slot say about a post's disclosure (issue 29): where it was found, that it is
 * missing, that it was not checked, or confirmed at approval.
 */
export function disclosureStatusText(state: DisclosureState, tag: string | null): string {
  switch (state) {
    case 'found':
      return tag === PAID_PARTNERSHIP_TAG
        ? 'Disclosure: the paid-partnership label is on the post'
        : `Disclosure: ${tag ?? 'a disclosure hashtag'} found in the caption`;
    case 'missing':
      return 'Disclosure missing: the caption has no #ad, #sponsored, #paidpartnership or paid-partnership label';
    case 'unchecked':
      return 'Not checked: the caption could not be read';
    case 'confirmed':
      return 'Disclosure: confirmed by the business at approval';
    case 'not_required':
      return 'Disclosure: not required by this campaign’s terms';
  }
}

export const revisionMessages = {
  /** The business's count on a post (Review Content). */
  used: (used: number, limit: number) =>
    limit === 0 ? 'Fix requests: none allowed by this campaign’s terms' : `Fix requests: ${used} of ${limit} used`,
  limitReached: (limit: number) =>
    `This post has had ${limit === 1 ? '1 fix request' : `${limit} fix requests`}, the campaign’s limit. Approve it, or open a dispute if it does not meet the brief.`,
  noRevisions:
    'This campaign’s terms allow no fix requests. Approve the post, or open a dispute if it does not meet the brief.',
  remaining: (left: number, limit: number) => `${left} of ${limit} fix request${limit === 1 ? '' : 's'} left`,
} as const;

/** Whether approval must carry the business's "disclosure seen" confirmation. */
export function needsDisclosureConfirmation(state: DisclosureState): boolean {
  return state === 'unchecked';
}
