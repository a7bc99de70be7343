// Reports of abuse (issue 28 item 5): any marketplace user reports a message, a profile or a campaign from where they
// see it; the report waits in the operators' queue until an operator dismisses it or acts on it.
import { operatorMessages, REPORT_LIMIT, type ReportInput } from '@microreach/domain/operators';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaigns, chat, conversations, userReports, users } from '#server/db/schema/index.ts';
import { conflict, isUniqueViolation, notFound, tooManyRequests } from '#server/lib/errors.ts';
import { notOperator } from '#server/lib/marketplace-user.ts';
import { hit } from '#server/modules/auth/rate-limit.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { notify } from '#server/modules/notifications/notifications.service.ts';
import { recordOperatorAction } from './operator-audit.service.ts';

const NOT_FOUND = { message: 'Message not found.', profile: 'Profile not found.', campaign: 'Campaign not found.' };

/**
 * The person a report is about, if the reporter can see the thing: a message of one of their conversations, a
 * marketplace profile other than their own, a campaign that is not a draft (or their own). Else null.
 */
async function reportedUser(db: Db, reporter: UserRow, input: ReportInput): Promise<string | null> {
  switch (input.subjectKind) {
    case 'message': {
      const [row] = await db
        .select({ senderId: chat.senderId })
        .from(chat)
        .innerJoin(conversations, eq(conversations.id, chat.conversationId))
        .where(
          and(
            eq(chat.id, input.subjectId),
            or(eq(conversations.businessId, reporter.id), eq(conversations.creatorId, reporter.id)),
          ),
        );
      return row?.senderId ?? null;
    }
    case 'profile': {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.subjectId), ne(users.id, reporter.id), notOperator(), isNull(users.deletedAt)));
      return row?.id ?? null;
    }
    case 'campaign': {
      const [row] = await db
        .select({ userId: campaigns.userId })
        .from(campaigns)
        .where(
          and(eq(campaigns.id, input.subjectId), ne(campaigns.status, 'Draft'), ne(campaigns.userId, reporter.id)),
        );
      return row?.userId ?? null;
    }
  }
}

/**
 * Files a report; a repeat of the reporter's open report of the same thing answers that one's id (no second row).
 * At most REPORT_LIMIT a reporter an hour (429).
 */
export async function createReport(db: Db, reporter: UserRow, input: ReportInput): Promise<{ id: string }> {
  const subjectUserId = await reportedUser(db, reporter, input);
  if (!subjectUserId) throw notFound(NOT_FOUND[input.subjectKind]);
  const existing = await openReportOf(db, reporter.id, input);
  if (existing) return existing;
  const { count, retryAfterSeconds } = await hit(db, `report:${reporter.id}`, REPORT_LIMIT);
  if (count > REPORT_LIMIT.max) throw tooManyRequests(operatorMessages.reportTooMany, retryAfterSeconds);
  try {
    const [row] = await db
      .insert(userReports)
      .values({
        reporterId: reporter.id,
        subjectKind: input.subjectKind,
        subjectId: input.subjectId,
        subjectUserId,
        reason: input.reason,
        note: input.note ? input.note : null,
      })
      .returning({ id: userReports.id });
    return row;
  } catch (err) {
    // Two of the same report at once: the first one stands.
    if (!isUniqueViolation(err, 'user_reports_open_once')) throw err;
    const raced = await openReportOf(db, reporter.id, input);
    if (!raced) throw err;
    return raced;
  }
}

async function openReportOf(db: Db, reporterId: string, input: ReportInput): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: userReports.id })
    .from(userReports)
    .where(
      and(
        eq(userReports.reporterId, reporterId),
        eq(userReports.subjectKind, input.subjectKind),
        eq(userReports.subjectId, input.subjectId),
        eq(userReports.status, 'open'),
      ),
    );
  return row;
}

/**
 * An operator dismisses an open report or acts on it (acting does not suspend: the console offers that separately).
 * Row-locked: of two decisions at once one wins, the other is told. The reporter is told; the action audited.
 */
export async function decideReport(
  db: Db,
  operator: UserRow,
  reportId: string,
  decision: 'dismiss' | 'action',
  reason: string,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<{ id: string; status: 'dismissed' | 'actioned' }> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(userReports).where(eq(userReports.id, reportId)).for('update');
    if (!report) throw notFound('Report not found.');
    if (report.status !== 'open') throw conflict(operatorMessages.alreadyDecided, 'ALREADY_DECIDED');
    const status = decision === 'dismiss' ? ('dismissed' as const) : ('actioned' as const);
    await tx
      .update(userReports)
      .set({ status, decidedBy: operator.id, decidedAt: now, decisionReason: reason })
      .where(eq(userReports.id, reportId));
    await recordOperatorAction(tx, operator, {
      action: decision === 'dismiss' ? 'report_dismissed' : 'report_actioned',
      subjectKind: 'report',
      subjectId: report.id,
      subjectUserId: report.subjectUserId,
      reason,
      data: { subjectKind: report.subjectKind, subjectId: report.subjectId, reporterId: report.reporterId },
    });
    if (report.reporterId) {
      await notify(
        tx,
        report.reporterId,
        { kind: 'report_decided', actioned: decision === 'action', reason },
        { actorId: null, campaignId: null },
        emails,
      );
    }
    return { id: report.id, status };
  });
}
