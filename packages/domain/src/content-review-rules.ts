// The zod-free part of content-review.ts: its limits, texts, formatters and policies, for a page that validates nothing
// (it downloads no zod with them). content-review.ts re-exports all of it; its schemas stay there.
import { DAY_MS, HOUR_MS } from './calendar.ts';

/**
 * Submitted: the link is in and we are checking that the post is the creator's.
 * Under Review: the business has 72 hours to approve it or ask for a fix; then it is approved automatically.
 * Tracking: approved; its metrics are tracked for the tracking window and its earnings are pending.
 * Approved: the window has ended; its earnings are final (unless held).
 * Needs Fix: the business asked for a change; the creator has 48 hours to replace the link.
 */
export const CONTENT_STAGES = ['submitted', 'under_review', 'tracking', 'approved', 'needs_fix'] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];

/** Stages in which a post can earn: from review on (Submitted is still being checked; Needs Fix waits for a link). */
export const EARNING_STAGES = ['under_review', 'tracking', 'approved'] as const satisfies readonly ContentStage[];
export function isEarningStage(stage: ContentStage): boolean {
  return (EARNING_STAGES as readonly ContentStage[]).includes(stage);
}

/** Stages of a post the business approved (or that was approved automatically): the minimum payout applies. */
export const APPROVED_STAGES = ['tracking', 'approved'] as const satisfies readonly ContentStage[];
export function isApprovedStage(stage: ContentStage): boolean {
  return (APPROVED_STAGES as readonly ContentStage[]).includes(stage);
}

export const CONTENT_STAGE_LABELS: Record<ContentStage, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  tracking: 'Tracking',
  approved: 'Approved',
  needs_fix: 'Needs Fix',
};

/** C9: brand review target. */
export const REVIEW_WINDOW_HOURS = 72;
/** C9: minor fixes. */
export const FIX_WINDOW_HOURS = 48;
/** How long an approved post's metrics are tracked before its earnings are final (C9: payouts within 7 days). */
export const TRACKING_WINDOW_DAYS = 7;
export const FIX_NOTE_MAX = 1000;

/** Whether the post's account is known to be the creator's. */
export const OWNERSHIP_STATES = ['unverified', 'verified', 'mismatch'] as const;
export type OwnershipState = (typeof OWNERSHIP_STATES)[number];

export const CONTENT_ACTIONS = [
  'submit',
  'verify',
  'start_review',
  'approve',
  'auto_approve',
  'request_fix',
  'replace_link',
  'end_tracking',
  'record_metrics',
  'fetch_metrics',
  'hold',
  'release_hold',
  'void_hold',
  // Issue 28: a business's void waits 72 hours for the creator's appeal; an operator decides an appealed hold.
  'request_void_hold',
  'appeal_hold',
] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** Stage transitions: which stages each action starts from, and where it leads. */
export const CONTENT_TRANSITIONS = {
  start_review: { from: ['submitted'], to: 'under_review' },
  approve: { from: ['under_review'], to: 'tracking' },
  auto_approve: { from: ['under_review'], to: 'tracking' },
  request_fix: { from: ['under_review'], to: 'needs_fix' },
  replace_link: { from: ['needs_fix'], to: 'submitted' },
  end_tracking: { from: ['tracking'], to: 'approved' },
} as const satisfies Record<string, { from: readonly ContentStage[]; to: ContentStage }>;
export type ContentTransition = keyof typeof CONTENT_TRANSITIONS;

export function canMoveContent(stage: ContentStage, transition: ContentTransition): boolean {
  return (CONTENT_TRANSITIONS[transition].from as readonly string[]).includes(stage);
}

export const reviewDueAt = (from: Date) => new Date(from.getTime() + REVIEW_WINDOW_HOURS * HOUR_MS);
export const fixDueAt = (from: Date) => new Date(from.getTime() + FIX_WINDOW_HOURS * HOUR_MS);
export const trackingEndsAt = (from: Date) => new Date(from.getTime() + TRACKING_WINDOW_DAYS * DAY_MS);

/** A post needing a fix whose 48 hours have passed cannot be replaced and cannot earn. */
export function isFixWindowOpen(post: { stage: ContentStage; fixDueAt: string | null }, now = new Date()): boolean {
  return post.stage === 'needs_fix' && post.fixDueAt !== null && new Date(post.fixDueAt).getTime() > now.getTime();
}

export const contentReviewMessages = {
  approved: { title: 'Post approved', message: 'The post is approved and its metrics are now tracked.' },
  fixRequested: { title: 'Fix requested', message: 'The creator has 48 hours to replace the link.' },
  linkReplaced: { title: 'Link replaced', message: 'Your new link was submitted for review.' },
  metricsRecorded: { title: 'Metrics recorded', message: 'The figures are saved and marked as unverified.' },
  refreshQueued: { title: 'Refresh queued', message: 'The post’s metrics will be fetched in a moment.' },
  holdReleased: { title: 'Hold released', message: 'The post earns again.' },
  holdVoided: { title: 'Earnings voided', message: 'The post will not earn.' },
  paymentReleased: {
    title: 'Payment released',
    message: 'The post’s earnings are final and paid from the campaign’s funds.',
  },
  notTracking: (stage: ContentStage) =>
    `Only a post being tracked can be paid before its tracking window ends; this one is ${CONTENT_STAGE_LABELS[stage]}.`,
  payNowNote: 'Paid before the tracking window ended: the business accepted the figures so far as final.',
  /** Issue 30: Pay now asks first, saying what happens (amount, to whom) and that it cannot be undone. */
  payNowConfirm: (p: { creator: string; amount: string; trackingEnds: string | null; isHeld: boolean }) =>
    `${p.creator} is paid ${p.amount} from this campaign's funds now, at the figures so far: tracking stops${
      p.trackingEnds ? ` (it would run until ${p.trackingEnds})` : ''
    } and the amount becomes final.${
      p.isHeld ? ' An open hold keeps the money held until you release it.' : ''
    } This cannot be undone.`,
  alreadyApproved: 'This post is already approved.',
  notUnderReview: (stage: ContentStage) =>
    `Only a post under review can be approved or sent back for a fix; this one is ${CONTENT_STAGE_LABELS[stage]}.`,
  fixNoteRequired: 'Say what needs fixing.',
  fixWindowClosed: 'The 48 hours to fix this post have passed, so its link can no longer be replaced.',
  notNeedingFix: 'Only a post that needs a fix can have its link replaced.',
  platformChanged: 'The replacement must be on the same platform as the original post.',
  manualBelowVerified: (metric: string, verified: number) =>
    `Manual figures cannot be lower than the verified ones (${metric}: ${verified.toLocaleString('en-US')}).`,
  manualNotTracked: 'Figures can be recorded once the post is under review.',
  earningsFinal: 'This post’s earnings are final and paid: its figures can no longer be changed.',
  noConnectedAccount: 'The creator has not connected this platform, so its metrics cannot be fetched.',
  holdNotOpen: 'This hold has already been resolved.',
  postNotFound: 'Post not found.',
  autoApproveNote: `Posts not reviewed within ${REVIEW_WINDOW_HOURS} hours are approved automatically.`,
  fixWindowNote: `After a fix is requested the creator has ${FIX_WINDOW_HOURS} hours to replace the link.`,
} as const;

export const HOLD_STATUSES = ['open', 'released', 'voided'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export const METRICS_SOURCES = ['none', 'instagram', 'tiktok', 'manual'] as const;
export type MetricsSource = (typeof METRICS_SOURCES)[number];

/** Who did something to a post, as its audit trail says (operators decide appealed holds and disputes: issue 28). */
export const CONTENT_EVENT_ACTORS = ['business', 'creator', 'system', 'operator'] as const;
export type ContentEventActor = (typeof CONTENT_EVENT_ACTORS)[number];
