// Setting a new password (issue 27: a reset by email link, a change in account settings). The policy of sign-up
// applies; the hash is made before any transaction (Argon2id takes a moment) and written in the caller's.
import { authMessages } from '@microreach/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { authAccounts } from '#server/db/schema/index.ts';
import { badRequest } from '#server/lib/errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import { passwordWeaknesses } from './password-policy.ts';

/** Refuses a weak password exactly as sign-up does (400 WEAK_PASSWORD, with the reasons). */
export function assertStrongPassword(password: string, person: { email: string; name: string | null }): void {
  const reasons = passwordWeaknesses(password, [person.email, person.name ?? '', person.email.split('@')[0]]);
  if (reasons.length > 0)
    throw badRequest(`${authMessages.weakPassword}: ${reasons.join(' ')}`, 'WEAK_PASSWORD', reasons);
}

/** Writes an already-made hash as the account's password credential. Returns false when it has none. */
export async function storePasswordHash(tx: Tx | Db, userId: string, passwordHash: string): Promise<boolean> {
  const updated = await tx
    .update(authAccounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .returning({ id: authAccounts.id });
  return updated.length > 0;
}

/** The current password, checked against the stored hash (account settings ask for it before a change). */
export async function passwordMatches(db: Db | Tx, hasher: PasswordHasher, userId: string, password: string) {
  const [account] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  if (!account?.password) return false;
  return hasher.verify(account.password, password);
}
