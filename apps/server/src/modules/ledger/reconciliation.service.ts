// Reconciliation (issue 25): the ledger's account of a payment provider compared with the provider's own records
// (Stripe's balance transactions; the test mode's books), and every difference recorded. Both sides are grouped by
// what they are about (a payment, a payout, a refund, a dispute) and each group's net amounts compared, so a movement
// and its undoing (a refused refund returned, a won dispute) compare as what they add up to. Amounts are in the
// provider's sense: money into its balance is positive, so a deposit is +, a payout, refund or dispute -. Gross, as
// the ledger records them: a provider's fees are the platform's cost, not the ledger's. See docs/decisions/018-money.md.
import { DAY_MS, HOUR_MS } from '@microreach/domain/calendar';
import { formatMoney, type LedgerTransactionKind, type PaymentProviderName } from '@microreach/domain/ledger';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import {
  type DifferenceKind,
  depositRefunds,
  payoutRequests,
  type ReconciledSubject,
  reconciliationDifferences,
  reconciliationRuns,
} from '#server/db/schema/index.ts';
import { paymentRefOf } from '#server/modules/business-payments/deposit-refunds.ts';
import { account, accountId } from './ledger.service.ts';
import type { PaymentProvider, ProviderRecord } from './providers/types.ts';

/**
 * A record's counterpart is looked for this long before the period as well: a payout may be recorded paid days after
 * its transfer, a dispute won weeks after it was opened.
 */
export const MATCH_MARGIN_MS = 7 * DAY_MS;

/** The daily job (plugins/jobs.ts): at 03:15 UTC, after the night's metrics round has started. */
export const RECONCILE_JOB = 'reconcile-providers';
export const RECONCILE_CRON = '15 3 * * *';
/**
 * What it compares: the last three days (each day is compared on three nights, so a missed night loses nothing) up to
 * an hour ago (a webhook still on its way is not a difference).
 */
export const RECONCILE_DAILY: Readonly<ReconcileOptions> = { days: 3, settleMs: HOUR_MS };

export interface ReconcileOptions {
  /** When the period ends, less `settleMs` (default: now). */
  now?: Date;
  /** Only the last `days` days of the period (default: everything from the first record). */
  days?: number | null;
  /** What happened this recently is left out: it may still be on its way (a webhook not yet delivered). */
  settleMs?: number;
}

export interface ReconciliationDifference {
  kind: DifferenceKind;
  subject: ReconciledSubject;
  reference: string;
  /** What each side moved for it, in the provider's sense; null where that side has nothing. */
  ledgerCents: number | null;
  providerCents: number | null;
  ledgerTransactionId: string | null;
  detail: string;
}

export interface ReconciliationResult {
  runId: string;
  provider: PaymentProviderName;
  status: 'ok' | 'differences';
  periodFrom: Date | null;
  periodTo: Date;
  /** What the compared movements add up to on each side. */
  ledgerTotalCents: number;
  providerTotalCents: number;
  /** How many payments, payouts, refunds and disputes were compared. */
  compared: number;
  differences: ReconciliationDifference[];
}

interface Item {
  id: string;
  /** The ledger's kind, or the provider's type. */
  what: string;
  amountCents: number;
  at: Date;
}

interface Group {
  subject: ReconciledSubject;
  reference: string;
  ledger: Item[];
  provider: Item[];
}

/**
 * Compares the ledger's account of `provider` with the provider's records over the period, records the run and every
 * difference, and returns them. A provider that cannot be read is recorded as a failed run, and its error thrown.
 */
export async function reconcileProvider(
  db: Db,
  provider: PaymentProvider,
  options: ReconcileOptions = {},
): Promise<ReconciliationResult> {
  const startedAt = new Date();
  const periodTo = new Date((options.now ?? startedAt).getTime() - (options.settleMs ?? 0));
  const periodFrom = options.days ? new Date(periodTo.getTime() - options.days * DAY_MS) : null;
  const since = periodFrom && new Date(periodFrom.getTime() - MATCH_MARGIN_MS);
  let groups: Group[];
  try {
    const [records, movements] = await Promise.all([provider.listRecords(since), ledgerMovements(db, provider, since)]);
    groups = await groupBoth(db, provider.name, movements, records);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.insert(reconciliationRuns).values({
      provider: provider.name,
      startedAt,
      finishedAt: new Date(),
      periodFrom,
      periodTo,
      status: 'failed',
      error,
    });
    throw err;
  }

  const inPeriod = (item: Item) => (!periodFrom || item.at >= periodFrom) && item.at <= periodTo;
  const compared = groups.filter((g) => g.ledger.some(inPeriod) || g.provider.some(inPeriod));
  const sum = (items: Item[]) => items.reduce((total, i) => total + i.amountCents, 0);
  const differences = compared.flatMap((g) => {
    const difference = compare(provider.name, g);
    return difference ? [difference] : [];
  });
  const result = {
    provider: provider.name,
    status: differences.length === 0 ? ('ok' as const) : ('differences' as const),
    periodFrom,
    periodTo,
    ledgerTotalCents: sum(compared.flatMap((g) => g.ledger)),
    providerTotalCents: sum(compared.flatMap((g) => g.provider)),
    compared: compared.length,
    differences,
  };
  const runId = await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(reconciliationRuns)
      .values({
        provider: result.provider,
        startedAt,
        finishedAt: new Date(),
        periodFrom,
        periodTo,
        ledgerTotalCents: result.ledgerTotalCents,
        providerTotalCents: result.providerTotalCents,
        differenceCount: differences.length,
        status: result.status,
      })
      .returning({ id: reconciliationRuns.id });
    if (differences.length > 0) {
      await tx.insert(reconciliationDifferences).values(differences.map((d) => ({ ...d, runId: run.id })));
    }
    return run.id;
  });
  return { runId, ...result };
}

/** One group's difference, or null when both sides add up to the same. */
function compare(provider: PaymentProviderName, g: Group): ReconciliationDifference | null {
  const net = (items: Item[]) => (items.length ? items.reduce((total, i) => total + i.amountCents, 0) : null);
  const ledgerCents = net(g.ledger);
  const providerCents = net(g.provider);
  if ((ledgerCents ?? 0) === (providerCents ?? 0)) return null;
  const what = `${g.subject === 'other' ? 'Ledger movement' : capitalize(g.subject)} ${g.reference}`;
  const ledgerSide = `the ledger moved ${signed(ledgerCents ?? 0)} through ${accountId(account.provider(provider))} (${list(g.ledger)})`;
  const providerSide = `the provider booked ${signed(providerCents ?? 0)} (${list(g.provider)})`;
  const [kind, detail]: [DifferenceKind, string] =
    ledgerCents === null
      ? ['missing_in_ledger', `${what}: ${providerSide}; the ledger has no movement for it.`]
      : providerCents === null
        ? ['missing_at_provider', `${what}: ${ledgerSide}; the provider has no record of it.`]
        : ['amount_mismatch', `${what}: ${ledgerSide}, but ${providerSide}.`];
  return {
    kind,
    subject: g.subject,
    reference: g.reference,
    ledgerCents,
    providerCents,
    ledgerTransactionId: g.ledger[0]?.id ?? null,
    detail,
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (cents: number) => `${cents < 0 ? '-' : '+'}${formatMoney(Math.abs(cents))}`;
const list = (items: Item[]) =>
  items.map((i) => `${i.what} ${i.id} ${signed(i.amountCents)} at ${i.at.toISOString()}`).join('; ');

interface LedgerMovement {
  id: string;
  kind: LedgerTransactionKind;
  idempotency_key: string | null;
  checkout_id: string | null;
  payout_id: string | null;
  created_at: Date | string;
  /** In the provider's sense: what the transaction took from the provider's account. */
  amount: string | number;
  payment_ref: string | null;
}

/** Every ledger transaction through the provider's account since `since`, with what it moved there. */
function ledgerMovements(db: Db, provider: PaymentProvider, since: Date | null): Promise<LedgerMovement[]> {
  return queryRows<LedgerMovement>(
    db,
    sql`select t.id, t.kind, t.idempotency_key, t.checkout_id, t.payout_id, t.created_at,
          -sum(e.amount_cents) as amount, c.payment_ref
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        left join payment_checkouts c on c.id = t.checkout_id
        where e.account_id = ${accountId(account.provider(provider.name))}
          ${since ? sql`and t.created_at >= ${since.toISOString()}::timestamptz` : sql``}
        group by t.id, c.id
        order by t.created_at, t.id`,
  );
}

/** What a ledger movement is about, from what it references and its idempotency key (ledger.service's schemes). */
function ledgerGroup(provider: PaymentProviderName, m: LedgerMovement): [ReconciledSubject, string] {
  const key = m.idempotency_key ?? '';
  switch (m.kind) {
    case 'deposit': {
      if (!m.checkout_id) break;
      const payment = paymentRefOf({ id: m.checkout_id, provider, paymentRef: m.payment_ref });
      return ['deposit', payment ?? `checkout ${m.checkout_id}`];
    }
    case 'payout_paid':
    case 'payout_failed': {
      const payoutId = m.payout_id ?? /^payout:(.+):(paid|failed)$/.exec(key)?.[1];
      if (payoutId) return ['payout', payoutId];
      break;
    }
    case 'deposit_refund':
    case 'deposit_refund_failed': {
      const refundId = /^refund:([^:]+)(:failed)?$/.exec(key)?.[1];
      if (refundId) return ['refund', refundId];
      break;
    }
    case 'dispute_debit':
    case 'dispute_reinstatement': {
      const disputeRef = /^dispute:[a-z]+:(.+):(debit|won)$/.exec(key)?.[1];
      if (disputeRef) return ['dispute', disputeRef];
      break;
    }
  }
  return ['other', m.id];
}

/**
 * Both sides in groups. A provider's record names our payout or refund when it carries our id; else it is found by
 * the provider's id we stored (payout_requests.provider_ref, deposit_refunds.provider_ref); else by its own id.
 */
async function groupBoth(
  db: Db,
  provider: PaymentProviderName,
  movements: LedgerMovement[],
  records: ProviderRecord[],
): Promise<Group[]> {
  const groups = new Map<string, Group>();
  const groupOf = (subject: ReconciledSubject, reference: string) => {
    const key = `${subject}:${reference}`;
    let group = groups.get(key);
    if (!group) {
      group = { subject, reference, ledger: [], provider: [] };
      groups.set(key, group);
    }
    return group;
  };
  for (const m of movements) {
    groupOf(...ledgerGroup(provider, m)).ledger.push({
      id: m.id,
      what: m.kind,
      amountCents: Number(m.amount),
      at: new Date(m.created_at),
    });
  }
  const unnamed = (subject: ProviderRecord['subject']) => [
    ...new Set(records.filter((r) => r.subject === subject && !r.ourRef).map((r) => r.objectRef)),
  ];
  const [payouts, refunds] = await Promise.all([
    byProviderRef(db, payoutRequests, provider, unnamed('payout')),
    byProviderRef(db, depositRefunds, provider, unnamed('refund')),
  ]);
  for (const r of records) {
    const reference =
      r.subject === 'payout'
        ? (r.ourRef ?? payouts.get(r.objectRef) ?? r.objectRef)
        : r.subject === 'refund'
          ? (r.ourRef ?? refunds.get(r.objectRef) ?? r.objectRef)
          : r.objectRef;
    groupOf(r.subject, reference).provider.push({
      id: r.id,
      what: r.type,
      amountCents: r.amountCents,
      at: r.createdAt,
    });
  }
  return [...groups.values()];
}

/** Our ids of the payouts or refunds the provider knows by these ids. */
async function byProviderRef(
  db: Db,
  table: typeof payoutRequests | typeof depositRefunds,
  provider: PaymentProviderName,
  refs: string[],
): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, ref: table.providerRef })
    .from(table)
    .where(and(eq(table.provider, provider), inArray(table.providerRef, refs)));
  return new Map(rows.map((r) => [r.ref ?? '', r.id]));
}
