// Money (issue 13): a double-entry ledger in integer cents, Add Funds checkouts, creators' payout accounts and
// withdrawals. What the database itself enforces (migration 0011's triggers): a transaction's entries sum to zero,
// entries and transactions are never changed or deleted, an account's balance moves only by its entries (each entry
// takes the account's next version and records the balance after it), and no account but a provider's goes below
// zero. See docs/decisions/018-money.md.
import {
  CHECKOUT_STATES,
  type CheckoutState,
  DISPUTE_STATUSES,
  type DisputeStatus,
  REFUND_STATES,
  type RefundState,
} from '@microreach/domain/business-payments';
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
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    // A business wallet may go below zero only through a movement of WALLET_OVERDRAW_KINDS (a dispute or a refund the
    // provider made): the entries' trigger checks the kind (migration 0015).
    check(
      'ledger_accounts_balance_nonnegative',
      sql`${col('allow_negative')} or ${col('balance_cents')} >= 0 or ${col('kind')} = 'business_wallet'`,
    ),
    check('ledger_accounts_negative_only_provider', sql`not ${col('allow_negative')} or ${col('kind')} = 'provider'`),
    // Providers' accounts are a fixed list: one per provider we use, named by it (issue 25).
    check(
      'ledger_accounts_provider_fixed',
      sql`(${col('kind')} = 'provider') = (${col('provider')} is not null) and (${col('kind')} <> 'provider' or (${oneOf(col('provider'), PAYMENT_PROVIDERS)} and ${col('id')} = 'provider:' || ${col('provider')}))`,
    ),
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
     * or the post or campaign it moves earnings for and its place among them (campaign-money.ts: every earnings
     * movement has one, issue 25).
     */
    idempotencyKey: text().unique(),
    /**
     * What was asked under the key (sha256 of the kind and the legs): the same key with another request is refused
     * (issue 25), never taken for a replay.
     */
    requestFingerprint: text(),
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
    /** The provider's id of the payment it made (Stripe: the PaymentIntent): what refunds and disputes name. */
    paymentRef: text(),
    /** Of its amount: refunded so far, and taken back by a dispute still open or lost (issue 25). */
    refundedCents: money().notNull().default(0),
    disputedCents: money().notNull().default(0),
    url: text(),
    failureMessage: text(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_checkouts_provider_check', oneOf(col('provider'), PAYMENT_PROVIDERS)),
    check('payment_checkouts_state_check', oneOf(col('state'), CHECKOUT_STATES)),
    check('payment_checkouts_amount_positive', sql`${col('amount_cents')} > 0`),
    // Each within the amount. Together they may pass it while a refund still on its way is also disputed (the
    // provider disputes what it holds); the refund is then refused or fails, and comes back.
    check(
      'payment_checkouts_taken_back_within_amount',
      sql`${col('refunded_cents')} between 0 and ${col('amount_cents')} and ${col('disputed_cents')} between 0 and ${col('amount_cents')}`,
    ),
    index().on(t.provider, t.paymentRef),
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
    /** How many times it was handed to the provider, and when first: a payout is never sent blind after 24 hours. */
    attempts: integer().notNull().default(0),
    firstSentAt: timestamp({ withTimezone: true }),
    /** Why it is Delayed (shown to the creator) until a person settles it. */
    delayReason: text(),
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

/** A card dispute (chargeback) of a deposit (issue 25): its money leaves the wallet while open, and comes back if won. */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().$type<PaymentProviderName>().notNull(),
    /** The provider's id for it (Stripe: the Dispute id). */
    providerRef: text().notNull(),
    checkoutId: uuid()
      .notNull()
      .references(() => paymentCheckouts.id),
    amountCents: money().notNull(),
    status: text().$type<DisputeStatus>().notNull().default('open'),
    /** The provider's reason ('fraudulent', 'product_not_received', ...). */
    reason: text(),
    createdAt: createdAt(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_disputes_provider_check', oneOf(col('provider'), PAYMENT_PROVIDERS)),
    check('payment_disputes_status_check', oneOf(col('status'), DISPUTE_STATUSES)),
    check('payment_disputes_amount_positive', sql`${col('amount_cents')} > 0`),
    unique('payment_disputes_provider_ref_unique').on(t.provider, t.providerRef),
    index().on(t.checkoutId),
  ],
);

/**
 * A business's Withdraw balance (issue 25): available wallet money returned to the payments it came from, as one
 * refund per deposit, oldest first.
 */
export const businessWithdrawals = pgTable(
  'business_withdrawals',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid().references(() => users.id, { onDelete: 'set null' }),
    amountCents: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_withdrawals_amount_positive', sql`${col('amount_cents')} > 0`),
    index().on(t.businessId, t.createdAt.desc()),
  ],
);

/** A refund of one deposit: part of a business's withdrawal, or made at the provider (its dashboard). */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().$type<PaymentProviderName>().notNull(),
    checkoutId: uuid()
      .notNull()
      .references(() => paymentCheckouts.id),
    /** The withdrawal it is part of; null for a refund made at the provider. */
    withdrawalId: uuid().references(() => businessWithdrawals.id),
    amountCents: money().notNull(),
    state: text().$type<RefundState>().notNull().default('pending'),
    /** The provider's id for it (Stripe: the Refund id); null until the provider answered. */
    providerRef: text(),
    failureMessage: text(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('deposit_refunds_provider_check', oneOf(col('provider'), PAYMENT_PROVIDERS)),
    check('deposit_refunds_state_check', oneOf(col('state'), REFUND_STATES)),
    check('deposit_refunds_amount_positive', sql`${col('amount_cents')} > 0`),
    unique('deposit_refunds_provider_ref_unique').on(t.provider, t.providerRef),
    index().on(t.checkoutId),
    index().on(t.withdrawalId),
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
