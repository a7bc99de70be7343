import { randomUUID } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import { InfluencerSearchQuerySchema } from '@microreach/domain/find-influencers';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, campaignAnalytics, campaigns, creatorRates, users } from '#server/db/schema/index.ts';
import {
  createTestApp,
  randomIp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from '#server/test/harness.ts';
import { applyPlanMode, findInfluencers, type SearchStatement } from './find-influencers.service.ts';

let app: TestApp;
/** The same app on the same database with the search catalogue on (issue 31): searches are tested through both. */
let catalogueApp: TestApp;
let brand: TestUser;
let creatorAccount: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  catalogueApp = await createTestApp({ database: app.database, closeDatabase: false, creatorCatalogue: true });
  [brand, creatorAccount] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
});
afterAll(async () => {
  await catalogueApp.close();
  await app.close();
});

/** A word no other test uses: searching for it finds only this test's creators on a shared database. */
const word = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

type UserInsert = typeof users.$inferInsert;

/** A creator written straight to the tables (faster than signing up, and every search field can be set). */
async function makeCreator(over: Partial<UserInsert> = {}) {
  const id = randomUUID();
  const email = uniqueEmail('find');
  const name = over.name ?? 'Fi Creator';
  await app.db.insert(authUsers).values({ id, name, email });
  const [row] = await app.db
    .insert(users)
    .values({ id, email, name, role: 'Influencer', ...over })
    .returning();
  return row!;
}

interface Card {
  id: string;
  name: string;
  audienceSize: number;
  engagementRate: number | null;
  lastActiveAt: string | null;
  niches: string[];
}
/** Which way Find Influencers searches in the test running: SQL, or the catalogue (which must then answer). */
let searchBy: 'SQL' | 'the catalogue' = 'SQL';
async function search(who: TestUser | null, query: string) {
  const request = {
    method: 'GET' as const,
    url: `/api/business/influencers?${query}`,
    headers: who ? { cookie: who.cookie } : {},
  };
  if (searchBy === 'SQL') return app.inject(request);
  // Everything written so far is in the catalogue first (tests write rows and search at once).
  const catalogue = catalogueApp.creatorCatalogue!;
  await catalogue.sync();
  const answered = catalogue.answered;
  const res = await catalogueApp.inject(request);
  // A search of ASCII words, by a business, is the catalogue's to answer: it must not have left it to SQL.
  if (res.statusCode === 200 && /^[\x20-\x7e]*$/.test(new URLSearchParams(query).get('q') ?? '')) {
    expect(catalogue.answered, `the catalogue answered ${query}`).toBe(answered + 1);
  }
  return res;
}
async function found(query: string): Promise<{ total: number; totalIsCapped: boolean; items: Card[] }> {
  const res = await search(brand, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = async (query: string) => (await found(query)).items.map((i) => i.id);
const sorted = (list: string[]) => [...list].sort();

describe('who may search', () => {
  it('refuses signed-out callers (401) and creators (403 WRONG_ROLE)', async () => {
    expect((await search(null, '')).statusCode).toBe(401);
    const res = await search(creatorAccount, '');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'WRONG_ROLE', message: 'This is only available to business accounts.' });
  });

  it('lists creators only, never businesses', async () => {
    const w = word();
    const creator = await makeCreator({ bio: `Coffee ${w}` });
    const business = await signUpBusiness(app, { name: `Owner ${w}`, companyName: `Co ${w}` });
    await app.db
      .update(users)
      .set({ bio: `Roaster ${w}` })
      .where(eq(users.id, business.user.id));
    expect(await ids(`q=${w}`)).toEqual([creator.id]);
  });
});

describe.each(['SQL', 'the catalogue'] as const)('searching by %s', (by) => {
  beforeAll(() => {
    searchBy = by;
  });
  afterAll(() => {
    searchBy = 'SQL';
  });

  describe('the answer', () => {
    it('carries each card field, with niches as a list and the counts as numbers', async () => {
      const w = word();
      const lastActiveAt = new Date('2026-03-01T10:00:00Z');
      const c = await makeCreator({
        name: `Mia ${w}`,
        profilePicture: '/files/images/x/profile-picture-abc-160.webp',
        instagram: 'mia.eats',
        tiktok: 'miaeats',
        bio: 'Home barista',
        location: 'United States',
        contentNiches: 'Food, Lifestyle',
        instagramFollowers: 12_400,
        tiktokFollowers: 6_800,
        engagementRate: 4.2,
        lastActiveAt,
      });
      const bare = await makeCreator({ name: `Bare ${w}` });
      // Mia's rate card (issue 30), written out of display order.
      await app.db.insert(creatorRates).values([
        { userId: c.id, format: 'tiktok_video', priceCents: 30_000 },
        { userId: c.id, format: 'instagram_post', priceCents: 12_000 },
      ]);
      const { items, total, totalIsCapped } = await found(`q=${w}&sort=followers`);
      expect(total).toBe(2);
      expect(totalIsCapped).toBe(false);
      expect(items).toEqual([
        {
          id: c.id,
          name: `Mia ${w}`,
          profilePicture: '/files/images/x/profile-picture-abc-160.webp',
          instagram: 'mia.eats',
          tiktok: 'miaeats',
          bio: 'Home barista',
          niches: ['Food', 'Lifestyle'],
          location: 'United States',
          audienceSize: 19_200,
          verifiedAudienceSize: null,
          // Typed counts only: each is self-reported (no verified count beside it).
          followerCounts: {
            instagram: { followers: 12_400, verifiedFollowers: null, verifiedAt: null },
            tiktok: { followers: 6_800, verifiedFollowers: null, verifiedAt: null },
          },
          engagementRate: 4.2,
          lastActiveAt: lastActiveAt.toISOString(),
          rates: [
            { format: 'instagram_post', priceCents: 12_000 },
            { format: 'tiktok_video', priceCents: 30_000 },
          ],
        },
        {
          id: bare.id,
          name: `Bare ${w}`,
          profilePicture: null,
          instagram: null,
          tiktok: null,
          bio: null,
          niches: [],
          location: null,
          audienceSize: 0,
          verifiedAudienceSize: null,
          followerCounts: {
            instagram: { followers: null, verifiedFollowers: null, verifiedAt: null },
            tiktok: { followers: null, verifiedFollowers: null, verifiedAt: null },
          },
          engagementRate: null,
          lastActiveAt: null,
          rates: [],
        },
      ]);
    });
  });

  describe('verified audiences (issue 26)', () => {
    const readAt = new Date('2026-03-03T12:00:00Z');
    /** A creator whose Instagram count was read from a connected account (`verified`), beside what they typed. */
    const mk = (w: string, typed: number | null, verified: number | null, tiktokTyped: number | null = null) =>
      makeCreator({
        bio: w,
        instagramFollowers: typed,
        tiktokFollowers: tiktokTyped,
        instagramFollowersVerified: verified,
        instagramFollowersVerifiedAt: verified === null ? null : readAt,
      });

    it('a card carries the verified count with when it was read, and audience size takes it over the typed one', async () => {
      const w = word();
      const c = await mk(w, 49_999, 2_000, 10_000);
      const [card] = (await found(`q=${w}`)).items as unknown as Array<Record<string, unknown>>;
      expect(card).toMatchObject({
        id: c.id,
        audienceSize: 12_000,
        verifiedAudienceSize: 2_000,
        followerCounts: {
          instagram: { followers: 49_999, verifiedFollowers: 2_000, verifiedAt: readAt.toISOString() },
          tiktok: { followers: 10_000, verifiedFollowers: null, verifiedAt: null },
        },
      });
    });

    it('"Verified counts only" lists creators with a verified count, filtering and sorting on verified followers', async () => {
      const w = word();
      const typedBig = await mk(w, 900_000, null);
      const claimsSmall = await mk(w, 49_999, 300_000);
      const smallVerified = await mk(w, 5_000_000, 20_000);
      const bothVerified = await makeCreator({
        bio: w,
        instagramFollowers: 1,
        instagramFollowersVerified: 30_000,
        instagramFollowersVerifiedAt: readAt,
        tiktokFollowersVerified: 45_000,
        tiktokFollowersVerifiedAt: readAt,
      });
      // Without the option the typed count stands where nothing was read: the big typed audience is in the range.
      expect(sorted(await ids(`q=${w}&audienceMin=100000&audienceMax=1000000`))).toEqual(
        sorted([typedBig.id, claimsSmall.id]),
      );
      // With it: only verified counts, typed ones never, whatever the creator typed.
      expect(await ids(`q=${w}&verifiedOnly=true&sort=followers`)).toEqual([
        claimsSmall.id,
        bothVerified.id,
        smallVerified.id,
      ]);
      expect(await ids(`q=${w}&verifiedOnly=true&audienceMin=50000&audienceMax=1000000`)).toEqual([
        claimsSmall.id,
        bothVerified.id,
      ]);
      expect(await ids(`q=${w}&verifiedOnly=true&audienceMax=49000`)).toEqual([smallVerified.id]);
      expect(await ids(`q=${w}&verifiedOnly=false&sort=followers`)).toEqual([
        typedBig.id,
        claimsSmall.id,
        bothVerified.id,
        smallVerified.id,
      ]);
      const { total } = await found(`q=${w}&verifiedOnly=true`);
      expect(total).toBe(3);
    });

    it('refuses a verifiedOnly that is not true or false (400), and a creator as before (403)', async () => {
      const res = await search(brand, 'verifiedOnly=maybe');
      expect(res.statusCode).toBe(400);
      expect((await search(creatorAccount, 'verifiedOnly=true')).statusCode).toBe(403);
      expect((await search(null, 'verifiedOnly=true')).statusCode).toBe(401);
    });
  });

  describe('search (name, handles, bio, niches, hashtags), case-insensitive, by the beginnings of words', () => {
    it('finds each searched field, and nothing else', async () => {
      const w = word();
      const byName = await makeCreator({ name: `Anna ${w.toUpperCase()}` });
      const byInstagram = await makeCreator({ instagram: `${w}.insta` });
      const byTiktok = await makeCreator({ tiktok: `tt_${w}` });
      const byBio = await makeCreator({ bio: `Street food in ${w.slice(0, 4).toUpperCase()}${w.slice(4)} city` });
      const byNiches = await makeCreator({ contentNiches: `Food, ${w}` });
      const byHashtags = await makeCreator({ hashtagsKeywords: `latte art, #${w}` });
      // Not searched: email, website, location.
      await makeCreator({ websitePortfolio: `https://${w}.example.com`, location: w });
      expect(sorted(await ids(`q=${w}`))).toEqual(
        sorted([byName.id, byInstagram.id, byTiktok.id, byBio.id, byNiches.id, byHashtags.id]),
      );
      expect(await ids(`q=${w.toUpperCase()}`)).toHaveLength(6);
      // Each field on its own: the handle's own spelling, words of a bio.
      expect(await ids(`q=${w}.insta`)).toEqual([byInstagram.id]);
      expect(await ids(`q=tt_${w}`)).toEqual([byTiktok.id]);
      expect(await ids(`q=in%20${w}%20city`)).toEqual([byBio.id]);
    });

    it('finds every word typed at the start of a word, in any order, and not inside a word', async () => {
      const w = word();
      const creator = await makeCreator({ name: 'Mila Silva', bio: `Coffee beans and ${w}` });
      const inside = await makeCreator({ bio: `x${w} decaffeinated` });
      // Prefixes of the words, any order, any case: found.
      for (const q of [w.slice(0, 9), `${w.slice(0, 9)} cof bea`, `BEANS ${w}`, `mil sil ${w}`]) {
        expect(await ids(`q=${encodeURIComponent(q)}`), q).toEqual([creator.id]);
      }
      // Inside a word, or one word missing: not found.
      expect(await ids(`q=${encodeURIComponent(`${w} eans`)}`)).toEqual([]);
      expect(await ids(`q=${encodeURIComponent(`${w} tea`)}`)).toEqual([]);
      expect(await ids(`q=${encodeURIComponent(`x${w.slice(0, 9)}`)}`)).toEqual([inside.id]);
    });

    it('takes punctuation as a space between words, never as a pattern', async () => {
      const w = word();
      const percent = await makeCreator({ bio: `${w} 100% organic` });
      const underscore = await makeCreator({ bio: `${w} snake_case` });
      const dotted = await makeCreator({ instagram: `${w}.mila.silva` });
      // '_' is not a wildcard: 'snakeXcase' is one word, which 'snake' starts and 'case' does not.
      const oneWord = await makeCreator({ bio: `${w} snakeXcase` });
      expect(await ids(`q=${encodeURIComponent(`${w} 100% organic`)}`)).toEqual([percent.id]);
      expect(await ids(`q=${encodeURIComponent(`${w} snake_case`)}`)).toEqual([underscore.id]);
      expect(await ids(`q=${encodeURIComponent(`${w} case`)}`)).toEqual([underscore.id]);
      expect(await ids(`q=${encodeURIComponent(`${w} silva`)}`)).toEqual([dotted.id]);
      expect(sorted(await ids(`q=${encodeURIComponent(`${w}%`)}`))).toEqual(
        sorted([percent.id, underscore.id, dotted.id, oneWord.id]),
      );
      // Nothing but punctuation: no word to look for.
      expect(await found(`q=${encodeURIComponent('%_%')}`)).toMatchObject({ total: 0, items: [] });
    });
  });

  describe('filters', () => {
    it('niches: any selected niche matches', async () => {
      const w = word();
      const foodTravel = await makeCreator({ bio: w, contentNiches: 'Food, Travel' });
      const art = await makeCreator({ bio: w, contentNiches: 'Art' });
      await makeCreator({ bio: w, contentNiches: 'Music, Comedy' });
      await makeCreator({ bio: w });
      // A niche spelled inside another word is no match ('Art' is not in 'Smart Home').
      await makeCreator({ bio: w, contentNiches: 'Smart Home' });
      expect(sorted(await ids(`q=${w}&niches=Travel,Art`))).toEqual(sorted([foodTravel.id, art.id]));
      expect(await ids(`q=${w}&niches=Food`)).toEqual([foodTravel.id]);
      expect(await ids(`q=${w}&niches=Gaming`)).toEqual([]);
      expect(await ids(`q=${w}`)).toHaveLength(5);
    });

    it('location: the one chosen', async () => {
      const w = word();
      const japan = await makeCreator({ bio: w, location: 'Japan' });
      await makeCreator({ bio: w, location: 'Canada' });
      await makeCreator({ bio: w });
      expect(await ids(`q=${w}&location=Japan`)).toEqual([japan.id]);
      expect(await ids(`q=${w}&location=Brazil`)).toEqual([]);
    });

    it('audience size: Instagram plus TikTok within the range, both ends included', async () => {
      const w = word();
      const mk = (instagramFollowers: number | null, tiktokFollowers: number | null) =>
        makeCreator({ bio: w, instagramFollowers, tiktokFollowers });
      const none = await mk(null, null);
      const below = await mk(999, null);
      const atMin = await mk(600, 400);
      const mid = await mk(20_000, 30_000);
      const atMax = await mk(null, 250_000);
      const above = await mk(250_000, 1);
      // No filter: every audience, none too.
      expect(await ids(`q=${w}`)).toHaveLength(6);
      expect(sorted(await ids(`q=${w}&audienceMin=1000&audienceMax=250000`))).toEqual(
        sorted([atMin.id, mid.id, atMax.id]),
      );
      expect(await ids(`q=${w}&audienceMin=1000&audienceMax=1000`)).toEqual([atMin.id]);
      expect(sorted(await ids(`q=${w}&audienceMin=50000&audienceMax=1000000`))).toEqual(
        sorted([mid.id, atMax.id, above.id]),
      );
      expect(sorted(await ids(`q=${w}&audienceMax=1000`))).toEqual(sorted([none.id, below.id, atMin.id]));
    });

    it('audience size: the top of the slider (1M) means 1M or more', async () => {
      const w = word();
      const million = await makeCreator({ bio: w, instagramFollowers: 1_000_000 });
      const huge = await makeCreator({ bio: w, instagramFollowers: 3_000_000, tiktokFollowers: 2_500_000 });
      const justBelow = await makeCreator({ bio: w, tiktokFollowers: 999_000 });
      expect(sorted(await ids(`q=${w}&audienceMin=1000000&audienceMax=1000000`))).toEqual(
        sorted([million.id, huge.id]),
      );
      expect(sorted(await ids(`q=${w}&audienceMin=500000&audienceMax=1000000`))).toEqual(
        sorted([million.id, huge.id, justBelow.id]),
      );
      expect(await ids(`q=${w}&audienceMin=500000&audienceMax=999000`)).toEqual([justBelow.id]);
    });

    it('engagement rate: within the range, 15 as "15% or more", creators without posts left out', async () => {
      const w = word();
      const mk = (engagementRate: number | null) => makeCreator({ bio: w, engagementRate });
      const noPosts = await mk(null);
      const low = await mk(0.9);
      const two = await mk(2);
      const ten = await mk(10);
      const fifteen = await mk(15);
      const forty = await mk(40.3);
      expect(await ids(`q=${w}`)).toHaveLength(6);
      expect(sorted(await ids(`q=${w}&engagementMin=2&engagementMax=10`))).toEqual(sorted([two.id, ten.id]));
      expect(sorted(await ids(`q=${w}&engagementMin=1&engagementMax=15`))).toEqual(
        sorted([two.id, ten.id, fifteen.id, forty.id]),
      );
      expect(sorted(await ids(`q=${w}&engagementMin=15&engagementMax=15`))).toEqual(sorted([fifteen.id, forty.id]));
      expect(sorted(await ids(`q=${w}&engagementMin=10.1&engagementMax=14.9`))).toEqual([]);
      expect(sorted(await ids(`q=${w}&engagementMax=2`))).toEqual(sorted([low.id, two.id]));
      expect(await ids(`q=${w}&engagementMax=15`)).not.toContain(noPosts.id);
    });

    it("engagement rate follows the creator's posts (C9 over all of them)", async () => {
      const w = word();
      const creator = await makeCreator({ bio: w });
      const [campaign] = await app.db
        .insert(campaigns)
        .values({ userId: brand.user.id, campaignName: `Posts ${w}`, status: 'Live' })
        .returning();
      const post = (n: number, views: number, likes: number) =>
        app.db.insert(campaignAnalytics).values({
          campaignId: campaign!.id,
          influencerId: creator.id,
          platform: 'instagram',
          videoUrl: `https://www.instagram.com/p/${w}${n}/`,
          views,
          likes,
          comments: 0,
          shares: 0,
        });
      const rateOf = async () => (await found(`q=${w}`)).items[0]!.engagementRate;
      expect(await rateOf()).toBeNull();
      await post(1, 0, 0);
      // A post without views yet gives no rate.
      expect(await rateOf()).toBeNull();
      expect(await ids(`q=${w}&engagementMin=1&engagementMax=15`)).toEqual([]);
      await post(2, 1000, 40);
      await post(3, 3000, 200);
      // (40 + 200) / 4000 = 6%.
      expect(await rateOf()).toBe(6);
      expect(await ids(`q=${w}&engagementMin=5.9&engagementMax=6.1`)).toEqual([creator.id]);
    });

    it('combines every filter with the search', async () => {
      const w = word();
      const all = {
        bio: w,
        contentNiches: 'Tech, Gaming',
        location: 'Canada',
        tiktokFollowers: 40_000,
        engagementRate: 5,
      };
      const match = await makeCreator(all);
      await makeCreator({ ...all, contentNiches: 'Art' });
      await makeCreator({ ...all, location: 'Mexico' });
      await makeCreator({ ...all, tiktokFollowers: 4_000 });
      await makeCreator({ ...all, engagementRate: 1.5 });
      await makeCreator({ ...all, bio: 'Another creator' });
      expect(
        await ids(
          `q=${w}&niches=Gaming,Music&location=Canada&audienceMin=10000&audienceMax=1000000&engagementMin=2&engagementMax=10`,
        ),
      ).toEqual([match.id]);
    });

    it('refuses values outside the option lists and the sliders', async () => {
      for (const query of [
        'niches=Cooking',
        'location=Portugal',
        'sort=newest',
        'audienceMin=500',
        'audienceMax=2000000',
        'engagementMin=0',
        'engagementMax=16',
        'audienceMin=50000&audienceMax=20000',
        'page=0',
        'page=418',
        `q=${'a'.repeat(101)}`,
      ]) {
        const res = await search(brand, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code, query).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('sorts', () => {
    it('most followers: audience size, largest first, ties by id', async () => {
      const w = word();
      const small = await makeCreator({ bio: w, instagramFollowers: 1_000 });
      const big = await makeCreator({ bio: w, tiktokFollowers: 500_000 });
      const tieA = await makeCreator({ bio: w, instagramFollowers: 20_000 });
      const tieB = await makeCreator({ bio: w, tiktokFollowers: 20_000 });
      const none = await makeCreator({ bio: w });
      const [first, second] = sorted([tieA.id, tieB.id]);
      expect(await ids(`q=${w}&sort=followers`)).toEqual([big.id, first, second, small.id, none.id]);
    });

    it('highest engagement: rate, highest first, creators without posts last', async () => {
      const w = word();
      const none = await makeCreator({ bio: w, instagramFollowers: 900_000 });
      const low = await makeCreator({ bio: w, engagementRate: 1.2 });
      const high = await makeCreator({ bio: w, engagementRate: 11.4 });
      const mid = await makeCreator({ bio: w, engagementRate: 0 });
      expect(await ids(`q=${w}&sort=engagement`)).toEqual([high.id, low.id, mid.id, none.id]);
    });

    it('recently active: last activity, latest first, never-active last', async () => {
      const w = word();
      const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
      const never = await makeCreator({ bio: w, instagramFollowers: 900_000 });
      const weekAgo = await makeCreator({ bio: w, lastActiveAt: ago(24 * 7) });
      const hourAgo = await makeCreator({ bio: w, lastActiveAt: ago(1) });
      const dayAgo = await makeCreator({ bio: w, lastActiveAt: ago(24) });
      expect(await ids(`q=${w}&sort=recent`)).toEqual([hourAgo.id, dayAgo.id, weekAgo.id, never.id]);
    });

    it('relevance with a search: closest match to a whole word first, then audience', async () => {
      const w = word();
      // The search is a word of the text here, only the start of a longer word there.
      const partialBig = await makeCreator({ bio: `${w}ing daily`, instagramFollowers: 900_000 });
      const wholeSmall = await makeCreator({ bio: `daily ${w} tips`, instagramFollowers: 2_000 });
      const wholeBig = await makeCreator({ name: `Sam ${w}`, instagramFollowers: 50_000 });
      expect(await ids(`q=${w}`)).toEqual([wholeBig.id, wholeSmall.id, partialBig.id]);
      expect(await ids(`q=${w}&sort=relevance`)).toEqual([wholeBig.id, wholeSmall.id, partialBig.id]);
    });

    it('relevance pages through the whole-word matches, then the others, each by audience, counting both', async () => {
      const w = word();
      const whole = [];
      const partial = [];
      for (let i = 0; i < 20; i++)
        whole.push(await makeCreator({ bio: `all ${w} here`, instagramFollowers: 1_000 + i }));
      for (let i = 0; i < 15; i++) partial.push(await makeCreator({ bio: `${w}s`, instagramFollowers: 500_000 + i }));
      const byAudience = (list: { id: string; audienceSize: number | null }[]) =>
        [...list].sort((a, b) => (b.audienceSize ?? 0) - (a.audienceSize ?? 0)).map((c) => c.id);
      const expected = [...byAudience(whole), ...byAudience(partial)];
      const page1 = await found(`q=${w}`);
      const page2 = await found(`q=${w}&page=2`);
      expect(page1.total).toBe(35);
      expect(page2.total).toBe(35);
      expect([...page1.items, ...page2.items].map((c) => c.id)).toEqual(expected);
      // Several words: creators having every one as a whole word first, then those where one only starts a word.
      const both = await makeCreator({ bio: `the ${w} tips`, instagramFollowers: 1 });
      const apart = await makeCreator({ bio: `${w} and some tips`, instagramFollowers: 2 });
      const tipsy = await makeCreator({ bio: `the ${w} tipsy`, instagramFollowers: 900_000 });
      await makeCreator({ bio: `the x${w} tips`, instagramFollowers: 900_000 });
      expect(await ids(`q=${encodeURIComponent(`${w} tips`)}`)).toEqual([apart.id, both.id, tipsy.id]);
      expect(await ids(`q=${encodeURIComponent(`${w} and`)}`)).toEqual([apart.id]);
    });

    it('a search of one or two characters matches whole words only, in every sort', async () => {
      // An audience band no other test uses, so only these creators are in it.
      // Another band for each way of searching: both write to the same database.
      const base = by === 'SQL' ? 611_000 : 621_000;
      const band = `audienceMin=${base}&audienceMax=${base + 1_000}`;
      const tv = await makeCreator({ bio: 'honest tv reviews', instagramFollowers: base + 500 });
      await makeCreator({ bio: 'tvshow recaps', instagramFollowers: base + 600 });
      for (const sort of ['relevance', 'followers', 'engagement', 'recent']) {
        expect(await ids(`q=TV&sort=${sort}&${band}`), sort).toEqual([tv.id]);
      }
      // Beside a longer word too; from three characters a word is a beginning.
      const reviewer = await makeCreator({ bio: 'tvshow reviewer', instagramFollowers: base + 700 });
      expect(await ids(`q=${encodeURIComponent('tv rev')}&${band}`)).toEqual([tv.id]);
      expect(await ids(`q=tvs&${band}`)).toHaveLength(2);
      expect(await ids(`q=${encodeURIComponent('tvsho rev')}&${band}`)).toEqual([reviewer.id]);
      // Punctuation alone, too short to look up, finds no one ('@' is dropped first).
      expect(await found(`q=${encodeURIComponent('@!')}&${band}`)).toMatchObject({ total: 0, items: [] });
    });

    it('finds a handle typed with its @', async () => {
      const w = word();
      const creator = await makeCreator({ instagram: `${w}.studio` });
      expect(await ids(`q=${encodeURIComponent(`@${w}.studio`)}`)).toEqual([creator.id]);
      expect(await ids(`q=${encodeURIComponent(`@${w}`)}&sort=followers`)).toEqual([creator.id]);
    });

    it('relevance without a search: audience size, largest first', async () => {
      // A band of audiences no other test uses (another for each way of searching), to see only these creators
      // without a search.
      const base = by === 'SQL' ? 730_000 : 750_000;
      const a = await makeCreator({ instagramFollowers: base + 1_000 });
      const b = await makeCreator({ instagramFollowers: base + 5_500 });
      const c = await makeCreator({ instagramFollowers: base + 3_000 });
      expect(await ids(`audienceMin=${base}&audienceMax=${base + 6_000}`)).toEqual([b.id, c.id, a.id]);
    });
  });

  describe('paging and counting', () => {
    it('pages 24 at a time without repeats, and counts every match', async () => {
      const w = word();
      const made = [];
      for (let i = 0; i < 30; i++) made.push(await makeCreator({ bio: w, instagramFollowers: 1000 * (i + 1) }));
      const page1 = await found(`q=${w}&sort=followers`);
      const page2 = await found(`q=${w}&sort=followers&page=2`);
      const page3 = await found(`q=${w}&sort=followers&page=3`);
      expect(page1).toMatchObject({ total: 30, totalIsCapped: false, page: 1, pageSize: 24 });
      expect(page1.items).toHaveLength(24);
      expect(page2).toMatchObject({ total: 30, page: 2 });
      expect(page2.items).toHaveLength(6);
      expect(page3).toMatchObject({ total: 30, page: 3, items: [] });
      expect([...page1.items, ...page2.items].map((i) => i.id)).toEqual(made.map((m) => m.id).reverse());
    });

    it("counts exactly up to 1,000 and says '1,000+' beyond, on any page down to the 50th", async () => {
      const w = word();
      const emailDomain = `${w}.bulk.microreach.app`;
      const insertBulk = async (count: number, from: number) => {
        await app.db.execute(sql`
        insert into auth_users (id, name, email)
        select gen_random_uuid(), 'Bulk ' || g, 'bulk' || g || ${`@${emailDomain}`}
        from generate_series(${from}::int, ${from + count - 1}::int) g`);
        await app.db.execute(sql`
        insert into users (id, email, name, role, bio)
        select id, email, name, 'Influencer', ${`Bulk creator ${w}`} from auth_users
        where email like ${`%@${emailDomain}`} and id not in (select id from users)`);
      };
      try {
        await insertBulk(1_000, 1);
        expect(await found(`q=${w}`)).toMatchObject({ total: 1_000, totalIsCapped: false });
        await insertBulk(1, 1_001);
        const first = await found(`q=${w}`);
        expect(first).toMatchObject({ total: 1_000, totalIsCapped: true });
        expect(first.items).toHaveLength(24);
        // 41 full pages hold 984 of the 1,001: page 42 has the last 17, page 50 is past them.
        expect((await found(`q=${w}&page=42`)).items).toHaveLength(17);
        expect(await found(`q=${w}&page=50`)).toMatchObject({ total: 1_000, totalIsCapped: true, page: 50, items: [] });
        await insertBulk(199, 1_002);
        const last = await found(`q=${w}&sort=followers&page=50`);
        expect(last).toMatchObject({ total: 1_000, totalIsCapped: true, page: 50 });
        // 49 full pages hold 1,176 of the 1,200: the 50th has the last 24.
        expect(last.items).toHaveLength(24);
        expect((await search(brand, `q=${w}&page=51`)).statusCode).toBe(400);
      } finally {
        await app.db.delete(authUsers).where(like(authUsers.email, `%@${emailDomain}`));
      }
    }, 60_000);
  });
});

describe('the plans use the indexes', () => {
  // Enough creators, spread over niches, places, audiences, rates and activity, for the planner to weigh its options
  // as it would in production; the searched word and the niche asked for are rare among them.
  const emailDomain = `${word()}.plan.microreach.app`;
  const rare = word();
  beforeAll(async () => {
    const locations = sql.raw(`array['United States','Canada','Japan','Brazil','Germany','India','France','Spain']`);
    await app.db.execute(sql`
      with a as (
        insert into auth_users (id, name, email)
        select gen_random_uuid(), 'Plan ' || g, 'plan' || g || ${`@${emailDomain}`} from generate_series(1, 5000) g
        returning id, name, email
      ), n as (select a.*, substring(a.email from '^plan([0-9]+)@')::int g from a)
      insert into users (id, email, name, role, bio, location, content_niches, hashtags_keywords, instagram_followers,
                         instagram_followers_verified, instagram_followers_verified_at, engagement_rate, last_active_at)
      select id, email, name, 'Influencer', 'Coffee, travel and everyday life', (${locations})[1 + g % 8],
             case when g % 2 = 0 then 'Food, Lifestyle' else 'Fitness, Travel' end,
             case when g % 1000 = 0 then ${rare} else 'daily vlog' end,
             (g * 7919) % 900000,
             -- A third connected their account (verified counts only: issue 26), read as what they typed.
             case when g % 3 = 0 then (g * 7919) % 900000 end, case when g % 3 = 0 then now() end,
             (g % 150) / 10.0, now() - (g || ' minutes')::interval
      from n`);
    // A few creators in a rare niche, so the niche index is the better way to them.
    await app.db.execute(sql`
      update users set content_niches = 'Comedy' where email in ('plan7@' || ${emailDomain}, 'plan8@' || ${emailDomain})`);
    // As autovacuum would: a bulk insert leaves GIN entries in the pending list, which the planner prices high.
    await app.db.execute(sql`vacuum analyze users`);
  }, 60_000);
  afterAll(async () => {
    await app.db.delete(authUsers).where(like(authUsers.email, `%@${emailDomain}`));
  });

  /** The statements a search runs, each with the plan mode the service chose and the plan it gets in that mode. */
  async function plans(query: Record<string, string>): Promise<(SearchStatement & { plan: string })[]> {
    const statements: SearchStatement[] = [];
    await findInfluencers(app.db, InfluencerSearchQuerySchema.parse(query), {
      onStatement: (s) => statements.push(s),
    });
    const explained = [];
    for (const s of statements) {
      const plan = await app.db.transaction(async (tx) => {
        await applyPlanMode(tx, s.mode);
        const result = (await tx.execute(sql`explain ${s.statement}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
      explained.push({ ...s, plan });
    }
    return explained;
  }
  const step = (list: (SearchStatement & { plan: string })[], label: string) => {
    const found = list.find((s) => s.label === label);
    expect(found, `${label} in ${list.map((s) => s.label)}`).toBeDefined();
    return found!;
  };

  it.each([
    // Relevance: the whole-word matches first, off the words of the text.
    [{ q: rare }, 'users_creator_search'],
  ])('%j (few matches): the count and the page look them up in %s, then sort them', async (query, index) => {
    const list = await plans(query);
    expect(step(list, 'count 1').plan).toContain(index);
    const page = step(list, 'page 1');
    expect(page.mode).toBe('bitmap');
    expect(page.plan).toContain(index);
    expect(list.map((s) => s.plan).join('\n')).not.toMatch(/Seq Scan/);
  });

  it.each([
    [{ q: rare, sort: 'followers' }, 'users_creator_search'],
    [{ niches: 'Comedy' }, 'users_creator_niches'],
    // 625 of the 5,000: fewer than the 1,201 a count reads.
    [{ location: 'Japan' }, 'users_creator_location_audience'],
  ])(
    '%j (few matches, one tier): one statement looks them up in %s, counts and sorts them; the page is read by id',
    async (query, index) => {
      const list = await plans(query);
      const count = step(list, 'count 1');
      expect(count.plan).toContain(index);
      expect(count.plan).toMatch(/Sort/);
      const page = step(list, 'page 1');
      expect(page.mode).toBe('bitmap');
      expect(page.plan).toContain('users_pkey');
      expect(page.plan).not.toContain(index);
      expect(list).toHaveLength(2);
      expect(list.map((s) => s.plan).join('\n')).not.toMatch(/Seq Scan/);
    },
  );

  it.each([
    [{}, 'users_creator_audience'],
    [{ sort: 'followers' }, 'users_creator_audience'],
    [{ sort: 'engagement' }, 'users_creator_engagement'],
    [{ sort: 'recent' }, 'users_creator_active'],
    [{ verifiedOnly: 'true' }, 'users_creator_verified_audience'],
    [{ q: 'coffee', sort: 'recent' }, 'users_creator_active'],
  ])('%j (many matches): the page is read off %s in order, and the count stops at its limit', async (query, index) => {
    const list = await plans(query);
    const page = step(list, 'page 1');
    expect(page.mode).toBe('walk');
    expect(page.plan).toMatch(new RegExp(`^Limit.*\\n\\s+->\\s+Index Scan using ${index} on users`));
    expect(page.plan).not.toMatch(/Sort|Seq Scan/);
    expect(step(list, 'count 1').plan).toMatch(/CTE matched\n\s+->\s+Limit/);
  });

  it('relevance with a broad search: whole-word matches counted off the search index, the page walks the audience index', async () => {
    // "coffee" is a word of every plan creator's bio: the first tier holds them all and fills the page.
    const list = await plans({ q: 'coffee' });
    expect(step(list, 'count 1').plan).toContain('users_creator_search');
    const page = step(list, 'page 1');
    expect(page.mode).toBe('walk');
    expect(page.plan).toMatch(/Index Scan using users_creator_audience on users/);
    expect(list.map((s) => s.label)).not.toContain('page 2');
    expect(list.map((s) => s.plan).join('\n')).not.toMatch(/Seq Scan/);
  });
});

describe('last activity (Recently Active)', () => {
  const lastActive = async (id: string) =>
    (await app.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, id)))[0]!.at;
  const setLastActive = (id: string, at: Date | null) =>
    app.db.update(users).set({ lastActiveAt: at }).where(eq(users.id, id));

  it('is set at sign-up and at sign-in', async () => {
    const before = Date.now() - 1000;
    const account = await signUpCreator(app);
    expect((await lastActive(account.user.id))!.getTime()).toBeGreaterThanOrEqual(before);
    await setLastActive(account.user.id, null);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: randomIp(),
      payload: { role: 'influencer', email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await lastActive(account.user.id))!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('is refreshed by a request when missing or over an hour old, and not written more often', async () => {
    const account = await signUpCreator(app);
    const me = () => app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });

    await setLastActive(account.user.id, null);
    const before = Date.now() - 1000;
    await me();
    expect((await lastActive(account.user.id))!.getTime()).toBeGreaterThanOrEqual(before);

    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    await setLastActive(account.user.id, twoHoursAgo);
    await me();
    expect((await lastActive(account.user.id))!.getTime()).toBeGreaterThanOrEqual(before);

    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await setLastActive(account.user.id, tenMinutesAgo);
    await Promise.all([me(), me()]);
    expect(await lastActive(account.user.id)).toEqual(tenMinutesAgo);
  });
});
