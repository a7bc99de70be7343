// Browse's search catalogue (issue 31, decision 034): it finds exactly what the SQL search finds, in the same order and
// count, for every mix of words, filters, sorts and pages; it follows the database's announcements (a whole reload for
// a large change), on two app servers; a campaign that left browse is never shown, announced or not; and it stays
// within its size.

import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { BROWSE_SORTS, BUDGET_BUCKETS } from '@microreach/domain/creator-campaigns';
import { CAMPAIGN_NICHES } from '@microreach/domain/options';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { campaigns } from '#server/db/schema/index.ts';
import { signUpBusiness, signUpCreator, type TestApp, type TestUser } from '#server/test/harness.ts';
import { type CatalogueApps, getJson, openCatalogueApps } from '#server/test/support/catalogue-apps.ts';
import { seeded } from '#server/test/support/seeded-random.ts';
import { BROWSE_CATALOGUE_CHANNEL, BrowseCatalogue } from './browse-catalogue.ts';

let apps: CatalogueApps;
let database: Database;
/** Searches by SQL. */
let sqlApp: TestApp;
/** Searches by its catalogue, on the same database. */
let catalogueApp: TestApp;
/** On PostgreSQL, another app server on its own connections; on PGlite (one process) the same database. */
let otherServer: TestApp;
let brand: TestUser;
let creator: TestUser;
/** A word only this file's campaigns have, so a search can be kept to them on a shared database. */
const tag = `zk${randomUUID().slice(0, 6)}`;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  apps = await openCatalogueApps('browseCatalogue');
  ({ database, sqlApp, catalogueApp, otherServer } = apps);
  brand = await signUpBusiness(sqlApp, { companyName: 'Catalogue Co' });
  creator = await signUpCreator(sqlApp);
});
afterAll(async () => {
  await database.db.delete(campaigns).where(sql`${campaigns.campaignName} like ${`%${tag}%`}`);
  await apps.close();
});

interface Page {
  items: Array<{ id: string; campaignName: string }>;
  total: number;
  totalCapped: boolean;
}

const browse = (app: TestApp, query: string) => getJson<Page>(app, `/api/creator/campaigns?${query}`, creator.cookie);
const ids = (page: Page) => page.items.map((item) => item.id);

/** Words sharing beginnings, digits, a hyphenated word and one beyond ASCII (which the SQL search answers). */
const WORDS = [
  'coffee',
  'cofounder',
  'cold',
  'brew',
  'h2o',
  '2026',
  'serum',
  'sera',
  'vegan',
  'glow',
  'café',
  'e-bike',
];

function randomCampaign(random: () => number, pick: <T>(list: readonly T[]) => T, n: number) {
  const words = (k: number) => Array.from({ length: k }, () => pick(WORDS)).join(' ');
  const maybe = <T>(value: T, chance = 0.85): T | null => (random() < chance ? value : null);
  const start = -Math.floor(random() * 6);
  return {
    userId: brand.user.id,
    campaignName: `${words(2)} ${tag} ${n}`,
    campaignDescription: maybe(`${words(3)}, ${pick(['Daily', 'WEEKLY', 'monthly'])}`),
    campaignHashtags: maybe(`#${pick(WORDS)}, ${pick(WORDS)}Sunday`),
    campaignNiche: maybe(pick(CAMPAIGN_NICHES)),
    status: pick(['Live', 'Live', 'Live', 'Live', 'Draft', 'Paused', 'Completed'] as const),
    privatePublic: pick(['Public', 'Private'] as const),
    // Bucket edges ($500, $1,000, $5,000) and ties, as well as none.
    influencerBudgetCents: maybe(pick([10_000, 50_000, 50_100, 100_000, 250_000, 500_000, 500_100, 900_000])),
    // Ties in dates (the id breaks them), no date, ended, ends today (never before the start).
    startDate: maybe(day(start)),
    endDate: maybe(day(start + Math.floor(random() * 9)), 0.8),
  };
}

describe('the browse search catalogue', () => {
  it('finds exactly what the SQL search finds, in the same order and count, for words, filters, sorts and pages', async () => {
    const { random, pick } = seeded(34);
    await database.db.insert(campaigns).values(Array.from({ length: 240 }, (_, n) => randomCampaign(random, pick, n)));
    const catalogue = catalogueApp.browseCatalogue!;
    await catalogue.sync();
    const searches = [
      tag,
      `${tag} co`,
      `${tag} COF`,
      `${tag} cofo`,
      `${tag} coffee brew`,
      `${tag} h2`,
      `${tag} 202`,
      `${tag} 2026 glow`,
      `${tag} se`,
      `${tag} seru`,
      `${tag} sunday`,
      `${tag} coffeesun`,
      `${tag} weekly`,
      `${tag} beauty`,
      `${tag} health fit`,
      `${tag} e`,
      `${tag} bike`,
      `${tag} nothinglikethis`,
      `${tag} café`,
      `${tag} caf`,
      `${tag}-glow`,
    ];
    let compared = 0;
    const answered = catalogue.answered;
    for (const q of searches) {
      for (let n = 0; n < 6; n++) {
        const params = new URLSearchParams({ q, sort: pick(BROWSE_SORTS) });
        if (random() < 0.4) params.set('niche', pick(CAMPAIGN_NICHES));
        if (random() < 0.4) params.set('budget', pick(BUDGET_BUCKETS));
        if (random() < 0.4) params.set('visibility', pick(['public', 'private']));
        params.set('pageSize', String(pick([3, 7, 20])));
        params.set('page', String(1 + Math.floor(random() * 3)));
        const query = params.toString();
        const [bySql, byCatalogue] = [await browse(sqlApp, query), await browse(catalogueApp, query)];
        expect(byCatalogue, query).toEqual(bySql);
        if (bySql.items.length > 0) compared++;
      }
    }
    // Most of the searches found something to compare, and the catalogue answered all those of ASCII words itself.
    expect(compared).toBeGreaterThan(40);
    expect(catalogue.answered - answered).toBe(searches.filter((q) => !/é/.test(q)).length * 6);
  });

  it('finds a word of the name, description, niche or hashtags by its beginning, in any letter case', async () => {
    const word = `w${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const make = (fields: Partial<typeof campaigns.$inferInsert>) => ({
      userId: brand.user.id,
      campaignName: `Find ${tag}`,
      status: 'Live' as const,
      privatePublic: 'Public' as const,
      startDate: day(-1),
      endDate: day(5),
      ...fields,
    });
    const rows = await database.db
      .insert(campaigns)
      .values([
        make({ campaignName: `Summer ${word.toUpperCase()} ${tag}` }),
        make({ campaignDescription: `about ${word}, daily` }),
        make({ campaignHashtags: `Glow, ${word}Sunday` }),
        make({ campaignName: `Quest ${word}x ${tag}`, campaignNiche: 'Gaming' }),
      ])
      .returning({ id: campaigns.id });
    await catalogueApp.browseCatalogue!.sync();
    const found = async (q: string) => ids(await browse(catalogueApp, `q=${encodeURIComponent(q)}`)).sort();
    expect(await found(word.slice(0, 3).toUpperCase())).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    expect(await found(word)).toEqual(rows.map((r) => r.id).sort());
    expect(await found(`${word} gam`)).toEqual([rows[3]!.id]);
    expect(await found(`${word}SUN`)).toEqual([rows[2]!.id]);
    expect(await found(`DAILY ${word}`)).toEqual([rows[1]!.id]);
    expect(await found(word.slice(2))).toEqual([]);
  });

  it('follows every change the database announces, on every app server, and reloads whole for a large one', async () => {
    const word = `f${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const search = `q=${word}&sort=budget`;
    const [draft] = await database.db
      .insert(campaigns)
      .values({
        userId: brand.user.id,
        campaignName: `Follow ${word} ${tag}`,
        status: 'Draft',
        privatePublic: 'Public',
        startDate: day(-1),
        endDate: day(5),
        influencerBudgetCents: 20_000,
      })
      .returning();
    // Going Live is announced: both servers find it without being told to look (no sync here).
    await database.db.update(campaigns).set({ status: 'Live' }).where(eq(campaigns.id, draft!.id));
    for (const server of [catalogueApp, otherServer]) {
      await vi.waitFor(async () => expect(ids(await browse(server, search))).toEqual([draft!.id]), { timeout: 3_000 });
    }
    // A new word in the hashtags.
    await database.db.update(campaigns).set({ campaignHashtags: 'Zephyrine' }).where(eq(campaigns.id, draft!.id));
    await vi.waitFor(async () => expect(ids(await browse(otherServer, `q=${word} zephyr`))).toEqual([draft!.id]), {
      timeout: 3_000,
    });
    // More than 200 campaigns in one statement: announced as a whole reload, after which all are found.
    const many = Array.from({ length: 205 }, (_, n) => ({
      userId: brand.user.id,
      campaignName: `Many ${word} ${tag} ${n}`,
      status: 'Live' as const,
      privatePublic: 'Public' as const,
      startDate: day(-1),
      endDate: day(5),
      influencerBudgetCents: 10_000,
    }));
    await database.db.insert(campaigns).values(many);
    for (const server of [catalogueApp, otherServer]) {
      await vi.waitFor(
        async () => {
          const page = await browse(server, `${search}&pageSize=1`);
          expect(page).toMatchObject({ total: 206, items: [{ id: draft!.id }] });
        },
        { timeout: 5_000 },
      );
      expect(server.browseCatalogue!.ready).toBe(true);
    }
  });

  it('never shows a campaign that left browse, even before its change is announced', async () => {
    const word = `g${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const row = (n: number) => ({
      userId: brand.user.id,
      campaignName: `Gone ${word} ${tag} ${n}`,
      campaignNiche: 'Gaming',
      status: 'Live' as const,
      privatePublic: 'Public' as const,
      startDate: day(-1),
      endDate: day(5),
      influencerBudgetCents: 20_000,
    });
    const rows = await database.db.insert(campaigns).values([0, 1, 2, 3, 4].map(row)).returning({ id: campaigns.id });
    const [paused, deleted, moved, ended, kept] = rows.map((r) => r.id);
    await catalogueApp.browseCatalogue!.sync();
    expect(ids(await browse(catalogueApp, `q=${word}&niche=Gaming&pageSize=50`)).sort()).toEqual(
      rows.map((r) => r.id).sort(),
    );
    // Written without firing triggers (as a change whose announcement is still on its way): the page's rows, read
    // from the database, show the catalogue is behind, and it corrects itself before answering.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(campaigns).set({ status: 'Paused' }).where(eq(campaigns.id, paused!));
      await tx.delete(campaigns).where(eq(campaigns.id, deleted!));
      await tx.update(campaigns).set({ campaignNiche: 'Travel' }).where(eq(campaigns.id, moved!));
      await tx
        .update(campaigns)
        .set({ endDate: day(-1) })
        .where(eq(campaigns.id, ended!));
    });
    const answered = catalogueApp.browseCatalogue!.answered;
    expect(ids(await browse(catalogueApp, `q=${word}&niche=Gaming&pageSize=50`))).toEqual([kept]);
    expect(catalogueApp.browseCatalogue!.answered).toBeGreaterThan(answered);
    // And it stays corrected: the next search needs nothing re-read.
    expect(ids(await browse(catalogueApp, `q=${word}&pageSize=50`)).sort()).toEqual([moved, kept].sort());
  });

  it('announces the searchable fields of Live campaigns only, with their ids, and a large change as a reload', async () => {
    const heard: string[] = [];
    const stop = await database.listen(BROWSE_CATALOGUE_CHANNEL, (payload) => heard.push(payload));
    try {
      const word = `h${randomUUID().slice(0, 6).replace(/-/g, '')}`;
      const base = {
        userId: brand.user.id,
        campaignName: `Heard ${word} ${tag}`,
        privatePublic: 'Public' as const,
        startDate: day(-1),
        endDate: day(5),
      };
      const [draft] = await database.db
        .insert(campaigns)
        .values({ ...base, status: 'Draft' })
        .returning();
      const [live] = await database.db
        .insert(campaigns)
        .values({ ...base, status: 'Live' })
        .returning();
      await database.db.update(campaigns).set({ contentGuidelines: 'Unsearched' }).where(eq(campaigns.id, live!.id));
      await database.db
        .update(campaigns)
        .set({ campaignName: `Draft ${word} ${tag}` })
        .where(eq(campaigns.id, draft!.id));
      await database.db.update(campaigns).set({ influencerBudgetCents: 70_000 }).where(eq(campaigns.id, live!.id));
      await database.db.update(campaigns).set({ status: 'Paused' }).where(eq(campaigns.id, live!.id));
      const many = await database.db
        .insert(campaigns)
        .values(Array.from({ length: 201 }, () => ({ ...base, status: 'Live' as const })))
        .returning({ id: campaigns.id });
      await database.db.delete(campaigns).where(
        inArray(
          campaigns.id,
          many.slice(0, 2).map((r) => r.id),
        ),
      );
      const end = `sync:${randomUUID()}`;
      await database.db.execute(sql`select pg_notify(${BROWSE_CATALOGUE_CHANNEL}, ${end})`);
      await vi.waitFor(() => expect(heard).toContain(end));
      // Ids in a payload in any order: sorted to compare.
      const ours = heard
        .filter((payload) => !payload.startsWith('sync:'))
        .map((payload) => payload.split(',').sort().join(','));
      // The Live insert, the budget change, going Paused, the 201 (a reload), the two deleted; not the draft's
      // insert or rename, nor the guidelines.
      expect(ours).toEqual([live!.id, live!.id, live!.id, '*', [many[0]!.id, many[1]!.id].sort().join(',')]);
    } finally {
      await stop();
    }
  });

  it('searches in SQL while a read of the catalogue fails, and loads once it can again', async () => {
    // The test breaks the campaigns table of its database for a moment (nothing else runs meanwhile) and mends it.
    const rename = (from: string, to: string) =>
      database.db.execute(sql.raw(`alter table campaigns rename column ${from} to ${to}`));
    const catalogue = new BrowseCatalogue(database.db, { maxCampaigns: 100_000 });
    const query = { q: tag, sort: 'newest' as const, page: 1, pageSize: 1 };
    await rename('campaign_niche', 'niche_away');
    let broken = true;
    try {
      await catalogue.start(database);
      await expect(catalogue.apply()).rejects.toThrow();
      expect(catalogue.search(query)).toBeNull();
      await rename('niche_away', 'campaign_niche');
      broken = false;
      // A later search starts the next try (at most one a second) and, once loaded, the catalogue answers.
      await vi.waitFor(() => expect(catalogue.search(query)?.total).toBeGreaterThan(0), {
        timeout: 5_000,
        interval: 100,
      });
    } finally {
      if (broken) await rename('niche_away', 'campaign_niche');
      await catalogue.close();
    }
  });

  it('does not load past its size: browse then searches by SQL', async () => {
    const small = new BrowseCatalogue(database.db, { maxCampaigns: 0 });
    await small.start(database);
    try {
      await small.sync();
      expect(small.ready).toBe(false);
      expect(small.search({ q: tag, sort: 'newest', page: 1, pageSize: 20 })).toBeNull();
    } finally {
      await small.close();
    }
  });
});
