// Every earnings movement carries a key derived from what it is for and the state it moves from (issue 25), on PGlite
// and (with DATABASE_URL) PostgreSQL: the same sync from the same state writes the same keys, a replay of its movements
// moves nothing, and two syncs racing from one state (no campaign lock between them) move each amount once.

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns, ledgerEntries, ledgerTransactions } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
} from '#server/test/harness.ts';
import { addFunds, availableBalance, escrowBalance, walletBalance } from '#server/test/ledger.ts';
import { syncCampaignMoney } from './campaign-money.ts';
import {
  type AccountRef,
  account,
  accountId,
  earningsMovementKey,
  escrowReturnKey,
  transfer,
} from './ledger.service.ts';
import { checkLedger } from './ledger-check.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

const EARNINGS_KINDS = ['earnings_reserve', 'earnings_release', 'earnings_settlement', 'escrow_return'] as const;

/**
 * A Completed campaign whose money the sync has not moved yet: a post whose earnings ($208) are final, and $500 in
 * escrow put there without the sync (as a job that crashed before it, or whose run is being replayed, would leave
 * it). One sync sets the post's earnings aside, settles them and returns the other $292.
 */
async function unsyncedCampaign() {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
  const created = await callAs(
    app,
    business,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ privatePublic: 'Public' }),
  );
  const campaignId = created.json().id as string;
  await joinAs(app, creator, campaignId);
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/Sync${randomUUID().slice(0, 8)}/`,
  });
  const postId = submitted.json().id as string;
  await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, {
    views: 12_000,
    likes: 800,
    comments: 50,
    shares: 30,
  });
  await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`, { disclosureSeen: true });
  const paid = await callAs(app, business, 'POST', `/api/business/posts/${postId}/release-payment`);
  expect(paid.json()).toMatchObject({ earningsStatus: 'final', earningsCents: 20_800 });
  await addFunds(app, business, 50_000);
  await transfer(app.db, {
    kind: 'campaign_funding',
    description: 'funded outside the sync',
    idempotencyKey: `test-funding:${randomUUID()}`,
    userId: business.user.id,
    campaignId,
    legs: [
      { account: account.wallet(business.user.id), amountCents: -50_000 },
      { account: account.escrow(campaignId, business.user.id), amountCents: 50_000 },
    ],
  });
  await app.db.update(campaigns).set({ status: 'Completed' }).where(eq(campaigns.id, campaignId));
  const refs: AccountRef[] = [
    account.escrow(campaignId, business.user.id),
    account.pending(creator.user.id),
    account.available(creator.user.id),
    account.fees(),
    account.wallet(business.user.id),
  ];
  return { business, creator, campaignId, postId, refs };
}

type Setup = Awaited<ReturnType<typeof unsyncedCampaign>>;

/** The campaign's earnings movements: kind, key and legs. */
async function earningsMovements(db: Pick<TestApp['db'], 'select'>, campaignId: string) {
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      key: ledgerTransactions.idempotencyKey,
      postId: ledgerTransactions.postId,
      accountId: ledgerEntries.accountId,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.campaignId, campaignId), inArray(ledgerTransactions.kind, [...EARNINGS_KINDS])));
  const byId = new Map<string, { kind: string; key: string | null; legs: Record<string, number> }>();
  for (const r of rows) {
    const t = byId.get(r.id) ?? { kind: r.kind, key: r.key, legs: {} };
    t.legs[r.accountId] = r.amountCents;
    byId.set(r.id, t);
  }
  return [...byId.values()].sort((a, b) => String(a.key).localeCompare(String(b.key)));
}

/** What one sync of unsyncedCampaign() moves, with the keys it must use. */
function expectedMovements(s: Setup) {
  const [escrow, pending, available, fees, wallet] = s.refs.map(accountId);
  return [
    { kind: 'earnings_reserve', key: earningsMovementKey(s.postId, 0), legs: { [escrow]: -20_800, [pending]: 20_800 } },
    {
      kind: 'earnings_settlement',
      key: earningsMovementKey(s.postId, 1),
      legs: { [pending]: -20_800, [available]: 19_760, [fees]: 1_040 },
    },
    { kind: 'escrow_return', key: escrowReturnKey(s.campaignId, 0), legs: { [escrow]: -29_200, [wallet]: 29_200 } },
  ].sort((a, b) => a.key.localeCompare(b.key));
}

async function expectSyncedOnce(s: Setup) {
  expect(await earningsMovements(app.db, s.campaignId)).toEqual(expectedMovements(s));
  expect(await escrowBalance(app, s.campaignId)).toBe(0);
  expect(await availableBalance(app, s.creator)).toBe(19_760);
  expect(await walletBalance(app, s.business)).toBe(29_200);
}

describe('earnings movements are keyed by what they are for and the state they move from', () => {
  it('the same state gives the same keys, and replaying the movements moves nothing', async () => {
    const s = await unsyncedCampaign();
    // A run that fails at its end (rolled back): the keys it wrote are the ones the next run from that state writes.
    const failed = new Error('crashed before commit');
    const attempt = await app.db
      .transaction(async (tx) => {
        expect(await syncCampaignMoney(tx, s.campaignId)).toBe(3);
        expect(await earningsMovements(tx, s.campaignId)).toEqual(expectedMovements(s));
        throw failed;
      })
      .catch((e: unknown) => e);
    expect(attempt).toBe(failed);
    expect(await earningsMovements(app.db, s.campaignId)).toEqual([]);

    expect(await app.db.transaction((tx) => syncCampaignMoney(tx, s.campaignId))).toBe(3);
    await expectSyncedOnce(s);

    // A job replayed from the state before (its movements issued again, as it would issue them): all replay.
    const byId = new Map(s.refs.map((ref) => [accountId(ref), ref]));
    for (const m of expectedMovements(s)) {
      const legs = Object.entries(m.legs).map(([id, amountCents]) => ({ account: byId.get(id)!, amountCents }));
      const again = await app.db.transaction((tx) =>
        transfer(tx, {
          kind: m.kind as (typeof EARNINGS_KINDS)[number],
          description: 'replayed',
          idempotencyKey: m.key,
          campaignId: s.campaignId,
          postId: m.kind === 'escrow_return' ? null : s.postId,
          legs,
        }),
      );
      expect(again.replayed, m.key).toBe(true);
    }
    // And the job itself, run again now, finds nothing to move.
    expect(await app.db.transaction((tx) => syncCampaignMoney(tx, s.campaignId))).toBe(0);
    await expectSyncedOnce(s);
  });

  it('two syncs racing from one state (no campaign lock between them) move each amount once', async () => {
    const s = await unsyncedCampaign();
    if (!process.env.DATABASE_URL) {
      // PGlite has one connection: the twin runs after the first commits.
      await Promise.all([0, 1].map(() => app.db.transaction((tx) => syncCampaignMoney(tx, s.campaignId))));
      await expectSyncedOnce(s);
      return;
    }
    // PostgreSQL: the first sync moves everything and holds its locks; the twin reads the same state before that
    // commits, then waits on the escrow's lock; the first commits; the twin goes on from its stale state.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstMoved = () => {};
    const moved = new Promise<void>((resolve) => {
      firstMoved = resolve;
    });
    const first = app.db.transaction(async (tx) => {
      const n = await syncCampaignMoney(tx, s.campaignId);
      firstMoved();
      await held;
      return n;
    });
    await moved;
    let twinPid: number | null = null;
    const twin = app.db
      .transaction(async (tx) => {
        const [me] = await tx
          .execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
          .then((r) => (r as unknown as { rows: Array<{ pid: number }> }).rows);
        twinPid = me.pid;
        return syncCampaignMoney(tx, s.campaignId);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    await vi.waitFor(
      async () => {
        expect(twinPid).not.toBeNull();
        const [row] = await app.db
          .execute<{ waiting: string | null }>(
            sql`select wait_event_type as waiting from pg_stat_activity where pid = ${twinPid}`,
          )
          .then((r) => (r as unknown as { rows: Array<{ waiting: string | null }> }).rows);
        expect(row.waiting).toBe('Lock');
      },
      { timeout: 10_000, interval: 20 },
    );
    release();
    expect(await first).toBe(3);
    // The twin's movements found their keys taken by the same movements: replayed, not repeated.
    expect(await twin).toBeNull();
    await expectSyncedOnce(s);
  });
});
