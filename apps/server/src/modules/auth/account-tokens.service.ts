// One-time account links (issue 27): password reset, email confirmation, change of email. The token is 32 random bytes
// (base64url) in the mailed link; only its SHA-256 is stored. A token is taken with one UPDATE that also checks it is
// unused and unexpired, so of two requests with the same link exactly one wins.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { type AccountTokenPurpose, accountTokens } from '#server/db/schema/index.ts';

/** How long each kind of link works. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60_000,
  email_confirmation: 7 * 24 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
  // The link `npm run operator -- add` prints for a new operator (issue 28).
  operator_setup: 24 * 60 * 60_000,
};

/** A token as it may appear in a link: 43 base64url characters. Anything else is refused before the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedAccountToken {
  id: string;
  /** The secret for the link: never stored. */
  token: string;
  expiresAt: Date;
}

export interface IssueAccountTokenInput {
  userId: string;
  purpose: AccountTokenPurpose;
  /** Where the link is mailed. */
  email: string;
  /** Earlier unused links of this purpose stop working (a new reset link voids the old ones). */
  supersede?: boolean;
  now?: Date;
}

/** Writes a new link's token inside the caller's transaction (with the email that carries it). */
export async function issueAccountToken(
  tx: Tx | Db,
  { userId, purpose, email, supersede = true, now = new Date() }: IssueAccountTokenInput,
): Promise<IssuedAccountToken> {
  if (supersede) {
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]);
  const [row] = await tx
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: hashAccountToken(token), email, expiresAt, createdAt: now })
    .returning({ id: accountTokens.id });
  return { id: row.id, token, expiresAt };
}

export interface LiveAccountToken {
  id: string;
  userId: string;
  email: string;
  expiresAt: Date;
}

function liveCondition(purpose: AccountTokenPurpose, token: string, now: Date) {
  return and(
    eq(accountTokens.tokenHash, hashAccountToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}

/** The token's row when it is of this purpose, unused and unexpired; null otherwise (without saying which). */
export async function findLiveAccountToken(
  db: Db | Tx,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date = new Date(),
): Promise<LiveAccountToken | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      id: accountTokens.id,
      userId: accountTokens.userId,
      email: accountTokens.email,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(liveCondition(purpose, token, now));
  return row ?? null;
}

/**
 * Uses the token: marks it used and returns its row, or null when it is unknown, of another purpose, used, replaced
 * or expired. Call it in the transaction that does what the link asks, so a failure leaves the link usable.
 */
export async function consumeAccountToken(
  tx: Tx | Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date = new Date(),
): Promise<LiveAccountToken | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(liveCondition(purpose, token, now))
    .returning({
      id: accountTokens.id,
      userId: accountTokens.userId,
      email: accountTokens.email,
      expiresAt: accountTokens.expiresAt,
    });
  return row ?? null;
}
