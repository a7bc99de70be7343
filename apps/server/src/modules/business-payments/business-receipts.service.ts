// Receipts and monthly statements of a business's wallet (issue 30): a receipt for each deposit and each refund, and a
// month's statement with its opening and closing balances, every movement and the totals. Read-only; every figure is
// read from the wallet's ledger entries, so none can differ from the ledger. Another business's receipt is a 404.
import type { LedgerTransactionKind, PaymentProviderName } from '@microreach/domain/ledger';
import {
  MAX_STATEMENT_LINES,
  MAX_STATEMENT_MONTHS,
  type MonthlyStatement,
  monthOf,
  monthRange,
  platformDetails,
  type Receipt,
  type ReceiptParty,
  type ReceiptStatus,
  receiptKindOf,
  receiptNumber,
  statementMessages,
  statementTotals,
} from '@microreach/domain/receipts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { depositRefunds, paymentCheckouts } from '#server/db/schema/index.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { account, accountId } from '#server/modules/ledger/ledger.service.ts';

const AT = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** The business as its account has it (the profile's location is the address it gave). */
export function customerOf(actor: UserRow): ReceiptParty {
  return { name: actor.name, companyName: actor.companyName, email: actor.email, address: actor.location || null };
}

function methodOf(provider: PaymentProviderName, isRefund: boolean): Receipt['method'] {
  const via = provider === 'stripe' ? 'Card payment through Stripe' : 'Test card (test mode)';
  // Neither provider's answer is kept with the card's brand or last four digits yet: they are shown when it is.
  return { label: isRefund ? `Refund to the payment: ${via}` : via, cardBrand: null, cardLast4: null };
}

const REFUND_STATUS: Record<(typeof depositRefunds.$inferSelect)['state'], ReceiptStatus> = {
  pending: 'pending',
  succeeded: 'refunded',
  failed: 'failed',
};

/** The receipt of one deposit or one refund of the business's wallet, by its ledger entry's id. */
export async function getBusinessReceipt(db: Db, actor: UserRow, entryId: string): Promise<Receipt> {
  const wallet = accountId(account.wallet(actor.id));
  const [entry] = await queryRows<{
    id: string;
    at: string;
    kind: LedgerTransactionKind;
    description: string;
    amount: string;
    checkout_id: string | null;
    idempotency_key: string | null;
  }>(
    db,
    sql`select e.id::text as id, to_char(t.created_at at time zone 'UTC', ${AT}) as at, t.kind, t.description,
          e.amount_cents as amount, t.checkout_id, t.idempotency_key
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.id = ${entryId}::bigint and e.account_id = ${wallet} and t.kind in ('deposit', 'deposit_refund')`,
  );
  const kind = entry ? receiptKindOf(entry.kind) : null;
  if (!entry || !kind || !entry.checkout_id) throw notFound(statementMessages.receiptNotFound);

  const [checkout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, entry.checkout_id));
  if (!checkout) throw notFound(statementMessages.receiptNotFound);
  // A refund's row is named by its movement's key ('refund:<id>': Withdraw balance and refunds made at the provider).
  const refundId = kind === 'refund' ? /^refund:([0-9a-f-]{36})$/.exec(entry.idempotency_key ?? '')?.[1] : undefined;
  const [refund] = refundId ? await db.select().from(depositRefunds).where(eq(depositRefunds.id, refundId)) : [];
  // The deposit a refund returns: its own receipt (the deposit's entry in the same wallet).
  const [depositEntry] =
    kind === 'refund'
      ? await queryRows<{ id: string; at: string }>(
          db,
          sql`select e.id::text as id, to_char(t.created_at at time zone 'UTC', ${AT}) as at
              from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.checkout_id = ${checkout.id} and t.kind = 'deposit' and e.account_id = ${wallet}
              order by e.id limit 1`,
        )
      : [{ id: entry.id, at: entry.at }];

  return {
    id: entry.id,
    number: receiptNumber(kind, entry.id),
    kind,
    at: entry.at,
    amountCents: Math.abs(Number(entry.amount)),
    currency: 'USD',
    status: kind === 'deposit' ? 'paid' : refund ? REFUND_STATUS[refund.state] : 'pending',
    description: entry.description,
    provider: checkout.provider,
    testMode: checkout.provider === 'test',
    method: methodOf(checkout.provider, kind === 'refund'),
    providerReference:
      kind === 'deposit' ? (checkout.paymentRef ?? checkout.providerRef) : (refund?.providerRef ?? null),
    failureMessage: refund?.state === 'failed' ? refund.failureMessage : null,
    deposit: {
      number: depositEntry ? receiptNumber('deposit', depositEntry.id) : null,
      receiptId: depositEntry?.id ?? null,
      at: depositEntry?.at ?? (checkout.completedAt ?? checkout.createdAt).toISOString(),
      amountCents: checkout.amountCents,
      refundedCents: checkout.refundedCents,
      disputedCents: checkout.disputedCents,
    },
    platform: platformDetails(),
    customer: customerOf(actor),
  };
}

/** The months the business's wallet moved in (UTC), newest first: the Payments page's statement picker. */
export async function listStatementMonths(db: Db | Tx, actor: UserRow): Promise<{ months: string[] }> {
  const rows = await queryRows<{ month: string }>(
    db,
    sql`select distinct to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = ${accountId(account.wallet(actor.id))}
        order by month desc limit ${MAX_STATEMENT_MONTHS}`,
  );
  return { months: rows.map((r) => r.month) };
}

/**
 * The month's statement of the wallet (a UTC calendar month): the balance before it, the month's movements summed per
 * kind and listed oldest first, and the balance after it. The month still running closes at the wallet's balance now.
 */
export async function getMonthlyStatement(
  db: Db,
  actor: UserRow,
  month: string,
  now: Date = new Date(),
): Promise<MonthlyStatement> {
  if (month > monthOf(now)) throw badRequest(statementMessages.notStarted);
  const { from, to } = monthRange(month);
  const wallet = accountId(account.wallet(actor.id));
  const [[balances], byKind, lines] = await Promise.all([
    queryRows<{ opening: string; closing: string; count: string }>(
      db,
      sql`select coalesce(sum(e.amount_cents) filter (where t.created_at < ${from}::timestamptz), 0) as opening,
            coalesce(sum(e.amount_cents) filter (where t.created_at < ${to}::timestamptz), 0) as closing,
            count(*) filter (where t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz) as count
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${wallet}`,
    ),
    queryRows<{ kind: LedgerTransactionKind; total: string }>(
      db,
      sql`select t.kind, sum(e.amount_cents) as total
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${wallet} and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
          group by t.kind`,
    ),
    queryRows<{
      id: string;
      at: string;
      kind: LedgerTransactionKind;
      description: string;
      amount: string;
      balance_after: string;
    }>(
      db,
      sql`select e.id::text as id, to_char(t.created_at at time zone 'UTC', ${AT}) as at, t.kind, t.description,
            e.amount_cents as amount, e.balance_after_cents as balance_after
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = ${wallet} and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
          order by e.account_version, e.id
          limit ${MAX_STATEMENT_LINES}`,
    ),
  ]);
  const openingCents = Number(balances?.opening ?? 0);
  const closingCents = Number(balances?.closing ?? 0);
  const totals = statementTotals(openingCents, Object.fromEntries(byKind.map((r) => [r.kind, Number(r.total)])));
  // The totals add up to the ledger's closing balance, or the statement is not sent.
  if (totals.closingCents !== closingCents) {
    throw new Error(
      `Statement ${month} of ${wallet}: totals close at ${totals.closingCents}, the ledger at ${closingCents}`,
    );
  }
  return {
    month,
    from,
    to,
    isComplete: to <= now.toISOString(),
    generatedAt: now.toISOString(),
    totals,
    lines: lines.map((r) => {
      const kind = receiptKindOf(r.kind);
      return {
        id: r.id,
        at: r.at,
        kind: r.kind,
        description: r.description,
        amountCents: Number(r.amount),
        balanceAfterCents: Number(r.balance_after),
        receiptNumber: kind ? receiptNumber(kind, r.id) : null,
      };
    }),
    linesOmitted: Math.max(0, Number(balances?.count ?? 0) - lines.length),
    platform: platformDetails(),
    customer: customerOf(actor),
  };
}
