// Content review (issue 12): the help page's stages of a submitted post, who may move it where, and the clocks (C9:
// brand review within 72 hours, minor fixes within 48 hours). The server performs every transition and audits it;
// the screens show the stage. See docs/decisions/017-performance-pay.md.
import { z } from 'zod';

import './validation-messages.ts';
import {
  CONTENT_ACTIONS,
  CONTENT_EVENT_ACTORS,
  CONTENT_STAGES,
  contentReviewMessages,
  FIX_NOTE_MAX,
  HOLD_STATUSES,
  METRICS_SOURCES,
  OWNERSHIP_STATES,
} from './content-review-rules.ts';
import { EARNINGS_STATUSES } from './performance-pay.ts';
import { PostPreviewSchema } from './post-preview.ts';
import { PLATFORMS } from './statuses.ts';
import { checkShownText } from './text.ts';

export {
  APPROVED_STAGES,
  CONTENT_ACTIONS,
  CONTENT_EVENT_ACTORS,
  CONTENT_STAGE_LABELS,
  CONTENT_STAGES,
  CONTENT_TRANSITIONS,
  type ContentAction,
  type ContentEventActor,
  type ContentStage,
  type ContentTransition,
  canMoveContent,
  contentReviewMessages,
  EARNING_STAGES,
  FIX_NOTE_MAX,
  FIX_WINDOW_HOURS,
  fixDueAt,
  HOLD_STATUSES,
  type HoldStatus,
  isApprovedStage,
  isEarningStage,
  isFixWindowOpen,
  METRICS_SOURCES,
  type MetricsSource,
  OWNERSHIP_STATES,
  type OwnershipState,
  REVIEW_WINDOW_HOURS,
  reviewDueAt,
  TRACKING_WINDOW_DAYS,
  trackingEndsAt,
} from './content-review-rules.ts';

/** Creator input: the new link of a post that needs a fix (checked against the post's platform by the C5 rules). */
export const ReplaceLinkInputSchema = z
  .object({ videoUrl: z.string().trim().min(1, 'URL is required').max(500).superRefine(checkShownText) })
  .strict();

/** Business input: ask for a fix. */
export const RequestFixInputSchema = z
  .object({
    note: z.string().trim().min(1, contentReviewMessages.fixNoteRequired).max(FIX_NOTE_MAX).superRefine(checkShownText),
  })
  .strict();

const count = (what: string) =>
  z
    .number({ error: `${what} must be a whole number.` })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(100_000_000_000, `${what} is too large.`);

/** Business input: figures for a post with no connected account (stored as unverified). */
export const ManualMetricsInputSchema = z
  .object({ views: count('Views'), likes: count('Likes'), comments: count('Comments'), shares: count('Shares') })
  .strict();
export type ManualMetricsInput = z.infer<typeof ManualMetricsInputSchema>;

export const ResolveHoldInputSchema = z
  .object({
    resolution: z.enum(['release', 'void']),
    note: z.string().trim().max(FIX_NOTE_MAX).superRefine(checkShownText).optional(),
  })
  .strict();

export const ContentHoldSchema = z.object({
  id: z.string(),
  rule: z.string(),
  reason: z.string(),
  status: z.enum(HOLD_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Issue 28: the business voided it; the void is final at `appealDeadline` unless the creator appeals. */
  voidRequestedAt: z.string().nullable(),
  appealDeadline: z.string().nullable(),
  /** The creator appealed: an operator decides pay or void. */
  appealedAt: z.string().nullable(),
  appealNote: z.string().nullable(),
});
export type ContentHold = z.infer<typeof ContentHoldSchema>;

/** One reading of a held post beside what its creator's other posts had at the same age (issue 26, item 6). */
export const HoldChartPointSchema = z.object({
  at: z.string(),
  views: z.number().nullable(),
  likes: z.number().nullable(),
  /** What the creator's other posts had at this age (median), or null without them. */
  expectedViews: z.number().nullable(),
  expectedLikes: z.number().nullable(),
});
export type HoldChartPoint = z.infer<typeof HoldChartPointSchema>;

/** The series of a held post and what its creator's history predicts, for the small chart beside a hold. */
export const HoldEvidenceSchema = z.object({
  points: z.array(HoldChartPointSchema),
  /** Where the prediction comes from ("the creator's 4 earlier MicroReach posts and 12 recent posts on the
   * account"), or null. */
  basis: z.string().nullable(),
});
export type HoldEvidence = z.infer<typeof HoldEvidenceSchema>;

/** One post as the business's review list and the creator's content slots show it. */
export const ReviewPostSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  creator: z.object({ id: z.string(), name: z.string(), profilePicture: z.string().nullable() }),
  platform: z.enum(PLATFORMS),
  videoUrl: z.string(),
  postedAt: z.string(),
  stage: z.enum(CONTENT_STAGES),
  stageLabel: z.string(),
  reviewDueAt: z.string().nullable(),
  fixDueAt: z.string().nullable(),
  fixNote: z.string().nullable(),
  trackingEndsAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  autoApproved: z.boolean(),
  ownership: z.enum(OWNERSHIP_STATES),
  /** Why the post cannot earn, when it cannot. */
  ineligibleReason: z.string().nullable(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  engagementRate: z.number(),
  metricsSource: z.enum(METRICS_SOURCES),
  /** False when the figures were typed in by the business, not read from the platform. */
  metricsVerified: z.boolean(),
  metricsUpdatedAt: z.string().nullable(),
  earningsCents: z.number(),
  uncappedEarningsCents: z.number(),
  earningsStatus: z.enum(EARNINGS_STATUSES),
  holds: z.array(ContentHoldSchema),
  /** The post's series against its creator's history, while a hold is open; null otherwise. */
  holdEvidence: HoldEvidenceSchema.nullable(),
  /** Issue 29: fix requests sent for this post, the limit the creator's agreed terms set, and the disclosure check. */
  fixRequestsUsed: z.number(),
  fixRequestLimit: z.number(),
  disclosureState: z.enum(['not_required', 'unchecked', 'found', 'missing', 'confirmed']),
  /** The disclosure hashtag found in the caption ('#ad'), when one was. */
  disclosureTag: z.string().nullable(),
  /** Issue 30: the caption and a thumbnail of the post, as the platform returned them. */
  preview: PostPreviewSchema,
});
export type ReviewPost = z.infer<typeof ReviewPostSchema>;

export const ContentEventSchema = z.object({
  id: z.string(),
  action: z.enum(CONTENT_ACTIONS),
  actor: z.enum(CONTENT_EVENT_ACTORS),
  actorName: z.string().nullable(),
  fromStage: z.enum(CONTENT_STAGES).nullable(),
  toStage: z.enum(CONTENT_STAGES).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ContentEvent = z.infer<typeof ContentEventSchema>;

/** A platform a creator can connect (issue 12): whether this server can, and the creator's account on it. */
export const ConnectionSchema = z.object({
  platform: z.enum(PLATFORMS),
  available: z.boolean(),
  account: z
    .object({
      username: z.string(),
      status: z.enum(['active', 'needs_reauth']),
      connectedAt: z.string(),
      /** The account's followers as last read from it, and when (issue 26); null before the first reading. */
      verifiedFollowers: z.int().nullable(),
      verifiedAt: z.string().nullable(),
    })
    .nullable(),
});
export type Connection = z.infer<typeof ConnectionSchema>;
