// Page figures against the ledger, for server tests (issue 25, "one truth"): what the ledger holds for a creator or a
// business, computed here by SQL over ledger_entries and ledger_transactions (never through the services' readers),
// and the money figures their pages show read through the routes. Each function returns its disagreements as
// sentences (empty when every figure agrees), so a property test can report them and a plain test can expect [].
import type { CampaignAnalytics } from '@microreach/domain/analytics';
import type { BusinessPayments } from '@microreach/domain/business-payments';
import type { BusinessDashboard } from '@microreach/domain/campaigns';
import type { CreatorDashboard } from '@microreach/domain/creator-campaigns';
import type { CreatorEarnings } from '@microreach/domain/creator-earnings';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '#server/db/prepared.ts';
import { callAs, type TestApp, type TestUser } from './harness.ts';

const n = (value: string | number | null | undefined) => Number(value ?? 0);
const sumOf = <T>(list: readonly T[], f: (item: T) => number) => list.reduce((total, item) => total + f(item), 0);

/** One post's money in the ledger, beside what the earnings engine says it earns. */
export interface LedgerPostFigures {
  id: string;
  campaignId: string;
  status: string;
  engineCents: number;
  reservedCents: number;
  settledCents: number;
}

/** What the ledger holds for a creator: what every creator page must show. */
export interface CreatorLedgerFigures {
  availableCents: number;
  /** Set aside for posts not on hold. */
  pendingCents: number;
  /** Set aside for posts on hold. */
  underReviewCents: number;
  settledCents: number;
  earnedCents: number;
  feesCents: number;
  /** Every withdrawal that left available and did not come back. */
  withdrawnCents: number;
  /** The same, from the payout rows: every payout that did not fail. */
  withdrawnByPayoutRowsCents: number;
  posts: LedgerPostFigures[];
}

export async function creatorLedgerFigures(app: TestApp, userId: string): Promise<CreatorLedgerFigures> {
  const pending = `creator_pending:${userId}`;
  const available = `creator_available:${userId}`;
  const rowsOf = <T>(query: SQL) => queryRows<T>(app.db, query);
  const [[totals], [fees], perPost, posts, [payoutRows]] = await Promise.all([
    rowsOf<{ available: string; pending: string; settled: string; withdrawn: string }>(
      sql`select
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${available}), 0) as available,
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${pending}), 0) as pending,
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${pending} and t.kind = 'earnings_settlement'), 0) as settled,
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${available} and t.kind in ('payout_request', 'payout_failed')), 0) as withdrawn
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id in (${pending}, ${available})`,
    ),
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
    rowsOf<{ id: string; campaign_id: string; earnings_status: string; earnings_cents: string }>(
      sql`select id, campaign_id, earnings_status, earnings_cents from campaign_analytics where influencer_id = ${userId}`,
    ),
    rowsOf<{ not_failed: string }>(
      sql`select coalesce(sum(amount_cents) filter (where status <> 'failed'), 0) as not_failed
          from payout_requests where user_id = ${userId}`,
    ),
  ]);
  const money = new Map(perPost.map((r) => [r.post_id, { reserved: n(r.reserved), settled: n(r.settled) }]));
  const ledgerPosts = posts.map((p) => ({
    id: p.id,
    campaignId: p.campaign_id,
    status: p.earnings_status,
    engineCents: n(p.earnings_cents),
    reservedCents: money.get(p.id)?.reserved ?? 0,
    settledCents: money.get(p.id)?.settled ?? 0,
  }));
  const heldCents = sumOf(
    ledgerPosts.filter((p) => p.status === 'held'),
    (p) => p.reservedCents,
  );
  const pendingBalance = n(totals.pending);
  return {
    availableCents: n(totals.available),
    pendingCents: pendingBalance - heldCents,
    underReviewCents: heldCents,
    settledCents: n(totals.settled),
    earnedCents: n(totals.settled) + pendingBalance - heldCents,
    feesCents: n(fees.fees),
    withdrawnCents: n(totals.withdrawn),
    withdrawnByPayoutRowsCents: n(payoutRows.not_failed),
    posts: ledgerPosts,
  };
}

/** A post's earned money as creator pages count it: settled, plus set aside unless it is on hold. */
const earnedOf = (p: LedgerPostFigures) => p.settledCents + (p.status === 'held' ? 0 : p.reservedCents);
const awaitingOf = (p: LedgerPostFigures) =>
  ['pending', 'held', 'final'].includes(p.status) ? Math.max(0, p.engineCents - p.settledCents - p.reservedCents) : 0;

export interface CampaignLedgerFigures {
  id: string;
  fundedCents: number;
  spentCents: number;
  pendingCents: number;
  remainingCents: number;
  platformFeeCents: number;
  awaitingFundingCents: number;
}

/** What the ledger holds for a business: its wallet, its deposits and each of its campaigns' escrow. */
export interface BusinessLedgerFigures {
  balanceCents: number;
  depositsCents: number;
  /** The wallet, as far as its paid deposits through the test provider without a dispute still hold unrefunded money. */
  withdrawableCents: number;
  campaigns: CampaignLedgerFigures[];
}

export async function businessLedgerFigures(app: TestApp, userId: string): Promise<BusinessLedgerFigures> {
  const wallet = `business_wallet:${userId}`;
  const rowsOf = <T>(query: SQL) => queryRows<T>(app.db, query);
  const [[walletRow], [deposits], campaigns] = await Promise.all([
    rowsOf<{ balance: string; deposits: string }>(
      sql`select coalesce(sum(e.amount_cents), 0) as balance,
            coalesce(sum(e.amount_cents) filter (where t.kind = 'deposit'), 0) as deposits
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${wallet}`,
    ),
    rowsOf<{ left: string }>(
      sql`select coalesce(sum(greatest(0, amount_cents - refunded_cents - disputed_cents)), 0) as left from payment_checkouts
          where business_id = ${userId} and provider = 'test' and state = 'paid' and disputed_cents = 0`,
    ),
    rowsOf<{
      id: string;
      remaining: string;
      funded: string;
      spent: string;
      pending: string;
      fees: string;
      engine: string;
    }>(
      sql`select c.id,
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
  ]);
  const balanceCents = n(walletRow.balance);
  return {
    balanceCents,
    depositsCents: n(walletRow.deposits),
    withdrawableCents: Math.max(0, Math.min(balanceCents, n(deposits.left))),
    campaigns: campaigns.map((c) => {
      const spentCents = n(c.spent);
      const pendingCents = n(c.pending);
      return {
        id: c.id,
        fundedCents: n(c.funded),
        spentCents,
        pendingCents,
        remainingCents: n(c.remaining),
        platformFeeCents: n(c.fees),
        awaitingFundingCents: Math.max(0, n(c.engine) - spentCents - pendingCents),
      };
    }),
  };
}

async function getJson<T>(app: TestApp, who: TestUser, url: string, out: string[]): Promise<T | null> {
  const res = await callAs(app, who, 'GET', url);
  if (res.statusCode !== 200) {
    out.push(`${url} answered ${res.statusCode}: ${res.body}`);
    return null;
  }
  return res.json() as T;
}

/** Records a disagreement when `shown` is not `ledger` (compared as JSON). */
function agree(out: string[], what: string, shown: unknown, ledger: unknown) {
  if (JSON.stringify(shown) !== JSON.stringify(ledger)) {
    out.push(`${what}: the page shows ${JSON.stringify(shown)}, the ledger holds ${JSON.stringify(ledger)}`);
  }
}

/**
 * The creator dashboard's Earned and Withdrawn, its campaign cards and content slots, and Wallet & Earnings (its
 * cards, campaigns, videos and payments) against the ledger.
 */
export async function creatorFigureDisagreements(app: TestApp, who: TestUser): Promise<string[]> {
  const out: string[] = [];
  const at = `creator ${who.user.id}`;
  const [ledger, dashboard, wallet] = await Promise.all([
    creatorLedgerFigures(app, who.user.id),
    getJson<CreatorDashboard>(app, who, '/api/creator/dashboard', out),
    getJson<CreatorEarnings>(app, who, '/api/creator/earnings', out),
  ]);
  agree(
    out,
    `${at}: available is settled less fees and withdrawals`,
    ledger.availableCents,
    ledger.settledCents - ledger.feesCents - ledger.withdrawnCents,
  );
  agree(out, `${at}: withdrawn by the payout rows`, ledger.withdrawnByPayoutRowsCents, ledger.withdrawnCents);
  const byPost = new Map(ledger.posts.map((p) => [p.id, p]));
  const earnedByCampaign = new Map<string, number>();
  for (const p of ledger.posts) {
    earnedByCampaign.set(p.campaignId, (earnedByCampaign.get(p.campaignId) ?? 0) + earnedOf(p));
  }
  if (dashboard) {
    agree(
      out,
      `${at}: dashboard Earned and Withdrawn`,
      { earned: dashboard.summary.earnedCents, withdrawn: dashboard.summary.withdrawnCents },
      { earned: ledger.earnedCents, withdrawn: ledger.withdrawnCents },
    );
    for (const item of dashboard.campaigns) {
      agree(
        out,
        `${at}: dashboard card ${item.campaign.id}`,
        item.earningsCents,
        earnedByCampaign.get(item.campaign.id) ?? 0,
      );
      for (const post of item.content) {
        const p = byPost.get(post.id);
        agree(
          out,
          `${at}: content slot ${post.id}`,
          { earned: post.earningsCents, awaiting: post.awaitingFundingCents },
          p ? { earned: earnedOf(p), awaiting: awaitingOf(p) } : 'no such post',
        );
      }
    }
  }
  if (wallet) {
    agree(
      out,
      `${at}: Wallet & Earnings`,
      {
        available: wallet.availableCents,
        pending: wallet.pendingCents,
        underReview: wallet.underReviewCents,
        totalEarnings: wallet.totalEarningsCents,
        platformFees: wallet.platformFeesCents,
        withdrawn: wallet.withdrawnCents,
      },
      {
        available: ledger.availableCents,
        pending: ledger.pendingCents,
        underReview: ledger.underReviewCents,
        totalEarnings: ledger.earnedCents,
        platformFees: ledger.feesCents,
        withdrawn: ledger.withdrawnCents,
      },
    );
    for (const c of wallet.campaigns) {
      agree(out, `${at}: wallet campaign ${c.campaignId}`, c.earningsCents, earnedByCampaign.get(c.campaignId) ?? 0);
    }
    agree(
      out,
      `${at}: wallet videos`,
      sumOf(wallet.videos, (v) => v.earningsCents),
      ledger.earnedCents,
    );
    for (const payment of wallet.payments) {
      const p = byPost.get(payment.postId);
      agree(
        out,
        `${at}: payment ${payment.postId}`,
        { gross: payment.grossCents, awaiting: payment.awaitingFundingCents },
        p ? { gross: p.settledCents + p.reservedCents, awaiting: awaitingOf(p) } : 'no such post',
      );
    }
    const withMoney = ledger.posts.filter((p) => p.settledCents + p.reservedCents > 0 || awaitingOf(p) > 0);
    agree(
      out,
      `${at}: payments listed`,
      wallet.payments.map((p) => p.postId).sort(),
      withMoney.map((p) => p.id).sort(),
    );
    agree(
      out,
      `${at}: completed payments' fees`,
      sumOf(
        wallet.payments.filter((p) => p.status === 'completed'),
        (p) => p.feeCents,
      ),
      ledger.feesCents,
    );
  }
  return out;
}

/**
 * The business dashboard's Total Spent and cards, Payments & Funding (balance, withdrawable, Total Funded, Pending
 * Payments, each campaign's funding) and each campaign's analytics budget against the ledger.
 */
export async function businessFigureDisagreements(app: TestApp, who: TestUser): Promise<string[]> {
  const out: string[] = [];
  const at = `business ${who.user.id}`;
  const [ledger, dashboard, payments] = await Promise.all([
    businessLedgerFigures(app, who.user.id),
    getJson<BusinessDashboard>(app, who, '/api/business/dashboard', out),
    getJson<BusinessPayments>(app, who, '/api/business/payments', out),
  ]);
  const byId = new Map(ledger.campaigns.map((c) => [c.id, c]));
  for (const c of ledger.campaigns) {
    agree(
      out,
      `${at}: escrow ${c.id} is funded less spent and pending`,
      c.remainingCents,
      c.fundedCents - c.spentCents - c.pendingCents,
    );
  }
  if (dashboard) {
    agree(
      out,
      `${at}: dashboard Total Spent`,
      dashboard.summary.totalSpentCents,
      sumOf(ledger.campaigns, (c) => c.spentCents),
    );
    for (const c of dashboard.campaigns) {
      agree(out, `${at}: dashboard card ${c.id}`, c.spentCents, byId.get(c.id)?.spentCents ?? 'not the business’s');
    }
  }
  if (payments) {
    agree(
      out,
      `${at}: Payments & Funding`,
      {
        balance: payments.balanceCents,
        withdrawable: payments.withdrawableCents,
        totalFunded: payments.totalFundedCents,
        pendingPayments: payments.pendingPaymentsCents,
      },
      {
        balance: ledger.balanceCents,
        withdrawable: ledger.withdrawableCents,
        totalFunded: ledger.depositsCents,
        pendingPayments: sumOf(ledger.campaigns, (c) => c.pendingCents + c.awaitingFundingCents),
      },
    );
    for (const c of payments.campaigns) {
      const l = byId.get(c.id);
      agree(
        out,
        `${at}: funding of ${c.id}`,
        {
          funded: c.fundedCents,
          spent: c.spentCents,
          pending: c.pendingCents,
          remaining: c.remainingCents,
          awaiting: c.awaitingFundingCents,
        },
        l
          ? {
              funded: l.fundedCents,
              spent: l.spentCents,
              pending: l.pendingCents,
              remaining: l.remainingCents,
              awaiting: l.awaitingFundingCents,
            }
          : 'not the business’s',
      );
    }
  }
  for (const c of ledger.campaigns) {
    const analytics = await getJson<CampaignAnalytics>(app, who, `/api/business/campaigns/${c.id}/analytics`, out);
    if (!analytics) continue;
    const { budgetCents: _budget, ...budget } = analytics.budget;
    agree(out, `${at}: analytics of ${c.id}`, budget, {
      fundedCents: c.fundedCents,
      spentCents: c.spentCents,
      pendingCents: c.pendingCents,
      remainingCents: c.remainingCents,
      platformFeeCents: c.platformFeeCents,
      awaitingFundingCents: c.awaitingFundingCents,
    });
  }
  return out;
}
