// Suspending and reinstating marketplace accounts, and finding them, for the console (issue 28 item 5). A suspension
// ends every session and chat socket of the person on every server at once (sessions.service endUserSessions, whose
// announcement goes out at the commit); what a suspended person may still do is suspension-guard.ts's.
import { OPS_USER_SEARCH_LIMIT, type OpsUser, type OpsUserSearchResponse } from '@microreach/domain/operators';
import { paths } from '@microreach/domain/paths';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { userReports, users } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { notOperator } from '#server/lib/marketplace-user.ts';
import { endUserSessions } from '#server/modules/auth/sessions.service.ts';
import { accountReinstatedEmail, accountSuspendedEmail } from '#server/modules/mail/email-templates.ts';
import { enqueueEmail } from '#server/modules/mail/outbox.service.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { notify } from '#server/modules/notifications/notifications.service.ts';
import { recordOperatorAction } from './operator-audit.service.ts';
import { suspensionOf } from './suspension-guard.ts';

const openReportsOf =
  sql<number>`(select count(*) from ${userReports} r where r.subject_user_id = ${users.id} and r.status = 'open')`.mapWith(
    Number,
  );

function toOpsUser(row: UserRow & { openReports: number }): OpsUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    companyName: row.companyName,
    role: row.role === 'SMB' ? 'SMB' : 'Influencer',
    createdAt: row.createdAt.toISOString(),
    suspension: suspensionOf(row),
    openReports: row.openReports,
  };
}

const dashboardPath = (role: UserRow['role']) => (role === 'SMB' ? paths.smbDashboard : paths.influencerDashboard);

const marketplaceUser = (id: string) => and(eq(users.id, id), notOperator(), isNull(users.deletedAt));

/** Marketplace accounts whose email, name or company contains `q` (20 at most, by name). */
export async function searchUsers(db: Db, q: string): Promise<OpsUserSearchResponse> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ user: users, openReports: openReportsOf })
    .from(users)
    .where(
      and(
        notOperator(),
        isNull(users.deletedAt),
        q ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(users.companyName, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(OPS_USER_SEARCH_LIMIT);
  return { users: rows.map((r) => toOpsUser({ ...r.user, openReports: r.openReports })) };
}

export async function getOpsUser(db: Db, id: string): Promise<OpsUser> {
  const [row] = await db.select({ user: users, openReports: openReportsOf }).from(users).where(marketplaceUser(id));
  if (!row) throw notFound('User not found.');
  return toOpsUser({ ...row.user, openReports: row.openReports });
}

/**
 * Suspends (reason) or reinstates a marketplace account. Operators are not found; suspending twice or reinstating an
 * active account is a 409. In one transaction: the row, the audit line, the notification, and (suspending) the end of
 * every session, announced to every server at its commit.
 */
export async function setSuspension(
  db: Db,
  operator: UserRow,
  userId: string,
  suspend: boolean,
  reason: string,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<OpsUser> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(marketplaceUser(userId)).for('update');
    if (!user) throw notFound('User not found.');
    if (suspend && user.suspendedAt) throw conflict('This account is already suspended.', 'ALREADY_SUSPENDED');
    if (!suspend && !user.suspendedAt) throw conflict('This account is not suspended.', 'NOT_SUSPENDED');
    await tx
      .update(users)
      .set(suspend ? { suspendedAt: now, suspensionReason: reason } : { suspendedAt: null, suspensionReason: null })
      .where(eq(users.id, userId));
    await recordOperatorAction(tx, operator, {
      action: suspend ? 'user_suspended' : 'user_reinstated',
      subjectKind: 'user',
      subjectId: userId,
      subjectUserId: userId,
      reason,
    });
    await notify(
      tx,
      userId,
      {
        kind: suspend ? 'account_suspended' : 'account_reinstated',
        reason,
        role: user.role === 'SMB' ? 'SMB' : 'Influencer',
      },
      { actorId: null, campaignId: null },
      emails,
    );
    // An account notice: mailed whatever the person turned off (like a changed password), with the reason.
    if (emails) {
      const notice = { name: user.name, reason, dashboardUrl: `${emails.appUrl}${dashboardPath(user.role)}` };
      await enqueueEmail(tx, emails.mail, {
        to: user.email,
        email: (suspend ? accountSuspendedEmail : accountReinstatedEmail)({ ...notice, appUrl: emails.appUrl }),
      });
    }
    if (suspend) await endUserSessions(tx, userId, { reason: 'Account suspended' });
  });
  return getOpsUser(db, userId);
}
