// Forgot password (issue 27): a request mails a one-time link (1 hour) when the address has an account and answers the
// same either way; the link's page sets a new password, confirms the address (the link proved it), mails a notice and
// ends every session of the account on every server.
import { accountLinkMessages, authMessages } from '@microreach/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authUsers } from '#server/db/schema/index.ts';
import { badRequest, tooManyRequests } from '#server/lib/errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import { passwordChangedEmail, passwordResetEmail } from '#server/modules/mail/email-templates.ts';
import { enqueueEmail } from '#server/modules/mail/outbox.service.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAccountToken,
  findLiveAccountToken,
  issueAccountToken,
} from './account-tokens.service.ts';
import type { MailLinkDeps } from './email-confirmation.service.ts';
import * as rateLimit from './rate-limit.ts';
import { endUserSessions } from './sessions.service.ts';
import { assertStrongPassword, storePasswordHash } from './set-password.ts';

export interface PasswordResetLimits {
  /** Reset emails per address in a window: past it, the same answer and nothing sent. */
  perEmail: rateLimit.Limit;
  /** Reset requests per client address in a window: past it, 429. */
  perIp: rateLimit.Limit;
}

export const defaultPasswordResetLimits: PasswordResetLimits = {
  perEmail: { max: 3, windowSeconds: 60 * 60 },
  perIp: { max: 10, windowSeconds: 60 * 60 },
};

export interface PasswordResetDeps extends MailLinkDeps {
  db: Db;
  hasher: PasswordHasher;
  limits: PasswordResetLimits;
}

/**
 * Mails a reset link when `email` (already normalised by the schema) has an account. The caller learns nothing: the
 * same answer whether the account exists, whether the address's limit is reached, and the same queries either way
 * (the lookup and the address's counter); only the client address's own limit is said (429).
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string, ip: string): Promise<void> {
  const { db, limits } = deps;
  const fromIp = await rateLimit.hit(db, `reset:ip:${ip}`, limits.perIp);
  if (fromIp.count > limits.perIp.max) throw tooManyRequests(authMessages.tooManyAttempts, fromIp.retryAfterSeconds);
  const forEmail = await rateLimit.hit(db, `reset:email:${email}`, limits.perEmail);
  const [account] = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  if (!account || forEmail.count > limits.perEmail.max) return;
  await db.transaction(async (tx) => {
    const issued = await issueAccountToken(tx, { userId: account.id, purpose: 'password_reset', email: account.email });
    await enqueueEmail(tx, deps.mail, {
      to: account.email,
      email: passwordResetEmail({
        name: account.name,
        resetUrl: `${deps.appUrl}/reset-password?token=${issued.token}`,
        expiresInMinutes: ACCOUNT_TOKEN_TTL_MS.password_reset / 60_000,
        appUrl: deps.appUrl,
      }),
      dedupeKey: `password_reset:${issued.id}`,
    });
  });
}

/** Whether a reset link still works (the page asks before showing its form). Never whose it is. */
export async function isResetLinkValid(db: Db, token: string): Promise<boolean> {
  return (await findLiveAccountToken(db, 'password_reset', token)) !== null;
}

const invalidLink = () => badRequest(accountLinkMessages.linkInvalid, 'INVALID_ACCOUNT_LINK');

/**
 * Sets the new password of the link's account. The policy is checked first (a weak password leaves the link usable);
 * then in one transaction the link is used up, the hash stored, the address confirmed and the notice written; then
 * every session of the account ends, its sockets on every server with it.
 */
export async function completePasswordReset(deps: PasswordResetDeps, token: string, password: string): Promise<void> {
  const { db } = deps;
  const link = await findLiveAccountToken(db, 'password_reset', token);
  if (!link) throw invalidLink();
  const [account] = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.id, link.userId));
  if (!account) throw invalidLink();
  assertStrongPassword(password, account);
  const passwordHash = await deps.hasher.hash(password);

  await db.transaction(async (tx) => {
    // Taken here, in the transaction that does what it asks: of two submits of one link exactly one gets through.
    const used = await consumeAccountToken(tx, 'password_reset', token);
    if (!used) throw invalidLink();
    if (!(await storePasswordHash(tx, used.userId, passwordHash))) throw invalidLink();
    // The link reached the address it was sent to: that address is theirs (unless it has since changed).
    await tx
      .update(authUsers)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(authUsers.id, used.userId), eq(authUsers.email, used.email)));
    await enqueueEmail(tx, deps.mail, {
      to: account.email,
      email: passwordChangedEmail({
        name: account.name,
        resetUrl: `${deps.appUrl}/forgot-password`,
        appUrl: deps.appUrl,
      }),
      dedupeKey: `password_changed:reset:${used.id}`,
    });
  });
  await endUserSessions(db, account.id, { reason: 'Password changed' });
}
