// The operators' yearly tax export (issue 29 item 5): one line per creator with a withdrawal in the year that did not
// fail, with their tax details as the creator gave them (the id masked: the sealed id never leaves the server), most
// paid first. Every export is a line of the operators' audit, written in the same transaction as the read.
import { TAX_DETAILS_THRESHOLD_CENTS, TAX_EXPORT_COLUMNS } from '@microreach/domain/tax';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payoutRequests, taxProfiles, type UserRow, users } from '#server/db/schema/index.ts';
import { toCsv } from '#server/lib/csv.ts';
import { TAX_COUNTED_PAYOUT_STATES, taxYearRange } from '#server/modules/creator-earnings/tax-details.service.ts';
import { recordOperatorAction } from './operator-audit.service.ts';

export const taxPayoutsCsvName = (year: number) => `microreach-tax-payouts-${year}.csv`;

const usd = (cents: number) => (cents / 100).toFixed(2);

/**
 * The year's CSV (TAX_EXPORT_COLUMNS). `paid_cents` is what counts toward the threshold, as the creator's own tax
 * status counts it: every withdrawal requested in the year (UTC) that did not fail; `in_flight_cents` is the part of
 * it not settled yet (requested, approved or delayed).
 */
export async function exportTaxPayouts(db: Db, operator: UserRow, year: number): Promise<string> {
  const { from, to } = taxYearRange(year);
  return db.transaction(async (tx) => {
    const paid = sql<number>`sum(${payoutRequests.amountCents})`.mapWith(Number);
    const inFlight =
      sql<number>`coalesce(sum(${payoutRequests.amountCents}) filter (where ${payoutRequests.status} <> 'paid'), 0)`.mapWith(
        Number,
      );
    const totals = tx
      .select({
        userId: payoutRequests.userId,
        paidCents: paid.as('paid_cents'),
        inFlightCents: inFlight.as('in_flight_cents'),
        payouts: sql<number>`count(*)`.mapWith(Number).as('payouts'),
      })
      .from(payoutRequests)
      .where(
        and(
          inArray(payoutRequests.status, [...TAX_COUNTED_PAYOUT_STATES]),
          gte(payoutRequests.requestedAt, from),
          lt(payoutRequests.requestedAt, to),
        ),
      )
      .groupBy(payoutRequests.userId)
      .as('totals');
    const rows = await tx
      .select({
        userId: totals.userId,
        paidCents: totals.paidCents,
        inFlightCents: totals.inFlightCents,
        payouts: totals.payouts,
        name: users.name,
        email: users.email,
        profile: taxProfiles,
      })
      .from(totals)
      .innerJoin(users, eq(users.id, totals.userId))
      .leftJoin(taxProfiles, eq(taxProfiles.userId, totals.userId))
      .orderBy(desc(totals.paidCents), desc(totals.inFlightCents), asc(totals.userId));

    await recordOperatorAction(tx, operator, {
      action: 'tax_payouts_exported',
      subjectKind: 'tax_year',
      subjectId: String(year),
      subjectUserId: null,
      reason: `Payouts of ${year} exported for tax (${rows.length} ${rows.length === 1 ? 'creator' : 'creators'}).`,
      data: { year, creators: rows.length },
    });

    return toCsv(
      TAX_EXPORT_COLUMNS,
      rows.map(({ userId, paidCents, inFlightCents, payouts, name, email, profile: p }) => [
        userId,
        name,
        email,
        p?.legalName ?? '',
        p?.businessName ?? '',
        p?.country ?? '',
        p?.form ?? '',
        p?.classification ?? '',
        p?.taxIdMasked ?? '',
        p ? [p.addressLine1, p.addressLine2, p.city, p.region, p.postalCode, p.country].filter(Boolean).join(', ') : '',
        paidCents,
        usd(paidCents),
        payouts,
        inFlightCents,
        paidCents > TAX_DETAILS_THRESHOLD_CENTS ? 'yes' : 'no',
        p ? 'yes' : 'no',
      ]),
    );
  });
}
