// Campaign terms (issue 29, docs/decisions/029-terms-agreements-tax.md): usage rights, exclusivity, deliverables,
// the revision limit and disclosure, in plain words; the rule that, once anyone takes part, they change only in the
// creators' favour; and the agreement a creator gives to one version of them (its exact text is what is hashed).
import { z } from 'zod';
import './validation-messages.ts';
import {
  canonicalJson,
  listWords,
  MAX_REVISION_LIMIT,
  MAX_TERMS_DAYS,
  MIN_TERMS_DAYS,
  plural,
  TERMS_LINE_KEYS,
  TERMS_WARNINGS,
  type TermsLine,
  termsMessages,
  USAGE_RIGHTS,
  type UsageRights,
} from './campaign-terms-rules.ts';
import { CONTENT_SLOTS_PER_CAMPAIGN } from './constants.ts';
import { formatRate, type PayTerms } from './performance-pay.ts';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from './statuses.ts';

export {
  CAMPAIGN_CONTENT_TYPE_SET,
  DEFAULT_CAMPAIGN_TERMS,
  DEFAULT_REVISION_LIMIT,
  MAX_REVISION_LIMIT,
  MAX_TERMS_DAYS,
  MIN_TERMS_DAYS,
  platformNotInTerms,
  postsPerCreatorReached,
  TERMS_LINE_KEYS,
  TERMS_WARNINGS,
  type TermsLine,
  type TermsLineKey,
  type TermsSummaryFields,
  type TermsWarning,
  termsMessages,
  termsSummary,
  termsWarnings,
  termsWorsenedViolation,
  USAGE_RIGHTS,
  USAGE_RIGHTS_LABELS,
  type UsageRights,
} from './campaign-terms-rules.ts';

const days = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of days.` })
    .int(`${what} must be a whole number of days.`)
    .min(MIN_TERMS_DAYS, `${what} must be at least ${MIN_TERMS_DAYS} day.`)
    .max(MAX_TERMS_DAYS, `${what} can be at most ${MAX_TERMS_DAYS} days.`);

export const CampaignTermsSchema = z
  .object({
    usageRights: z.enum(USAGE_RIGHTS),
    /** Days the brand may run the content as paid ads after it is posted; set only with paid_ads. */
    paidAdsDays: days('Paid ads').nullable(),
    /** Days after posting in which the creator works for no competing brand in the campaign's niche; null is none. */
    exclusivityDays: days('Exclusivity').nullable(),
    /** Posts each creator delivers (C9: at most 3 per deliverable). */
    postsPerCreator: z
      .number({ error: 'Posts per creator must be a whole number.' })
      .int('Posts per creator must be a whole number.')
      .min(1, 'Posts per creator must be at least 1.')
      .max(CONTENT_SLOTS_PER_CAMPAIGN, `Posts per creator can be at most ${CONTENT_SLOTS_PER_CAMPAIGN}.`),
    /** Where the posts may go up: a post on another platform is refused at upload. */
    platforms: z.array(z.enum(PLATFORMS)).min(1, termsMessages.platformsRequired).max(PLATFORMS.length),
    /** Fix requests the business may send per post; after them it approves or opens a dispute. */
    revisionLimit: z
      .number({ error: 'The revision limit must be a whole number.' })
      .int('The revision limit must be a whole number.')
      .min(0, 'The revision limit cannot be negative.')
      .max(MAX_REVISION_LIMIT, `The revision limit can be at most ${MAX_REVISION_LIMIT}.`),
    /** Each post must say it is sponsored (#ad, #sponsored, #paidpartnership or the platform's label). */
    disclosureRequired: z.boolean(),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.usageRights === 'paid_ads' && t.paidAdsDays === null)
      ctx.addIssue({ code: 'custom', path: ['paidAdsDays'], message: termsMessages.paidAdsDaysRequired });
    if (t.usageRights !== 'paid_ads' && t.paidAdsDays !== null)
      ctx.addIssue({ code: 'custom', path: ['paidAdsDays'], message: termsMessages.paidAdsDaysOnlyForAds });
    if (new Set(t.platforms).size !== t.platforms.length)
      ctx.addIssue({ code: 'custom', path: ['platforms'], message: termsMessages.platformsRepeat });
  });
export type CampaignTerms = z.infer<typeof CampaignTermsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Only in the creators' favour.

/** What of the terms a creator agreed to: the terms themselves and the campaign's content types (B5). */
export interface AgreedDeal {
  terms: CampaignTerms;
  contentTypes: readonly string[];
}

/**
 * The fields that changed against the creators, or [] when every change is in their favour (or nothing changed):
 * less use of their content, shorter or no exclusivity, fewer posts or fix requests, more platforms or content types,
 * disclosure dropped. No content types means any type, so choosing some narrows it.
 */
export function termsWorsenedFields(before: AgreedDeal, after: AgreedDeal): string[] {
  const worse: string[] = [];
  const rank = (u: UsageRights) => USAGE_RIGHTS.indexOf(u);
  const [b, a] = [before.terms, after.terms];
  if (
    rank(a.usageRights) > rank(b.usageRights) ||
    (a.usageRights === 'paid_ads' && b.usageRights === 'paid_ads' && (a.paidAdsDays ?? 0) > (b.paidAdsDays ?? 0))
  )
    worse.push(
      a.usageRights === 'paid_ads' && b.usageRights === 'paid_ads' ? 'terms.paidAdsDays' : 'terms.usageRights',
    );
  if (a.exclusivityDays !== null && (b.exclusivityDays === null || a.exclusivityDays > b.exclusivityDays))
    worse.push('terms.exclusivityDays');
  if (a.postsPerCreator > b.postsPerCreator) worse.push('terms.postsPerCreator');
  if (b.platforms.some((p) => !a.platforms.includes(p))) worse.push('terms.platforms');
  if (a.revisionLimit > b.revisionLimit) worse.push('terms.revisionLimit');
  if (a.disclosureRequired && !b.disclosureRequired) worse.push('terms.disclosureRequired');
  // Choosing none again (any type) widens it whatever was chosen before.
  const narrowed =
    after.contentTypes.length > 0 &&
    (before.contentTypes.length === 0 || before.contentTypes.some((t) => !after.contentTypes.includes(t)));
  if (narrowed) worse.push('contentTypes');
  return worse;
}

/**
 * The terms of a participation from before agreements were recorded (issue 29): the creator agreed to none, so none
 * of the new duties binds them. They keep the three content slots and both platforms, no disclosure is required of
 * them and their posts get the most fix requests a campaign may ask for; they take on the campaign's terms by agreeing
 * to its current version (the dashboard's "Review new terms").
 */
export function preAgreementTerms(current: CampaignTerms): CampaignTerms {
  return {
    ...current,
    postsPerCreator: CONTENT_SLOTS_PER_CAMPAIGN,
    platforms: [...PLATFORMS],
    revisionLimit: MAX_REVISION_LIMIT,
    disclosureRequired: false,
  };
}

/** Each term in plain words, as browse cards' details, the join dialog and the agreement page show them. */
export function describeTerms(
  terms: CampaignTerms,
  deal: { contentTypes: readonly string[]; campaignNiche: string | null },
): TermsLine[] {
  const usage: Record<UsageRights, string> = {
    organic: 'Organic posting only: the brand may not reuse your content.',
    brand_repost: 'The brand may repost your content on its own accounts, crediting you. No paid ads.',
    paid_ads: `The brand may repost your content and run it as paid ads (whitelisting) for ${plural(terms.paidAdsDays ?? 0, 'day')} after you post it.`,
    perpetual: 'Perpetual licence: the brand may use your content anywhere, paid ads included, with no end date.',
  };
  const niche = deal.campaignNiche ? `the ${deal.campaignNiche} niche` : 'the campaign’s niche';
  const platforms = listWords(terms.platforms.map((p: Platform) => PLATFORM_LABELS[p]));
  const types = deal.contentTypes.length > 0 ? `, as ${listWords([...deal.contentTypes])}` : '';
  return [
    {
      key: 'usageRights',
      label: 'Usage rights',
      text: usage[terms.usageRights],
      warning: terms.usageRights === 'perpetual' ? termsMessages.perpetualWarning : null,
    },
    {
      key: 'exclusivity',
      label: 'Exclusivity',
      text:
        terms.exclusivityDays === null
          ? 'None: you may work with any brand.'
          : `No work for a competing brand in ${niche} for ${plural(terms.exclusivityDays, 'day')} after you post.`,
      warning: null,
    },
    {
      key: 'deliverables',
      label: 'Deliverables',
      text: `${plural(terms.postsPerCreator, 'post')} per creator on ${platforms}${types}.`,
      warning: null,
    },
    {
      key: 'revisions',
      label: 'Revisions',
      text:
        terms.revisionLimit === 0
          ? 'No fix requests: the brand approves each post or opens a dispute.'
          : `Up to ${plural(terms.revisionLimit, 'fix request')} per post; after that the brand approves the post or opens a dispute.`,
      warning: null,
    },
    {
      key: 'disclosure',
      label: 'Disclosure',
      text: terms.disclosureRequired
        ? 'Required: each post must say it is sponsored (#ad, #sponsored, #paidpartnership or the platform’s paid-partnership label) in its caption.'
        : 'Not required by the brand (the law where you post may still require it).',
      warning: null,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// One version of a campaign's terms, and its exact text.

/** What a version of the terms records: the terms, the pay and the brief the creator reads before agreeing. */
export const TermsSnapshotSchema = z.object({
  campaignName: z.string(),
  brandName: z.string(),
  campaignNiche: z.string().nullable(),
  contentTypes: z.array(z.string()),
  contentGuidelines: z.string(),
  payTerms: z.object({
    ratePer1kViewsCents: z.number(),
    ratePerEngagementCents: z.number(),
    fixedPerPostCents: z.number(),
  }),
  influencerBudgetCents: z.number().nullable(),
  terms: CampaignTermsSchema,
});
export type TermsSnapshot = z.infer<typeof TermsSnapshotSchema>;

function payWords(pay: PayTerms, influencerBudgetCents: number | null): string {
  const parts = [
    pay.ratePer1kViewsCents > 0 ? `${formatRate(pay.ratePer1kViewsCents)} per 1,000 views` : null,
    pay.ratePerEngagementCents > 0 ? `${formatRate(pay.ratePerEngagementCents)} per like, comment or share` : null,
    pay.fixedPerPostCents > 0 ? `${formatRate(pay.fixedPerPostCents)} per approved post` : null,
  ].filter((p): p is string => p !== null);
  const cap = influencerBudgetCents !== null ? `, up to ${formatRate(influencerBudgetCents)} per creator` : '';
  return `${parts.length > 0 ? listWords(parts, 'and') : 'Nothing set'}${cap}. Pay can only go up while you take part.`;
}

/**
 * The exact text of one version of a campaign's terms: what the creator reads and agrees to, what is hashed
 * (SHA-256 of this string, UTF-8) and what the agreement page prints. Any change to it is a new version.
 */
export function agreementText(snapshot: TermsSnapshot, version: number): string {
  const lines = describeTerms(snapshot.terms, snapshot);
  const body = lines.flatMap((line) => [
    `${line.label}: ${line.text}`,
    ...(line.warning ? [`Warning: ${line.warning}`] : []),
  ]);
  return [
    `MicroReach campaign terms, version ${version}`,
    `Campaign: ${snapshot.campaignName}`,
    `Brand: ${snapshot.brandName}`,
    `Pay: ${payWords(snapshot.payTerms, snapshot.influencerBudgetCents)}`,
    ...body,
    `Content guidelines: ${snapshot.contentGuidelines.trim() || 'None given.'}`,
    'The brand reviews each post within 72 hours; a fix is due within 48 hours of a request. MicroReach pays only for engagement it verified, and may hold earnings it finds suspect until a person decides.',
  ].join('\n');
}

/** Whether two snapshots differ in anything a creator agrees to (the brand's display name is not part of it). */
export function sameDeal(a: TermsSnapshot, b: TermsSnapshot): boolean {
  const { brandName: _a, ...restA } = a;
  const { brandName: _b, ...restB } = b;
  return canonicalJson(restA) === canonicalJson(restB);
}

// ---------------------------------------------------------------------------------------------------------------
// What crosses the API.

/** The current version of a campaign's terms, as the join, apply and accept dialogs show them. */
export const CampaignTermsViewSchema = z.object({
  campaignId: z.string(),
  version: z.number(),
  /** SHA-256 (hex) of `text`: the agreement sends it back, so the server knows which text was read. */
  hash: z.string(),
  text: z.string(),
  terms: CampaignTermsSchema,
  lines: z.array(
    z.object({
      key: z.enum(TERMS_LINE_KEYS),
      label: z.string(),
      text: z.string(),
      warning: z.string().nullable(),
    }),
  ),
  /** What the dialog must show before "I agree" counts (a perpetual licence's warning). */
  warnings: z.array(z.enum(TERMS_WARNINGS)),
});
export type CampaignTermsView = z.infer<typeof CampaignTermsViewSchema>;

/** The creator's "I agree", sent with a join, an application, an invitation's accept or a new version. */
export const AgreementInputSchema = z
  .object({
    agreed: z.literal(true, { error: termsMessages.agreementRequired }),
    termsVersion: z.number().int().min(1).max(1_000_000),
    termsHash: z
      .string()
      .length(64, 'The terms hash is not valid.')
      .regex(/^[0-9a-f]{64}$/, 'The terms hash is not valid.'),
    /** The warnings the dialog showed (it must show every warning the version has). */
    warningsShown: z.array(z.enum(TERMS_WARNINGS)).max(TERMS_WARNINGS.length).default([]),
  })
  .strict();
export type AgreementInput = z.input<typeof AgreementInputSchema>;

/** Where a participation's agreement stands: the version agreed to and whether a newer one waits for the creator. */
export const AgreementRefSchema = z.object({
  id: z.string(),
  termsVersion: z.number(),
  agreedAt: z.string(),
  /** True when the campaign's terms are at a later version the creator has not agreed to. */
  newerVersion: z.boolean(),
  /** The posts the agreed terms ask for: the creator's content slots on this campaign (on the creator's dashboard). */
  postsPerCreator: z.number().int().min(1).max(CONTENT_SLOTS_PER_CAMPAIGN).optional(),
});
export type AgreementRef = z.infer<typeof AgreementRefSchema>;

/** One recorded agreement, as its stable page shows it to the creator and to the campaign's business. */
export const AgreementSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  creator: z.object({ id: z.string(), name: z.string() }),
  brand: z.object({ id: z.string(), name: z.string() }),
  termsVersion: z.number(),
  termsHash: z.string(),
  /** The exact text agreed to. */
  text: z.string(),
  agreedAt: z.string(),
  /** Shown to the creator who agreed (and operators); null for the business. */
  ip: z.string().nullable(),
  /** The campaign's current version, when it is later than this one. */
  currentVersion: z.number(),
});
export type Agreement = z.infer<typeof AgreementSchema>;
