// Find Influencers' search catalogue (issue 31, decision 035): it finds exactly what the SQL search finds, in the same
// order and count, for every mix of words, filters, sorts and pages, also after creators change (a change of words
// moves a creator to a new slot, other changes keep it); it follows the database's announcements on two app servers,
// with a whole reload for a large change; a creator who left or moved out of the filters is never shown, announced or
// not; it loads afresh once changes have left many dead slots, answering meanwhile; and it stays within its size.

import { randomUUID } from 'node:crypto';
import { INFLUENCER_SORTS } from '@microreach/domain/find-influencers';
import { INFLUENCER_NICHES, LOCATIONS } from '@microreach/domain/options';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { signUpBusiness, type TestApp, type TestUser, uniqueEmail } from '#server/test/harness.ts';
import { type CatalogueApps, getJson, openCatalogueApps } from '#server/test/support/catalogue-apps.ts';
import { seeded } from '#server/test/support/seeded-random.ts';
import { CREATOR_CATALOGUE_CHANNEL, CreatorCatalogue } from './creator-catalogue.ts';

let apps: CatalogueApps;
let database: Database;
/** Searches by SQL. */
let sqlApp: TestApp;
/** Searches by its catalogue, on the same database. */
let catalogueApp: TestApp;
/** On PostgreSQL, another app server on its own connections; on PGlite (one process) the same database. */
let otherServer: TestApp;
let brand: TestUser;
/** A word only this file's creators have, so a search can be kept to them on a shared database. */
const tag = `zc${randomUUID().slice(0, 6)}`;
const emailDomain = `${tag}.catalogue.microreach.app`;

beforeAll(async () => {
  apps = await openCatalogueApps('creatorCatalogue');
  ({ database, sqlApp, catalogueApp, otherServer } = apps);
  brand = await signUpBusiness(sqlApp, { companyName: 'Catalogue Co' });
});
afterAll(async () => {
  await database.db.delete(authUsers).where(like(authUsers.email, `%@${emailDomain}`));
  await apps.close();
});

interface Page {
  items: Array<{ id: string; name: string }>;
  total: number;
  totalIsCapped: boolean;
}

const find = (app: TestApp, query: string) => getJson<Page>(app, `/api/business/influencers?${query}`, brand.cookie);
const ids = (page: Page) => page.items.map((item) => item.id);

/** Words sharing beginnings, digits, short words, and one beyond ASCII (which the SQL search answers). */
const WORDS = ['coffee', 'cofounder', 'cold', 'brew', 'h2o', '2026', 'tv', 'serum', 'sera', 'vegan', 'café', 'e-bike'];

type UserInsert = typeof users.$inferInsert;

/** Creators written straight to the tables (both in one statement each), every searched field set at random. */
async function makeCreators(rows: Partial<UserInsert>[]): Promise<string[]> {
  const made = rows.map((over) => ({
    id: randomUUID(),
    email: uniqueEmail('cat').replace(/@.*/, `@${emailDomain}`),
    ...over,
  }));
  await database.db.insert(authUsers).values(made.map(({ id, email }) => ({ id, email, name: 'Catalogue creator' })));
  await database.db.insert(users).values(
    made.map(({ id, email, ...over }) => ({
      id,
      email,
      name: 'Catalogue creator',
      role: 'Influencer' as const,
      ...over,
    })),
  );
  return made.map((row) => row.id);
}

function randomCreator(random: () => number, pick: <T>(list: readonly T[]) => T, n: number): Partial<UserInsert> {
  const words = (k: number) => Array.from({ length: k }, () => pick(WORDS)).join(' ');
  const maybe = <T>(value: T, chance = 0.8): T | null => (random() < chance ? value : null);
  // Ties in every sort (the id breaks them) and no value at all.
  const followers = maybe(pick([500, 2_000, 2_000, 15_000, 80_000, 450_000, 1_200_000]));
  return {
    name: `${pick(['Mila', 'Maya', 'Kai'])} ${words(1)} ${n}`,
    instagram: maybe(`${pick(['mila', 'cold'])}.${words(1).replace(/\W/g, '')}${n}`),
    tiktok: maybe(`tt_${pick(WORDS).replace(/\W/g, '')}`, 0.4),
    bio: `${words(3)} ${tag}, ${pick(['Daily', 'WEEKLY'])}`,
    contentNiches: maybe([...new Set([pick(INFLUENCER_NICHES), pick(INFLUENCER_NICHES)])].join(', ')),
    hashtagsKeywords: maybe(`#${pick(WORDS)}, ${pick(WORDS)}Sunday`, 0.5),
    location: maybe(pick(LOCATIONS.slice(0, 3))),
    instagramFollowers: followers ?? 0,
    tiktokFollowers: maybe(pick([0, 1_000, 30_000]), 0.5) ?? 0,
    ...(random() < 0.3
      ? { instagramFollowersVerified: followers ?? 0, instagramFollowersVerifiedAt: new Date(Date.UTC(2026, 10, 1)) }
      : {}),
    engagementRate: maybe(pick([1.5, 2, 2, 4.5, 9.9, 15]), 0.7),
    lastActiveAt: maybe(new Date(Date.UTC(2026, 10, 1 + Math.floor(random() * 3), 12, 0, 0, pick([0, 0, 1, 2])))),
  };
}

/** Random searches of this file's creators, as Find Influencers sends them. */
function randomQueries(random: () => number, pick: <T>(list: readonly T[]) => T, count: number): string[] {
  const searches = [
    tag,
    `${tag} co`,
    `${tag} COF`,
    `${tag} cofo`,
    `${tag} coffee brew`,
    `${tag} h2`,
    `${tag} 202`,
    `${tag} tv`,
    `${tag} se`,
    `${tag} seru`,
    `${tag} sunday`,
    `${tag} coffeesun`,
    `${tag} weekly`,
    `${tag} mila`,
    `${tag} @mila`,
    `${tag} tt_`,
    `${tag} bike`,
    `${tag} nothinglikethis`,
    `${tag} café`,
    `${tag} caf`,
    `${tag}-mila`,
    `${tag} %`,
  ];
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({ q: pick(searches), sort: pick(INFLUENCER_SORTS) });
    if (random() < 0.35) params.set('niches', [pick(INFLUENCER_NICHES), pick(INFLUENCER_NICHES)].join(','));
    if (random() < 0.3) params.set('location', pick(LOCATIONS.slice(0, 4)));
    if (random() < 0.3) {
      params.set('audienceMin', String(pick([1_000, 2_000, 10_000])));
      params.set('audienceMax', String(pick([80_000, 500_000, 1_000_000])));
    }
    if (random() < 0.25) {
      params.set('engagementMin', String(pick([1, 2, 4.5])));
      params.set('engagementMax', String(pick([4.5, 10, 15])));
    } else if (random() < 0.1) params.set('engagementMax', '15');
    if (random() < 0.2) params.set('verifiedOnly', 'true');
    params.set('page', String(pick([1, 1, 1, 2, 3])));
    return params.toString();
  });
}

async function compareMany(seed: number, count: number): Promise<number> {
  const { random, pick } = seeded(seed);
  const catalogue = catalogueApp.creatorCatalogue!;
  await catalogue.sync();
  let compared = 0;
  const answered = catalogue.answered;
  const queries = randomQueries(random, pick, count);
  for (const query of queries) {
    const [bySql, byCatalogue] = [await find(sqlApp, query), await find(catalogueApp, query)];
    expect(byCatalogue, query).toEqual(bySql);
    if (bySql.items.length > 0) compared++;
  }
  // The catalogue answered every search of ASCII words itself.
  expect(catalogue.answered - answered).toBe(queries.filter((q) => !q.includes('caf%C3%A9')).length);
  return compared;
}

describe('the Find Influencers search catalogue', () => {
  it('finds exactly what the SQL search finds, in the same order and count, before and after creators change', async () => {
    const { random, pick } = seeded(35);
    const made = await makeCreators(Array.from({ length: 150 }, (_, n) => randomCreator(random, pick, n)));
    expect(await compareMany(1, 160)).toBeGreaterThan(60);
    // Changes: new words (a new slot), other fields only (the same slot), a creator leaving (a business now, an
    // account deleted), and new creators added after the load.
    for (const id of made.slice(0, 20)) {
      await database.db
        .update(users)
        .set({ bio: `${pick(WORDS)} ${pick(WORDS)} ${tag}`, hashtagsKeywords: pick(WORDS) })
        .where(eq(users.id, id));
    }
    for (const id of made.slice(20, 45)) {
      await database.db
        .update(users)
        .set({
          lastActiveAt: new Date(Date.UTC(2026, 10, 2, 12)),
          instagramFollowers: pick([2_000, 80_000]),
          engagementRate: pick([2, 9.9, null]),
          location: pick(LOCATIONS.slice(0, 3)),
        })
        .where(eq(users.id, id));
    }
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, made[45]!));
    await database.db.update(users).set({ role: 'SMB' }).where(eq(users.id, made[46]!));
    await makeCreators(Array.from({ length: 30 }, (_, n) => randomCreator(random, pick, 200 + n)));
    expect(await compareMany(2, 160)).toBeGreaterThan(60);
  });

  it('follows every change the database announces, on every app server, and reloads whole for a large one', async () => {
    const word = `f${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const [id] = await makeCreators([{ bio: `${word} ${tag}`, instagramFollowers: 20_000 }]);
    const search = `q=${word}&sort=followers`;
    // Announced: both servers find the new creator without being told to look (no sync here).
    for (const server of [catalogueApp, otherServer]) {
      await vi.waitFor(async () => expect(ids(await find(server, search))).toEqual([id]), { timeout: 3_000 });
    }
    // A new word in the hashtags.
    await database.db.update(users).set({ hashtagsKeywords: 'Zephyrine' }).where(eq(users.id, id!));
    await vi.waitFor(async () => expect(ids(await find(otherServer, `q=${word} zephyr`))).toEqual([id]), {
      timeout: 3_000,
    });
    // More than 200 creators in one statement: announced as a whole reload, after which all are found.
    await makeCreators(Array.from({ length: 205 }, () => ({ bio: `${word} ${tag}`, instagramFollowers: 1_000 })));
    for (const server of [catalogueApp, otherServer]) {
      await vi.waitFor(
        async () => {
          const page = await find(server, search);
          expect(page.total).toBe(206);
          expect(page.items[0]?.id).toBe(id);
        },
        { timeout: 5_000 },
      );
      expect(server.creatorCatalogue!.ready).toBe(true);
    }
  });

  it('never shows a creator who left or left the filters, even before the change is announced', async () => {
    const word = `g${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const made = await makeCreators(
      [0, 1, 2, 3, 4].map((n) => ({
        bio: `${word} ${tag}`,
        contentNiches: 'Gaming',
        location: 'Canada',
        instagramFollowers: 10_000 + n,
      })),
    );
    const [deleted, business, moved, renamed, kept] = made;
    const query = `q=${word}&niches=Gaming&location=Canada`;
    await catalogueApp.creatorCatalogue!.sync();
    expect(ids(await find(catalogueApp, query)).sort()).toEqual([...made].sort());
    // Written without firing triggers (as a change whose announcement is still on its way): the page's rows, read
    // from the database, show the catalogue is behind, and it corrects itself before answering.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted!));
      await tx.update(users).set({ role: 'SMB' }).where(eq(users.id, business!));
      await tx.update(users).set({ location: 'Japan' }).where(eq(users.id, moved!));
      await tx.update(users).set({ contentNiches: 'Travel' }).where(eq(users.id, renamed!));
    });
    const answered = catalogueApp.creatorCatalogue!.answered;
    expect(ids(await find(catalogueApp, query))).toEqual([kept]);
    expect(catalogueApp.creatorCatalogue!.answered).toBeGreaterThan(answered);
    // And it stays corrected: the next search needs nothing re-read.
    expect(ids(await find(catalogueApp, `q=${word}`)).sort()).toEqual([moved, renamed, kept].sort());
  });

  it('announces the searchable fields of creators only, with their ids, and a large change as a reload', async () => {
    const heard: string[] = [];
    const stop = await database.listen(CREATOR_CATALOGUE_CHANNEL, (payload) => heard.push(payload));
    try {
      const [creator] = await makeCreators([{ bio: `heard ${tag}` }]);
      // Not searched: an email address, a website; nor a business.
      await database.db.update(users).set({ websitePortfolio: 'https://example.com' }).where(eq(users.id, creator!));
      await database.db.update(users).set({ companyName: 'Unsearched' }).where(eq(users.id, brand.user.id));
      await database.db.update(users).set({ engagementRate: 3.3 }).where(eq(users.id, creator!));
      await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, creator!));
      const many = await makeCreators(Array.from({ length: 201 }, () => ({ bio: `heard ${tag}` })));
      await database.db.delete(authUsers).where(inArray(authUsers.id, many.slice(0, 2)));
      const end = `sync:${randomUUID()}`;
      await database.db.execute(sql`select pg_notify(${CREATOR_CATALOGUE_CHANNEL}, ${end})`);
      await vi.waitFor(() => expect(heard).toContain(end));
      const ours = heard
        .filter((payload) => !payload.startsWith('sync:'))
        .map((payload) => payload.split(',').sort().join(','));
      // The insert, the engagement rate, the deletion, the 201 (a reload), the two deleted by their auth rows; not
      // the website nor the business.
      expect(ours).toEqual([creator, creator, creator, '*', [...many.slice(0, 2)].sort().join(',')]);
    } finally {
      await stop();
    }
  });

  it('loads afresh once changes have left many dead slots, answering all the while', async () => {
    const catalogue = new CreatorCatalogue(database.db, {
      maxCreators: 100_000,
      deadToReload: { atLeast: 3, share: 0 },
    });
    await catalogue.start(database);
    try {
      const word = `r${randomUUID().slice(0, 6).replace(/-/g, '')}`;
      const made = await makeCreators([0, 1, 2, 3].map(() => ({ bio: `${word} ${tag}` })));
      await catalogue.sync();
      const first = catalogue.lastLoad;
      expect(first).not.toBeNull();
      const query = { q: word, sort: 'relevance' as const, page: 1 };
      expect(catalogue.search(query)?.ids.sort()).toEqual([...made].sort());
      // New words: each creator moves to a new slot and leaves a dead one; the third calls for a fresh load.
      for (const id of made.slice(0, 3)) {
        await database.db
          .update(users)
          .set({ hashtagsKeywords: `${word}moved` })
          .where(eq(users.id, id));
        await catalogue.sync();
        // The index it has answers meanwhile.
        expect(catalogue.search(query)?.ids.sort()).toEqual([...made].sort());
      }
      await vi.waitFor(() => expect(catalogue.lastLoad).not.toBe(first), { timeout: 10_000, interval: 50 });
      await catalogue.sync();
      expect(catalogue.ready).toBe(true);
      expect(catalogue.search({ ...query, q: `${word}mov` })?.ids.sort()).toEqual(made.slice(0, 3).sort());
      expect(catalogue.search(query)?.ids.sort()).toEqual([...made].sort());
    } finally {
      await catalogue.close();
    }
  });

  it('does not load past its size: Find Influencers then searches by SQL', async () => {
    const small = new CreatorCatalogue(database.db, { maxCreators: 0 });
    await small.start(database);
    try {
      await small.sync();
      expect(small.ready).toBe(false);
      expect(small.search({ q: tag, sort: 'relevance', page: 1 })).toBeNull();
    } finally {
      await small.close();
    }
  });
});
