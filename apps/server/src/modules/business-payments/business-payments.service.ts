// The business's money (issue 13, B9 Payments & Funding): the wallet (filled through checkouts,
// business-checkouts.service.ts), campaigns funded from it into escrow, and the history of both from the ledger. See
// docs/decisions/018-money.md.
import type {
  BusinessPayments,
  CampaignFunding,
  MoneyTransaction,
  MoneyTransactionPage,
} from '@microreach/domain/business-payments';
import { paymentMessages } from '@microreach/domain/business-payments';
import { EARNED_STATUSES } from '@microreach/domain/performance-pay';
import { FUNDABLE_CAMPAIGN_STATUSES } from '@microreach/domain/statuses';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaigns, paymentCheckouts } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recomputeCampaignEarnings } from '#server/modules/content-review/performance-pay.service.ts';
import {
  account,
  accountId,
  balance,
  escrowAccountId,
  isAccountOfKind,
  transfer,
} from '#server/modules/ledger/ledger.service.ts';
import type { PaymentProvider } from '#server/modules/ledger/providers/types.ts';
import { listStatementMonths } from './business-receipts.service.ts';
import { withdrawableCents } from './business-withdrawals.service.ts';
import { assertWalletCovered } from './wallet-standing.ts';

const CAMPAIGN_NOT_FOUND = 'Campaign not found';

export interface EscrowFigures {
  fundedCents: number;
  spentCents: number;
  pendingCents: number;
  remainingCents: number;
}

/** Per campaign escrow account: funded (in, less returned), paid out to creators, set aside, and what is left. */
export async function escrowFigures(db: Db | Tx, campaignIds: readonly string[]): Promise<Map<string, EscrowFigures>> {
  if (campaignIds.length === 0) return new Map();
  const campaignOf = new Map(campaignIds.map((id) => [escrowAccountId(id), id]));
  const ids = [...campaignOf.keys()];
  const rows = await queryRows<{
    account_id: string;
    funded: string;
    settled: string;
    reserved: string;
    balance: string;
  }>(
    db,
    sql`
    select a.id as account_id, a.balance_cents as balance,
      coalesce(sum(e.amount_cents) filter (where t.kind in ('campaign_funding', 'escrow_return')), 0) as funded,
      coalesce(sum(-e.amount_cents) filter (where t.kind in ('earnings_reserve', 'earnings_release')), 0) as reserved,
      coalesce((select sum(-pe.amount_cents) from ledger_transactions st join ledger_entries pe on pe.transaction_id = st.id
         where st.campaign_id = a.campaign_id and st.kind = 'earnings_settlement' and ${isAccountOfKind(sql`pe.account_id`, 'creator_pending')}), 0) as settled
    from ledger_accounts a
    left join ledger_entries e on e.account_id = a.id
    left join ledger_transactions t on t.id = e.transaction_id
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by a.id`,
  );
  const out = new Map<string, EscrowFigures>();
  for (const r of rows) {
    const campaignId = campaignOf.get(r.account_id);
    if (campaignId === undefined) continue;
    const reserved = Number(r.reserved);
    const settled = Number(r.settled);
    out.set(campaignId, {
      fundedCents: Number(r.funded),
      spentCents: settled,
      pendingCents: reserved - settled,
      remainingCents: Number(r.balance),
    });
  }
  return out;
}

/** Earnings of each campaign's posts that its escrow has not covered yet. */
async function awaitingFunding(db: Db | Tx, campaignIds: readonly string[]): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: campaignAnalytics.campaignId,
      earned:
        sql`coalesce(sum(${campaignAnalytics.earningsCents}) filter (where ${inArray(campaignAnalytics.earningsStatus, EARNED_STATUSES)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(campaignAnalytics)
    .where(inArray(campaignAnalytics.campaignId, [...campaignIds]))
    .groupBy(campaignAnalytics.campaignId);
  return new Map(rows.map((r) => [r.campaignId, r.earned]));
}

export async function getBusinessPayments(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
): Promise<BusinessPayments> {
  const own = await db
    .select({
      id: campaigns.id,
      name: campaigns.campaignName,
      status: campaigns.status,
      budgetCents: campaigns.budgetCents,
    })
    .from(campaigns)
    .where(eq(campaigns.userId, actor.id))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const ids = own.map((c) => c.id);
  const [figures, earned, wallet, withdrawable, [deposits], [paid], statements] = await Promise.all([
    escrowFigures(db, ids),
    awaitingFunding(db, ids),
    balance(db, account.wallet(actor.id)),
    withdrawableCents(db, provider, actor.id),
    queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(e.amount_cents), 0) as total from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${accountId(account.wallet(actor.id))} and t.kind = 'deposit'`,
    ),
    db
      .select({ id: paymentCheckouts.id })
      .from(paymentCheckouts)
      .where(
        and(
          eq(paymentCheckouts.businessId, actor.id),
          eq(paymentCheckouts.provider, provider.name),
          eq(paymentCheckouts.state, 'paid'),
        ),
      )
      .limit(1),
    listStatementMonths(db, actor),
  ]);
  const funding = (c: (typeof own)[number]): CampaignFunding => {
    const f = figures.get(c.id) ?? { fundedCents: 0, spentCents: 0, pendingCents: 0, remainingCents: 0 };
    const earnedCents = earned.get(c.id) ?? 0;
    return {
      id: c.id,
      name: c.name,
      status: c.status,
      budgetCents: c.budgetCents,
      ...f,
      awaitingFundingCents: Math.max(0, earnedCents - f.spentCents - f.pendingCents),
    };
  };
  const all = own.map(funding);
  return {
    provider: provider.name,
    testMode: provider.testMode,
    paymentAccountConnected: paid !== undefined,
    balanceCents: wallet,
    withdrawableCents: withdrawable,
    totalFundedCents: Number(deposits?.total ?? 0),
    activeCampaigns: own.filter((c) => c.status === 'Live').length,
    pendingPaymentsCents: all.reduce((sum, c) => sum + c.pendingCents + c.awaitingFundingCents, 0),
    // B9: the overview lists Live and Draft campaigns (Paused ones too: they can still be funded).
    campaigns: all.filter((c) => (FUNDABLE_CAMPAIGN_STATUSES as readonly string[]).includes(c.status)),
    statementMonths: statements.months,
  };
}

/** An account of the business as its history names it: 'Wallet', or the campaign's name. */
const accountName = (kind: string, campaignName: string | null) =>
  kind === 'business_wallet' ? 'Wallet' : (campaignName ?? 'Deleted campaign');

/** The business's wallet and campaign escrow entries, newest first. */
export async function listBusinessTransactions(
  db: Db,
  actor: UserRow,
  page: number,
  pageSize: number,
): Promise<MoneyTransactionPage> {
  const accounts = sql`(select id from ledger_accounts where user_id = ${actor.id} and kind in ('business_wallet', 'campaign_escrow'))`;
  const [rows, [count]] = await Promise.all([
    queryRows<{
      id: string;
      at: string;
      kind: MoneyTransaction['kind'];
      description: string;
      account_kind: string;
      campaign_name: string | null;
      account_id: string;
      amount: string;
      balance_after: string;
      move_id: string;
      counterpart_kind: string | null;
      counterpart_campaign: string | null;
    }>(
      db,
      // The counterpart: another entry of the same transaction on one of the business's own accounts (a funding's
      // wallet and campaign lines name each other, issue 30).
      sql`select e.id::text as id, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            t.kind, t.description, a.kind as account_kind, c.campaign_name, a.id as account_id,
            e.amount_cents as amount, e.balance_after_cents as balance_after, t.id::text as move_id,
            o.kind as counterpart_kind, o.campaign_name as counterpart_campaign
          from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          left join campaigns c on c.id = a.campaign_id
          left join lateral (
            select oa.kind, oc.campaign_name from ledger_entries oe
            join ledger_accounts oa on oa.id = oe.account_id
            left join campaigns oc on oc.id = oa.campaign_id
            where oe.transaction_id = e.transaction_id and oe.id <> e.id and oe.account_id in ${accounts}
            order by oe.id limit 1
          ) o on true
          where e.account_id in ${accounts}
          order by e.id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ n: string }>(db, sql`select count(*) as n from ledger_entries where account_id in ${accounts}`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      kind: r.kind,
      description: r.description,
      account: accountName(r.account_kind, r.campaign_name),
      amountCents: Number(r.amount),
      balanceAfterCents: Number(r.balance_after),
      moveId: r.move_id,
      counterpart: r.counterpart_kind === null ? null : accountName(r.counterpart_kind, r.counterpart_campaign),
    })),
    total: Number(count?.n ?? 0),
    page,
    pageSize,
  };
}

/** Moves `amountCents` from the business's wallet into its campaign's escrow, then sets aside waiting earnings. */
export function fundCampaign(
  db: Db,
  actor: UserRow,
  campaignId: string,
  amountCents: number,
  idempotencyKey: string | null,
): Promise<CampaignFunding> {
  return db.transaction((tx) => fundCampaignIn(tx, actor, campaignId, amountCents, idempotencyKey));
}

async function fundCampaignIn(
  tx: Tx,
  actor: UserRow,
  campaignId: string,
  amountCents: number,
  idempotencyKey: string | null,
): Promise<CampaignFunding> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, actor.id)))
    .for('update');
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  if (!(FUNDABLE_CAMPAIGN_STATUSES as readonly string[]).includes(row.status)) {
    throw conflict(paymentMessages.campaignNotFundable, 'NOT_FUNDABLE');
  }
  // A wallet below zero (a dispute took money back) is covered first; the transfer's own check would only say "too low".
  await assertWalletCovered(tx, actor.id);
  await transfer(
    tx,
    {
      kind: 'campaign_funding',
      description: `Campaign funded: ${row.campaignName}`,
      idempotencyKey: idempotencyKey ? `funding:${actor.id}:${idempotencyKey}` : null,
      userId: actor.id,
      campaignId: row.id,
      legs: [
        { account: account.wallet(actor.id), amountCents: -amountCents },
        { account: account.escrow(row.id, actor.id), amountCents },
      ],
    },
    paymentMessages.insufficientWallet,
  );
  // Earnings that were waiting for funding are set aside now.
  await recomputeCampaignEarnings(tx, row.id);
  const [figures, earned] = await Promise.all([escrowFigures(tx, [row.id]), awaitingFunding(tx, [row.id])]);
  const f = figures.get(row.id) ?? { fundedCents: 0, spentCents: 0, pendingCents: 0, remainingCents: 0 };
  return {
    id: row.id,
    name: row.campaignName,
    status: row.status,
    budgetCents: row.budgetCents,
    ...f,
    awaitingFundingCents: Math.max(0, (earned.get(row.id) ?? 0) - f.spentCents - f.pendingCents),
  };
}
