// The operators' money overview (issue 28 item 6): who may call it, and every figure against the ledger read here on
// its own by SQL over ledger_entries (never through the service), after the demo seed. On PostgreSQL the figures are
// platform-wide, so the file runs on a scratch database of its own (other test files write money at the same time).
import { PAYOUT_STATES } from '@microreach/domain/creator-earnings';
import {
  OPS_MONEY_HISTORY_PAGE_SIZE,
  type OpsMoneyHistory,
  OpsMoneyHistorySchema,
  type OpsMoneyOverview,
  OpsMoneyOverviewSchema,
  type OpsMoneySearch,
  OpsMoneySearchSchema,
} from '@microreach/domain/operators';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#server/db/seed/seed.ts';
import { readEnv } from '#server/env.ts';
import { cheapTestPasswordHasher } from '#server/lib/password.ts';
import { addOperator, setOperatorPassword } from '#server/modules/auth/operator-accounts.service.ts';
import { recordLedgerCheck } from '#server/modules/ledger/ledger-check-runs.service.ts';
import {
  callAs,
  createTestApp,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from '#server/test/harness.ts';

const engine = readEnv().DATABASE_URL ? 'postgres' : 'pglite';
let scratch: ScratchDatabase | null = null;
let app: TestApp;
let operator: TestUser;
let business: TestUser;
let creator: TestUser;

/** A signed-in operator: created as `npm run operator -- add` does, its password set by the link, signed in at /ops. */
async function signInNewOperator(): Promise<TestUser> {
  const email = uniqueEmail('ops');
  const { link } = await addOperator(app.db, email, 'http://localhost:3000');
  const token = new URL(link).searchParams.get('token') ?? '';
  await setOperatorPassword(app.db, cheapTestPasswordHasher, token, TEST_PASSWORD);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/ops/sign-in',
    remoteAddress: randomIp(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookie(res.headers['set-cookie']);
  return { user: res.json().operator, email, password: TEST_PASSWORD, cookie };
}

beforeAll(async () => {
  const url = readEnv().DATABASE_URL;
  if (url) scratch = await createScratchDatabase(url, 'opsmoney');
  app = await createTestApp(
    scratch ? { database: await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 }) } : {},
  );
  expect((await seedDemoData(app.db, { storage: null })).seeded).toBe(true);
  [operator, business, creator] = await Promise.all([signInNewOperator(), signUpBusiness(app), signUpCreator(app)]);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await scratch?.drop();
});

const rowsOf = <T>(query: SQL) => queryRows<T>(app.db, query);
const n = (value: string | number | null | undefined) => Number(value ?? 0);
/** The sum of the entries of every account whose id starts with `prefix`: the ledger's own figure. */
async function entriesOf(prefix: string): Promise<number> {
  const [row] = await rowsOf<{ s: string }>(
    sql`select coalesce(sum(amount_cents), 0) as s from ledger_entries where starts_with(account_id, ${prefix})`,
  );
  return n(row.s);
}

describe(`the money overview's routes on ${engine}`, () => {
  const routes = (personId: string) => [
    '/api/ops/money',
    '/api/ops/money/search?q=demo',
    `/api/ops/money/people/${personId}`,
  ];

  it('refuse a signed-out visitor with 401 and a business or a creator exactly as a missing route', async () => {
    for (const url of routes(creator.user.id)) {
      const signedOut = await callAs(app, null, 'GET', url);
      expect(signedOut.statusCode, url).toBe(401);
      for (const who of [business, creator]) {
        const res = await callAs(app, who, 'GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: `No route GET ${url}`,
          code: 'NOT_FOUND',
        });
      }
      expect((await callAs(app, operator, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('answers an unknown person, an operator and a bad id with 404 or 400, and bounds the search', async () => {
    expect(
      (await callAs(app, operator, 'GET', '/api/ops/money/people/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await callAs(app, operator, 'GET', `/api/ops/money/people/${operator.user.id}`)).statusCode).toBe(404);
    expect((await callAs(app, operator, 'GET', '/api/ops/money/people/not-a-uuid')).statusCode).toBe(400);
    expect((await callAs(app, operator, 'GET', `/api/ops/money/people/${creator.user.id}?page=0`)).statusCode).toBe(
      400,
    );
    const long = await callAs(app, operator, 'GET', `/api/ops/money/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 200 characters/);
  });
});

describe(`the money overview's figures equal the ledger after the demo seed on ${engine}`, () => {
  it('fees by month, escrow, wallets, creator balances, providers and payouts by state', async () => {
    const res = await callAs(app, operator, 'GET', '/api/ops/money');
    expect(res.statusCode, res.body).toBe(200);
    const overview: OpsMoneyOverview = OpsMoneyOverviewSchema.parse(res.json());

    const fees = await rowsOf<{ month: string; cents: string }>(
      sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month, sum(e.amount_cents) as cents
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = 'platform_fees' group by 1`,
    );
    const feeByMonth = new Map(fees.map((f) => [f.month, n(f.cents)]));
    expect(overview.feeRevenueByMonth).toHaveLength(12);
    expect(overview.feeRevenueByMonth.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    for (const { month, cents } of overview.feeRevenueByMonth) expect(cents, month).toBe(feeByMonth.get(month) ?? 0);
    // The demo's creators were paid: the fee shows.
    expect(overview.feeRevenueByMonth.some((m) => m.cents > 0)).toBe(true);
    expect(overview.feesTotalCents).toBe(await entriesOf('platform_fees'));

    expect(overview.escrow.heldCents).toBe(await entriesOf('campaign_escrow:'));
    expect(overview.escrow.heldCents).toBeGreaterThan(0);
    const [wallets] = await rowsOf<{ total: string; count: string; below: string; below_count: string }>(
      sql`select coalesce(sum(s), 0) as total, count(*) as count, coalesce(sum(s) filter (where s < 0), 0) as below,
            count(*) filter (where s < 0) as below_count
          from (select a.id, coalesce(sum(e.amount_cents), 0) as s from ledger_accounts a
                left join ledger_entries e on e.account_id = a.id
                where starts_with(a.id, 'business_wallet:') group by a.id) w`,
    );
    expect(overview.wallets).toEqual({
      totalCents: n(wallets.total),
      count: n(wallets.count),
      belowZeroCount: n(wallets.below_count),
      belowZeroCents: n(wallets.below),
    });
    expect(overview.creatorBalances).toEqual({
      pendingCents: await entriesOf('creator_pending:'),
      availableCents: await entriesOf('creator_available:'),
      inFlightCents: await entriesOf('creator_payouts:'),
    });
    expect(overview.providers).toEqual([{ provider: 'test', balanceCents: await entriesOf('provider:test') }]);
    // Everything the ledger holds adds up to nothing: what came in from the provider is somewhere inside.
    const inside =
      overview.feesTotalCents +
      overview.escrow.heldCents +
      overview.wallets.totalCents +
      overview.creatorBalances.pendingCents +
      overview.creatorBalances.availableCents +
      overview.creatorBalances.inFlightCents;
    expect(inside + overview.providers.reduce((s, p) => s + p.balanceCents, 0)).toBe(0);

    const payouts = await rowsOf<{ status: string; count: string; cents: string }>(
      sql`select status, count(*) as count, sum(amount_cents) as cents from payout_requests group by status`,
    );
    expect(overview.payoutsByState.map((p) => p.state)).toEqual([...PAYOUT_STATES]);
    for (const p of overview.payoutsByState) {
      const row = payouts.find((r) => r.status === p.state);
      expect({ count: p.count, cents: p.cents }, p.state).toEqual({ count: n(row?.count), cents: n(row?.cents) });
    }
    // The paid payouts left the ledger through the provider: the same amount as the payouts said paid.
    const [paidOut] = await rowsOf<{ s: string }>(
      sql`select coalesce(sum(e.amount_cents), 0) as s from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = 'provider:test' and t.kind in ('payout_paid', 'payout_failed')`,
    );
    expect(overview.payoutsByState.find((p) => p.state === 'paid')?.cents).toBe(n(paidOut.s));
  });

  it('the latest ledger check and the latest reconciliation of each provider', async () => {
    const before = OpsMoneyOverviewSchema.parse((await callAs(app, operator, 'GET', '/api/ops/money')).json());
    const older = new Date(Date.now() - 60_000);
    await recordLedgerCheck(app.db, 'cli', older, older, []);
    const now = new Date();
    await recordLedgerCheck(app.db, 'job', now, now, [
      {
        name: 'every transaction has two or more entries that sum to zero',
        violations: ['t1: 1 entries summing to 5'],
      },
      { name: 'an invariant that held', violations: [] },
    ]);
    await rowsOf(
      sql`insert into reconciliation_runs (provider, started_at, finished_at, period_to, difference_count, status, error)
          values ('test', now() - interval '2 days', now() - interval '2 days', now(), 0, 'ok', null),
                 ('test', now() - interval '1 minute', now(), now(), 3, 'differences', null),
                 ('stripe', now(), now(), now(), 0, 'failed', 'Stripe did not answer')`,
    );
    const after = OpsMoneyOverviewSchema.parse((await callAs(app, operator, 'GET', '/api/ops/money')).json());
    expect(before.ledgerCheck === null || before.ledgerCheck.at < now.toISOString()).toBe(true);
    expect(after.ledgerCheck).toEqual({
      at: now.toISOString(),
      source: 'job',
      ok: false,
      violations: [
        {
          name: 'every transaction has two or more entries that sum to zero',
          violations: ['t1: 1 entries summing to 5'],
        },
      ],
    });
    expect(after.reconciliations.map(({ id: _, at: __, ...r }) => r)).toEqual([
      { provider: 'stripe', status: 'failed', differenceCount: 0, error: 'Stripe did not answer' },
      { provider: 'test', status: 'differences', differenceCount: 3, error: null },
    ]);
  });
});

describe(`the money search and a person's history on ${engine}`, () => {
  const demoCreator = DEMO_ACCOUNTS.find((a) => a.role === 'Influencer');
  const demoBusiness = DEMO_ACCOUNTS.find((a) => a.role === 'SMB');

  it('finds people by email or name, campaigns by name or id, posts by id or URL, payouts by id; never an operator', async () => {
    const search = async (q: string): Promise<OpsMoneySearch> => {
      const res = await callAs(app, operator, 'GET', `/api/ops/money/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return OpsMoneySearchSchema.parse(res.json());
    };
    expect(await search('')).toEqual({ people: [], campaigns: [], posts: [], payouts: [] });
    expect((await search(demoCreator?.email ?? '')).people.map((p) => p.email)).toEqual([demoCreator?.email]);
    expect((await search(operator.email)).people).toEqual([]);
    // A LIKE wildcard is a character to find, not a pattern.
    expect((await search('%')).people).toEqual([]);
    const byDomain = await search('demo.microreach');
    expect(byDomain.people.length).toBe(10);

    const [campaign] = await rowsOf<{ id: string; campaign_name: string }>(
      sql`select id, campaign_name from campaigns order by created_at limit 1`,
    );
    expect((await search(campaign.id)).campaigns.map((c) => c.id)).toEqual([campaign.id]);
    expect((await search(campaign.campaign_name)).campaigns.map((c) => c.name)).toContain(campaign.campaign_name);

    const [post] = await rowsOf<{ id: string; video_url: string }>(
      sql`select id, video_url from campaign_analytics order by created_at limit 1`,
    );
    expect((await search(post.id)).posts.map((p) => p.id)).toEqual([post.id]);
    expect((await search(post.video_url)).posts.map((p) => p.id)).toContain(post.id);

    const [payout] = await rowsOf<{ id: string; amount_cents: string; status: string }>(
      sql`select id, amount_cents, status from payout_requests order by requested_at limit 1`,
    );
    const found = await search(payout.id.toUpperCase());
    expect(found.payouts.map((p) => ({ id: p.id, amountCents: p.amountCents, status: p.status }))).toEqual([
      { id: payout.id, amountCents: n(payout.amount_cents), status: payout.status },
    ]);
  });

  it("gives a person's every ledger transaction, newest first, with each account's change and balance after", async () => {
    for (const demo of [demoCreator, demoBusiness]) {
      const [person] = await rowsOf<{ id: string }>(sql`select id from users where email = ${demo?.email}`);
      const ids = ['business_wallet', 'creator_pending', 'creator_available', 'creator_payouts'].map(
        (k) => `${k}:${person.id}`,
      );
      const own = await rowsOf<{ transaction_id: string; account_id: string; amount_cents: string }>(
        sql`select e.transaction_id, e.account_id, e.amount_cents from ledger_entries e
            where e.account_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      const txCount = new Set(own.map((e) => e.transaction_id)).size;
      expect(txCount).toBeGreaterThan(0);

      const all: OpsMoneyHistory['transactions'] = [];
      let history: OpsMoneyHistory | null = null;
      for (let page = 1; page <= Math.ceil(txCount / OPS_MONEY_HISTORY_PAGE_SIZE); page++) {
        const res = await callAs(app, operator, 'GET', `/api/ops/money/people/${person.id}?page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        history = OpsMoneyHistorySchema.parse(res.json());
        all.push(...history.transactions);
      }
      expect(history?.total).toBe(txCount);
      expect(all).toHaveLength(txCount);
      expect(new Set(all.map((t) => t.id)).size).toBe(txCount);
      expect(all.map((t) => t.at)).toEqual([...all.map((t) => t.at)].sort().reverse());
      // Each transaction's own legs are exactly the ledger's entries on the person's accounts.
      const ownOf = (id: string) =>
        own
          .filter((e) => e.transaction_id === id)
          .map((e) => ({ accountId: e.account_id, amountCents: n(e.amount_cents) }))
          .sort((a, b) => a.accountId.localeCompare(b.accountId));
      for (const t of all) {
        const legs = t.legs.filter((l) => l.isOwn).map((l) => ({ accountId: l.accountId, amountCents: l.amountCents }));
        expect(legs, t.id).toEqual(ownOf(t.id));
        expect(
          t.legs.reduce((s, l) => s + l.amountCents, 0),
          t.id,
        ).toBe(0);
      }
      // The balances now: the accounts' entries added up, and the newest movement's balance after it.
      for (const a of history?.accounts ?? []) {
        expect(a.balanceCents, a.id).toBe(
          own.filter((e) => e.account_id === a.id).reduce((s, e) => s + n(e.amount_cents), 0),
        );
        const newest = all.find((t) => t.legs.some((l) => l.accountId === a.id));
        expect(newest?.legs.find((l) => l.accountId === a.id)?.balanceAfterCents).toBe(a.balanceCents);
      }
    }
  });

  it('an empty history for a person with no money yet, and a page past the end is empty', async () => {
    const res = await callAs(app, operator, 'GET', `/api/ops/money/people/${creator.user.id}?page=3`);
    expect(res.statusCode, res.body).toBe(200);
    expect(OpsMoneyHistorySchema.parse(res.json())).toMatchObject({
      transactions: [],
      accounts: [],
      total: 0,
      page: 3,
    });
  });
});
