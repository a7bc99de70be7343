// Operators' accounts (issue 28, decision 028): made and removed only from a shell (`npm run operator -- add|remove`),
// never by sign-up. A new operator has no password: the printed one-time link sets it.
import { randomUUID } from 'node:crypto';
import { EmailSchema } from '@microreach/domain/auth';
import { accountLinkMessages } from '@microreach/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authAccounts, authUsers, users } from '#server/db/schema/index.ts';
import { badRequest } from '#server/lib/errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import { consumeAccountToken, findLiveAccountToken, issueAccountToken } from './account-tokens.service.ts';
import { endUserSessions } from './sessions.service.ts';
import { assertStrongPassword, storePasswordHash } from './set-password.ts';

/** A refusal the operator command prints as it is (exit 1). */
export class OperatorAccountError extends Error {}

/** "jane.doe-smith@x" -> "Jane Doe Smith": the name an operator is shown under until there is a way to change it. */
export function operatorNameFrom(email: string): string {
  const words = email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean);
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return name || 'Operator';
}

export interface OperatorSetupLink {
  /** 'created' for a new operator; 'renewed' when the operator existed and gets a fresh link (the old one stops). */
  status: 'created' | 'renewed';
  email: string;
  link: string;
  expiresAt: Date;
}

function parseEmail(raw: string): string {
  const parsed = EmailSchema.safeParse(raw);
  if (!parsed.success) throw new OperatorAccountError(`Not an email address: ${raw}`);
  return parsed.data;
}

/**
 * Creates an operator (auth user without a password, users row with role Operator) and a one-time link to set the
 * password, in one transaction; an existing operator gets a fresh link. A marketplace account's address is refused.
 */
export async function addOperator(db: Db, rawEmail: string, appUrl: string): Promise<OperatorSetupLink> {
  const email = parseEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: authUsers.id, role: users.role })
      .from(authUsers)
      .leftJoin(users, eq(users.id, authUsers.id))
      .where(eq(authUsers.email, email));
    const [profile] = existing ? [] : await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if ((existing && existing.role !== 'Operator') || profile) {
      throw new OperatorAccountError(
        `${email} belongs to a marketplace account. An operator needs an address of its own.`,
      );
    }
    let id = existing?.id;
    if (!id) {
      id = randomUUID();
      const name = operatorNameFrom(email);
      // The address is the operator's: it was given by whoever runs the servers.
      await tx.insert(authUsers).values({ id, name, email, emailVerified: true });
      await tx.insert(users).values({ id, email, name, role: 'Operator' });
    }
    const issued = await issueAccountToken(tx, { userId: id, purpose: 'operator_setup', email });
    return {
      status: existing ? 'renewed' : 'created',
      email,
      link: `${appUrl.replace(/\/+$/, '')}/ops/set-password?token=${issued.token}`,
      expiresAt: issued.expiresAt,
    };
  });
}

/** Removes an operator and ends its sessions (their rows go with the account). Refuses any other account. */
export async function removeOperator(db: Db, rawEmail: string): Promise<{ email: string }> {
  const email = parseEmail(rawEmail);
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  if (!row) throw new OperatorAccountError(`No operator has the address ${email}.`);
  if (row.role !== 'Operator') {
    throw new OperatorAccountError(`${email} is a marketplace account, not an operator: it was not removed.`);
  }
  // Ended first, announced to every server; then the account (users, sessions, tokens and factor go with it).
  await endUserSessions(db, row.id, { reason: 'Session ended' });
  await db.delete(authUsers).where(eq(authUsers.id, row.id));
  return { email };
}

const invalidLink = () => badRequest(accountLinkMessages.linkInvalid, 'INVALID_ACCOUNT_LINK');

/** The address of a live operator setup link; the password reset's 400 for every bad link. */
export async function checkOperatorSetupLink(db: Db, token: string): Promise<{ email: string }> {
  const link = await findLiveAccountToken(db, 'operator_setup', token);
  if (!link) throw invalidLink();
  const [operator] = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, link.userId));
  if (operator?.role !== 'Operator') throw invalidLink();
  return { email: operator.email };
}

/**
 * Sets a new operator's password from the printed link: the sign-up policy first (a weak password leaves the link
 * usable), then in one transaction the link is used up and the credential written (created, or replaced when a fresh
 * link was printed for an operator who had one). Every session of the operator ends.
 */
export async function setOperatorPassword(
  db: Db,
  hasher: PasswordHasher,
  token: string,
  password: string,
): Promise<void> {
  const link = await findLiveAccountToken(db, 'operator_setup', token);
  if (!link) throw invalidLink();
  const [operator] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, link.userId));
  if (operator?.role !== 'Operator') throw invalidLink();
  assertStrongPassword(password, operator);
  const passwordHash = await hasher.hash(password);
  await db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, 'operator_setup', token);
    if (!used) throw invalidLink();
    if (!(await storePasswordHash(tx, operator.id, passwordHash))) {
      await tx
        .insert(authAccounts)
        .values({ accountId: operator.id, providerId: 'credential', userId: operator.id, password: passwordHash });
    }
  });
  await endUserSessions(db, operator.id, { reason: 'Password changed' });
}
