// One truth (issue 25, item 7): every money figure a page or an export shows equals what the ledger holds, computed
// here on its own by SQL over ledger_entries and ledger_transactions (never through the services' readers): the
// creator dashboard's Earned and Withdrawn, Wallet & Earnings and its export, the business dashboard's Total Spent and
// each card's spent, Payments & Funding and its export, and each campaign's analytics and its two exports. Checked
// after the demo seed, for every demo account, and along a seeded random sequence of operations through the routes.
// On PostgreSQL (DATABASE_URL) the demo is committed, so the file runs on a scratch database of its own.
import { randomUUID } from 'node:crypto';
import type { CampaignAnalytics } from '@microreach/domain/analytics';
import type { BusinessPayments } from '@microreach/domain/business-payments';
import { DAY_MS } from '@microreach/domain/calendar';
import type { BusinessDashboard } from '@microreach/domain/campaigns';
import type { CreatorDashboard } from '@microreach/domain/creator-campaigns';
import type { CreatorEarnings } from '@microreach/domain/creator-earnings';
import { TEST_ACCOUNT_PAYOUTS_FAIL } from '@microreach/domain/ledger';
import { DEFAULT_PAY_TERMS, type EarningsStatus } from '@microreach/domain/performance-pay';
import { createRandom } from '@microreach/domain/random';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '#server/db/seed/seed.ts';
import { readEnv } from '#server/env.ts';
import { advanceContentClocks } from '#server/modules/content-review/clocks.service.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { addFunds, fundCampaign, keyed } from '#server/test/ledger.ts';
import { checkLedger } from './ledger-check.service.ts';

let scratch: ScratchDatabase | null = null;
let app: TestApp;

beforeAll(async () => {
  const url = readEnv().DATABASE_URL;
  if (url) scratch = await createScratchDatabase(url, 'figures');
  app = await createTestApp(
    scratch ? { database: await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 }) } : {},
  );
});

afterAll(async () => {
  await app?.close();
  await scratch?.drop();
});

// ---------------------------------------------------------------------------------------------------------------
// The ledger, read here on its own.

const rowsOf = <T>(query: SQL) => queryRows<T>(app.db, query);
const n = (value: string | number | null | undefined) => Number(value ?? 0);
const EARNED: readonly EarningsStatus[] = ['pending', 'held', 'final'];

interface LedgerPost {
  id: string;
  campaignId: string;
  status: EarningsStatus;
  /** The engine's figure. */
  engineCents: number;
  reservedCents: number;
  settledCents: number;
}

/** What the ledger holds for a creator, and what every creator page must therefore show. */
async function creatorLedger(userId: string) {
  const pending = `creator_pending:${userId}`;
  const available = `creator_available:${userId}`;
  const [[totals], [fees], perPost, posts, [thisMonth], [payoutRows]] = await Promise.all([
    rowsOf<{ available: string; pending: string; settled: string; withdrawn: string }>(
      sql`select
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${available}), 0) as available,
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${pending}), 0) as pending,
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${pending} and t.kind = 'earnings_settlement'), 0) as settled,
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${available} and t.kind in ('payout_request', 'payout_failed')), 0) as withdrawn
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id in (${pending}, ${available})`,
    ),
    // The fee legs of the settlements out of this creator's pending balance.
    rowsOf<{ fees: string }>(
      sql`select coalesce(sum(f.amount_cents), 0) as fees from ledger_entries f
          where f.account_id = 'platform_fees' and f.transaction_id in (
            select s.transaction_id from ledger_entries s join ledger_transactions st on st.id = s.transaction_id
            where s.account_id = ${pending} and st.kind = 'earnings_settlement')`,
    ),
    rowsOf<{ post_id: string; reserved: string; settled: string }>(
      sql`select t.post_id, sum(e.amount_cents) as reserved,
            coalesce(sum(-e.amount_cents) filter (where t.kind = 'earnings_settlement'), 0) as settled
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${pending} and t.post_id is not null
          group by t.post_id`,
    ),
    rowsOf<{ id: string; campaign_id: string; earnings_status: EarningsStatus; earnings_cents: string }>(
      sql`select id, campaign_id, earnings_status, earnings_cents from campaign_analytics where influencer_id = ${userId}`,
    ),
    rowsOf<{ settled: string }>(
      sql`select coalesce(sum(-e.amount_cents), 0) as settled
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${pending} and t.kind = 'earnings_settlement'
            and to_char(t.created_at at time zone 'UTC', 'YYYY-MM') = to_char(now() at time zone 'UTC', 'YYYY-MM')`,
    ),
    rowsOf<{ not_failed: string }>(
      sql`select coalesce(sum(amount_cents) filter (where status <> 'failed'), 0) as not_failed
          from payout_requests where user_id = ${userId}`,
    ),
  ]);
  const money = new Map(perPost.map((r) => [r.post_id, { reserved: n(r.reserved), settled: n(r.settled) }]));
  const ledgerPosts: LedgerPost[] = posts.map((p) => ({
    id: p.id,
    campaignId: p.campaign_id,
    status: p.earnings_status,
    engineCents: n(p.earnings_cents),
    reservedCents: money.get(p.id)?.reserved ?? 0,
    settledCents: money.get(p.id)?.settled ?? 0,
  }));
  const heldCents = ledgerPosts.filter((p) => p.status === 'held').reduce((sum, p) => sum + p.reservedCents, 0);
  const pendingBalance = n(totals.pending);
  return {
    availableCents: n(totals.available),
    pendingCents: pendingBalance - heldCents,
    underReviewCents: heldCents,
    settledCents: n(totals.settled),
    earnedCents: n(totals.settled) + pendingBalance - heldCents,
    feesCents: n(fees.fees),
    withdrawnCents: n(totals.withdrawn),
    withdrawnByPayoutRows: n(payoutRows.not_failed),
    settledThisMonthCents: n(thisMonth.settled),
    posts: ledgerPosts,
  };
}

/** A post's earned money as creator pages count it: settled, plus set aside unless it is on hold. */
const earnedOf = (p: LedgerPost) => p.settledCents + (p.status === 'held' ? 0 : p.reservedCents);
const awaitingOf = (p: LedgerPost) =>
  EARNED.includes(p.status) ? Math.max(0, p.engineCents - p.settledCents - p.reservedCents) : 0;

/** What the ledger holds for a business's wallet and each of its campaigns. */
async function businessLedger(userId: string) {
  const wallet = `business_wallet:${userId}`;
  const [[walletRow], campaigns, postRows] = await Promise.all([
    rowsOf<{ balance: string; deposits: string }>(
      sql`select coalesce(sum(e.amount_cents), 0) as balance,
            coalesce(sum(e.amount_cents) filter (where t.kind = 'deposit'), 0) as deposits
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${wallet}`,
    ),
    rowsOf<{
      id: string;
      status: string;
      remaining: string;
      funded: string;
      spent: string;
      pending: string;
      fees: string;
      engine: string;
    }>(
      sql`select c.id, c.status,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
              where e.account_id = 'campaign_escrow:' || c.id) as remaining,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where e.account_id = 'campaign_escrow:' || c.id and t.kind in ('campaign_funding', 'escrow_return')) as funded,
            (select coalesce(sum(-e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id = c.id and t.kind = 'earnings_settlement' and starts_with(e.account_id, 'creator_pending:')) as spent,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id = c.id and starts_with(e.account_id, 'creator_pending:')) as pending,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id = c.id and t.kind = 'earnings_settlement' and e.account_id = 'platform_fees') as fees,
            (select coalesce(sum(p.earnings_cents), 0) from campaign_analytics p
              where p.campaign_id = c.id and p.earnings_status in ('pending', 'held', 'final')) as engine
          from campaigns c where c.user_id = ${userId}`,
    ),
    // Per post of the business's campaigns: what its campaign's escrow gave it.
    rowsOf<{ post_id: string; committed: string }>(
      sql`select t.post_id, sum(-e.amount_cents) as committed
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          join campaigns c on c.id = t.campaign_id
          where c.user_id = ${userId} and t.post_id is not null and e.account_id = 'campaign_escrow:' || c.id
          group by t.post_id`,
    ),
  ]);
  return {
    balanceCents: n(walletRow.balance),
    depositsCents: n(walletRow.deposits),
    campaigns: campaigns.map((c) => {
      const spentCents = n(c.spent);
      const pendingCents = n(c.pending);
      return {
        id: c.id,
        status: c.status,
        fundedCents: n(c.funded),
        spentCents,
        pendingCents,
        remainingCents: n(c.remaining),
        platformFeeCents: n(c.fees),
        awaitingFundingCents: Math.max(0, n(c.engine) - spentCents - pendingCents),
      };
    }),
    committedByPost: new Map(postRows.map((r) => [r.post_id, n(r.committed)])),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The pages, read through the routes.

/** RFC 4180 as lib/csv.ts writes it: quoted fields, doubled quotes, CRLF lines. */
function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** Dollars as an export writes them, to cents. */
const cents = (usd: string) => Math.round(Number(usd) * 100);
const sumOf = <T>(list: readonly T[], f: (item: T) => number) => list.reduce((total, item) => total + f(item), 0);

async function getJson<T>(who: TestUser, url: string): Promise<T> {
  const res = await callAs(app, who, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

async function getCsv(who: TestUser, url: string) {
  const res = await callAs(app, who, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return parseCsv(res.body);
}

/** Every money figure a creator sees equals the ledger's. */
async function expectCreatorAgrees(who: TestUser, label: string) {
  const [ledger, dashboard, wallet, csv] = await Promise.all([
    creatorLedger(who.user.id),
    getJson<CreatorDashboard>(who, '/api/creator/dashboard'),
    getJson<CreatorEarnings>(who, '/api/creator/earnings'),
    getCsv(who, '/api/creator/earnings/transactions.csv'),
  ]);
  const at = `${label}: creator ${who.email}`;

  // The headline figures: the dashboard and the wallet say the same, and it is the ledger's.
  expect(
    { earned: dashboard.summary.earnedCents, withdrawn: dashboard.summary.withdrawnCents },
    `${at} dashboard`,
  ).toEqual({ earned: ledger.earnedCents, withdrawn: ledger.withdrawnCents });
  expect(
    {
      availableCents: wallet.availableCents,
      pendingCents: wallet.pendingCents,
      underReviewCents: wallet.underReviewCents,
      totalEarningsCents: wallet.totalEarningsCents,
      platformFeesCents: wallet.platformFeesCents,
      withdrawnCents: wallet.withdrawnCents,
      thisMonthCents: wallet.monthly.thisMonthCents,
    },
    `${at} wallet`,
  ).toEqual({
    availableCents: ledger.availableCents,
    pendingCents: ledger.pendingCents,
    underReviewCents: ledger.underReviewCents,
    totalEarningsCents: ledger.earnedCents,
    platformFeesCents: ledger.feesCents,
    withdrawnCents: ledger.withdrawnCents,
    thisMonthCents: ledger.settledThisMonthCents,
  });
  // The ledger agrees with itself and with the payout rows: available is what was settled, less the fee and the
  // withdrawals; withdrawn is every payout that did not fail.
  expect(ledger.availableCents, `${at} available`).toBe(ledger.settledCents - ledger.feesCents - ledger.withdrawnCents);
  expect(ledger.withdrawnCents, `${at} payout rows`).toBe(ledger.withdrawnByPayoutRows);

  // Post by post, and per campaign, on both pages.
  const byPost = new Map(ledger.posts.map((p) => [p.id, p]));
  const earnedByCampaign = new Map<string, number>();
  for (const p of ledger.posts)
    earnedByCampaign.set(p.campaignId, (earnedByCampaign.get(p.campaignId) ?? 0) + earnedOf(p));
  for (const item of dashboard.campaigns) {
    expect(item.earningsCents, `${at} dashboard card ${item.campaign.campaignName}`).toBe(
      earnedByCampaign.get(item.campaign.id) ?? 0,
    );
    for (const post of item.content) {
      const p = byPost.get(post.id);
      expect(p, `${at} post ${post.id}`).toBeDefined();
      if (!p) continue;
      expect({ earned: post.earningsCents, awaiting: post.awaitingFundingCents }, `${at} slot ${post.id}`).toEqual({
        earned: earnedOf(p),
        awaiting: awaitingOf(p),
      });
    }
  }
  for (const c of wallet.campaigns) {
    expect(c.earningsCents, `${at} wallet campaign ${c.name}`).toBe(earnedByCampaign.get(c.campaignId) ?? 0);
  }
  for (const v of wallet.videos) {
    const p = byPost.get(v.postId);
    expect(v.earningsCents, `${at} video ${v.postId}`).toBe(p ? earnedOf(p) : 0);
  }
  expect(
    sumOf(wallet.videos, (v) => v.earningsCents),
    `${at} videos`,
  ).toBe(ledger.earnedCents);

  // Transactions: one payment per post with money or money waiting; its amount is the ledger's.
  for (const payment of wallet.payments) {
    const p = byPost.get(payment.postId);
    expect(p, `${at} payment ${payment.postId}`).toBeDefined();
    if (!p) continue;
    expect(
      { gross: payment.grossCents, net: payment.grossCents - payment.feeCents, awaiting: payment.awaitingFundingCents },
      `${at} payment ${payment.postId}`,
    ).toEqual({ gross: p.settledCents + p.reservedCents, net: payment.netCents, awaiting: awaitingOf(p) });
  }
  const withMoney = ledger.posts.filter((p) => p.settledCents + p.reservedCents > 0 || awaitingOf(p) > 0);
  expect(wallet.payments.map((p) => p.postId).sort(), `${at} payments`).toEqual(withMoney.map((p) => p.id).sort());
  const grossBy = (status: string) =>
    sumOf(
      wallet.payments.filter((p) => p.status === status),
      (p) => p.grossCents,
    );
  expect(
    {
      completed: grossBy('completed'),
      pending: grossBy('pending'),
      review: grossBy('review'),
      fees: sumOf(
        wallet.payments.filter((p) => p.status === 'completed'),
        (p) => p.feeCents,
      ),
    },
    `${at} payments by status`,
  ).toEqual({
    completed: ledger.settledCents,
    pending: ledger.pendingCents,
    review: ledger.underReviewCents,
    fees: ledger.feesCents,
  });

  // The export: the same payments and withdrawals, adding up to the same figures.
  const earningRows = csv.filter((r) => r.Type === 'Earnings');
  const csvBy = (status: string, column: string) =>
    sumOf(
      earningRows.filter((r) => r.Status === status),
      (r) => cents(r[column]),
    );
  expect(
    {
      rows: earningRows.length,
      completed: csvBy('Completed', 'Amount (USD)'),
      pending: csvBy('Pending', 'Amount (USD)'),
      review: csvBy('Under Review', 'Amount (USD)'),
      fees: csvBy('Completed', 'Fee (USD)'),
      withdrawn: sumOf(
        csv.filter((r) => r.Type === 'Withdrawal' && r.Status !== 'Failed'),
        (r) => -cents(r['Amount (USD)']),
      ),
    },
    `${at} export`,
  ).toEqual({
    rows: wallet.payments.length,
    completed: ledger.settledCents,
    pending: ledger.pendingCents,
    review: ledger.underReviewCents,
    fees: ledger.feesCents,
    withdrawn: ledger.withdrawnCents,
  });
}

/** Every money figure a business sees equals the ledger's. */
async function expectBusinessAgrees(who: TestUser, label: string) {
  const [ledger, dashboard, payments, csv] = await Promise.all([
    businessLedger(who.user.id),
    getJson<BusinessDashboard>(who, '/api/business/dashboard'),
    getJson<BusinessPayments>(who, '/api/business/payments'),
    getCsv(who, '/api/business/payments/transactions.csv'),
  ]);
  const at = `${label}: business ${who.email}`;
  const byId = new Map(ledger.campaigns.map((c) => [c.id, c]));
  const ledgerOf = (id: string) => {
    const c = byId.get(id);
    if (!c) throw new Error(`${at}: campaign ${id} is not the business's`);
    return c;
  };
  for (const c of ledger.campaigns) {
    // Escrow moves only by funding, returns and earnings: what is left is what came in less what the posts took.
    expect(c.remainingCents, `${at} escrow ${c.id}`).toBe(c.fundedCents - c.spentCents - c.pendingCents);
  }

  // Business dashboard: Total Spent and each card's spent are what the campaigns paid creators.
  expect(
    dashboard.campaigns.map((c) => [c.id, c.spentCents]),
    `${at} dashboard cards`,
  ).toEqual(dashboard.campaigns.map((c) => [c.id, ledgerOf(c.id).spentCents]));
  expect(dashboard.summary.totalSpentCents, `${at} Total Spent`).toBe(sumOf(ledger.campaigns, (c) => c.spentCents));

  // Payments & Funding.
  expect(
    {
      balanceCents: payments.balanceCents,
      totalFundedCents: payments.totalFundedCents,
      pendingPaymentsCents: payments.pendingPaymentsCents,
    },
    `${at} payments`,
  ).toEqual({
    balanceCents: ledger.balanceCents,
    totalFundedCents: ledger.depositsCents,
    pendingPaymentsCents: sumOf(ledger.campaigns, (c) => c.pendingCents + c.awaitingFundingCents),
  });
  for (const c of payments.campaigns) {
    const l = ledgerOf(c.id);
    expect(
      {
        fundedCents: c.fundedCents,
        spentCents: c.spentCents,
        pendingCents: c.pendingCents,
        remainingCents: c.remainingCents,
        awaitingFundingCents: c.awaitingFundingCents,
      },
      `${at} funding ${c.name}`,
    ).toEqual({
      fundedCents: l.fundedCents,
      spentCents: l.spentCents,
      pendingCents: l.pendingCents,
      remainingCents: l.remainingCents,
      awaitingFundingCents: l.awaitingFundingCents,
    });
  }
  // Its export: every entry of the wallet and the escrows, adding up to their balances.
  expect(
    sumOf(csv, (r) => cents(r['Amount (USD)'])),
    `${at} export`,
  ).toBe(ledger.balanceCents + sumOf(ledger.campaigns, (c) => c.remainingCents));

  // Each campaign's analytics and its two exports.
  for (const c of dashboard.campaigns) {
    const l = ledgerOf(c.id);
    const base = `/api/business/campaigns/${c.id}/analytics`;
    const [analytics, participantsCsv, postsCsv] = await Promise.all([
      getJson<CampaignAnalytics>(who, base),
      getCsv(who, `${base}/participants.csv`),
      getCsv(who, `${base}/posts.csv`),
    ]);
    const where = `${at} analytics ${c.campaignName}`;
    expect(analytics.budget, where).toEqual({
      budgetCents: c.budgetCents,
      fundedCents: l.fundedCents,
      spentCents: l.spentCents,
      pendingCents: l.pendingCents,
      remainingCents: l.remainingCents,
      platformFeeCents: l.platformFeeCents,
      awaitingFundingCents: l.awaitingFundingCents,
    });
    const last = analytics.spend.at(-1);
    if (last)
      expect({ funded: last.fundedCents, spent: last.spentCents }, where).toEqual({
        funded: l.fundedCents,
        spent: l.spentCents,
      });
    for (const post of analytics.posts) {
      expect(post.earningsCents, `${where} post ${post.postId}`).toBe(ledger.committedByPost.get(post.postId) ?? 0);
    }
    const counted = analytics.posts.filter((p) => p.counted);
    expect(
      {
        allPosts: sumOf(analytics.posts, (p) => p.earningsCents),
        totals: analytics.totals.earningsCents,
        participants: sumOf(analytics.participants, (p) => p.earningsCents),
        participantsCsv: sumOf(participantsCsv, (r) => cents(r['Earnings (USD)'])),
        postsCsv: sumOf(postsCsv, (r) => cents(r['Earnings (USD)'])),
        postsCsvInTotals: sumOf(
          postsCsv.filter((r) => r['In totals'] === 'yes'),
          (r) => cents(r['Earnings (USD)']),
        ),
      },
      where,
    ).toEqual({
      allPosts: l.spentCents + l.pendingCents,
      totals: sumOf(counted, (p) => p.earningsCents),
      participants: sumOf(counted, (p) => p.earningsCents),
      participantsCsv: sumOf(counted, (p) => p.earningsCents),
      postsCsv: l.spentCents + l.pendingCents,
      postsCsvInTotals: sumOf(counted, (p) => p.earningsCents),
    });
  }
}

async function expectLedgerSound() {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------------

async function signInDemo(email: string, role: 'SMB' | 'Influencer'): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: randomIp(),
    payload: { role: role === 'SMB' ? 'smb' : 'influencer', email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user: res.json().user, email, password: DEMO_PASSWORD, cookie: sessionCookie(res.headers['set-cookie']) };
}

describe('every money figure equals the ledger', () => {
  it('after the demo seed, for every demo business and creator', async () => {
    const summary = await seedDemoData(app.db, { storage: null });
    expect(summary.seeded).toBe(true);
    const accounts = await Promise.all(DEMO_ACCOUNTS.map((a) => signInDemo(a.email, a.role)));
    // The demo shows what this is about: posts on hold, and earnings waiting for a campaign's funds.
    const [shape] = await rowsOf<{ held: string; waiting: string }>(
      sql`select count(*) filter (where earnings_status = 'held') as held,
              (select count(*) from campaign_analytics p where p.earnings_status in ('pending', 'final')
                and p.earnings_cents > coalesce((select sum(-e.amount_cents) from ledger_entries e
                  join ledger_transactions t on t.id = e.transaction_id
                  where t.post_id = p.id and starts_with(e.account_id, 'campaign_escrow:')), 0)) as waiting
            from campaign_analytics`,
    );
    expect(n(shape.held)).toBeGreaterThan(0);
    expect(n(shape.waiting)).toBeGreaterThan(0);
    for (const [i, who] of accounts.entries()) {
      if (DEMO_ACCOUNTS[i].role === 'SMB') await expectBusinessAgrees(who, 'demo');
      else await expectCreatorAgrees(who, 'demo');
    }
    await expectLedgerSound();
  }, 300_000);

  it('along a random sequence of operations through the routes', async () => {
    const random = createRandom(25_07);
    const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];

    const businesses = [await signUpBusiness(app), await signUpBusiness(app)];
    const creators = [await signUpCreator(app), await signUpCreator(app), await signUpCreator(app)];
    // Two creators under 50k followers (boosted), one over.
    for (const [i, c] of creators.entries()) {
      await callAs(app, c, 'PATCH', '/api/me', { instagramFollowers: i === 2 ? 80_000 : 12_000 });
    }
    const ownerOf = new Map<string, TestUser>();
    const campaignIds: string[] = [];
    const joined: Array<{ campaignId: string; creator: TestUser }> = [];
    const postIds: string[] = [];
    const payoutReady = new Set<string>();
    let clock = Date.now();
    const seen = { held: 0, waiting: 0, settled: 0, withdrawals: 0, returned: 0 };

    const expectOk = (res: { statusCode: number; body: string }, what: string, allowed: number[] = []) => {
      expect([200, 201, 204, ...allowed], `${what}: ${res.body}`).toContain(res.statusCode);
      return res.statusCode < 300;
    };
    const owner = (campaignId: string) => ownerOf.get(campaignId) as TestUser;
    const inList = (ids: readonly string[]) =>
      sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
    /** Rows in the order the sequence made them (never by random ids), so the same seed makes the same sequence. */
    const madeOrder = (column: SQL, ids: readonly string[]) => sql`array_position(array[${inList(ids)}], ${column})`;
    /** The sequence's posts in one of `stages` (the operation picks one of them). */
    const postsIn = async (stages: readonly string[]) =>
      postIds.length === 0
        ? []
        : rowsOf<{ id: string; campaign_id: string; earnings_status: string }>(
            sql`select id, campaign_id, earnings_status from campaign_analytics
                where id in (${inList(postIds)}) and stage in (${sql.join(
                  stages.map((st) => sql`${st}`),
                  sql`, `,
                )}) order by ${madeOrder(sql`id`, postIds)}`,
          );

    // Each operation picks what it acts on from what the sequence made; a refusal (a full campaign, an empty wallet,
    // an ended campaign) is a valid outcome and must change no figure.
    const operations: Array<[weight: number, run: () => Promise<void>]> = [
      [
        2,
        async () => {
          await addFunds(app, pick(businesses) as TestUser, int(50, 600) * 100);
        },
      ],
      [
        2,
        async () => {
          if (campaignIds.length >= 8) return;
          const business = pick(businesses) as TestUser;
          const budget = int(100, 800) * 100;
          const res = await callAs(
            app,
            business,
            'POST',
            '/api/business/campaigns',
            launchableCampaign({
              privatePublic: 'Public',
              budgetCents: budget,
              influencerBudgetCents: Math.max(1_000, Math.floor((budget * int(30, 100)) / 10_000) * 100),
              payTerms: { ...DEFAULT_PAY_TERMS, fixedPerPostCents: int(0, 2) * 500 },
            }),
          );
          expectOk(res, 'create campaign');
          campaignIds.push(res.json().id);
          ownerOf.set(res.json().id, business);
        },
      ],
      [
        3,
        async () => {
          const id = pick(campaignIds);
          if (id) expectOk(await fundCampaign(app, owner(id), id, int(10, 300) * 100), 'fund', [409]);
        },
      ],
      [
        3,
        async () => {
          const id = pick(campaignIds);
          const creator = pick(creators) as TestUser;
          if (!id || joined.some((j) => j.campaignId === id && j.creator === creator)) return;
          const res = await joinAs(app, creator, id);
          if (expectOk(res, 'join', [403, 409])) joined.push({ campaignId: id, creator });
        },
      ],
      [
        4,
        async () => {
          const j = pick(joined);
          if (!j) return;
          const res = await callAs(app, j.creator, 'POST', `/api/creator/campaigns/${j.campaignId}/content`, {
            platform: 'instagram',
            videoUrl: `https://www.instagram.com/p/Truth${randomUUID().slice(0, 12)}/`,
          });
          if (expectOk(res, 'submit', [403, 409])) postIds.push(res.json().id);
        },
      ],
      [
        4,
        async () => {
          const post = pick((await postsIn(['under_review', 'tracking'])).filter((p) => p.earnings_status !== 'final'));
          if (!post) return;
          const views = int(1, 60) * 1_000;
          // Now and then likes no audience gives: a safeguard holds the post.
          const likes = random() < 0.2 ? Math.floor(views * 0.6) : Math.floor(views * 0.05);
          const res = await callAs(app, owner(post.campaign_id), 'POST', `/api/business/posts/${post.id}/metrics`, {
            views,
            likes,
            comments: int(0, 80),
            shares: int(0, 40),
          });
          expectOk(res, 'metrics', [400, 409]);
        },
      ],
      [
        4,
        async () => {
          const post = pick(await postsIn(['under_review']));
          if (post) {
            const res = await callAs(app, owner(post.campaign_id), 'POST', `/api/business/posts/${post.id}/approve`, {
              disclosureSeen: true,
            });
            expectOk(res, 'approve', [409]);
          }
        },
      ],
      [
        1,
        async () => {
          const post = pick(await postsIn(['tracking']));
          if (post) {
            const url = `/api/business/posts/${post.id}/release-payment`;
            expectOk(await callAs(app, owner(post.campaign_id), 'POST', url), 'pay now', [409]);
          }
        },
      ],
      [
        2,
        async () => {
          const holds =
            postIds.length === 0
              ? []
              : await rowsOf<{ id: string; campaign_id: string }>(
                  sql`select h.id, p.campaign_id from content_holds h join campaign_analytics p on p.id = h.post_id
                      where h.status = 'open' and p.id in (${inList(postIds)})
                      order by ${madeOrder(sql`p.id`, postIds)}, h.created_at, h.rule`,
                );
          const hold = pick(holds);
          if (!hold) return;
          const res = await callAs(app, owner(hold.campaign_id), 'POST', `/api/business/holds/${hold.id}/resolve`, {
            resolution: random() < 0.6 ? 'release' : 'void',
          });
          expectOk(res, 'resolve hold', [409]);
        },
      ],
      [
        2,
        async () => {
          // Time passes: reviews are approved automatically, tracking windows end and earnings settle.
          clock += int(1, 5) * DAY_MS;
          await advanceContentClocks(app.db, new Date(clock));
        },
      ],
      [
        2,
        async () => {
          const balances = await Promise.all(creators.map((c) => creatorLedger(c.user.id)));
          const creator = pick(creators.filter((_, i) => balances[i].availableCents >= 1_000));
          if (!creator) return;
          if (!payoutReady.has(creator.user.id)) {
            expectOk(await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account'), 'payout setup');
            const res = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
              accountHolder: 'Truth Tester',
              // One creator's bank refuses payouts: failed payouts come back to available.
              accountNumber: creator === creators[1] ? TEST_ACCOUNT_PAYOUTS_FAIL : '000123456789',
            });
            expectOk(res, 'test payout account');
            payoutReady.add(creator.user.id);
          }
          const { availableCents } = balances[creators.indexOf(creator)];
          const res = await callAs(
            app,
            creator,
            'POST',
            '/api/creator/earnings/withdrawals',
            { amountCents: int(1_000, availableCents) },
            keyed(),
          );
          if (expectOk(res, 'withdraw')) seen.withdrawals++;
        },
      ],
      [
        0.7,
        async () => {
          // A business ends a funded campaign: its posts finish and are paid, then its unspent escrow goes back.
          const funded =
            campaignIds.length === 0
              ? []
              : await rowsOf<{ id: string }>(
                  sql`select c.id from campaigns c join ledger_accounts a on a.id = 'campaign_escrow:' || c.id
                      where c.id in (${inList(campaignIds)}) and c.status <> 'Completed' and a.balance_cents > 0
                      order by ${madeOrder(sql`c.id`, campaignIds)}`,
                );
          const id = pick(funded)?.id;
          if (!id) return;
          const res = await callAs(app, owner(id), 'POST', `/api/business/campaigns/${id}/status`, { action: 'end' });
          expectOk(res, 'end campaign', [409]);
        },
      ],
    ];
    const nextOperation = () => {
      const total = sumOf(operations, ([w]) => w);
      let r = random() * total;
      for (const [weight, run] of operations) {
        r -= weight;
        if (r < 0) return run;
      }
      return operations[operations.length - 1][1];
    };

    const STEPS = 150;
    for (let step = 1; step <= STEPS; step++) {
      await nextOperation()();
      if (step % 6 !== 0 && step !== STEPS) continue;
      for (const b of businesses) await expectBusinessAgrees(b, `step ${step}`);
      for (const c of creators) {
        await expectCreatorAgrees(c, `step ${step}`);
        const l = await creatorLedger(c.user.id);
        seen.held = Math.max(seen.held, l.underReviewCents);
        seen.waiting = Math.max(seen.waiting, sumOf(l.posts, awaitingOf));
        seen.settled = Math.max(seen.settled, l.settledCents);
      }
    }
    // Then every campaign ends, every hold is released and time runs out: everything settles, the unspent escrow
    // goes back, and the figures agree once more.
    for (const id of campaignIds) {
      const res = await callAs(app, owner(id), 'POST', `/api/business/campaigns/${id}/status`, { action: 'end' });
      expectOk(res, 'end campaign', [409]);
    }
    const openHolds = await rowsOf<{ id: string; campaign_id: string }>(
      sql`select h.id, p.campaign_id from content_holds h join campaign_analytics p on p.id = h.post_id
          where h.status = 'open' and p.id in (${inList(postIds)})`,
    );
    for (const hold of openHolds) {
      const res = await callAs(app, owner(hold.campaign_id), 'POST', `/api/business/holds/${hold.id}/resolve`, {
        resolution: 'release',
      });
      expectOk(res, 'resolve hold');
    }
    for (const days of [5, 10]) await advanceContentClocks(app.db, new Date(clock + days * DAY_MS));
    for (const b of businesses) await expectBusinessAgrees(b, 'after the end');
    for (const c of creators) await expectCreatorAgrees(c, 'after the end');
    const [returns] = await rowsOf<{ n: string }>(
      sql`select count(*) as n from ledger_transactions where kind = 'escrow_return' and campaign_id in (${inList(campaignIds)})`,
    );
    seen.returned = n(returns.n);
    await expectLedgerSound();
    // The sequence went through every state the figures distinguish.
    expect(seen.held, 'money on hold').toBeGreaterThan(0);
    expect(seen.waiting, 'earnings waiting for funding').toBeGreaterThan(0);
    expect(seen.settled, 'settled earnings').toBeGreaterThan(0);
    expect(seen.withdrawals, 'withdrawals').toBeGreaterThan(0);
    expect(seen.returned, 'unspent escrow returned').toBeGreaterThan(0);
  }, 600_000);
});
