// Sign-up with an address that already has an account (issue 27: no account enumeration). The caller gets what a new
// sign-up gets: 201, a user shaped from what they typed, and a session cookie of the same name, attributes and format,
// whose token opens no session. The owner of the address is mailed instead; nothing else changes.
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { CurrentUser, SignUpData } from '@microreach/domain/auth';
import { toRole } from '@microreach/domain/auth-roles';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import type { MailDeps } from '#server/modules/mail/configure.ts';
import { accountExistsEmail } from '#server/modules/mail/email-templates.ts';
import { enqueueEmail } from '#server/modules/mail/outbox.service.ts';
import type { Auth } from './better-auth.ts';
import { SESSION_MAX_AGE_SECONDS } from './better-auth.ts';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** better-auth's session tokens: 32 characters of this alphabet. */
const TOKEN_LENGTH = 32;

/** The user a new account of this input would have, with a fresh id: the answer to a sign-up of a taken address. */
export function decoyUser(input: SignUpData): CurrentUser {
  return {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    role: toRole(input.role),
    companyName: input.role === 'smb' ? input.companyName : null,
    profilePicture: null,
    emailConfirmed: false,
  };
}

/**
 * A Set-Cookie exactly as better-auth writes a new session's (its cookie name and attributes, Max-Age of a remembered
 * session, a signed random token) for a session that does not exist: the auth hook finds no row and treats it as none.
 */
export async function decoySessionCookie(auth: Auth): Promise<string[]> {
  const context = await auth.$context;
  const { name, attributes } = context.authCookies.sessionToken;
  let token = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  const signature = createHmac('sha256', context.secret).update(token).digest('base64');
  // The same order of attributes as better-call's serializer.
  let cookie = `${name}=${encodeURIComponent(`${token}.${signature}`)}; Max-Age=${SESSION_MAX_AGE_SECONDS}`;
  if (attributes.domain) cookie += `; Domain=${attributes.domain}`;
  if (attributes.path) cookie += `; Path=${attributes.path}`;
  if (attributes.httpOnly) cookie += '; HttpOnly';
  if (attributes.secure) cookie += '; Secure';
  if (attributes.sameSite) {
    const sameSite = String(attributes.sameSite);
    cookie += `; SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`;
  }
  if (attributes.partitioned) cookie += '; Partitioned';
  return [cookie];
}

/**
 * Mails the owner of `email` that someone tried to sign up with it (with links to sign in and to reset the password).
 * Returns false when no account holds the address after all.
 */
export async function mailAccountOwner(db: Db, mail: MailDeps, appUrl: string, email: string): Promise<boolean> {
  const [owner] = await db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  const [profile] = owner
    ? []
    : await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.email, email));
  const to = owner ?? profile;
  if (!to) return false;
  await db.transaction(async (tx) => {
    await enqueueEmail(tx, mail, {
      to: to.email,
      email: accountExistsEmail({
        name: to.name,
        signInUrl: `${appUrl}/auth?tab=signin`,
        resetUrl: `${appUrl}/forgot-password`,
        appUrl,
      }),
    });
  });
  return true;
}
