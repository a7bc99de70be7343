// The operator console (issue 28, decision 028): operators' sessions and second factors, the operators' own
// append-only audit, reports of abuse, and disputes on posts with their threads.
import {
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
  OPERATOR_ACTIONS,
  type OperatorAction,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECTS,
  type ReportReason,
  type ReportStatus,
  type ReportSubject,
} from '@microreach/domain/operators';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authSessions } from './auth.ts';
import { col, createdAt, money, oneOf } from './columns.ts';
import { users } from './marketplace.ts';

/**
 * An operator's signed-in session: when it was last used (it ends after 30 idle minutes) and when its second factor
 * was passed (required in production before any /api/ops route answers). Deleted with the session.
 */
export const operatorSessions = pgTable('operator_sessions', {
  sessionId: uuid()
    .primaryKey()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  secondFactorAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An operator's TOTP secret (RFC 6238), set up at the first sign-in in production: enabled once a code from it was
 * entered. `lastStep` is the last time step accepted, so a code is used once.
 */
export const operatorSecondFactors = pgTable('operator_second_factors', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * Every operator action, append-only (triggers refuse UPDATE, DELETE and TRUNCATE, as on the ledger): who, when, what,
 * on whom, why. The operator's address is copied so the line stays readable after the operator is removed.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    operatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    operatorEmail: text().notNull(),
    action: text().$type<OperatorAction>().notNull(),
    /** What the action was on: 'hold', 'dispute', 'payout', 'report', 'user', 'reconciliation', 'operator'. */
    subjectKind: text().notNull(),
    subjectId: text().notNull(),
    /** The person the action concerned most (the suspended user, the creator of a post), for the filter. */
    subjectUserId: uuid(),
    reason: text().notNull(),
    data: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    check('operator_actions_action_check', oneOf(col('action'), OPERATOR_ACTIONS)),
    index().on(t.createdAt),
    index().on(t.operatorId, t.createdAt),
    index().on(t.subjectUserId, t.createdAt),
  ],
);

/** A person's report of a message, a profile or a campaign; it waits in the operators' queue until decided. */
export const userReports = pgTable(
  'user_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subjectKind: text().$type<ReportSubject>().notNull(),
    subjectId: uuid().notNull(),
    /** The person reported (the message's sender, the profile, the campaign's business). */
    subjectUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().$type<ReportReason>().notNull(),
    note: text(),
    status: text().$type<ReportStatus>().notNull().default('open'),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_reports_subject_kind_check', oneOf(col('subject_kind'), REPORT_SUBJECTS)),
    check('user_reports_reason_check', oneOf(col('reason'), REPORT_REASONS)),
    check('user_reports_status_check', oneOf(col('status'), REPORT_STATUSES)),
    // One open report per person and thing: a second report of the same thing adds nothing to the queue.
    uniqueIndex('user_reports_open_once')
      .on(t.reporterId, t.subjectKind, t.subjectId)
      .where(sql`${col('status')} = 'open'`),
    index().on(t.status, t.createdAt),
    index().on(t.reporterId, t.createdAt),
  ],
);

/**
 * A dispute on a post, opened by its creator or its campaign's business, decided by an operator: pay in full, pay part,
 * or return to escrow. No foreign key to the post: kept, as holds are, with the post's record.
 */
export const postDisputes = pgTable(
  'post_disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid().notNull(),
    campaignId: uuid().notNull(),
    creatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    businessId: uuid().references(() => users.id, { onDelete: 'set null' }),
    openedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().$type<DisputeReason>().notNull(),
    status: text().$type<DisputeStatus>().notNull().default('open'),
    outcome: text().$type<DisputeOutcome>(),
    /** What the creator is paid by the decision (pay in full: what the post earned; pay part: the amount decided). */
    paidCents: money(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('post_disputes_reason_check', oneOf(col('reason'), DISPUTE_REASONS)),
    check('post_disputes_status_check', oneOf(col('status'), DISPUTE_STATUSES)),
    check('post_disputes_outcome_check', sql`${col('outcome')} is null or ${oneOf(col('outcome'), DISPUTE_OUTCOMES)}`),
    check('post_disputes_paid_cents_check', sql`${col('paid_cents')} is null or ${col('paid_cents')} >= 0`),
    // One open dispute per post.
    uniqueIndex('post_disputes_open_once')
      .on(t.postId)
      .where(sql`${col('status')} = 'open'`),
    index().on(t.status, t.createdAt),
  ],
);

/** The thread of a dispute: the two parties' and the operators' messages. */
export const postDisputeMessages = pgTable(
  'post_dispute_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    disputeId: uuid()
      .notNull()
      .references(() => postDisputes.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** 'creator', 'business' or 'operator': who wrote it, as the thread shows it. */
    authorSide: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('post_dispute_messages_side_check', oneOf(col('author_side'), ['creator', 'business', 'operator'])),
    index().on(t.disputeId, t.createdAt),
  ],
);
