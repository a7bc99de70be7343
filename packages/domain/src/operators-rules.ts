// The zod-free part of operators.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). operators.ts re-exports all of it; its schemas stay there.
import type { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_KINDS } from './ledger-rules.ts';

/** An operator's session ends after this long without a request. */
export const OPERATOR_IDLE_MINUTES = 30;
/** A business's void of a hold becomes final when the creator has not appealed within this many hours. */
export const HOLD_APPEAL_WINDOW_HOURS = 72;

export const OPERATOR_REASON_MAX = 1000;
export const APPEAL_NOTE_MAX = 1000;
export const REPORT_NOTE_MAX = 1000;
export const DISPUTE_MESSAGE_MAX = 2000;
/** Reports one account may file in an hour (a flood is refused with 429). */
export const REPORT_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const;

/** Every action an operator can take; each is one line of the operators' audit. */
export const OPERATOR_ACTIONS = [
  'hold_paid',
  'hold_voided',
  'dispute_paid_full',
  'dispute_paid_part',
  'dispute_returned',
  'dispute_message',
  'payout_marked_paid',
  'payout_failed_back',
  'reconciliation_acknowledged',
  'user_suspended',
  'user_reinstated',
  'report_dismissed',
  'report_actioned',
  // Issue 29: a year's payouts per creator, with their tax details, exported.
  'tax_payouts_exported',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const OPERATOR_ACTION_LABELS: Record<OperatorAction, string> = {
  hold_paid: 'Hold decided: pay',
  hold_voided: 'Hold decided: void',
  dispute_paid_full: 'Dispute decided: pay in full',
  dispute_paid_part: 'Dispute decided: pay part',
  dispute_returned: 'Dispute decided: return to escrow',
  dispute_message: 'Message in a dispute',
  payout_marked_paid: 'Payout marked paid',
  payout_failed_back: 'Payout failed back to the wallet',
  reconciliation_acknowledged: 'Reconciliation difference acknowledged',
  user_suspended: 'Account suspended',
  user_reinstated: 'Account reinstated',
  report_dismissed: 'Report dismissed',
  report_actioned: 'Report acted on',
  tax_payouts_exported: 'Year’s payouts exported for tax',
};

/** What a person can report, from where they see it. */
export const REPORT_SUBJECTS = ['message', 'profile', 'campaign'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'scam', 'inappropriate', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or abuse',
  scam: 'Scam or fraud',
  inappropriate: 'Inappropriate content',
  impersonation: 'Impersonation',
  other: 'Something else',
};
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Why a creator or a business disputes a post (issue 28 item 4): each side has its own short list. */
export const CREATOR_DISPUTE_REASONS = ['approved_not_paid', 'unfair_fix_request', 'campaign_ended_unfairly'] as const;
export const BUSINESS_DISPUTE_REASONS = ['post_removed_or_edited', 'not_as_briefed'] as const;
export const DISPUTE_REASONS = [...CREATOR_DISPUTE_REASONS, ...BUSINESS_DISPUTE_REASONS] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  approved_not_paid: 'Approved work not paid',
  unfair_fix_request: 'Unfair fix request',
  campaign_ended_unfairly: 'Campaign ended unfairly',
  post_removed_or_edited: 'Post removed or edited after approval',
  not_as_briefed: 'Not as briefed',
};
export const DISPUTE_STATUSES = ['open', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_OUTCOMES = ['pay_full', 'pay_part', 'return_to_escrow'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  pay_full: 'Pay in full',
  pay_part: 'Pay part',
  return_to_escrow: 'Return to escrow',
};

/** What the console and the routes say. */
export const operatorMessages = {
  signInFailed: 'Invalid email or password.',
  secondFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  secondFactorWrong: 'That code is not correct. Codes change every 30 seconds.',
  sessionIdle: `Your session ended after ${OPERATOR_IDLE_MINUTES} minutes without activity. Sign in again.`,
  alreadyDecided: 'Another operator already decided this. The queue shows what they did.',
  reasonRequired: 'Give a reason: both sides and the audit see it.',
  suspended: (reason: string) => `Your account is suspended: ${reason}`,
  suspendedAction:
    'Your account is suspended, so you cannot do this. You can still read your data and withdraw available money.',
  reportSent: 'Thanks. An operator will look at your report.',
  reportTooMany: 'You have sent many reports in the last hour. Try again later.',
  appealSent: 'Appeal sent. An operator will decide whether the post is paid.',
  appealClosed: 'This hold can no longer be appealed.',
  partAboveEarned: (max: string) => `A part payment can be at most what the post earned (${max}).`,
} as const;

/** The kinds of item in the operators' queue, oldest first. */
export const QUEUE_ITEM_KINDS = ['hold_appeal', 'dispute', 'payout', 'reconciliation', 'report'] as const;
export type QueueItemKind = (typeof QUEUE_ITEM_KINDS)[number];

/** The queue holds at most this many items of each kind, the oldest; the rest come up as those are decided. */
export const QUEUE_PER_KIND = 200;

const QUEUE_KIND_PLURALS: Record<QueueItemKind, string> = {
  hold_appeal: 'appealed holds',
  dispute: 'open disputes',
  payout: 'Delayed payouts',
  reconciliation: 'reconciliation differences',
  report: 'open reports',
};

/** What the queue says when a kind has more waiting than it shows. */
export function queueMoreText(kind: QueueItemKind, shown: number, total: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return `Showing the oldest ${count(shown)} of ${count(total)} ${QUEUE_KIND_PLURALS[kind]}: the rest come up as these are decided.`;
}

/** A page of the operators' audit, newest first. */
export const OPERATOR_AUDIT_PAGE_SIZE = 50;

export const OPS_USER_SEARCH_LIMIT = 20;

/** What the business and the creator read about a hold whose void waits out the appeal window (issue 28). */
export const holdAppealMessages = {
  voidConfirm: `The creator can appeal within ${HOLD_APPEAL_WINDOW_HOURS} hours; an operator then decides.`,
  voidRequested: {
    title: 'Void requested',
    message: `The creator can appeal within ${HOLD_APPEAL_WINDOW_HOURS} hours; an operator then decides.`,
  },
  /** The business's view of a void it requested; `date` is the deadline as the page formats it. */
  voidPending: (date: string) => `Void requested: final on ${date} unless the creator appeals`,
  appealed: 'Appealed: an operator will decide',
  /** The creator's view of a void they may still appeal. */
  appealOpen: (date: string) =>
    `The brand voided these earnings. You can appeal until ${date}; after that the void is final.`,
  appealWindowPassed: `Voided: the ${HOLD_APPEAL_WINDOW_HOURS} hours to appeal have passed.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The money overview (issue 28 item 6): every figure read from the ledger (or the rows ledger:check agrees with it),
// in integer cents.

/** How many months of platform fee revenue the overview shows, this month included. */
export const OPS_FEE_MONTHS = 12;
/** Results of each kind a money search gives at most. */
export const OPS_MONEY_SEARCH_LIMIT = 10;
/** Ledger transactions on one page of a person's money history. */
export const OPS_MONEY_HISTORY_PAGE_SIZE = 100;
export const OPS_MONEY_SEARCH_MAX = 200;

/** What each ledger account kind is called in the console. */
export const LEDGER_ACCOUNT_KIND_LABELS: Record<(typeof LEDGER_ACCOUNT_KINDS)[number], string> = {
  business_wallet: 'Wallet',
  campaign_escrow: 'Campaign escrow',
  creator_pending: 'Pending earnings',
  creator_available: 'Available',
  creator_payouts: 'Payouts in flight',
  platform_fees: 'Platform fees',
  provider: 'Provider',
};

/** What each ledger movement is called in the console. */
export const LEDGER_TRANSACTION_KIND_LABELS: Record<(typeof LEDGER_TRANSACTION_KINDS)[number], string> = {
  deposit: 'Add Funds',
  campaign_funding: 'Campaign funded',
  earnings_reserve: 'Earnings set aside',
  earnings_release: 'Earnings returned',
  earnings_settlement: 'Earnings settled',
  escrow_return: 'Unspent escrow returned',
  payout_request: 'Withdrawal',
  payout_paid: 'Payout paid',
  payout_failed: 'Payout failed',
  dispute_debit: 'Dispute opened',
  dispute_reinstatement: 'Dispute won',
  deposit_refund: 'Refund',
  deposit_refund_failed: 'Refund failed',
};

/** A `YYYY-MM` month as the console shows it: 'Nov 2026'. */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Disputes on posts (issue 28 item 4, decision 028 "Disputes").

/** The side of a dispute a person is on, or the operators'. */
export const DISPUTE_SIDES = ['creator', 'business', 'operator'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

/** The reasons each side may give (a creator cannot say "not as briefed"). */
export function disputeReasonsFor(side: 'creator' | 'business'): readonly DisputeReason[] {
  return side === 'creator' ? CREATOR_DISPUTE_REASONS : BUSINESS_DISPUTE_REASONS;
}

export const disputeMessages = {
  notFound: 'Dispute not found.',
  opened: 'Dispute opened. The post’s earnings are held until an operator decides.',
  alreadyOpen: 'This post already has an open dispute. Add to its thread instead.',
  reasonNotYours: (side: 'creator' | 'business') =>
    `Choose one of the reasons a ${side} can give: ${disputeReasonsFor(side)
      .map((r) => DISPUTE_REASON_LABELS[r])
      .join(', ')}.`,
  closed: 'This dispute has been decided: its thread is closed.',
  settledCannotLower: (settled: string) =>
    `This post’s earnings are final and settled (${settled}): settled figures are frozen, and taking money back from a creator is not supported. Pay in full, or pay part of at least ${settled}.`,
} as const;
