// Tax details before larger payouts (issue 29 item 5, decision 029): the creator's W-9 or W-8BEN data, the tax id
// sealed at rest with the platform tokens' key and code (never returned, shown masked), what the creator has been paid
// this calendar year, and the check a withdrawal passes before it is written.

import type { KeyObject } from 'node:crypto';
import type { PayoutState } from '@microreach/domain/creator-earnings';
import {
  maskTaxId,
  normaliseTaxId,
  TAX_DETAILS_THRESHOLD_CENTS,
  type TaxDetails,
  type TaxDetailsInputSchema,
  type TaxStatus,
  taxFormFor,
  taxMessages,
  withdrawableWithoutDetails,
  withdrawalNeedsTaxDetails,
} from '@microreach/domain/tax';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import { payoutRequests, taxProfiles, type UserRow } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { decryptToken, encryptToken } from '#server/modules/metrics/providers/token-crypto.ts';

type TaxDetailsInput = z.output<typeof TaxDetailsInputSchema>;
type TaxProfileRow = typeof taxProfiles.$inferSelect;

/**
 * The withdrawals that count as paid in a year: every one that did not fail. Paid ones left; requested, approved and
 * delayed ones are on their way (a delayed one's money stays in payouts in flight until a person settles it), and
 * letting them not count would let a creator slip past the threshold with withdrawals still in flight.
 */
export const TAX_COUNTED_PAYOUT_STATES = [
  'requested',
  'approved',
  'delayed',
  'paid',
] as const satisfies readonly PayoutState[];

/** The tax year of a moment: its UTC calendar year. */
export const taxYearOf = (now: Date) => now.getUTCFullYear();

/** [1 January, next 1 January) of `year`, UTC. */
export function taxYearRange(year: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** The associated data a creator's sealed id is bound to: copied onto another user's row, it does not open. */
export const taxIdAssociatedData = (userId: string) => `tax-id:${userId}`;

export function sealTaxId(key: KeyObject, userId: string, normalisedId: string): string {
  return encryptToken(normalisedId, key, taxIdAssociatedData(userId));
}

/** The id itself, for whoever must file it (not served by any route). Throws when the value was moved or changed. */
export function openTaxId(key: KeyObject, userId: string, sealed: string): string {
  return decryptToken(sealed, key, taxIdAssociatedData(userId));
}

/** The creator's withdrawals requested in `year` (UTC) that did not fail, in cents. */
export async function paidInYearCents(db: Db | Tx, userId: string, year: number): Promise<number> {
  const { from, to } = taxYearRange(year);
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payoutRequests.amountCents}), 0)`.mapWith(Number) })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.userId, userId),
        inArray(payoutRequests.status, [...TAX_COUNTED_PAYOUT_STATES]),
        gte(payoutRequests.requestedAt, from),
        lt(payoutRequests.requestedAt, to),
      ),
    );
  return row?.cents ?? 0;
}

async function profileOf(db: Db | Tx, userId: string): Promise<TaxProfileRow | undefined> {
  const [row] = await db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
  return row;
}

function toDetails(row: TaxProfileRow): TaxDetails {
  return {
    form: row.form,
    legalName: row.legalName,
    businessName: row.businessName,
    country: row.country as TaxDetails['country'],
    classification: row.classification,
    taxIdMasked: row.taxIdMasked,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    dateOfBirth: row.dateOfBirth,
    certifiedAt: row.certifiedAt.toISOString(),
  };
}

/** Where the creator stands this calendar year (UTC): paid so far, what may still go out without details, the details. */
export async function getTaxStatus(db: Db, actor: UserRow, now: Date = new Date()): Promise<TaxStatus> {
  const year = taxYearOf(now);
  const [paid, profile] = await Promise.all([paidInYearCents(db, actor.id, year), profileOf(db, actor.id)]);
  return {
    year,
    thresholdCents: TAX_DETAILS_THRESHOLD_CENTS,
    paidThisYearCents: paid,
    withdrawableWithoutDetailsCents: profile ? null : withdrawableWithoutDetails(paid),
    details: profile ? toDetails(profile) : null,
  };
}

/**
 * Saves the creator's tax details (the input has passed TaxDetailsInputSchema): the id normalised, sealed to this
 * user and masked; saving again replaces them and certifies them again now.
 */
export async function saveTaxDetails(
  db: Db,
  key: KeyObject,
  actor: UserRow,
  input: TaxDetailsInput,
  now: Date = new Date(),
): Promise<TaxStatus> {
  const normalised = normaliseTaxId(input.country, input.taxId);
  const form = taxFormFor(input.country);
  const values = {
    form,
    legalName: input.legalName,
    businessName: input.businessName,
    country: input.country,
    classification: input.classification,
    taxIdSealed: sealTaxId(key, actor.id, normalised),
    taxIdMasked: maskTaxId(input.country, input.classification, normalised, input.taxId),
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    region: input.region,
    postalCode: input.postalCode,
    // The W-9 asks for no date of birth: one sent with it is not kept.
    dateOfBirth: form === 'W-8BEN' ? input.dateOfBirth : null,
    certifiedAt: now,
  };
  await db
    .insert(taxProfiles)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: taxProfiles.userId, set: { ...values, updatedAt: now } });
  return getTaxStatus(db, actor, now);
}

/**
 * The gate of a withdrawal, in its transaction after the creator's lock (so two withdrawals at once cannot both slip
 * under): refused with 409 TAX_DETAILS_REQUIRED when it would take this year's withdrawals past the threshold and the
 * creator has given no tax details.
 */
export async function assertTaxDetailsAllow(tx: Tx, userId: string, amountCents: number, now: Date = new Date()) {
  const paid = await paidInYearCents(tx, userId, taxYearOf(now));
  if (!withdrawalNeedsTaxDetails(paid, amountCents, false)) return;
  const [profile] = await tx
    .select({ userId: taxProfiles.userId })
    .from(taxProfiles)
    .where(eq(taxProfiles.userId, userId));
  if (profile) return;
  throw new AppError(409, taxMessages.required(paid, withdrawableWithoutDetails(paid)), 'TAX_DETAILS_REQUIRED', {
    title: taxMessages.requiredTitle,
  });
}
