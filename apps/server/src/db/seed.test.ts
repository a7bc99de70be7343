// The demo data must obey the rules a person will check by signing in: statuses, dates, money, who posted what.
// On PostgreSQL (DATABASE_URL) the database is shared with other test files, so the seed runs in a rolled-back
// transaction and every query is limited to the demo accounts.
import { PasswordSchema } from '@microreach/domain/auth';
import { DAY_MS, HOUR_MS } from '@microreach/domain/calendar';
import { agreementText, CampaignTermsSchema } from '@microreach/domain/campaign-terms';
import { MAX_CAMPAIGN_DAYS } from '@microreach/domain/constants';
import { CONTENT_STAGES, type ContentStage } from '@microreach/domain/content-review';
import { PAYOUT_STATES } from '@microreach/domain/creator-earnings';
import { engagementRate } from '@microreach/domain/formulas';
import { evaluateHolds } from '@microreach/domain/metrics-holds';
import {
  BUSINESS_INDUSTRIES,
  CAMPAIGN_CONTENT_TYPES,
  CAMPAIGN_NICHES,
  INFLUENCER_NICHES,
  LOCATIONS,
  PREFERRED_CONTENT_TYPES,
  PREFERRED_INDUSTRIES,
} from '@microreach/domain/options';
import { FOLLOWERS_MAX, followerRange, InstagramHandleSchema, TikTokHandleSchema } from '@microreach/domain/profiles';
import { APPLICANT_STATUSES, CAMPAIGN_STATUSES } from '@microreach/domain/statuses';
import { asc, inArray, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { verifyPassword } from '../lib/password.ts';
import { ensureTermsVersion, hashText, snapshotOf } from '../modules/agreements/terms.service.ts';
import { campaignTermsOf } from '../modules/campaigns/campaign-mapper.ts';
import { recomputeCampaignEarnings } from '../modules/content-review/performance-pay.service.ts';
import { checkLedger } from '../modules/ledger/ledger-check.service.ts';
import { type Database, type Db, isEmpty, openDatabase, type Tx } from './client.ts';
import * as schema from './schema/index.ts';
import {
  allTableNames,
  buildDemoRows,
  DEMO_ACCOUNTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  resetDatabase,
  type SeedSummary,
  seedDemoData,
} from './seed/seed.ts';

const NOW = new Date('2026-06-15T09:30:00Z');
const TODAY = '2026-06-15';
const databaseUrl = readEnv().DATABASE_URL;

let database: Database;

beforeAll(async () => {
  database = databaseUrl
    ? await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 2 })
    : await openDatabase({ engine: 'pglite', dataDir: null });
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
});

class Rollback extends Error {}

/** A transaction that stays open until `rollback()`, which undoes everything done in it. */
async function openRolledBackTransaction(db: Db): Promise<{ tx: Tx; rollback: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let finished: Promise<void> = Promise.resolve();
  const tx = await new Promise<Tx>((resolveTx, rejectTx) => {
    finished = db
      .transaction(async (t) => {
        resolveTx(t);
        await released;
        throw new Rollback();
      })
      .catch((err) => {
        if (err instanceof Rollback) return;
        rejectTx(err);
        throw err;
      });
  });
  return {
    tx,
    rollback: async () => {
      release();
      await finished;
    },
  };
}

const isDemoEmail = like(schema.users.email, `%@${DEMO_EMAIL_DOMAIN}`);

/** Every demo row, found through the demo accounts (the database may hold other data). */
async function loadDemo(db: Db) {
  const users = await db.select().from(schema.users).where(isDemoEmail).orderBy(asc(schema.users.email));
  const userIds = users.map((u) => u.id);
  const ids = userIds.length > 0 ? userIds : ['00000000-0000-0000-0000-000000000000'];
  const campaigns = await db.select().from(schema.campaigns).where(inArray(schema.campaigns.userId, ids));
  const campaignIds = campaigns.length > 0 ? campaigns.map((c) => c.id) : ids;
  const posts = await db
    .select()
    .from(schema.campaignAnalytics)
    .where(inArray(schema.campaignAnalytics.campaignId, campaignIds));
  const postIds = posts.length > 0 ? posts.map((p) => p.id) : ids;
  return {
    users,
    authUsers: await db.select().from(schema.authUsers).where(inArray(schema.authUsers.id, ids)),
    authAccounts: await db.select().from(schema.authAccounts).where(inArray(schema.authAccounts.userId, ids)),
    campaigns,
    applicants: await db
      .select()
      .from(schema.campaignApplicants)
      .where(inArray(schema.campaignApplicants.campaignId, campaignIds)),
    termsVersions: await db
      .select()
      .from(schema.campaignTermsVersions)
      .where(inArray(schema.campaignTermsVersions.campaignId, campaignIds)),
    agreements: await db
      .select()
      .from(schema.campaignAgreements)
      .where(inArray(schema.campaignAgreements.campaignId, campaignIds)),
    posts,
    snapshots: await db
      .select()
      .from(schema.contentMetricSnapshots)
      .where(inArray(schema.contentMetricSnapshots.postId, postIds))
      .orderBy(asc(schema.contentMetricSnapshots.takenAt)),
    events: await db
      .select()
      .from(schema.contentEvents)
      .where(inArray(schema.contentEvents.postId, postIds))
      .orderBy(asc(schema.contentEvents.createdAt)),
    holds: await db.select().from(schema.contentHolds).where(inArray(schema.contentHolds.postId, postIds)),
    // The demo's own movements (a shared PostgreSQL test database holds other tests' too).
    ledger: await db
      .select()
      .from(schema.ledgerTransactions)
      .where(
        or(
          inArray(schema.ledgerTransactions.userId, ids),
          inArray(schema.ledgerTransactions.creatorId, ids),
          inArray(schema.ledgerTransactions.campaignId, campaignIds),
        ),
      ),
    accounts: await db.select().from(schema.ledgerAccounts).where(inArray(schema.ledgerAccounts.userId, ids)),
    payouts: await db.select().from(schema.payoutRequests).where(inArray(schema.payoutRequests.userId, ids)),
    conversations: await db.select().from(schema.conversations).where(inArray(schema.conversations.businessId, ids)),
    chat: await db.select().from(schema.chat).where(inArray(schema.chat.senderId, ids)),
  };
}
type Demo = Awaited<ReturnType<typeof loadDemo>>;

function countsOf(demo: Demo) {
  return {
    authUsers: demo.authUsers.length,
    authAccounts: demo.authAccounts.length,
    users: demo.users.length,
    campaigns: demo.campaigns.length,
    campaignApplicants: demo.applicants.length,
    campaignAnalytics: demo.posts.length,
    ledgerTransactions: demo.ledger.length,
    payoutRequests: demo.payouts.length,
    conversations: demo.conversations.length,
    chat: demo.chat.length,
    // Seeded without storage here (demo-images.test.ts seeds with pictures).
    profileImages: 0,
  };
}

const split = (list: string | null, separator: string) => (list ? list.split(separator) : []);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

describe('seedDemoData', () => {
  let tx: Tx;
  let rollback: () => Promise<void>;
  let summary: SeedSummary;
  let demo: Demo;

  beforeAll(async () => {
    ({ tx, rollback } = await openRolledBackTransaction(database.db));
    // A shared database might already hold demo accounts (someone seeded it): start from none, inside the rollback.
    // Their agreements are a record nothing else deletes (issue 29): only "erase all data" may.
    await tx.execute(sql`select set_config('microreach.erase_all_data', 'on', true)`);
    await tx
      .delete(schema.campaignAgreements)
      .where(
        inArray(
          schema.campaignAgreements.creatorId,
          tx.select({ id: schema.users.id }).from(schema.users).where(isDemoEmail),
        ),
      );
    await tx.delete(schema.authUsers).where(like(schema.authUsers.email, `%@${DEMO_EMAIL_DOMAIN}`));
    summary = await seedDemoData(tx, { now: NOW, storage: null });
    demo = await loadDemo(tx);
  });

  afterAll(async () => {
    await rollback?.();
  });

  it('reports the rows it inserted', () => {
    expect(summary.seeded).toBe(true);
    expect(summary.counts).toEqual(countsOf(demo));
    // The marketplace accounts and the demo operator (issue 28).
    expect(demo.users).toHaveLength(DEMO_ACCOUNTS.length + 1);
    expect(demo.users.find((u) => u.email === DEMO_OPERATOR.email)).toMatchObject({ role: 'Operator' });
  });

  it('creates every demo account with a credential that verifies with the demo password', async () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(12);
    expect(PasswordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const user = demo.users.find((u) => u.email === account.email);
      expect(user, account.email).toMatchObject({ role: account.role, name: account.name });
      const authUser = demo.authUsers.find((u) => u.id === user?.id);
      expect(authUser).toMatchObject({ email: account.email.toLowerCase(), emailVerified: true });
      const credentials = demo.authAccounts.filter((a) => a.userId === user?.id);
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ providerId: 'credential', accountId: user?.id });
    }
    // Each distinct stored hash is verified once (scrypt is slow on purpose); together they cover every account.
    const hashes = [...new Set(demo.authAccounts.map((a) => a.password ?? ''))];
    for (const hash of hashes) expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(demo.authAccounts[0].password ?? '', 'microreach-demo-2026')).toBe(false);
  });

  it('has businesses and creators across several niches and locations', () => {
    const businesses = demo.users.filter((u) => u.role === 'SMB');
    const creators = demo.users.filter((u) => u.role === 'Influencer');
    expect(businesses.length).toBeGreaterThanOrEqual(3);
    expect(creators.length).toBeGreaterThanOrEqual(12);
    for (const b of businesses) {
      expect(b.companyName).toBeTruthy();
      expect(b.dateOfBirth).toBeNull();
      expect(b.preferredIndustry?.every((i) => (BUSINESS_INDUSTRIES as readonly string[]).includes(i))).toBe(true);
    }
    for (const c of creators) {
      expect(c.companyName).toBeNull();
      expect(c.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(c.bio).toBeTruthy();
      // Bare, as the profile forms store them: the forms' own schemas give them back unchanged.
      expect(c.instagram).toMatch(/^[\w.]+$/);
      expect(InstagramHandleSchema.parse(c.instagram)).toBe(c.instagram);
      expect(TikTokHandleSchema.parse(c.tiktok)).toBe(c.tiktok);
      for (const count of [c.instagramFollowers, c.tiktokFollowers]) {
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(FOLLOWERS_MAX);
      }
      expect(LOCATIONS).toContain(c.location);
      expect(c.contentNiches).toMatch(/^[^,]+(, [^,]+)*$/);
      for (const niche of split(c.contentNiches, ', ')) expect(INFLUENCER_NICHES).toContain(niche);
      expect(c.hashtagsKeywords).toMatch(/^[^,]+(, [^,]+)*$/);
      for (const type of split(c.preferredContentTypes, ',')) expect(PREFERRED_CONTENT_TYPES).toContain(type);
      for (const industry of c.preferredIndustry ?? []) expect(PREFERRED_INDUSTRIES).toContain(industry);
    }
    expect(new Set(creators.flatMap((c) => split(c.contentNiches, ', '))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(creators.map((c) => c.location)).size).toBeGreaterThanOrEqual(4);
    // Counts, spread over the spec's follower ranges so the range filters and badges have something to show.
    const counts = creators.flatMap((c) => [c.instagramFollowers, c.tiktokFollowers]);
    const ranges = new Set(counts.filter((n) => n !== null).map((n) => followerRange(n).code));
    expect(ranges.size).toBeGreaterThanOrEqual(4);
  });

  it('shows both labels: the accounts creators post from are verified (read this morning), the others self-reported', () => {
    const creators = demo.users.filter((u) => u.role === 'Influencer');
    const readAt = new Date('2026-06-15T03:00:00Z');
    const verified = creators.flatMap((c) => [
      [c.instagramFollowersVerified, c.instagramFollowersVerifiedAt],
      [c.tiktokFollowersVerified, c.tiktokFollowersVerifiedAt],
    ]);
    expect(verified.filter(([count]) => count !== null).length).toBeGreaterThan(0);
    expect(verified.filter(([count]) => count === null).length).toBeGreaterThan(0);
    for (const [count, at] of verified) expect(at).toEqual(count === null ? null : readAt);
    // Every post's count (the boost's) is its account's verified count.
    for (const p of demo.posts) {
      const creator = creators.find((c) => c.id === p.influencerId);
      const count = p.platform === 'instagram' ? creator?.instagramFollowersVerified : creator?.tiktokFollowersVerified;
      expect(count, p.id).not.toBeNull();
      expect(p.followersAtSubmit).toBe(count);
    }
  });

  it('gives every Find Influencers filter and sort something to change', () => {
    const creators = demo.users.filter((u) => u.role === 'Influencer');
    // Every niche and every location of the filters is held by some creator.
    expect(new Set(creators.flatMap((c) => c.niches ?? []))).toEqual(new Set(INFLUENCER_NICHES));
    expect(new Set(creators.map((c) => c.location))).toEqual(new Set(LOCATIONS));
    // Audiences from under the slider's default (10K) to past its top (1M).
    const audiences = creators.map((c) => c.audienceSize ?? 0);
    expect(Math.min(...audiences)).toBeLessThan(10_000);
    expect(Math.max(...audiences)).toBeGreaterThanOrEqual(1_000_000);
    // Rates kept by the database from the posts: a creator without posts (null), the rest spread out.
    const rates = creators.map((c) => c.engagementRate);
    expect(rates).toContain(null);
    expect(new Set(rates.filter((r) => r !== null)).size).toBeGreaterThanOrEqual(5);
    // Everyone was active at a different time, after joining.
    const active = creators.map((c) => c.lastActiveAt?.getTime());
    expect(new Set(active).size).toBe(creators.length);
    for (const c of creators) expect(c.lastActiveAt!.getTime()).toBeGreaterThan(c.createdAt.getTime());
    // The three orders differ from one another.
    const order = (key: (c: (typeof creators)[number]) => number) =>
      [...creators]
        .sort((a, b) => key(b) - key(a))
        .map((c) => c.name)
        .join();
    const byAudience = order((c) => c.audienceSize ?? 0);
    const byEngagement = order((c) => c.engagementRate ?? -1);
    const byActivity = order((c) => c.lastActiveAt!.getTime());
    expect(new Set([byAudience, byEngagement, byActivity]).size).toBe(3);
  });

  it('has campaigns in every status, Live ones both Public and Private, with well-formed fields', () => {
    expect(new Set(demo.campaigns.map((c) => c.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    const live = demo.campaigns.filter((c) => c.status === 'Live');
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(new Set(live.map((c) => c.privatePublic))).toEqual(new Set(['Public', 'Private']));
    expect(demo.campaigns.some((c) => c.maxInfluencers === null)).toBe(true);
    const owners = new Map(demo.users.map((u) => [u.id, u]));
    for (const c of demo.campaigns) {
      expect(owners.get(c.userId)?.role).toBe('SMB');
      expect(CAMPAIGN_NICHES).toContain(c.campaignNiche);
      for (const type of split(c.contentTypes, ', ')) expect(CAMPAIGN_CONTENT_TYPES).toContain(type);
      // Hashtags as the input keeps them: one word each (these have letters only), comma-space separated, no '#'.
      expect(c.campaignHashtags).toMatch(/^\p{L}+(, \p{L}+)*$/u);
      expect(c.campaignDescription).toBeTruthy();
      if (c.budgetCents !== null) {
        expect(c.budgetCents % 100).toBe(0);
        expect(c.influencerBudgetCents).not.toBeNull();
        expect(c.influencerBudgetCents ?? 0).toBeLessThanOrEqual(c.budgetCents);
        expect((c.influencerBudgetCents ?? 0) % 100).toBe(0);
      }
    }
  });

  it('gives campaigns varied terms, with version 1 of their text, that every participation agreed to', async () => {
    const terms = demo.campaigns.map((c) => ({ name: c.campaignName, ...campaignTermsOf(c) }));
    for (const { name, ...t } of terms) {
      expect(CampaignTermsSchema.safeParse(t).success, name).toBe(true);
      // Posts on either platform, so a creator of any demo campaign can post on both.
      expect(t.platforms, name).toEqual(['instagram', 'tiktok']);
    }
    expect(terms.find((t) => t.name === 'Cold Brew Concentrate Launch')).toMatchObject({
      usageRights: 'paid_ads',
      paidAdsDays: 30,
    });
    expect(terms.find((t) => t.name === 'Barrier Repair Serum 30-Day Glow-Up')).toMatchObject({ exclusivityDays: 14 });
    expect(terms.filter((t) => t.usageRights === 'perpetual').length).toBeLessThanOrEqual(1);
    expect(new Set(terms.map((t) => t.usageRights)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(terms.map((t) => t.revisionLimit)).size).toBeGreaterThanOrEqual(2);
    // No post got more fix requests than its campaign's terms allow.
    const limitOf = new Map(demo.campaigns.map((c) => [c.id, c.revisionLimit]));
    for (const p of demo.posts) expect(p.fixRequests).toBeLessThanOrEqual(limitOf.get(p.campaignId) ?? 0);
    expect(demo.posts.some((p) => p.fixRequests > 0)).toBe(true);

    const owners = new Map(demo.users.map((u) => [u.id, u]));
    expect(demo.termsVersions).toHaveLength(demo.campaigns.length);
    for (const c of demo.campaigns) {
      const version = demo.termsVersions.find((v) => v.campaignId === c.id);
      expect(c.termsVersion).toBe(1);
      // The same text the server writes for the campaign (ensureTermsVersion finds it and writes nothing).
      const owner = owners.get(c.userId)!;
      expect(version?.text).toBe(agreementText(snapshotOf(c, owner), 1));
      expect(version?.textHash).toBe(hashText(version?.text ?? ''));
      expect(await ensureTermsVersion(tx, c)).toEqual(version);
    }
    expect(demo.agreements).toHaveLength(demo.applicants.length);
    for (const a of demo.applicants) {
      const agreement = demo.agreements.find((g) => g.applicantId === a.id);
      const campaign = demo.campaigns.find((c) => c.id === a.campaignId)!;
      const version = demo.termsVersions.find((v) => v.campaignId === a.campaignId)!;
      expect(agreement).toMatchObject({
        campaignId: a.campaignId,
        creatorId: a.userId,
        termsVersion: 1,
        text: version.text,
        textHash: version.textHash,
        via: campaign.privatePublic === 'Public' ? 'join' : 'apply',
        agreedAt: a.appliedAt,
        ip: '127.0.0.1',
      });
    }
  });

  it('dates campaigns relative to now and within the 31-day limit', () => {
    for (const c of demo.campaigns) {
      const { startDate, endDate } = c;
      if (!startDate || !endDate) throw new Error(`${c.campaignName} has no dates`);
      expect(daysBetween(startDate, endDate)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(startDate, endDate)).toBeLessThanOrEqual(MAX_CAMPAIGN_DAYS);
      expect(c.createdAt.getTime()).toBeLessThan(NOW.getTime());
      if (c.status === 'Live' || c.status === 'Paused') {
        expect(startDate <= TODAY && TODAY <= endDate, c.campaignName).toBe(true);
      } else if (c.status === 'Completed' || c.status === 'Ended') {
        expect(endDate < TODAY, c.campaignName).toBe(true);
      } else {
        expect(startDate > TODAY, c.campaignName).toBe(true);
      }
    }
  });

  it('has applications in every status, pending ones only on Private campaigns', () => {
    expect(new Set(demo.applicants.map((a) => a.status))).toEqual(new Set(APPLICANT_STATUSES));
    const campaigns = new Map(demo.campaigns.map((c) => [c.id, c]));
    const creators = new Set(demo.users.filter((u) => u.role === 'Influencer').map((u) => u.id));
    for (const a of demo.applicants) {
      const campaign = campaigns.get(a.campaignId);
      expect(creators.has(a.userId)).toBe(true);
      expect(a.message).toBeTruthy();
      expect(campaign?.status).not.toBe('Draft');
      expect(a.appliedAt.getTime()).toBeGreaterThan(campaign?.createdAt.getTime() ?? Number.POSITIVE_INFINITY);
      expect(a.appliedAt.getTime()).toBeLessThan(NOW.getTime());
      expect(a.updatedAt.getTime()).toBeGreaterThanOrEqual(a.appliedAt.getTime());
      expect(a.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (a.status === 'pending') expect(campaign?.privatePublic).toBe('Private');
    }
    // Something for a business to accept or reject right now.
    const pendingOnLivePrivate = demo.applicants.filter(
      (a) => a.status === 'pending' && campaigns.get(a.campaignId)?.status === 'Live',
    );
    expect(pendingOnLivePrivate.length).toBeGreaterThanOrEqual(2);
    // Help page: up to 5 active partnerships per creator.
    const liveByCreator = new Map<string, number>();
    for (const a of demo.applicants) {
      if ((a.status === 'approved' || a.status === 'active') && campaigns.get(a.campaignId)?.status === 'Live') {
        liveByCreator.set(a.userId, (liveByCreator.get(a.userId) ?? 0) + 1);
      }
    }
    expect(Math.max(...liveByCreator.values())).toBeLessThanOrEqual(5);
  });

  it('records posts only by approved or active applicants, within the campaign and its budget', () => {
    expect(demo.posts.length).toBeGreaterThan(0);
    const campaigns = new Map(demo.campaigns.map((c) => [c.id, c]));
    const handles = new Map(demo.users.map((u) => [u.id, u.tiktok]));
    const earned = new Map<string, { cents: number; posts: number }>();
    for (const p of demo.posts) {
      const application = demo.applicants.find((a) => a.campaignId === p.campaignId && a.userId === p.influencerId);
      expect(['approved', 'active']).toContain(application?.status);
      const campaign = campaigns.get(p.campaignId);
      if (!campaign?.startDate || !campaign.endDate) throw new Error('post on a campaign without dates');
      expect(['Live', 'Completed', 'Ended']).toContain(campaign.status);
      expect(p.postedAt.getTime()).toBeGreaterThanOrEqual(Date.parse(campaign.startDate));
      expect(p.postedAt.getTime()).toBeLessThan(Date.parse(campaign.endDate) + DAY_MS);
      expect(p.postedAt.getTime()).toBeGreaterThan(application?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY);
      expect(p.postedAt.getTime()).toBeLessThan(NOW.getTime());
      if (p.platform === 'instagram') {
        expect(p.videoUrl).toMatch(/^https:\/\/www\.instagram\.com\/(p|reel)\/[\w-]{11}\/$/);
      } else {
        expect(p.platform).toBe('tiktok');
        expect(p.videoUrl).toBe(
          `https://www.tiktok.com/@${handles.get(p.influencerId)}/video/${p.videoUrl.split('/').at(-1)}`,
        );
        expect(p.videoUrl).toMatch(/\/video\/\d{19}$/);
      }
      expect(p.engagementRate).toBe(engagementRate(p));
      expect(p.likes).toBeLessThan(p.views || 1);
      // The engine's amounts (performance-pay.ts): an approved post earns at least $10 before caps, and the caps may
      // cut that (a creator's first approved posts can use up the budget per influencer); a post waiting for a fix
      // earns nothing.
      expect(p.earningsCents).toBeLessThanOrEqual(p.uncappedEarningsCents);
      if (p.stage === 'tracking' || p.stage === 'approved')
        expect(p.uncappedEarningsCents).toBeGreaterThanOrEqual(1000);
      if (p.stage === 'needs_fix') expect(p.earningsCents).toBe(0);
      const key = `${p.campaignId}/${p.influencerId}`;
      const sum = earned.get(key) ?? { cents: 0, posts: 0 };
      earned.set(key, { cents: sum.cents + p.earningsCents, posts: sum.posts + 1 });
    }
    expect(new Set(demo.posts.map((p) => p.videoUrl)).size).toBe(demo.posts.length);
    expect(new Set(demo.posts.map((p) => p.platform))).toEqual(new Set(['instagram', 'tiktok']));
    expect(demo.posts.some((p) => p.views === 0)).toBe(true); // a post uploaded hours ago
    for (const [key, { cents, posts }] of earned) {
      const campaign = campaigns.get(key.split('/')[0]);
      expect(posts).toBeLessThanOrEqual(3);
      expect(cents).toBeLessThanOrEqual(campaign?.influencerBudgetCents ?? 0);
    }
  });

  it('moves all its money through the ledger: funded and partly spent campaigns, payouts in every state', async () => {
    expect(new Set(demo.payouts.map((p) => p.status))).toEqual(new Set(PAYOUT_STATES));
    expect(new Set(demo.ledger.map((t) => t.kind))).toEqual(
      new Set([
        'deposit',
        'campaign_funding',
        'earnings_reserve',
        'earnings_settlement',
        'escrow_return',
        'payout_request',
        'payout_paid',
        'payout_failed',
      ]),
    );
    // Every invariant holds on the demo (what npm run ledger:check verifies).
    for (const check of await checkLedger(tx)) expect(check.violations, check.name).toEqual([]);
    // Months of history.
    const times = demo.ledger.map((t) => t.createdAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    // Every business has money in its wallet; a Live campaign owes more than it holds (waiting for funding).
    for (const business of demo.users.filter(
      (u) => u.role === 'SMB' && demo.campaigns.some((c) => c.userId === u.id),
    )) {
      const wallet = demo.accounts.find((a) => a.id === `business_wallet:${business.id}`);
      expect(wallet?.balanceCents, business.email).toBeGreaterThan(0);
    }
    const escrowed = demo.campaigns
      .filter((c) => c.status === 'Live')
      .map((c) => {
        const posts = demo.posts.filter(
          (p) => p.campaignId === c.id && ['pending', 'held', 'final'].includes(p.earningsStatus),
        );
        return { earned: posts.reduce((sum, p) => sum + p.earningsCents, 0), funded: c.budgetCents ?? 0 };
      });
    expect(escrowed.some((c) => c.earned > 0)).toBe(true);
    for (const p of demo.payouts) {
      expect(p.amountCents).toBeGreaterThanOrEqual(1000);
      expect(p.processedAt === null).toBe(['requested', 'approved', 'delayed'].includes(p.status));
      // Every payout but a requested one was handed to the provider; a Delayed one says why it waits.
      expect(p.firstSentAt === null).toBe(p.status === 'requested');
      expect(p.delayReason === null).toBe(p.status !== 'delayed');
      if (p.processedAt) expect(p.processedAt.getTime()).toBeGreaterThan(p.requestedAt.getTime());
    }
  });

  it('has conversations between businesses and creators with unread messages on both sides', () => {
    const roles = new Map(demo.users.map((u) => [u.id, u.role]));
    const threads = new Map<string, typeof demo.chat>();
    for (const m of demo.chat) {
      expect(new Set([roles.get(m.senderId), roles.get(m.receiverId)])).toEqual(new Set(['SMB', 'Influencer']));
      expect(m.createdAt.getTime()).toBeLessThan(NOW.getTime());
      if (m.readAt) expect(m.readAt.getTime()).toBeGreaterThanOrEqual(m.createdAt.getTime());
      const key = [m.senderId, m.receiverId].sort().join('/');
      threads.set(key, [...(threads.get(key) ?? []), m]);
    }
    expect(threads.size).toBeGreaterThanOrEqual(5);
    expect([...threads.values()].filter((t) => t.length >= 3).length).toBeGreaterThanOrEqual(5);
    const unread = demo.chat.filter((m) => m.readAt === null);
    expect(unread.some((m) => roles.get(m.receiverId) === 'SMB')).toBe(true);
    expect(unread.some((m) => roles.get(m.receiverId) === 'Influencer')).toBe(true);
    expect(demo.chat.some((m) => m.campaignId !== null)).toBe(true);
    const days = new Set(demo.chat.map((m) => m.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    // One conversation per pair, its messages numbered 1..n in the order they were sent.
    expect(demo.conversations).toHaveLength(threads.size);
    for (const c of demo.conversations) {
      const inThread = demo.chat.filter((m) => m.conversationId === c.id).sort((a, b) => a.seq - b.seq);
      expect(inThread.map((m) => m.seq)).toEqual(inThread.map((_, i) => i + 1));
      expect(c.lastSeq).toBe(inThread.length);
      expect(inThread.map((m) => m.createdAt.getTime())).toEqual(
        inThread.map((m) => m.createdAt.getTime()).sort((a, b) => a - b),
      );
      expect(c.lastMessageAt).toEqual(inThread.at(-1)!.createdAt);
    }
  });

  /** The posts a demo sign-in sees: a business's campaigns' posts, or a creator's own. */
  const postsOf = (key: string) => {
    const user = demo.users.find((u) => u.email === `${key}@${DEMO_EMAIL_DOMAIN}`);
    const campaignIds = new Set(demo.campaigns.filter((c) => c.userId === user?.id).map((c) => c.id));
    return demo.posts.filter((p) => p.influencerId === user?.id || campaignIds.has(p.campaignId));
  };
  const ownerOf = (post: Demo['posts'][number]) => demo.campaigns.find((c) => c.id === post.campaignId)?.userId;

  it('shows every review stage on the demo sign-ins, each post with the audit of its path', () => {
    // Submitted lasts no longer than the submission's transaction while no platform account is connected: the
    // audit shows it, no post stays in it.
    const shown = CONTENT_STAGES.filter((stage) => stage !== 'submitted');
    for (const key of ['brew', 'mia', 'jordan']) {
      expect(new Set(postsOf(key).map((p) => p.stage)), key).toEqual(new Set(shown));
    }
    const fixes = demo.posts.filter((p) => p.stage === 'needs_fix');
    const fixOpen = fixes.filter((p) => p.fixDueAt && p.fixDueAt > NOW);
    const fixMissed = fixes.filter((p) => p.fixDueAt && p.fixDueAt <= NOW);
    for (const p of fixes) expect(p.fixNote).toBeTruthy();
    expect(postsOf('brew').filter((p) => fixOpen.includes(p))).not.toHaveLength(0);
    expect(postsOf('brew').filter((p) => fixMissed.includes(p))).not.toHaveLength(0);
    expect(postsOf('mia').filter((p) => fixOpen.includes(p))).not.toHaveLength(0);
    expect(postsOf('jordan').filter((p) => fixMissed.includes(p))).not.toHaveLength(0);

    const auto = demo.posts.filter((p) => p.autoApproved);
    expect(auto.length).toBeGreaterThanOrEqual(1);
    for (const p of demo.posts) {
      const events = demo.events.filter((e) => e.postId === p.id);
      const times = events.map((e) => e.createdAt.getTime());
      expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      expect(events[0]).toMatchObject({ action: 'submit', actorId: p.influencerId, toStage: 'submitted' });
      expect(events[0].createdAt).toEqual(p.createdAt);
      // Replaying the transitions leads to the post's stage, at the time it says.
      let stage: ContentStage | null = null;
      let changedAt = p.createdAt;
      for (const e of events.filter((e) => e.toStage !== null)) {
        expect(e.fromStage).toBe(stage);
        stage = e.toStage;
        changedAt = e.createdAt;
        const isPerson = e.action === 'approve' || e.action === 'request_fix';
        if (e.action !== 'submit') expect(e.actorId).toBe(isPerson ? ownerOf(p) : null);
        if (e.action === 'request_fix') expect(e.note).toBe(p.fixNote);
      }
      expect(stage).toBe(p.stage);
      expect(p.stageChangedAt).toEqual(changedAt);
      const approval = events.find((e) => e.action === 'approve' || e.action === 'auto_approve');
      expect(p.approvedAt).toEqual(approval?.createdAt ?? null);
      if (approval) {
        expect(p.autoApproved).toBe(approval.action === 'auto_approve');
        expect(p.approvedBy).toBe(p.autoApproved ? null : ownerOf(p));
        expect(p.trackingEndsAt?.getTime()).toBe(approval.createdAt.getTime() + 7 * DAY_MS);
      }
      if (p.stage === 'under_review') expect(p.reviewDueAt!.getTime()).toBeGreaterThan(NOW.getTime());
      if (p.stage === 'tracking') expect(p.trackingEndsAt!.getTime()).toBeGreaterThan(NOW.getTime());
      // The business typed every snapshot in, each audited.
      const recorded = events.filter((e) => e.action === 'record_metrics');
      expect(recorded.map((e) => e.createdAt)).toEqual(
        demo.snapshots.filter((s) => s.postId === p.id).map((s) => s.takenAt),
      );
    }
    for (const p of auto) {
      expect(p.approvedBy).toBeNull();
      expect(demo.events.find((e) => e.postId === p.id && e.action === 'auto_approve')).toMatchObject({
        actorKind: 'system',
        actorId: null,
        fromStage: 'under_review',
        toStage: 'tracking',
      });
    }
  });

  it("records each post's figures as about daily unverified snapshots along a growth curve, ending at its figures", () => {
    for (const p of demo.posts) {
      const series = demo.snapshots.filter((s) => s.postId === p.id);
      const latest = series.at(-1);
      expect({ views: p.views, likes: p.likes, comments: p.comments, shares: p.shares }).toEqual(
        latest
          ? { views: latest.views, likes: latest.likes, comments: latest.comments, shares: latest.shares }
          : {
              views: 0,
              likes: 0,
              comments: 0,
              shares: 0,
            },
      );
      expect(p.metricsSource).toBe(latest ? 'manual' : 'none');
      expect(p.metricsVerified).toBe(false);
      expect(p.metricsUpdatedAt).toEqual(latest?.takenAt ?? null);
      for (const s of series) {
        expect(s).toMatchObject({ source: 'manual', verified: false, availability: 'ok', recordedBy: ownerOf(p) });
        expect(s.takenAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
        expect(s.takenAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
      for (let i = 1; i < series.length; i++) {
        const hours = (series[i].takenAt.getTime() - series[i - 1].takenAt.getTime()) / HOUR_MS;
        expect(hours).toBeGreaterThanOrEqual(18);
        expect(hours).toBeLessThanOrEqual(30);
        expect(series[i].views).toBeGreaterThanOrEqual(series[i - 1].views ?? 0);
      }
      // Figures stop when a fix is asked for, and a few days after the tracking window.
      if (p.stage === 'needs_fix') expect(latest?.takenAt.getTime() ?? 0).toBeLessThan(p.stageChangedAt.getTime());
      if (p.trackingEndsAt && latest) {
        const until = Math.min(NOW.getTime(), p.trackingEndsAt.getTime());
        expect(latest.takenAt.getTime()).toBeGreaterThan(until - 30 * HOUR_MS);
        expect(latest.takenAt.getTime()).toBeLessThan(p.trackingEndsAt.getTime() + 4 * DAY_MS);
      }
      // Fast early growth that slows: the first day brings more views per hour than the last.
      if (series.length >= 4 && !demo.holds.some((h) => h.postId === p.id)) {
        const perHour = (i: number) =>
          ((series[i].views ?? 0) - (series[i - 1].views ?? 0)) /
          (series[i].takenAt.getTime() - series[i - 1].takenAt.getTime());
        expect(perHour(1)).toBeGreaterThan(perHour(series.length - 1));
      }
    }
    // Weeks of history: the posts of finished campaigns have a snapshot about every day for more than a week.
    const finished = new Set(demo.campaigns.filter((c) => c.status !== 'Live').map((c) => c.id));
    for (const p of demo.posts.filter((post) => finished.has(post.campaignId))) {
      const series = demo.snapshots.filter((s) => s.postId === p.id);
      expect(series.length).toBeGreaterThanOrEqual(8);
    }
    expect(demo.posts.filter((p) => p.views === 0)).toHaveLength(1); // uploaded hours ago: nothing recorded yet
  });

  it('holds posts whose figures the safeguards flag, as evaluateHolds reads their series', () => {
    for (const p of demo.posts) {
      const series = demo.snapshots
        .filter((s) => s.postId === p.id)
        .map((s) => ({ ...s, at: s.takenAt.toISOString() }));
      const holds = demo.holds.filter((h) => h.postId === p.id);
      expect(
        holds.map((h) => ({ rule: h.rule, reason: h.reason })),
        `${p.videoUrl} (${series.length} snapshots)`,
      ).toEqual(evaluateHolds(series, 'ok'));
      expect(p.earningsStatus === 'held').toBe(holds.some((h) => h.status === 'open'));
      for (const h of holds) {
        expect(demo.events.find((e) => e.postId === p.id && e.action === 'hold')).toMatchObject({
          actorKind: 'system',
          note: h.reason,
          data: { rule: h.rule, trigger: 'business' },
          createdAt: h.createdAt,
        });
      }
    }
    const open = demo.holds.filter((h) => h.status === 'open');
    expect(new Set(open.map((h) => h.rule))).toEqual(new Set(['engagement_ratio', 'figures_decreased']));
    const released = demo.holds.filter((h) => h.status === 'released');
    expect(released).toHaveLength(1);
    const post = demo.posts.find((p) => p.id === released[0].postId)!;
    expect(released[0]).toMatchObject({ rule: 'view_spike', resolvedBy: ownerOf(post) });
    expect(released[0].resolvedAt!.getTime()).toBeGreaterThan(released[0].createdAt.getTime());
    expect(demo.events.find((e) => e.postId === post.id && e.action === 'release_hold')).toMatchObject({
      actorId: ownerOf(post),
      note: released[0].resolutionNote,
      createdAt: released[0].resolvedAt,
    });
    expect(post.earningsStatus).not.toBe('held');
  });

  it("stores the earnings engine's amounts: recomputing any demo campaign changes nothing", async () => {
    expect(new Set(demo.posts.map((p) => p.earningsStatus))).toEqual(new Set(['none', 'pending', 'held', 'final']));
    expect(demo.posts.some((p) => p.earningsCents < p.uncappedEarningsCents)).toBe(true); // a cap binds
    const transactions = demo.ledger.length;
    for (const c of demo.campaigns) expect(await recomputeCampaignEarnings(tx, c.id), c.campaignName).toBe(0);
    // ... nor its money: the ledger already holds what the earnings sync would move.
    expect((await loadDemo(tx)).ledger.length).toBe(transactions);
  });

  it('inserts nothing when called again', async () => {
    const again = await seedDemoData(tx, { now: NOW, storage: null });
    expect(again.seeded).toBe(false);
    expect(Object.values(again.counts).every((n) => n === 0)).toBe(true);
    expect(countsOf(await loadDemo(tx))).toEqual(summary.counts);
  });
});

// The rows alone (no database): the same demo at any time of day, and later seeds only extend each post's history.
describe('buildDemoRows', () => {
  const at = (time: string) => buildDemoRows(new Date(`${TODAY}T${time}Z`), 'not-a-hash');

  it('has every stage, an automatic approval and the holds whatever the time of day', () => {
    for (const time of ['00:00:01', '06:00:00', '13:30:00', '19:00:00', '23:59:59']) {
      const rows = at(time);
      const now = Date.parse(`${TODAY}T${time}Z`);
      expect(new Set(rows.campaignAnalytics.map((p) => p.stage)), time).toEqual(
        new Set(['under_review', 'tracking', 'approved', 'needs_fix']),
      );
      const fixDue = rows.campaignAnalytics.filter((p) => p.fixDueAt).map((p) => p.fixDueAt!.getTime() > now);
      expect(new Set(fixDue), time).toEqual(new Set([true, false]));
      expect(
        rows.campaignAnalytics.some((p) => p.autoApproved),
        time,
      ).toBe(true);
      expect(rows.contentHolds.map((h) => `${h.rule} ${h.status}`).sort(), time).toEqual([
        'engagement_ratio open',
        'figures_decreased open',
        'view_spike released',
      ]);
    }
  });

  it('draws nothing from the time: seeding later the same day adds to the same history', () => {
    const [early, late] = [at('09:30:00'), at('21:30:00')];
    const urls = (rows: ReturnType<typeof at>) => rows.campaignAnalytics.map((p) => p.videoUrl);
    expect(urls(late)).toEqual(urls(early));
    const series = (rows: ReturnType<typeof at>, url: string) => {
      const post = rows.campaignAnalytics.find((p) => p.videoUrl === url);
      return rows.contentMetricSnapshots
        .filter((s) => s.postId === post?.id)
        .map(({ id: _id, postId: _postId, recordedBy: _by, ...figures }) => figures);
    };
    for (const url of urls(early)) {
      const before = series(early, url);
      expect(series(late, url).slice(0, before.length)).toEqual(before);
    }
    expect(late.contentMetricSnapshots.length).toBeGreaterThan(early.contentMetricSnapshots.length);
  });
});

// Committing, wiping and re-seeding need a database of our own: a fresh in-memory PGlite, or on PostgreSQL a
// throwaway database created beside the shared one and dropped afterwards.
describe('resetDatabase and re-seeding', () => {
  let own: Database;
  let dropOwn = async () => {};
  beforeAll(async () => {
    if (!databaseUrl) {
      own = await openDatabase({ engine: 'pglite', dataDir: null });
    } else {
      const name = `microreach_seed_${process.pid}_${Date.now()}`;
      const admin = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 1 });
      await admin.db.execute(sql.raw(`create database "${name}"`));
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      own = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 });
      dropOwn = async () => {
        await admin.db.execute(sql.raw(`drop database if exists "${name}"`));
        await admin.close();
      };
    }
    await own.migrate();
  });
  afterAll(async () => {
    await own?.close();
    await dropOwn();
  });

  /** The demo data without generated ids. */
  async function fingerprint(db: Db) {
    const result = await db.execute(sql`
      select
        (select json_agg(x order by x) from (select u.email || ' ' || c.campaign_name || ' ' || c.status || ' ' || c.start_date || ' ' || c.created_at as x from campaigns c join users u on u.id = c.user_id) s) as campaigns,
        (select json_agg(x order by x) from (select u.email || ' ' || c.campaign_name || ' ' || a.status || ' ' || a.applied_at as x from campaign_applicants a join users u on u.id = a.user_id join campaigns c on c.id = a.campaign_id) s) as applicants,
        (select json_agg(x order by x) from (select a.video_url || ' ' || a.views || ' ' || a.likes || ' ' || a.earnings_cents || ' ' || a.uncapped_earnings_cents || ' ' || a.earnings_status || ' ' || a.stage || ' ' || a.stage_changed_at || ' ' || a.posted_at as x from campaign_analytics a) s) as posts,
        (select json_agg(x order by x) from (select a.video_url || ' ' || s.taken_at || ' ' || s.views || ' ' || s.likes || ' ' || s.comments || ' ' || s.shares as x from content_metric_snapshots s join campaign_analytics a on a.id = s.post_id) s) as snapshots,
        (select json_agg(x order by x) from (select a.video_url || ' ' || e.action || ' ' || e.created_at || ' ' || coalesce(e.note, '') as x from content_events e join campaign_analytics a on a.id = e.post_id) s) as events,
        (select json_agg(x order by x) from (select a.video_url || ' ' || h.rule || ' ' || h.status || ' ' || h.created_at || ' ' || h.reason as x from content_holds h join campaign_analytics a on a.id = h.post_id) s) as holds,
        (select json_agg(x order by x) from (select t.kind || ' ' || substring(e.account_id from '^[a-z_]+') || ' ' || e.amount_cents || ' ' || t.created_at as x from ledger_entries e join ledger_transactions t on t.id = e.transaction_id) s) as ledger,
        (select json_agg(x order by x) from (select u.email || ' ' || p.status || ' ' || p.amount_cents || ' ' || p.requested_at as x from payout_requests p join users u on u.id = p.user_id) s) as payouts,
        (select json_agg(x order by x) from (select u.email || ' ' || m.message || ' ' || m.created_at || ' ' || coalesce(m.read_at::text, 'unread') as x from chat m join users u on u.id = m.sender_id) s) as chat
    `);
    return (result as unknown as { rows: unknown[] }).rows[0];
  }

  async function rowCounts(db: Db): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of allTableNames()) {
      const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      counts[table] = (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    }
    return counts;
  }

  it('empties every table, and re-seeding gives the same data', async () => {
    const { db } = own;
    expect(await isEmpty(db)).toBe(true);
    expect((await seedDemoData(db, { now: NOW, storage: null })).seeded).toBe(true);
    expect(await isEmpty(db)).toBe(false);
    const first = await fingerprint(db);
    expect(first).toMatchObject({
      campaigns: expect.any(Array),
      snapshots: expect.any(Array),
      events: expect.any(Array),
      holds: expect.any(Array),
      chat: expect.any(Array),
    });

    await db.insert(schema.rateLimits).values({ key: 'sign-in:test', count: 1, resetAt: NOW });
    await resetDatabase(db);
    expect(Object.values(await rowCounts(db)).every((n) => n === 0)).toBe(true);
    expect(await isEmpty(db)).toBe(true);

    // What `npm run seed` does on a database that holds data: wipe and seed in one transaction.
    await seedDemoData(db, { now: NOW, storage: null });
    const summary = await db.transaction(async (tx) => {
      await resetDatabase(tx);
      return seedDemoData(tx, { now: NOW, storage: null });
    });
    expect(summary.seeded).toBe(true);
    expect(await fingerprint(db)).toEqual(first);
    expect((await rowCounts(db)).users).toBe(DEMO_ACCOUNTS.length + 1);
  });
});
