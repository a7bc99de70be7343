// Email confirmation (issue 27): the link mailed at sign-up (and again on Resend) proves the address is the person's.
// Following it is a POST from the confirmation page, never a GET: mail scanners open links on their own.
import { accountLinkMessages, authMessages } from '@microreach/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { AppError, badRequest, forbidden, tooManyRequests } from '#server/lib/errors.ts';
import type { MailDeps } from '#server/modules/mail/configure.ts';
import { emailConfirmationEmail } from '#server/modules/mail/email-templates.ts';
import { enqueueEmail } from '#server/modules/mail/outbox.service.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.service.ts';
import * as rateLimit from './rate-limit.ts';

export interface MailLinkDeps {
  mail: MailDeps;
  /** APP_URL without a trailing slash: where the links in emails point. */
  appUrl: string;
}

export interface EmailConfirmationDeps extends MailLinkDeps {
  db: Db;
  /** Resends allowed per account in a window. */
  resendPerAccount: rateLimit.Limit;
}

export const DEFAULT_RESEND_LIMIT: rateLimit.Limit = { max: 3, windowSeconds: 60 * 60 };

/**
 * Issues a confirmation link for the account's address and writes its email, in the caller's transaction (sign-up's,
 * so the account and its first link exist together). Earlier links keep working until they expire: a person may open
 * any of the emails they got.
 */
export async function sendConfirmationEmail(
  tx: Tx,
  { mail, appUrl }: MailLinkDeps,
  account: { userId: string; email: string; name: string | null },
): Promise<{ sentAt: Date }> {
  const now = new Date();
  const issued = await issueAccountToken(tx, {
    userId: account.userId,
    purpose: 'email_confirmation',
    email: account.email,
    supersede: false,
    now,
  });
  await enqueueEmail(tx, mail, {
    to: account.email,
    email: emailConfirmationEmail({
      name: account.name,
      confirmUrl: `${appUrl}/confirm-email?token=${issued.token}`,
      appUrl,
    }),
    dedupeKey: `email_confirmation:${issued.id}`,
  });
  return { sentAt: now };
}

/** Whether the account's address is confirmed (auth_users.email_verified). */
export async function isEmailConfirmed(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailVerified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row?.emailVerified ?? false;
}

/**
 * Follows a confirmation link: uses it up and confirms the account's address, when it is still the address the link
 * was sent to (a link to an address since changed confirms nothing). An unknown, used, expired or other purpose's
 * token is one 400 that says nothing more.
 */
export async function confirmEmail(db: Db, token: string): Promise<{ alreadyConfirmed: boolean }> {
  return db.transaction(async (tx) => {
    const link = await consumeAccountToken(tx, 'email_confirmation', token);
    if (!link) throw badRequest(accountLinkMessages.linkInvalid, 'INVALID_ACCOUNT_LINK');
    const [account] = await tx
      .select({ email: authUsers.email, emailVerified: authUsers.emailVerified })
      .from(authUsers)
      .where(eq(authUsers.id, link.userId));
    if (!account || account.email !== link.email) {
      throw badRequest(accountLinkMessages.linkInvalid, 'INVALID_ACCOUNT_LINK');
    }
    if (account.emailVerified) return { alreadyConfirmed: true };
    await tx.update(authUsers).set({ emailVerified: true, updatedAt: new Date() }).where(eq(authUsers.id, link.userId));
    return { alreadyConfirmed: false };
  });
}

/** Resend (the banner's button): a new link to the signed-in account's address, a few times an hour at most. */
export async function resendConfirmation(deps: EmailConfirmationDeps, userId: string): Promise<{ sentAt: Date }> {
  const { db } = deps;
  const [account] = await db
    .select({ email: authUsers.email, emailVerified: authUsers.emailVerified, name: users.name })
    .from(authUsers)
    .innerJoin(users, eq(users.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  if (!account) throw new AppError(404, 'Account not found', 'NOT_FOUND');
  if (account.emailVerified) throw badRequest(accountLinkMessages.alreadyConfirmed);
  const hit = await rateLimit.hit(db, `confirm-resend:${userId}`, deps.resendPerAccount);
  if (hit.count > deps.resendPerAccount.max) throw tooManyRequests(authMessages.tooManyAttempts, hit.retryAfterSeconds);
  return db.transaction((tx) => sendConfirmationEmail(tx, deps, { userId, email: account.email, name: account.name }));
}

/** Adding funds and withdrawing move money to and from the account: its address must be proven first. */
export async function assertEmailConfirmed(db: Db, userId: string, action: 'addFunds' | 'withdraw'): Promise<void> {
  if (await isEmailConfirmed(db, userId)) return;
  throw forbidden(
    action === 'addFunds' ? accountLinkMessages.notConfirmedAddFunds : accountLinkMessages.notConfirmedWithdraw,
    'EMAIL_NOT_CONFIRMED',
  );
}
