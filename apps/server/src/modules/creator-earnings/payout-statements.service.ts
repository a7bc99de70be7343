// A creator's statement of one payout (issue 30): gross, fee and net from the payout's own ledger movements, the
// masked payout account, its state and dates, and the settled earnings behind it up to the request. Read-only; another
// creator's payout is a 404.
import {
  type PayoutStatement,
  payoutStatementNumber,
  platformDetails,
  statementMessages,
} from '@microreach/domain/receipts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { payoutAccounts, payoutRequests } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { account, accountId, isAccountOfKind } from '#server/modules/ledger/ledger.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getPayoutStatement(db: Db, actor: UserRow, payoutId: string): Promise<PayoutStatement> {
  const [row] = await db
    .select({ payout: payoutRequests, accountLabel: payoutAccounts.label })
    .from(payoutRequests)
    .leftJoin(payoutAccounts, eq(payoutAccounts.id, payoutRequests.payoutAccountId))
    .where(and(eq(payoutRequests.id, payoutId), eq(payoutRequests.userId, actor.id)));
  if (!row) throw notFound(statementMessages.payoutNotFound);
  const { payout } = row;
  const available = accountId(account.available(actor.id));
  const pending = accountId(account.pending(actor.id));
  const [[moved], [earned]] = await Promise.all([
    // What the request took from the creator's available balance, and any fee the platform took in its movements.
    queryRows<{ withdrawn: string; fee: string }>(
      db,
      sql`select
            coalesce(sum(-e.amount_cents) filter (where t.kind = 'payout_request' and e.account_id = ${available}), 0) as withdrawn,
            coalesce(sum(e.amount_cents) filter (where ${isAccountOfKind(sql`e.account_id`, 'platform_fees')}), 0) as fee
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.payout_id = ${payout.id}`,
    ),
    // The creator's settlements up to the request: gross (out of pending), the fee, and net (into available).
    queryRows<{ gross: string; fee: string; net: string }>(
      db,
      sql`select
            coalesce(sum(-e.amount_cents) filter (where e.account_id = ${pending}), 0) as gross,
            coalesce(sum(e.amount_cents) filter (where ${isAccountOfKind(sql`e.account_id`, 'platform_fees')}), 0) as fee,
            coalesce(sum(e.amount_cents) filter (where e.account_id = ${available}), 0) as net
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.creator_id = ${actor.id} and t.kind = 'earnings_settlement'
            and t.created_at <= ${payout.requestedAt.toISOString()}::timestamptz`,
    ),
  ]);
  const feeCents = Number(moved?.fee ?? 0);
  // The request's movement is the ledger's amount; a payout recorded without one (none in this ledger) reads as its row.
  const grossCents = Number(moved?.withdrawn ?? 0) || payout.amountCents;
  return {
    id: payout.id,
    number: payoutStatementNumber(payout.id),
    status: payout.status,
    requestedAt: payout.requestedAt.toISOString(),
    approvedAt: iso(payout.approvedAt),
    processedAt: iso(payout.processedAt),
    grossCents,
    feeCents,
    netCents: grossCents - feeCents,
    currency: 'USD',
    provider: payout.provider,
    testMode: payout.provider === 'test',
    method: row.accountLabel,
    providerReference: payout.providerRef,
    failureMessage: payout.status === 'failed' ? payout.failureMessage : null,
    delayReason: payout.status === 'delayed' ? payout.delayReason : null,
    earningsToDate: {
      grossCents: Number(earned?.gross ?? 0),
      feeCents: Number(earned?.fee ?? 0),
      netCents: Number(earned?.net ?? 0),
    },
    platform: platformDetails(),
    creator: { name: actor.name, companyName: null, email: actor.email, address: actor.location || null },
  };
}
