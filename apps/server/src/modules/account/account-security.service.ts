// Account settings' sign-in details (issue 27 item 4): changing the password and changing the email address. Both ask
// for the current password (wrong ones are counted per account); a change of email only happens when the link mailed
// to the new address is followed, and an address that already has an account is told so instead (no enumeration).
import {
  accountMessages,
  type ChangeEmailInput,
  ChangeEmailInputSchema,
  type ChangePasswordInput,
  EMAIL_CHANGE_LIMIT,
  type EmailSettings,
  WRONG_PASSWORD_LIMIT,
} from '@microreach/domain/account';
import { type AuthRole, toAuthRole } from '@microreach/domain/auth-roles';
import { authMessages } from '@microreach/domain/messages';
import { paths } from '@microreach/domain/paths';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accountTokens, authUsers, type UserRow, users } from '#server/db/schema/index.ts';
import { AppError, badRequest, conflict, isUniqueViolation, tooManyRequests } from '#server/lib/errors.ts';
import { isMarketplaceUser } from '#server/lib/marketplace-user.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAccountToken,
  issueAccountToken,
} from '#server/modules/auth/account-tokens.service.ts';
import * as rateLimit from '#server/modules/auth/rate-limit.ts';
import { endUserSessions } from '#server/modules/auth/sessions.service.ts';
import { assertStrongPassword, passwordMatches, storePasswordHash } from '#server/modules/auth/set-password.ts';
import type { MailDeps } from '#server/modules/mail/configure.ts';
import {
  accountExistsEmail,
  emailChangedEmail,
  emailChangeEmail,
  passwordChangedEmail,
} from '#server/modules/mail/email-templates.ts';
import { enqueueEmail } from '#server/modules/mail/outbox.service.ts';

export interface AccountSecurityDeps {
  db: Db;
  mail: MailDeps;
  /** APP_URL without a trailing slash: the links in emails. */
  appUrl: string;
  hasher: PasswordHasher;
}

/**
 * Refuses a wrong current password with a clear 400, and more than WRONG_PASSWORD_LIMIT of them per account with a
 * 429. Every attempt is counted before the check (parallel guesses cannot slip under the limit); a right one is given
 * back.
 */
async function assertCurrentPassword(deps: AccountSecurityDeps, userId: string, password: string): Promise<void> {
  const key = `account:password:${userId}`;
  const state = await rateLimit.hit(deps.db, key, WRONG_PASSWORD_LIMIT);
  if (state.count > WRONG_PASSWORD_LIMIT.max)
    throw tooManyRequests(authMessages.tooManyAttempts, state.retryAfterSeconds);
  if (!(await passwordMatches(deps.db, deps.hasher, userId, password))) {
    throw new AppError(400, accountMessages.wrongPassword, 'WRONG_PASSWORD');
  }
  await rateLimit.forgive(deps.db, key);
}

/**
 * Sets a new password, mails the notice in the same transaction, and ends every other session of the account (the one
 * making the change, `currentSessionId`, stays). Returns how many sessions ended.
 */
export async function changePassword(
  deps: AccountSecurityDeps,
  actor: UserRow,
  input: ChangePasswordInput,
  currentSessionId: string | undefined,
): Promise<{ endedSessions: number }> {
  await assertCurrentPassword(deps, actor.id, input.currentPassword);
  assertStrongPassword(input.newPassword, { email: actor.email, name: actor.name });
  const hash = await deps.hasher.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await storePasswordHash(tx, actor.id, hash))) {
      throw badRequest('This account has no password to change.');
    }
    await enqueueEmail(tx, deps.mail, {
      to: actor.email,
      email: passwordChangedEmail({
        name: actor.name,
        resetUrl: `${deps.appUrl}${paths.forgotPassword}`,
        appUrl: deps.appUrl,
      }),
    });
  });
  const endedSessions = await endUserSessions(deps.db, actor.id, {
    exceptSessionId: currentSessionId,
    reason: 'Password changed',
  });
  return { endedSessions };
}

/** Live links of this purpose, newest first. */
function liveEmailChanges(userId: string) {
  return and(
    eq(accountTokens.userId, userId),
    eq(accountTokens.purpose, 'email_change'),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );
}

export async function getEmailSettings(db: Db, userId: string): Promise<EmailSettings> {
  const [account] = await db
    .select({ email: authUsers.email, emailConfirmed: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  const [pending] = await db
    .select({ email: accountTokens.email, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(liveEmailChanges(userId))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return {
    email: account?.email ?? '',
    emailConfirmed: account?.emailConfirmed ?? false,
    pendingEmail: pending?.email ?? null,
    pendingExpiresAt: pending?.expiresAt.toISOString() ?? null,
  };
}

/**
 * Asks for a change of email: the link goes to the new address, in the transaction that writes its token (earlier
 * links stop working). When the address already belongs to another account, its owner is told instead and the link is
 * mailed to nobody; the caller gets the same answer, and sees the same pending change, either way.
 */
export async function requestEmailChange(
  deps: AccountSecurityDeps,
  actor: UserRow,
  input: ChangeEmailInput,
): Promise<{ sentTo: string }> {
  const newEmail = ChangeEmailInputSchema.shape.newEmail.parse(input.newEmail);
  await assertCurrentPassword(deps, actor.id, input.currentPassword);
  const [own] = await deps.db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, actor.id));
  if ((own?.email ?? actor.email) === newEmail) throw new AppError(400, accountMessages.sameEmail, 'SAME_EMAIL');
  const requests = await rateLimit.hit(deps.db, `account:email-change:${actor.id}`, EMAIL_CHANGE_LIMIT);
  if (requests.count > EMAIL_CHANGE_LIMIT.max) {
    throw tooManyRequests(authMessages.tooManyAttempts, requests.retryAfterSeconds);
  }

  await deps.db.transaction(async (tx) => {
    // A new request replaces the last one, whatever becomes of it.
    await tx.update(accountTokens).set({ usedAt: new Date() }).where(liveEmailChanges(actor.id));
    const [owner] = await tx
      .select({ id: authUsers.id, name: authUsers.name })
      .from(authUsers)
      .where(eq(authUsers.email, newEmail));
    if (owner) {
      // The pending change is recorded as for a free address (the settings show the same "we sent a link" state), but
      // its link is mailed to nobody: only the owner's notice goes out. Nothing tells the asker the address is taken.
      await issueAccountToken(tx, { userId: actor.id, purpose: 'email_change', email: newEmail });
      await enqueueEmail(tx, deps.mail, {
        to: newEmail,
        email: accountExistsEmail({
          name: owner.name,
          signInUrl: `${deps.appUrl}${paths.auth}?tab=signin`,
          resetUrl: `${deps.appUrl}${paths.forgotPassword}`,
          appUrl: deps.appUrl,
        }),
      });
      return;
    }
    const link = await issueAccountToken(tx, { userId: actor.id, purpose: 'email_change', email: newEmail });
    await enqueueEmail(tx, deps.mail, {
      to: newEmail,
      email: emailChangeEmail({
        name: actor.name,
        newEmail,
        confirmUrl: `${deps.appUrl}${paths.confirmEmailChange}?token=${encodeURIComponent(link.token)}`,
        expiresInHours: ACCOUNT_TOKEN_TTL_MS.email_change / 3_600_000,
        appUrl: deps.appUrl,
      }),
      dedupeKey: `email_change:${link.id}`,
    });
  });
  return { sentTo: newEmail };
}

/** Withdraws a change of email that was not confirmed yet: its link stops working. */
export async function cancelEmailChange(db: Db, userId: string): Promise<void> {
  await db.update(accountTokens).set({ usedAt: new Date() }).where(liveEmailChanges(userId));
}

/**
 * Follows the link of a change of email: the account's address (in both tables) becomes the new one, confirmed, and
 * the old address is told, all in one transaction that also uses the link; then every session of the account ends but
 * `current`, when it is the same account's. A link that is unknown, used, expired or of another purpose changes
 * nothing (400); an address taken in the meantime changes nothing either (409), and the link stays usable.
 */
export async function confirmEmailChange(
  deps: AccountSecurityDeps,
  token: string,
  current: { id: string; userId: string } | undefined,
): Promise<{ email: string; signedIn: boolean; userId: string; role: AuthRole }> {
  const changed = await deps.db
    .transaction(async (tx) => {
      const link = await consumeAccountToken(tx, 'email_change', token);
      if (!link) throw new AppError(400, accountMessages.linkExpired, 'INVALID_ACCOUNT_LINK');
      const [account] = await tx
        .select({ email: authUsers.email, name: authUsers.name })
        .from(authUsers)
        .where(eq(authUsers.id, link.userId));
      if (!account) throw new AppError(400, accountMessages.linkExpired, 'INVALID_ACCOUNT_LINK');
      const [taken] = await tx
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(and(eq(authUsers.email, link.email), ne(authUsers.id, link.userId)));
      if (taken) throw conflict(accountMessages.emailInUse, 'EMAIL_IN_USE');
      const now = new Date();
      await tx
        .update(authUsers)
        .set({ email: link.email, emailVerified: true, updatedAt: now })
        .where(eq(authUsers.id, link.userId));
      const [profile] = await tx
        .update(users)
        .set({ email: link.email })
        .where(eq(users.id, link.userId))
        .returning({ role: users.role });
      // Links mailed to the old address (a reset, a confirmation) stop working with it.
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, link.userId),
            inArray(accountTokens.purpose, ['password_reset', 'email_confirmation', 'email_change']),
            isNull(accountTokens.usedAt),
          ),
        );
      if (account.email !== link.email) {
        await enqueueEmail(tx, deps.mail, {
          to: account.email,
          email: emailChangedEmail({
            name: account.name,
            newEmail: link.email,
            resetUrl: `${deps.appUrl}${paths.forgotPassword}`,
            appUrl: deps.appUrl,
          }),
          dedupeKey: `email_changed:${link.id}`,
        });
      }
      return {
        userId: link.userId,
        email: link.email,
        role: toAuthRole(profile && isMarketplaceUser(profile) ? profile.role : 'Influencer'),
      };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(accountMessages.emailInUse, 'EMAIL_IN_USE');
      throw err;
    });
  const keep = current?.userId === changed.userId ? current.id : undefined;
  await endUserSessions(deps.db, changed.userId, { exceptSessionId: keep, reason: 'Email changed' });
  return { ...changed, signedIn: keep !== undefined };
}
