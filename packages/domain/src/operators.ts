// The operator console (issue 28, decision 028): the people who run MicroReach decide appealed holds, disputes on
// posts, payouts that need a person, reconciliation differences and reports, suspend accounts, and see the money.
// The console's forms and the /api/ops routes check the same schemas.
import { z } from 'zod';
import './validation-messages.ts';
import { EmailSchema } from './auth.ts';
import { CONTENT_STAGES, ContentEventSchema, ContentHoldSchema, HoldEvidenceSchema } from './content-review.ts';
import { PAYOUT_STATES } from './creator-earnings.ts';
import { CentsSchema, LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_KINDS, PAYMENT_PROVIDERS } from './ledger.ts';
import {
  APPEAL_NOTE_MAX,
  DISPUTE_MESSAGE_MAX,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_SIDES,
  DISPUTE_STATUSES,
  OPERATOR_ACTIONS,
  OPERATOR_REASON_MAX,
  OPS_MONEY_SEARCH_MAX,
  operatorMessages,
  type QueueItemKind,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_SUBJECTS,
} from './operators-rules.ts';
import { CAMPAIGN_STATUSES, PLATFORMS, ROLES } from './statuses.ts';
import { checkShownText } from './text.ts';

export {
  APPEAL_NOTE_MAX,
  BUSINESS_DISPUTE_REASONS,
  CREATOR_DISPUTE_REASONS,
  DISPUTE_MESSAGE_MAX,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_SIDES,
  DISPUTE_STATUSES,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeSide,
  type DisputeStatus,
  disputeMessages,
  disputeReasonsFor,
  formatMonth,
  HOLD_APPEAL_WINDOW_HOURS,
  holdAppealMessages,
  LEDGER_ACCOUNT_KIND_LABELS,
  LEDGER_TRANSACTION_KIND_LABELS,
  OPERATOR_ACTION_LABELS,
  OPERATOR_ACTIONS,
  OPERATOR_AUDIT_PAGE_SIZE,
  OPERATOR_IDLE_MINUTES,
  OPERATOR_REASON_MAX,
  OPS_FEE_MONTHS,
  OPS_MONEY_HISTORY_PAGE_SIZE,
  OPS_MONEY_SEARCH_LIMIT,
  OPS_MONEY_SEARCH_MAX,
  OPS_USER_SEARCH_LIMIT,
  type OperatorAction,
  operatorMessages,
  QUEUE_ITEM_KINDS,
  QUEUE_PER_KIND,
  type QueueItemKind,
  queueMoreText,
  REPORT_LIMIT,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECTS,
  type ReportReason,
  type ReportStatus,
  type ReportSubject,
} from './operators-rules.ts';

export const OperatorReasonSchema = z
  .string(operatorMessages.reasonRequired)
  .trim()
  .min(1, operatorMessages.reasonRequired)
  .max(OPERATOR_REASON_MAX, `A reason must be at most ${OPERATOR_REASON_MAX} characters.`)
  .superRefine(checkShownText);

export const OpsSignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string('Enter your password.').min(1, 'Enter your password.').max(1024),
});
export type OpsSignInInput = z.infer<typeof OpsSignInInputSchema>;

export const SecondFactorCodeSchema = z.object({
  code: z
    .string(operatorMessages.secondFactorRequired)
    .max(64, operatorMessages.secondFactorRequired)
    .trim()
    .regex(/^\d{6}$/, operatorMessages.secondFactorRequired),
});

/** What signing in at /ops still needs: nothing, a code, or setting up the authenticator first (production). */
export const OpsSessionSchema = z.object({
  operator: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  secondFactor: z.enum(['passed', 'not_required', 'verify', 'setup']).nullable(),
});
export type OpsSession = z.infer<typeof OpsSessionSchema>;

export const OperatorDecisionSchema = z.object({ reason: OperatorReasonSchema });
export const HoldDecisionSchema = z.object({ decision: z.enum(['pay', 'void']), reason: OperatorReasonSchema });
/** A Delayed payout settled by a person: paid (confirmed at the provider) or failed (it never left; money back). */
export const PayoutDecisionSchema = z.object({ decision: z.enum(['paid', 'failed']), reason: OperatorReasonSchema });
export type PayoutDecision = z.infer<typeof PayoutDecisionSchema>;
export const DisputeDecisionSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    /** Only for pay_part: what the creator is paid, in cents, at most what the post earned. */
    amountCents: z.number().int().min(0).max(100_000_000_00).optional(),
    reason: OperatorReasonSchema,
  })
  .refine((d) => d.outcome !== 'pay_part' || d.amountCents !== undefined, {
    message: 'Enter the amount to pay.',
    path: ['amountCents'],
  });
export const SuspendInputSchema = z.object({ reason: OperatorReasonSchema });

export const ReportInputSchema = z.object({
  subjectKind: z.enum(REPORT_SUBJECTS),
  subjectId: z.uuid(),
  reason: z.enum(REPORT_REASONS, 'Choose a reason for the report.'),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `A note must be at most ${REPORT_NOTE_MAX} characters.`)
    .superRefine(checkShownText)
    .optional(),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

export const AppealInputSchema = z.object({
  note: z
    .string('Say why the post should be paid.')
    .trim()
    .min(1, 'Say why the post should be paid.')
    .max(APPEAL_NOTE_MAX, `An appeal must be at most ${APPEAL_NOTE_MAX} characters.`)
    .superRefine(checkShownText),
});

export const DisputeMessageSchema = z
  .string('Write a message.')
  .trim()
  .min(1, 'Write a message.')
  .max(DISPUTE_MESSAGE_MAX, `A message must be at most ${DISPUTE_MESSAGE_MAX} characters.`)
  .superRefine(checkShownText);
export const OpenDisputeInputSchema = z.object({ reason: z.enum(DISPUTE_REASONS), message: DisputeMessageSchema });

/** One line of the operators' audit as the console and the CSV show it. */
export const OperatorAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorEmail: z.string(),
  action: z.enum(OPERATOR_ACTIONS),
  subjectKind: z.string(),
  subjectId: z.string(),
  subjectUserId: z.string().nullable(),
  reason: z.string(),
});
export type OperatorAuditEntry = z.infer<typeof OperatorAuditEntrySchema>;

export const OperatorAuditQuerySchema = z.object({
  operator: z.string().trim().max(320).optional(),
  action: z.enum(OPERATOR_ACTIONS).optional(),
  subjectUserId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A suspension as the suspended person and the console see it (issue 28 item 5). */
export const SuspensionSchema = z.object({ reason: z.string(), at: z.string() });
export type Suspension = z.infer<typeof SuspensionSchema>;
export const OperatorAuditPageSchema = z.object({
  entries: z.array(OperatorAuditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OperatorAuditPage = z.infer<typeof OperatorAuditPageSchema>;

/** A marketplace account as the console shows it (operators are never listed). */
export const OpsUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The business's company name, when it has one. */
  companyName: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  suspension: SuspensionSchema.nullable(),
  /** Open reports about this person. */
  openReports: z.number(),
});
export type OpsUser = z.infer<typeof OpsUserSchema>;
export const OpsUserSearchQuerySchema = z.object({ q: z.string().trim().max(320).default('') });
export const OpsUserSearchResponseSchema = z.object({ users: z.array(OpsUserSchema) });
export type OpsUserSearchResponse = z.infer<typeof OpsUserSearchResponseSchema>;

/** Someone in a queue item: id null when the account was deleted. */
const QueuePartySchema = z.object({ id: z.string().nullable(), name: z.string() });

/** An appealed hold: the business voided it, the creator appealed, an operator decides pay or void. */
export const HoldAppealQueueItemSchema = z.object({
  kind: z.literal('hold_appeal'),
  /** The hold's id (the decision route's :id). */
  id: z.string(),
  /** When it entered the queue (the appeal). */
  since: z.string(),
  hold: z.object({
    rule: z.string(),
    reason: z.string(),
    createdAt: z.string(),
    voidRequestedAt: z.string(),
    voidNote: z.string().nullable(),
    appealDeadline: z.string(),
    appealedAt: z.string(),
    appealNote: z.string(),
  }),
  post: z.object({
    id: z.string(),
    platform: z.enum(PLATFORMS),
    videoUrl: z.string(),
    stage: z.enum(CONTENT_STAGES),
    views: z.number(),
    likes: z.number(),
    comments: z.number(),
    shares: z.number(),
    /** What the post earned (paid if the operator decides pay), in cents. */
    earningsCents: z.number(),
  }),
  campaign: z.object({ id: z.string(), name: z.string() }),
  creator: QueuePartySchema,
  business: QueuePartySchema,
  /** The post's series against its creator's expected curve. */
  evidence: HoldEvidenceSchema.nullable(),
  /** The post's audit trail, oldest first. */
  events: z.array(ContentEventSchema),
});

/** What a report is about, as the operator reads it. */
export const ReportedSubjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    id: z.string(),
    text: z.string(),
    sentAt: z.string(),
    sender: QueuePartySchema,
    /** The conversation's two people. */
    conversation: z.object({ id: z.string(), names: z.array(z.string()) }),
  }),
  z.object({ kind: z.literal('profile'), id: z.string(), name: z.string(), role: z.enum(ROLES) }),
  z.object({ kind: z.literal('campaign'), id: z.string(), name: z.string(), businessName: z.string() }),
]);
export type ReportedSubject = z.infer<typeof ReportedSubjectSchema>;

export const ReportQueueItemSchema = z.object({
  kind: z.literal('report'),
  /** The report's id (the decision route's :id). */
  id: z.string(),
  since: z.string(),
  reason: z.enum(REPORT_REASONS),
  reasonLabel: z.string(),
  note: z.string().nullable(),
  reporter: QueuePartySchema,
  /** Null when the thing reported is gone (a deleted account's message). */
  subject: ReportedSubjectSchema.nullable(),
  /** The person reported: the console offers to suspend them. */
  subjectUser: z.object({ id: z.string(), name: z.string(), isSuspended: z.boolean() }).nullable(),
});

/** A payout that needs a person (Delayed): an operator marks it paid or fails it back to the wallet. */
export const PayoutQueueItemSchema = z.object({
  kind: z.literal('payout'),
  id: z.string(),
  since: z.string(),
  amountCents: z.number(),
  creator: QueuePartySchema,
  provider: z.string().nullable(),
  reason: z.string(),
  attempts: z.number(),
});

/** A difference the last reconciliation of a provider found, until an operator acknowledges it. */
export const ReconciliationQueueItemSchema = z.object({
  kind: z.literal('reconciliation'),
  id: z.string(),
  since: z.string(),
  provider: z.string(),
  subject: z.string(),
  differenceKind: z.string(),
  reference: z.string(),
  ledgerCents: z.number().nullable(),
  providerCents: z.number().nullable(),
  detail: z.string(),
});

/** One item of the operators' queue (disputes join in a later session). */

/** What a decision answers: the item's new status. */
export const OpsDecisionResponseSchema = z.object({ id: z.string(), status: z.string() });
export type OpsDecisionResponse = z.infer<typeof OpsDecisionResponseSchema>;

/** What filing a report answers (a repeat of an open report answers the same id). */
export const ReportCreatedSchema = z.object({ id: z.string(), message: z.string() });

/** What an appeal answers: the hold as it now stands. */
export const HoldAppealResponseSchema = z.object({ message: z.string(), hold: ContentHoldSchema });

/** The platform's fee revenue of one month (UTC), `YYYY-MM`. */
export const OpsFeeMonthSchema = z.object({ month: z.string(), cents: CentsSchema });

/** A recorded run of ledger:check: the invariants it found violated (none when ok). */
export const OpsLedgerCheckRunSchema = z.object({
  at: z.string(),
  source: z.enum(['job', 'cli']),
  ok: z.boolean(),
  violations: z.array(z.object({ name: z.string(), violations: z.array(z.string()) })),
});

/** The latest reconciliation of one provider. */
export const OpsReconciliationRunSchema = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  at: z.string(),
  status: z.enum(['ok', 'differences', 'failed']),
  differenceCount: z.number().int(),
  error: z.string().nullable(),
});

export const OpsMoneyOverviewSchema = z.object({
  /** The last OPS_FEE_MONTHS months, oldest first, months without fees included as 0. */
  feeRevenueByMonth: z.array(OpsFeeMonthSchema),
  /** The platform_fees account's balance: every fee ever taken. */
  feesTotalCents: CentsSchema,
  escrow: z.object({ heldCents: CentsSchema, campaigns: z.number().int() }),
  wallets: z.object({
    totalCents: CentsSchema,
    count: z.number().int(),
    belowZeroCount: z.number().int(),
    belowZeroCents: CentsSchema,
  }),
  creatorBalances: z.object({
    pendingCents: CentsSchema,
    availableCents: CentsSchema,
    /** Withdrawals on their way (creator_payouts accounts). */
    inFlightCents: CentsSchema,
  }),
  /** Each provider account's balance (the outside world: money that came in shows below zero). */
  providers: z.array(z.object({ provider: z.enum(PAYMENT_PROVIDERS), balanceCents: CentsSchema })),
  /** Every payout state, with how many payouts are in it and their amount. */
  payoutsByState: z.array(z.object({ state: z.enum(PAYOUT_STATES), count: z.number().int(), cents: CentsSchema })),
  ledgerCheck: OpsLedgerCheckRunSchema.nullable(),
  reconciliations: z.array(OpsReconciliationRunSchema),
});
export type OpsMoneyOverview = z.infer<typeof OpsMoneyOverviewSchema>;

export const OpsMoneySearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(OPS_MONEY_SEARCH_MAX, `A search must be at most ${OPS_MONEY_SEARCH_MAX} characters.`)
    .default(''),
});

export const OpsMoneySearchSchema = z.object({
  people: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      companyName: z.string().nullable(),
    }),
  ),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(CAMPAIGN_STATUSES),
      business: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
  posts: z.array(
    z.object({
      id: z.string(),
      platform: z.enum(PLATFORMS),
      videoUrl: z.string(),
      campaign: z.object({ id: z.string(), name: z.string() }),
      creator: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.string(),
      amountCents: CentsSchema,
      status: z.enum(PAYOUT_STATES),
      requestedAt: z.string(),
      creator: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
});
export type OpsMoneySearch = z.infer<typeof OpsMoneySearchSchema>;

export const OpsMoneyHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One account a movement touched: its change and, for the person's own accounts, the balance after it. */
export const OpsMoneyLegSchema = z.object({
  accountId: z.string(),
  accountKind: z.enum(LEDGER_ACCOUNT_KINDS),
  /** One of the person's accounts. */
  isOwn: z.boolean(),
  amountCents: CentsSchema,
  balanceAfterCents: CentsSchema,
});

export const OpsMoneyHistorySchema = z.object({
  person: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    companyName: z.string().nullable(),
  }),
  /** The person's accounts (wallet; creator pending, available, in flight) and their balances now. */
  accounts: z.array(z.object({ id: z.string(), kind: z.enum(LEDGER_ACCOUNT_KINDS), balanceCents: CentsSchema })),
  /** Ledger transactions touching any of them, newest first. */
  transactions: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      kind: z.enum(LEDGER_TRANSACTION_KINDS),
      description: z.string(),
      /** What the movement did to the person's accounts together. */
      ownCents: CentsSchema,
      legs: z.array(OpsMoneyLegSchema),
      campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
      post: z.object({ id: z.string(), videoUrl: z.string().nullable() }).nullable(),
      payout: z.object({ id: z.string(), status: z.enum(PAYOUT_STATES).nullable() }).nullable(),
      checkoutId: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OpsMoneyHistory = z.infer<typeof OpsMoneyHistorySchema>;

export const DisputeMessageInputSchema = z.object({ body: DisputeMessageSchema });
export type DisputeMessageInput = z.infer<typeof DisputeMessageInputSchema>;
export type OpenDisputeInput = z.infer<typeof OpenDisputeInputSchema>;
export type DisputeDecision = z.infer<typeof DisputeDecisionSchema>;

/** One message of a dispute's thread. */
export const DisputeThreadMessageSchema = z.object({
  id: z.string(),
  side: z.enum(DISPUTE_SIDES),
  /** The author's name (a business's brand), 'Operator' for operators, 'Deleted user' when gone. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type DisputeThreadMessage = z.infer<typeof DisputeThreadMessageSchema>;

/** A dispute as its two parties see it (the thread only on the detail). */
export const DisputeSummarySchema = z.object({
  id: z.string(),
  postId: z.string(),
  campaign: z.object({ id: z.string(), name: z.string() }),
  post: z.object({ platform: z.enum(PLATFORMS), videoUrl: z.string(), stage: z.enum(CONTENT_STAGES) }),
  reason: z.enum(DISPUTE_REASONS),
  reasonLabel: z.string(),
  openedBy: z.enum(['creator', 'business']),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  outcomeLabel: z.string().nullable(),
  /** What the decision pays the creator, in cents (null while open). */
  paidCents: z.number().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DisputeSummary = z.infer<typeof DisputeSummarySchema>;
export const DisputeSchema = DisputeSummarySchema.extend({ messages: z.array(DisputeThreadMessageSchema) });
export type Dispute = z.infer<typeof DisputeSchema>;
export const DisputeListSchema = z.object({ disputes: z.array(DisputeSummarySchema) });
export type DisputeList = z.infer<typeof DisputeListSchema>;

/** A disputed post's money, in cents, as the engine and the ledger hold it. */
export const DisputeMoneySchema = z.object({
  /** What the engine says the post earns now (0 while it cannot earn). */
  earnedCents: z.number(),
  earningsStatus: z.enum(['none', 'pending', 'held', 'final', 'void']),
  /** Set aside from escrow in the creator's pending balance. */
  setAsideCents: z.number(),
  /** Settled to the creator (before the fee). */
  settledCents: z.number(),
  /** What "pay in full" would pay, and so the most "pay part" may pay. */
  payFullCents: z.number(),
  /** The earnings are final: a decision may not lower them. */
  isFinal: z.boolean(),
});
export type DisputeMoney = z.infer<typeof DisputeMoneySchema>;

/** An open dispute in the operators' queue, with its evidence. */
export const DisputeQueueItemSchema = z.object({
  kind: z.literal('dispute'),
  /** The dispute's id (the decision route's :id). */
  id: z.string(),
  /** When it entered the queue (opened). */
  since: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  reasonLabel: z.string(),
  openedBy: z.enum(['creator', 'business']),
  post: z.object({
    id: z.string(),
    platform: z.enum(PLATFORMS),
    videoUrl: z.string(),
    stage: z.enum(CONTENT_STAGES),
    views: z.number(),
    likes: z.number(),
    comments: z.number(),
    shares: z.number(),
  }),
  campaign: z.object({ id: z.string(), name: z.string() }),
  creator: QueuePartySchema,
  business: QueuePartySchema,
  money: DisputeMoneySchema,
  /** The post's series against its creator's expected curve. */
  evidence: HoldEvidenceSchema.nullable(),
  /** The post's audit trail, oldest first. */
  events: z.array(ContentEventSchema),
  messages: z.array(DisputeThreadMessageSchema),
  /** The terms the creator last agreed to for this campaign (issue 29), or null for a participation from before them. */
  agreement: z.object({ id: z.string(), termsVersion: z.number(), agreedAt: z.string(), text: z.string() }).nullable(),
});
export type DisputeQueueItem = z.infer<typeof DisputeQueueItemSchema>;

/** The operators' queue: everything that needs a person, oldest first (issue 28 item 2). */
export const QueueItemSchema = z.discriminatedUnion('kind', [
  HoldAppealQueueItemSchema,
  DisputeQueueItemSchema,
  ReportQueueItemSchema,
  PayoutQueueItemSchema,
  ReconciliationQueueItemSchema,
]);
export type QueueItem = z.infer<typeof QueueItemSchema>;
export const QueueResponseSchema = z.object({
  items: z.array(QueueItemSchema),
  /** How many of each kind wait in all; `items` holds at most QUEUE_PER_KIND of each, the oldest. */
  totals: z.object({
    hold_appeal: z.number().int().nonnegative(),
    dispute: z.number().int().nonnegative(),
    payout: z.number().int().nonnegative(),
    reconciliation: z.number().int().nonnegative(),
    report: z.number().int().nonnegative(),
  }) satisfies z.ZodType<Record<QueueItemKind, number>>,
});
export type QueueResponse = z.infer<typeof QueueResponseSchema>;

/** A dispute as the console shows it, open or decided. */
export const OpsDisputeSchema = DisputeQueueItemSchema.extend({
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  paidCents: z.number().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type OpsDispute = z.infer<typeof OpsDisputeSchema>;
