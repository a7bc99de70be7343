// The double-entry ledger (issue 13): every movement of money is one ledger transaction of two or more entries that
// sum to zero, written in the caller's database transaction. The database enforces the invariants (migration 0011);
// this module names the accounts, refuses an overdraft with a clear error before the database would, and makes each
// keyed movement happen once. See docs/decisions/018-money.md.
import type { LedgerAccountKind, LedgerTransactionKind, PaymentProviderName } from '@microreach/domain/ledger';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { ledgerAccounts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { announce } from '#server/lib/telemetry/events.ts';

/** An account, by what it is. */
export type AccountRef =
  | { kind: 'business_wallet'; userId: string }
  | { kind: 'campaign_escrow'; campaignId: string; ownerId: string }
  | { kind: 'creator_pending' | 'creator_available' | 'creator_payouts'; userId: string }
  | { kind: 'platform_fees' }
  | { kind: 'provider'; provider: PaymentProviderName };

export const account = {
  wallet: (userId: string): AccountRef => ({ kind: 'business_wallet', userId }),
  escrow: (campaignId: string, ownerId: string): AccountRef => ({ kind: 'campaign_escrow', campaignId, ownerId }),
  pending: (userId: string): AccountRef => ({ kind: 'creator_pending', userId }),
  available: (userId: string): AccountRef => ({ kind: 'creator_available', userId }),
  payouts: (userId: string): AccountRef => ({ kind: 'creator_payouts', userId }),
  fees: (): AccountRef => ({ kind: 'platform_fees' }),
  provider: (provider: PaymentProviderName): AccountRef => ({ kind: 'provider', provider }),
};

/**
 * An account's id is its kind, then ':' and whose it is (a user, a campaign, a provider); the platform's fees are one
 * account, named by its kind alone.
 */
function idOf(kind: LedgerAccountKind, key?: string): string {
  return key === undefined ? kind : `${kind}:${key}`;
}

/** The account's id: what it is, readable ('business_wallet:<user id>', 'platform_fees', 'provider:stripe'). */
export function accountId(ref: AccountRef): string {
  switch (ref.kind) {
    case 'campaign_escrow':
      return idOf(ref.kind, ref.campaignId);
    case 'platform_fees':
      return idOf(ref.kind);
    case 'provider':
      return idOf(ref.kind, ref.provider);
    default:
      return idOf(ref.kind, ref.userId);
  }
}

/** A campaign's escrow account id (the owner is stored with the account, not in its id). */
export function escrowAccountId(campaignId: string): string {
  return idOf('campaign_escrow', campaignId);
}

/**
 * The idempotency key of a post's `n`th earnings movement (0 first): a set-aside, a release or a settlement is keyed by
 * what it is for and the ledger state it moves from (campaign-money.ts), so a job replayed from the same state writes
 * nothing twice (its key is taken, and the same movement replays) while each new movement gets a new key. The kind and
 * the amounts are in the transaction's fingerprint: another movement in the same place is refused (409), never written
 * beside it.
 */
export function earningsMovementKey(postId: string, n: number): string {
  return `earnings:${postId}:${n}`;
}

/** The idempotency key of a campaign's `n`th return of unspent escrow to its business (0 first). */
export function escrowReturnKey(campaignId: string, n: number): string {
  return `escrow_return:${campaignId}:${n}`;
}

/**
 * SQL: the account id in `column` names an account of `kind` (whoever's it is). The pattern is written into the
 * statement, not passed as a parameter, so the statement is planned for it; it comes from the kind, never from input.
 */
export function isAccountOfKind(column: SQL, kind: LedgerAccountKind): SQL {
  if (kind === 'platform_fees') return sql`${column} = ${sql.raw(`'${idOf(kind)}'`)}`;
  const prefix = idOf(kind, '').replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like ${sql.raw(`'${prefix}%'`)}`;
}

/** The account's row, as ledger_transfer takes it. */
function accountRow(ref: AccountRef) {
  const base = { id: accountId(ref), kind: ref.kind as LedgerAccountKind };
  switch (ref.kind) {
    case 'campaign_escrow':
      return { ...base, campaign_id: ref.campaignId, user_id: ref.ownerId || null };
    case 'platform_fees':
      return base;
    case 'provider':
      return { ...base, provider: ref.provider, allow_negative: true };
    default:
      return { ...base, user_id: ref.userId };
  }
}

export interface Leg {
  account: AccountRef;
  /** Positive adds to the account, negative takes from it; never zero. */
  amountCents: number;
  /**
   * Money the provider took back without asking us (a dispute, a refund made at the provider): the account is not
   * checked for cover and a business wallet may go below zero. Only a 'dispute_debit' or a 'deposit_refund' may set
   * it; the database refuses it on any other kind (migration 0016).
   */
  mayOverdraw?: boolean;
}

export interface TransferInput {
  kind: LedgerTransactionKind;
  description: string;
  legs: readonly Leg[];
  /** The movement happens once per key: a second call with it changes nothing and returns the first one's id. */
  idempotencyKey?: string | null;
  userId?: string | null;
  campaignId?: string | null;
  postId?: string | null;
  creatorId?: string | null;
  payoutId?: string | null;
  checkoutId?: string | null;
  /** Only the demo seed backdates its history. */
  createdAt?: Date;
}

/** An account would go below zero: the caller's message says whose and why. */
export class InsufficientFundsError extends AppError {
  constructor(
    message: string,
    readonly accountId: string,
  ) {
    super(409, message, 'INSUFFICIENT_FUNDS');
  }
}

/** The same idempotency key came with a different movement (another amount, account or kind). */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(409, 'This idempotency key was already used for a different request.', 'IDEMPOTENCY_KEY_REUSED');
  }
}

/** ledger_transfer's SQLSTATE for a key already used for a different movement (migration 0016). */
const KEY_REUSED_SQLSTATE = 'MR409';

function isKeyReused(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === KEY_REUSED_SQLSTATE) return true;
  }
  return false;
}

/**
 * Writes one balanced movement in `tx` (a transaction, or the database: it is one statement). Locks the accounts it
 * takes from, in id order (so two movements never deadlock), and throws InsufficientFundsError with
 * `insufficientMessage` when one of them holds less than is taken (nothing written). Returns the transaction's id,
 * and whether it had already been written under the same idempotency key; throws IdempotencyKeyReusedError (409) when
 * the key was written for a different movement (the database compares their fingerprints: kind, accounts, amounts).
 */
export async function transfer(
  tx: Tx | Db,
  input: TransferInput,
  insufficientMessage = 'The account holds less than this movement takes.',
): Promise<{ id: string; replayed: boolean }> {
  const legs = mergeLegs(input.legs);
  if (legs.length < 2) throw new Error(`A ledger transaction needs two accounts or more (${input.kind})`);
  const sum = legs.reduce((total, leg) => total + leg.amountCents, 0);
  if (sum !== 0) throw new Error(`A ledger transaction must sum to zero (${input.kind}: ${sum})`);

  // One database call (the ledger_transfer function of migration 0011): lock, check, write. Atomic on its own, so a
  // caller with nothing else to write may pass the database itself.
  const rows = await queryRows<{ id: string | null; replayed: boolean; short_account: string | null }>(
    tx,
    sql`select * from ledger_transfer(${input.kind}, ${input.description}, ${input.idempotencyKey ?? null},
      ${input.userId ?? null}::uuid, ${input.campaignId ?? null}::uuid, ${input.postId ?? null}::uuid,
      ${input.creatorId ?? null}::uuid, ${input.payoutId ?? null}::uuid, ${input.checkoutId ?? null}::uuid,
      ${input.createdAt?.toISOString() ?? null}::timestamptz,
      ${JSON.stringify(legs.map(legRow))}::jsonb)`,
  ).catch((err: unknown) => {
    const reused = isKeyReused(err);
    announce.ledgerTransfer({ kind: input.kind, outcome: reused ? 'key_reused' : 'error' });
    throw reused ? new IdempotencyKeyReusedError() : err;
  });
  const [result] = rows;
  if (result.short_account) {
    announce.ledgerTransfer({ kind: input.kind, outcome: 'insufficient_funds' });
    throw new InsufficientFundsError(insufficientMessage, result.short_account);
  }
  announce.ledgerTransfer({ kind: input.kind, outcome: result.replayed ? 'replayed' : 'written' });
  return { id: result.id ?? '', replayed: result.replayed };
}

/** A leg as ledger_transfer takes it. */
function legRow(leg: Leg) {
  return { ...accountRow(leg.account), amount: leg.amountCents, ...(leg.mayOverdraw ? { may_overdraw: true } : {}) };
}

/** One leg per account (amounts added), none of zero; every amount a safe integer. */
function mergeLegs(legs: readonly Leg[]): Array<Leg & { id: string }> {
  const byId = new Map<string, Leg & { id: string }>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountCents)) throw new Error(`Not a whole number of cents: ${leg.amountCents}`);
    const id = accountId(leg.account);
    const existing = byId.get(id);
    if (existing) {
      existing.amountCents += leg.amountCents;
      existing.mayOverdraw = existing.mayOverdraw || leg.mayOverdraw;
    } else byId.set(id, { ...leg, id });
  }
  return [...byId.values()].filter((leg) => leg.amountCents !== 0);
}

/** Balances of the given accounts (0 for one that does not exist yet). */
export async function balances(db: Db | Tx, refs: readonly AccountRef[]): Promise<number[]> {
  const ids = refs.map(accountId);
  const rows = ids.length
    ? await db
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCents })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r.balance]));
  return ids.map((id) => byId.get(id) ?? 0);
}

export async function balance(db: Db | Tx, ref: AccountRef): Promise<number> {
  const [value] = await balances(db, [ref]);
  return value;
}
