// The operators' TOTP second factor (RFC 6238, issue 28): required in production before any /api/ops route answers.
// Set up at the first sign-in (a secret shown once as an otpauth:// URI), then one code per sign-in; a code is used
// once (a step at or before the last accepted one is refused) and wrong codes are limited per operator.

import { operatorMessages } from '@microreach/domain/operators';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '#server/db/client.ts';
import { operatorSecondFactors, operatorSessions, type UserRow } from '#server/db/schema/index.ts';
import { badRequest, conflict, tooManyRequests } from '#server/lib/errors.ts';
import * as rateLimit from './rate-limit.ts';

export const TOTP_ISSUER = 'MicroReach';
const TOTP_PERIOD_SECONDS = 30;
/** Wrong codes an operator may enter in a window before every try is refused until it ends. */
export const SECOND_FACTOR_WRONG_LIMIT: rateLimit.Limit = { max: 5, windowSeconds: 15 * 60 };

export function operatorTotp(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export interface SecondFactorSetup {
  otpauthUri: string;
  secret: string;
  /** The address as a QR code (SVG), drawn here so the console's pages carry no QR library. */
  qrSvg: string;
}

/** The secret to scan, made on the first call and the same until a code from it is entered; 409 once enabled. */
export async function startSecondFactorSetup(
  db: Db,
  operator: Pick<UserRow, 'id' | 'email'>,
): Promise<SecondFactorSetup> {
  await db
    .insert(operatorSecondFactors)
    .values({ userId: operator.id, secret: new Secret({ size: 20 }).base32 })
    .onConflictDoNothing();
  const [factor] = await db
    .select({ secret: operatorSecondFactors.secret, enabledAt: operatorSecondFactors.enabledAt })
    .from(operatorSecondFactors)
    .where(eq(operatorSecondFactors.userId, operator.id));
  if (factor.enabledAt) throw conflict('The authenticator app is already set up. Enter its code.');
  const otpauthUri = operatorTotp(factor.secret, operator.email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { otpauthUri, secret: factor.secret, qrSvg };
}

/**
 * Checks a code against the operator's secret (one step either side), uses it up, enables the factor when this was
 * its setup, and marks the session as past its second factor. A wrong or reused code is a 400 and counts against
 * SECOND_FACTOR_WRONG_LIMIT; past the limit every try is a 429 until the window ends.
 */
export async function verifySecondFactor(
  db: Db,
  operator: Pick<UserRow, 'id' | 'email'>,
  sessionId: string,
  code: string,
  now: number = Date.now(),
): Promise<void> {
  const key = `ops:second-factor:${operator.id}`;
  const wrongSoFar = await rateLimit.peek(db, key);
  if (wrongSoFar.count >= SECOND_FACTOR_WRONG_LIMIT.max) {
    throw tooManyRequests(operatorMessages.secondFactorWrong, wrongSoFar.retryAfterSeconds);
  }
  const wrong = async () => {
    await rateLimit.hit(db, key, SECOND_FACTOR_WRONG_LIMIT);
    return badRequest(operatorMessages.secondFactorWrong);
  };
  const [factor] = await db
    .select({ secret: operatorSecondFactors.secret })
    .from(operatorSecondFactors)
    .where(eq(operatorSecondFactors.userId, operator.id));
  if (!factor) throw await wrong();
  const delta = operatorTotp(factor.secret, operator.email).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) throw await wrong();
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  const accepted = await db.transaction(async (tx) => {
    // One UPDATE that only moves forward: of two requests with the same code exactly one is accepted.
    const used = await tx
      .update(operatorSecondFactors)
      .set({ lastStep: step, enabledAt: sql`coalesce(${operatorSecondFactors.enabledAt}, now())` })
      .where(
        and(
          eq(operatorSecondFactors.userId, operator.id),
          or(isNull(operatorSecondFactors.lastStep), lt(operatorSecondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: operatorSecondFactors.userId });
    if (used.length === 0) return false;
    await tx
      .update(operatorSessions)
      .set({ secondFactorAt: sql`now()`, lastSeenAt: sql`now()` })
      .where(and(eq(operatorSessions.sessionId, sessionId), eq(operatorSessions.userId, operator.id)));
    return true;
  });
  if (!accepted) throw await wrong();
}
