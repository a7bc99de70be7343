// A creator's rate card (issue 30): the creator reads and replaces their own; the public profile, Find Influencers and
// the applicants dialog read the cards of the creators they show, in one query for all of them.
import { type RateCard, type RateCardEntry, type RateCardInput, sortRates } from '@microreach/domain/rate-card';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { creatorRates } from '#server/db/schema/index.ts';
import type { MarketplaceUserRow } from '#server/lib/marketplace-user.ts';
import { USER_CHANGED_CHANNEL } from '../auth/session-cache.ts';

/** The cards of some users, each in display order; a user without rates is absent from the map. */
export async function loadRates(db: Db | Tx, userIds: readonly string[]): Promise<Map<string, RateCardEntry[]>> {
  const result = new Map<string, RateCardEntry[]>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return result;
  const rows = await db
    .select({ userId: creatorRates.userId, format: creatorRates.format, priceCents: creatorRates.priceCents })
    .from(creatorRates)
    .where(inArray(creatorRates.userId, ids));
  for (const { userId, ...rate } of rows) {
    const rates = result.get(userId) ?? [];
    rates.push(rate);
    result.set(userId, rates);
  }
  for (const [userId, rates] of result) result.set(userId, sortRates(rates));
  return result;
}

/** One user's card in display order ([] when none is given). */
export async function ratesOf(db: Db | Tx, userId: string): Promise<RateCardEntry[]> {
  return (await loadRates(db, [userId])).get(userId) ?? [];
}

/** GET /api/creator/profile/rate-card: the caller's own card (creators only: the route checks the role). */
export async function getOwnRateCard(db: Db, actor: MarketplaceUserRow): Promise<RateCard> {
  return { rates: await ratesOf(db, actor.id) };
}

/**
 * PUT /api/creator/profile/rate-card: the whole card replaced in one transaction (an empty list clears it), so a
 * reader sees the old card or the new one, never a mix. The caller's cached profile (GET /api/me carries the card)
 * is dropped on every app server, as the database's triggers do for the other profile tables.
 */
export async function saveRateCard(db: Db, actor: MarketplaceUserRow, input: RateCardInput): Promise<RateCard> {
  return db.transaction(async (tx) => {
    await tx.delete(creatorRates).where(eq(creatorRates.userId, actor.id));
    if (input.rates.length > 0) {
      await tx
        .insert(creatorRates)
        .values(input.rates.map((r) => ({ userId: actor.id, format: r.format, priceCents: r.priceCents })));
    }
    await tx.execute(sql`select pg_notify(${USER_CHANGED_CHANNEL}, ${actor.id})`);
    return { rates: sortRates(input.rates.map((r) => ({ format: r.format, priceCents: r.priceCents }))) };
  });
}
