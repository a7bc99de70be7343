// The browse page's shared part kept in memory (issue 15), on two app servers over one database: a cached page is
// served without a new read, any change to a campaign or its participants announced by the database drops it on every
// server long before its time-to-live, and each creator's own marks (Applied, Left) are never from the cache.

import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { campaignApplicants, campaigns } from '#server/db/schema/index.ts';
import { createTestApp, signUpBusiness, signUpCreator, type TestApp, type TestUser } from '#server/test/harness.ts';

let database: Database;
let second: Database | null;
let one: TestApp;
let two: TestApp;
let brand: TestUser;
const tag = `zb${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url
    ? await openDatabase({ engine: 'postgres', url, poolSize: 2 })
    : await openDatabase({ engine: 'pglite', dataDir: null });
  await database.migrate();
  second = url ? await openDatabase({ engine: 'postgres', url, poolSize: 2 }) : null;
  // A time-to-live far longer than the test: what the test sees change was dropped by an announcement.
  one = await createTestApp({ database, closeDatabase: false, browseCacheTtlMs: 600_000 });
  two = await createTestApp({ database: second ?? database, closeDatabase: false, browseCacheTtlMs: 600_000 });
  brand = await signUpBusiness(one, { companyName: 'Cache Co' });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await second?.close();
  await database.close();
});

async function makeCampaign(name: string) {
  const [row] = await database.db
    .insert(campaigns)
    .values({
      userId: brand.user.id,
      campaignName: `${name} ${tag}`,
      campaignDescription: 'Cache test',
      status: 'Live',
      privatePublic: 'Public',
      startDate: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10),
      influencerBudgetCents: 40_000,
      maxInfluencers: 5,
    })
    .returning();
  return row;
}

const browse = async (server: TestApp, who: TestUser) => {
  const res = await server.inject({
    method: 'GET',
    url: `/api/creator/campaigns?q=${tag}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<{ id: string; campaignName: string; participantCount: number; myApplicationStatus: string | null }>;
  };
};

/** A write the database applies without firing triggers (as replication would): nothing is announced. */
async function unannounced(
  write: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<unknown>,
) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

describe('the browse cache', () => {
  it('serves a page it has, and drops it on every server when a change is announced', async () => {
    const campaign = await makeCampaign('Original');
    const creator = await signUpCreator(one);
    await vi.waitFor(async () => expect((await browse(two, creator)).items.map((i) => i.id)).toEqual([campaign.id]));

    // Renamed without an announcement: the second server still serves its page (so it is not reading each time).
    await unannounced((tx) =>
      tx
        .update(campaigns)
        .set({ campaignName: `Quiet ${tag}` })
        .where(eq(campaigns.id, campaign.id)),
    );
    expect((await browse(two, creator)).items[0].campaignName).toBe(`Original ${tag}`);

    // Renamed through the first server's connection: announced, so the second drops its page well within its TTL.
    await database.db
      .update(campaigns)
      .set({ campaignName: `Renamed ${tag}` })
      .where(eq(campaigns.id, campaign.id));
    await vi.waitFor(async () => expect((await browse(two, creator)).items[0].campaignName).toBe(`Renamed ${tag}`), {
      timeout: 2_000,
    });
    // A new campaign is found at once, too.
    const added = await makeCampaign('Added');
    await vi.waitFor(async () => expect((await browse(two, creator)).items.map((i) => i.id)).toContain(added.id), {
      timeout: 2_000,
    });
  });

  it('counts a search once for all its sorts and pages, until a change is announced', async () => {
    const word = `zc${randomUUID().slice(0, 6)}`;
    const row = (name: string) => ({
      userId: brand.user.id,
      campaignName: `${name} ${word}`,
      status: 'Live' as const,
      privatePublic: 'Public' as const,
      startDate: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10),
    });
    await database.db.insert(campaigns).values([row('First'), row('Second')]);
    const creator = await signUpCreator(one);
    const total = async (query: string) => {
      const res = await two.inject({
        method: 'GET',
        url: `/api/creator/campaigns?q=${word}&pageSize=1&${query}`,
        headers: { cookie: creator.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    // A full page of one is counted, and the count kept.
    await vi.waitFor(async () => expect(await total('sort=newest')).toBe(2));
    // A third campaign unannounced: another sort and another page are pages not read before, yet they share the
    // count, so they still say two.
    await unannounced((tx) => tx.insert(campaigns).values(row('Third')));
    expect(await total('sort=budget')).toBe(2);
    expect(await total('sort=closing&page=2')).toBe(2);
    // An announced change drops the count on every server: the search is counted again.
    await database.db
      .update(campaigns)
      .set({ campaignDescription: 'Announced' })
      .where(eq(campaigns.campaignName, `First ${word}`));
    await vi.waitFor(async () => expect(await total('sort=newest')).toBe(3), { timeout: 2_000 });
  });

  it('shares each campaign between the pages of different searches, until a change is announced', async () => {
    const word = `zr${randomUUID().slice(0, 6)}`;
    const campaign = await makeCampaign(`Shared ${word}`);
    const creator = await signUpCreator(one);
    const named = async (query: string) => {
      const res = await two.inject({
        method: 'GET',
        url: `/api/creator/campaigns?q=${word}&${query}`,
        headers: { cookie: creator.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: Array<{ campaignName: string }> }).items.map((i) => i.campaignName);
    };
    await vi.waitFor(async () => expect(await named('sort=newest')).toEqual([`Shared ${word} ${tag}`]));
    // Renamed unannounced: a search not asked before (another sort: another page to find) shows the campaign as the
    // first page read it, so its row was not read again.
    await unannounced((tx) =>
      tx
        .update(campaigns)
        .set({ campaignName: `Quiet ${word} ${tag}` })
        .where(eq(campaigns.id, campaign.id)),
    );
    expect(await named('sort=budget')).toEqual([`Shared ${word} ${tag}`]);
    // An announced change drops it on every server.
    await database.db.update(campaigns).set({ campaignDescription: 'Announced' }).where(eq(campaigns.id, campaign.id));
    await vi.waitFor(async () => expect(await named('sort=closing')).toEqual([`Quiet ${word} ${tag}`]), {
      timeout: 2_000,
    });
  });

  it("marks each creator's own applications exactly, whatever the cache holds", async () => {
    const [joiner, looker] = await Promise.all([signUpCreator(one), signUpCreator(one)]);
    const before = await browse(two, looker);
    const target = before.items[0];
    // The application goes in unannounced: the shared page (its participant count) stays cached, the mark does not.
    await unannounced((tx) =>
      tx.insert(campaignApplicants).values({ campaignId: target.id, userId: joiner.user.id, status: 'approved' }),
    );
    const mine = await browse(two, joiner);
    expect(mine.items.find((i) => i.id === target.id)).toMatchObject({
      participantCount: target.participantCount,
      myApplicationStatus: 'approved',
    });
    expect((await browse(two, looker)).items.find((i) => i.id === target.id)?.myApplicationStatus).toBeNull();
  });
});
