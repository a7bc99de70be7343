// Money (issue 13): a double-entry ledger in integer cents, Add Funds checkouts, creators' payout accounts and
// withdrawals. What the database itself enforces (migration 0011's triggers): a transaction's entries sum to zero,
// entries and transactions are never changed or deleted, an account's balance moves only by its entries (each entry
// takes the account's next version and records the balance after it), and no account but a provider's goes below
// zero. See docs/decisions/018-money.md.
import { CHECKOUT_STATES, type CheckoutState } from '@microreach/domain/business-payments';
import { PAYOUT_STATES, type PayoutState } from '@microreach/domain/creator-earnings';
import {
  LEDGER_ACCOUNT_KINDS,
  LEDGER_TRANSACTION_KINDS,
  type LedgerAccountKind,
  type LedgerTransactionKind,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
} from '@microreach/domain/ledger';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { col, createdAt, money, oneOf } from './columns.ts';
import { campaigns, users } from './marketplace.ts';

/**
 * One account of the ledger. Its id says what it is ('business_wallet:<user id>', 'campaign_escrow:<campaign id>',
 * 'platform_fees', 'provider:test'), so a transfer names its accounts without looking them up.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text().primaryKey(),
    kind: text().$type<LedgerAccountKind>().notNull(),
    /** The business or creator it belongs to (null for the platform's and providers' accounts, or once deleted). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    provider: text().$type<PaymentProviderName>(),
    /** Only the outside world may go below zero. */
    allowNegative: boolean().notNull().default(false),
    /** Kept by the entries' trigger only: the sum of the account's entries, and how many there are. */
    balanceCents: money().notNull().default(0),
    version: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_kind_check', oneOf(col('kind'), LEDGER_ACCOUNT_KINDS)),
    check('ledger_accounts_balance_nonnegative', sql`${col('allow_negative')} or ${col('balance_cents')} >= 0`),
    check('ledger_accounts_negative_only_provider', sql`not ${col('allow_negative')} or ${col('kind')} = 'provider'`),
    index().on(t.userId),
    index().on(t.campaignId),
  ],
);

/** One movement of money: two or more entries that sum to zero. Never changed or deleted. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<LedgerTransactionKind>().notNull(),
    /**
     * Makes the movement happen once: a request's Idempotency-Key (with its user), a provider's event or checkout,
     * or the post and step it settles. Null only for movements the earnings sync derives under the campaign's lock.
     */
    idempotencyKey: text().unique(),
    description: text().notNull(),
    /** Who started it; null for the system (the earnings sync, a provider's event). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    /** The post whose earnings moved (campaign_analytics.id; kept after the post is deleted). */
    postId: uuid(),
    /** The creator a campaign's money moved for (kept after the post is deleted). */
    creatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    payoutId: uuid().references(() => payoutRequests.id, { onDelete: 'set null' }),
    checkoutId: uuid().references(() => paymentCheckouts.id, { onDelete: 'set null' }),
    /**
     * The database transaction that wrote it (txid_current()): entries may only be added by that same transaction,
     * so the check at its commit covers every entry (migration 0011).
     */
    xactId: bigint({ mode: 'number' }).notNull().default(sql`txid_current()`),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transactions_kind_check', oneOf(col('kind'), LEDGER_TRANSACTION_KINDS)),
    index().on(t.campaignId, t.postId),
    // A creator's earnings page reads its posts' movements by creator.
    index().on(t.creatorId, t.postId),
    index().on(t.payoutId),
  ],
);

/** One side of a transaction: positive adds to the account's balance, negative takes from it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text()
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: money().notNull(),
    /** Set by the trigger from the account row it updates: the balance after this entry and the account's version. */
    balanceAfterCents: money().notNull().default(0),
    accountVersion: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_nonzero', sql`${col('amount_cents')} <> 0`),
    // Each entry takes the account's next version: two entries can never both claim one balance.
    unique('ledger_entries_account_version_unique').on(t.accountId, t.accountVersion),
    index().on(t.transactionId),
  ],
);

/** An Add Funds checkout at a payment provider: open until the provider says it was paid or not. */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().$type<PaymentProviderName>().notNull(),
    businessId: uuid().references(() => users.id, { onDelete: 'set null' }),
    amountCents: money().notNull(),
    state: text().$type<CheckoutState>().notNull().default('open'),
    /** The provider's id for it (Stripe: the Checkout Session id). */
    providerRef: text(),
    url: text(),
    failureMessage: text(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_checkouts_provider_check', oneOf(col('provider'), PAYMENT_PROVIDERS)),
    check('payment_checkouts_state_check', oneOf(col('state'), CHECKOUT_STATES)),
    check('payment_checkouts_amount_positive', sql`${col('amount_cents')} > 0`),
    unique('payment_checkouts_provider_ref_unique').on(t.provider, t.providerRef),
    index().on(t.businessId, t.createdAt.desc()),
  ],
);

/** A creator's account at a payment provider, where withdrawals go. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<PaymentProviderName>().notNull(),
    externalId: text().notNull(),
    /** Payouts can be sent (onboarding finished). */
    active: boolean().notNull().default(false),
    /** A masked label, never a full number: 'Test Bank ••••6789'. */
    label: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('payout_accounts_provider_check', oneOf(col('provider'), PAYMENT_PROVIDERS)),
    unique('payout_accounts_user_provider_unique').on(t.userId, t.provider),
    unique('payout_accounts_provider_external_unique').on(t.provider, t.externalId),
  ],
);

/** A creator's withdrawal: requested, approved (sent to the provider), then paid or failed. */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: money().notNull(),
    status: text().$type<PayoutState>().notNull().default('requested'),
    notes: text(),
    provider: text().$type<PaymentProviderName>(),
    payoutAccountId: uuid().references(() => payoutAccounts.id, { onDelete: 'set null' }),
    /** The provider's id for the payout (Stripe: the Transfer id). */
    providerRef: text(),
    failureMessage: text(),
    requestedAt: createdAt(),
    approvedAt: timestamp({ withTimezone: true }),
    /** When it was paid or failed. */
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payout_requests_status_check', oneOf(col('status'), PAYOUT_STATES)),
    check('payout_requests_amount_positive', sql`${col('amount_cents')} > 0`),
    index().on(t.userId, t.requestedAt.desc()),
    index('payout_requests_open')
      .on(t.requestedAt)
      .where(sql`${col('status')} in ('requested', 'approved')`),
  ],
);

/** Provider events already handled (webhook ids): a replayed or duplicated event changes nothing. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text().$type<PaymentProviderName>().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [unique('provider_events_unique').on(t.provider, t.eventId)],
);
