// A local stand-in for the parts of Stripe's REST API the Stripe adapter calls, on one node:http server (127.0.0.1, a
// free port), for the adapter's tests and for development runs (apps/server/scripts/fake-services.ts): Checkout
// Sessions, Connect accounts and account links, Transfers, and Refunds of a paid session's PaymentIntent (with the
// Dispute and Charge objects their events carry), and the balance transactions all of these make (listed with their
// source expanded, for reconciliation). It reads form-encoded bodies with bracket keys as Stripe
// does, answers Stripe's JSON shapes and error bodies, checks the secret key, keeps idempotent answers, and lets a test
// script faults and finish onboardings.
//
// Idempotency as Stripe documents it: a POST's first answer is kept under its Idempotency-Key and replayed (with
// Idempotent-Replayed: true) for the same key and parameters, 500s included; other parameters or another endpoint with
// the key is a 400 idempotency_error. Answers that never started executing are not kept: a wrong key (401), a rate
// limit (429) or a parameter that fails validation. A key is forgotten 24 hours after its first use, as Stripe may
// forget it: the same request then runs again (advanceClock moves the fake's clock for that).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_microreach';

/** A form body as Stripe reads it: `a[b][0][c]=1` is { a: { b: [{ c: '1' }] } }. Every leaf is a string. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface FakeStripeCall {
  method: string;
  /** The path without the query string. */
  path: string;
  body: FormObject;
  idempotencyKey: string | null;
}

export type FakeStripeFault =
  /** HTTP 429, code rate_limit; not kept under the idempotency key. */
  | { kind: 'rate_limit' }
  /**
   * HTTP 500, type api_error; kept under the idempotency key as Stripe does, so a retry with it gets the 500 again.
   * `executed`: the request is carried out first (the transfer is made) and then fails: Stripe failing after acting.
   */
  | { kind: 'api_error'; executed?: boolean }
  /**
   * The request is carried out (and its answer kept under the idempotency key), then the answer is held back `ms`
   * (default 60 s, or until close): the worst case, where the money moved but the client never heard.
   */
  | { kind: 'hang'; ms?: number }
  /** The request is carried out (and kept) like 'hang', but its answer arrives cut off: JSON no client can read. */
  | { kind: 'malformed' }
  /** An invalid_request_error with this code (e.g. balance_insufficient), HTTP 400 unless given; kept like any answer. */
  | { kind: 'invalid_request'; code: string; message?: string; param?: string; status?: number };

export interface FakeAccountPatch {
  payoutsEnabled?: boolean;
  /** The transfers capability; follows payoutsEnabled ('active' or 'inactive') unless given. */
  transfers?: 'active' | 'inactive' | 'pending';
  /** Added as the account's default external account. */
  bankAccount?: { bankName: string | null; last4: string };
  card?: { brand: string; last4: string };
}

export interface StripeCheckoutSessionJson {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

export type StripeExternalAccountJson =
  | {
      id: string;
      object: 'bank_account';
      account: string;
      bank_name: string | null;
      country: 'US';
      currency: 'usd';
      default_for_currency: boolean;
      last4: string;
      routing_number: string;
      status: 'new';
    }
  | {
      id: string;
      object: 'card';
      account: string;
      brand: string;
      country: 'US';
      currency: 'usd';
      default_for_currency: boolean;
      exp_month: number;
      exp_year: number;
      last4: string;
    };

export interface StripeAccountJson {
  id: string;
  object: 'account';
  business_type: null;
  capabilities: { transfers?: 'active' | 'inactive' | 'pending' };
  charges_enabled: boolean;
  country: 'US';
  created: number;
  default_currency: 'usd';
  details_submitted: boolean;
  email: string | null;
  external_accounts: {
    object: 'list';
    data: StripeExternalAccountJson[];
    has_more: false;
    total_count: number;
    url: string;
  };
  metadata: Record<string, string>;
  payouts_enabled: boolean;
  type: 'express' | 'custom' | 'standard';
}

export interface StripeTransferJson {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Record<string, string>;
  reversals: { object: 'list'; data: []; has_more: false; total_count: 0; url: string };
  reversed: boolean;
  source_transaction: null;
  transfer_group: string | null;
}

export interface StripeRefundJson {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  failure_reason?: 'lost_or_stolen_card' | 'expired_or_canceled_card' | 'unknown';
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

/** A movement of the platform's balance: `amount` gross (positive in), `fee` Stripe's, `net` = amount - fee. */
export interface StripeBalanceTransactionJson {
  id: string;
  object: 'balance_transaction';
  amount: number;
  available_on: number;
  created: number;
  currency: string;
  description: string | null;
  exchange_rate: null;
  fee: number;
  fee_details: Array<{ amount: number; application: null; currency: string; description: string; type: 'stripe_fee' }>;
  net: number;
  reporting_category: string;
  /** The id of the object that made it; the object itself when listed with expand[]=data.source. */
  source: string | object;
  status: 'available' | 'pending';
  type: 'charge' | 'refund' | 'refund_failure' | 'transfer' | 'adjustment';
}

export interface StripeDisputeJson {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: StripeBalanceTransactionJson[];
  charge: string;
  created: number;
  currency: string;
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: string;
}

export interface StripeChargeJson {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  disputed: boolean;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

export interface FakeStripe {
  /** The API's base URL, for StripeProvider's apiBaseUrl. */
  url: string;
  secretKey: string;
  /** Every request so far, oldest first (refused and faulted ones too). */
  readonly calls: readonly FakeStripeCall[];
  /**
   * The next `times` requests to `path` (exact, e.g. '/v1/transfers' or '/v1/accounts/acct_1') meet `fault`; a method
   * before the path ('GET /v1/transfers') limits it to that method.
   */
  fail(path: string, fault: FakeStripeFault, times?: number): void;
  /** Finishes (or undoes) an account's onboarding as Stripe would after the creator's visit. */
  setAccount(id: string, patch: FakeAccountPatch): StripeAccountJson;
  account(id: string): StripeAccountJson;
  session(id: string): StripeCheckoutSessionJson;
  transfers(): StripeTransferJson[];
  /** Moves the fake's clock on: idempotency keys first used more than 24 hours before are forgotten. */
  advanceClock(ms: number): void;
  /** The checkout as its checkout.session.completed event carries it, after a card payment. */
  payCheckout(id: string): StripeCheckoutSessionJson;
  /** The checkout as its checkout.session.expired event carries it. */
  expireCheckout(id: string): StripeCheckoutSessionJson;
  /** Every refund so far, oldest first. */
  refunds(): StripeRefundJson[];
  /** A refund made in Stripe's Dashboard (no metadata of ours), as its refund.created event carries it. */
  refundInDashboard(paymentIntent: string, amount: number): StripeRefundJson;
  /** A refund that failed at the bank after it was accepted, as its refund.failed event carries it. */
  failRefund(id: string, reason?: StripeRefundJson['failure_reason']): StripeRefundJson;
  /**
   * The payment's dispute (one per payment, made on first use) with `status` and its amount (default the payment's),
   * as charge.dispute.* events carry it.
   */
  dispute(paymentIntent: string, status: string, amount?: number): StripeDisputeJson;
  /** The payment's charge, as charge.refunded carries it (API 2022-11-15 on: without its refunds). */
  charge(paymentIntent: string): StripeChargeJson;
  /** Every balance transaction so far, oldest first, sources as ids. */
  balanceTransactions(): StripeBalanceTransactionJson[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;
const DEFAULT_HANG_MS = 60_000;
const CHECKOUT_LIFETIME_S = 24 * 3600;
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600_000;
const ACCOUNT_LINK_LIFETIME_S = 300;
/** Stripe's US card pricing, 2.9% + 30¢, taken from each charge; and its dispute fee. */
const cardFee = (amount: number) => Math.round(amount * 0.029) + 30;
const DISPUTE_FEE = 1500;
/** Dispute statuses in which the money is taken from the balance (inquiries, warning_*, take none). */
const CHARGEBACK_STATUSES = new Set([
  'needs_response',
  'under_review',
  'won',
  'lost',
  'appeal_needs_response',
  'appeal_under_review',
]);

// ---------------------------------------------------------------------------------------------------------------
// Answers.

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Sent instead of the JSON of `body` (a cut-off answer). */
  raw?: string;
  /** Kept under the idempotency key: false for answers Stripe gives before executing (auth, 429, bad parameters). */
  keep: boolean;
}

const ok = (body: unknown): Answer => ({ status: 200, body, keep: true });

function stripeError(
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
  keep: boolean,
): Answer {
  const docUrl = error.code ? { doc_url: `https://docs.stripe.com/error-codes/${error.code.replace(/_/g, '-')}` } : {};
  return { status, body: { error: { ...error, ...docUrl } }, keep };
}

const invalid = (message: string, extra: { code?: string; param?: string } = {}, status = 400, keep = false) =>
  stripeError(status, { type: 'invalid_request_error', message, ...extra }, keep);

const missing = (param: string) => invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

const DEFAULT_FAULT_MESSAGES: Record<string, string> = {
  balance_insufficient:
    'You have insufficient available funds in your Stripe account. Try adding funds directly to your available ' +
    'balance by creating Charges using the 4000000000000077 test card.',
  insufficient_capabilities_for_transfer:
    'Your destination account needs to have at least one of the following capabilities enabled: transfers, ' +
    'crypto_transfers, legacy_payments',
  account_invalid: 'The provided account is invalid.',
};

function faultAnswer(fault: Exclude<FakeStripeFault, { kind: 'hang' } | { kind: 'malformed' }>): Answer {
  switch (fault.kind) {
    case 'rate_limit':
      return stripeError(
        429,
        {
          type: 'invalid_request_error',
          code: 'rate_limit',
          message:
            'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
        },
        false,
      );
    case 'api_error':
      return stripeError(
        500,
        { type: 'api_error', message: "Sorry, something went wrong. We've already been notified of the problem." },
        true,
      );
    case 'invalid_request':
      return invalid(
        fault.message ?? DEFAULT_FAULT_MESSAGES[fault.code] ?? `The request failed with code ${fault.code}.`,
        { code: fault.code, param: fault.param },
        fault.status ?? 400,
        true,
      );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Form bodies.

class FormError extends Error {}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Stripe's form encoding: bracket keys nest, numeric keys make arrays. */
export function parseStripeForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new FormError(`Invalid parameter name: ${key}`);
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (path.some((p) => UNSAFE_KEYS.has(p) || p === '')) throw new FormError(`Invalid parameter name: ${key}`);
    let node: FormObject = root;
    for (let i = 0; i < path.length - 1; i++) {
      const next = node[path[i]] ?? {};
      if (typeof next !== 'object' || Array.isArray(next)) throw new FormError(`Conflicting values for ${key}`);
      node[path[i]] = next;
      node = next;
    }
    const last = path[path.length - 1];
    if (last in node) throw new FormError(`Repeated parameter: ${key}`);
    node[last] = value;
  }
  return withArrays(root) as FormObject;
}

/** Objects keyed 0..n-1 become arrays. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, withArrays(value[k])] as const);
  const isList = keys.length > 0 && keys.every((k, i) => /^\d+$/.test(k) && Number(k) === i);
  if (isList) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

function field(form: FormObject, ...path: (string | number)[]): FormValue | undefined {
  let node: FormValue | undefined = form;
  for (const p of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(p)] : node[String(p)];
  }
  return node;
}

const paramName = (path: (string | number)[]) => path.map((p, i) => (i === 0 ? p : `[${p}]`)).join('');

/** A string parameter, or an Answer saying what is wrong with it. */
function text(form: FormObject, path: (string | number)[], required: true): string | Answer;
function text(form: FormObject, path: (string | number)[], required: false): string | undefined | Answer;
function text(form: FormObject, path: (string | number)[], required: boolean): string | undefined | Answer {
  const value = field(form, ...path);
  if (value === undefined) return required ? missing(paramName(path)) : undefined;
  if (typeof value !== 'string') return invalid(`Invalid string: ${paramName(path)}`, { param: paramName(path) });
  return value;
}

function integer(form: FormObject, path: (string | number)[], min: number): number | Answer {
  const value = field(form, ...path);
  if (value === undefined) return missing(paramName(path));
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    return invalid(`Invalid integer: ${String(value)}`, { code: 'parameter_invalid_integer', param: paramName(path) });
  }
  const n = Number(value);
  if (n < min) {
    return invalid(`This value must be greater than or equal to ${min}.`, {
      code: 'parameter_invalid_integer',
      param: paramName(path),
    });
  }
  return n;
}

/** metadata[key]=value, with Stripe's limits (50 keys, keys up to 40 characters, values up to 500). */
function metadata(form: FormObject): Record<string, string> | Answer {
  const value = form.metadata;
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return invalid('Invalid hash', { param: 'metadata' });
  const entries = Object.entries(value);
  if (entries.length > 50) return invalid('Metadata can have at most 50 keys.', { param: 'metadata' });
  const result: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (typeof v !== 'string' || k.length > 40 || v.length > 500) {
      return invalid(`Invalid metadata value for ${k}.`, { param: `metadata[${k}]` });
    }
    result[k] = v;
  }
  return result;
}

const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && 'status' in v && 'keep' in v;

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The API.

const idOf = (prefix: string, length = 24) =>
  `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;
const now = () => Math.floor(Date.now() / 1000);

interface Kept {
  path: string;
  fingerprint: string;
  answer: Answer;
  /** When the key was first used, on the fake's clock. */
  at: number;
}

class StripeFake {
  readonly calls: FakeStripeCall[] = [];
  private readonly faults: { path: string; fault: FakeStripeFault }[] = [];
  private readonly idempotent = new Map<string, Kept>();
  private readonly sessions = new Map<string, StripeCheckoutSessionJson>();
  private readonly accounts = new Map<string, StripeAccountJson>();
  private readonly transferList: StripeTransferJson[] = [];
  /** Paid sessions' PaymentIntents: their charge and amount. */
  private readonly payments = new Map<string, { charge: string; amount: number; currency: string }>();
  private readonly refundList: StripeRefundJson[] = [];
  private readonly disputes = new Map<string, StripeDisputeJson>();
  private readonly balanceList: StripeBalanceTransactionJson[] = [];
  /** How far advanceClock moved the fake's clock past the real one. */
  private clockMs = 0;

  constructor(readonly secretKey: string) {}

  fail(path: string, fault: FakeStripeFault, times = 1) {
    for (let i = 0; i < times; i++) this.faults.push({ path, fault });
  }

  takeFault(method: string, path: string): FakeStripeFault | null {
    const index = this.faults.findIndex((f) => f.path === path || f.path === `${method} ${path}`);
    return index === -1 ? null : this.faults.splice(index, 1)[0].fault;
  }

  account(id: string): StripeAccountJson {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`No fake Stripe account ${id}`);
    return structuredClone(account);
  }

  session(id: string): StripeCheckoutSessionJson {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No fake Stripe checkout session ${id}`);
    return structuredClone(session);
  }

  transfers(): StripeTransferJson[] {
    return structuredClone(this.transferList);
  }

  setAccount(id: string, patch: FakeAccountPatch): StripeAccountJson {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`No fake Stripe account ${id}`);
    if (patch.payoutsEnabled !== undefined) {
      account.payouts_enabled = patch.payoutsEnabled;
      account.details_submitted = account.details_submitted || patch.payoutsEnabled;
      if (account.capabilities.transfers !== undefined || patch.payoutsEnabled) {
        account.capabilities.transfers = patch.payoutsEnabled ? 'active' : 'inactive';
      }
    }
    if (patch.transfers !== undefined) account.capabilities.transfers = patch.transfers;
    const external = patch.bankAccount
      ? ({
          id: idOf('ba_'),
          object: 'bank_account',
          account: id,
          bank_name: patch.bankAccount.bankName,
          country: 'US',
          currency: 'usd',
          default_for_currency: true,
          last4: patch.bankAccount.last4,
          routing_number: '110000000',
          status: 'new',
        } as const)
      : patch.card
        ? ({
            id: idOf('card_'),
            object: 'card',
            account: id,
            brand: patch.card.brand,
            country: 'US',
            currency: 'usd',
            default_for_currency: true,
            exp_month: 12,
            exp_year: new Date().getUTCFullYear() + 3,
            last4: patch.card.last4,
          } as const)
        : null;
    if (external) {
      for (const e of account.external_accounts.data) e.default_for_currency = false;
      account.external_accounts.data.unshift(external);
      account.external_accounts.total_count = account.external_accounts.data.length;
    }
    return structuredClone(account);
  }

  payCheckout(id: string): StripeCheckoutSessionJson {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No fake Stripe checkout session ${id}`);
    const paymentIntent = session.payment_intent ?? idOf('pi_');
    Object.assign(session, { payment_status: 'paid', status: 'complete', url: null, payment_intent: paymentIntent });
    if (!this.payments.has(paymentIntent)) {
      const charge = idOf('ch_');
      this.payments.set(paymentIntent, { charge, amount: session.amount_total, currency: session.currency });
      this.book('charge', session.amount_total, session.currency, charge, 'charge', cardFee(session.amount_total));
    }
    return structuredClone(session);
  }

  expireCheckout(id: string): StripeCheckoutSessionJson {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No fake Stripe checkout session ${id}`);
    Object.assign(session, { status: 'expired', url: null });
    return structuredClone(session);
  }

  /** One request after auth and faults: a replay of a kept answer, or the endpoint's own. */
  answer(method: string, path: string, form: FormObject, rawBody: string, key: string | null): Answer {
    if (method === 'POST' && key !== null) {
      const kept = this.liveKey(key);
      const fingerprint = JSON.stringify([...new URLSearchParams(rawBody)].sort());
      if (kept) {
        if (kept.path !== path) {
          return stripeError(
            400,
            {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${kept.path}' vs '${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
            },
            false,
          );
        }
        if (kept.fingerprint !== fingerprint) {
          return stripeError(
            400,
            {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
            false,
          );
        }
        return { ...kept.answer, headers: { ...kept.answer.headers, 'idempotent-replayed': 'true' } };
      }
      return this.keep(key, { path, fingerprint }, this.route(method, path, form));
    }
    return this.route(method, path, form);
  }

  /** An answer that a fault decided, kept under the key when Stripe would keep it. */
  keepFault(key: string | null, path: string, rawBody: string, answer: Answer): Answer {
    if (key === null || this.liveKey(key)) return answer;
    const fingerprint = JSON.stringify([...new URLSearchParams(rawBody)].sort());
    return this.keep(key, { path, fingerprint }, answer);
  }

  /** The request is carried out (and kept), then answered with `failure`, which the key keeps instead. */
  executeThenFail(
    method: string,
    path: string,
    form: FormObject,
    rawBody: string,
    key: string | null,
    failure: Answer,
  ) {
    const isNew = method === 'POST' && key !== null && !this.liveKey(key);
    this.answer(method, path, form, rawBody, key);
    const kept = isNew && key !== null ? this.idempotent.get(key) : undefined;
    if (kept) kept.answer = failure;
    return failure;
  }

  advanceClock(ms: number) {
    this.clockMs += ms;
  }

  /** The key's first answer, unless it was first used more than 24 hours ago (then it is forgotten). */
  private liveKey(key: string): Kept | undefined {
    const kept = this.idempotent.get(key);
    if (kept && this.time() - kept.at > IDEMPOTENCY_KEY_LIFETIME_MS) {
      this.idempotent.delete(key);
      return undefined;
    }
    return kept;
  }

  private time(): number {
    return Date.now() + this.clockMs;
  }

  private keep(key: string, request: { path: string; fingerprint: string }, answer: Answer): Answer {
    if (answer.keep) this.idempotent.set(key, { ...request, answer, at: this.time() });
    return answer;
  }

  private route(method: string, path: string, form: FormObject): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    if (method === 'POST' && path === '/v1/accounts') return this.createAccount(form);
    if (method === 'POST' && path === '/v1/account_links') return this.createAccountLink(form);
    if (method === 'POST' && path === '/v1/transfers') return this.createTransfer(form);
    if (method === 'GET' && path === '/v1/transfers') return this.listTransfers(form);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    if (method === 'GET' && path === '/v1/refunds') return this.listRefunds(form);
    if (method === 'GET' && path === '/v1/balance_transactions') return this.listBalanceTransactions(form);
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountMatch) return this.retrieveAccount(decodeURIComponent(accountMatch[1]));
    return invalid(`Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs.`, {}, 404);
  }

  private createSession(form: FormObject): Answer {
    const mode = text(form, ['mode'], true);
    if (isAnswer(mode)) return mode;
    if (mode !== 'payment') return invalid('This fake supports mode=payment only.', { param: 'mode' });
    const successUrl = text(form, ['success_url'], true);
    if (isAnswer(successUrl)) return successUrl;
    const cancelUrl = text(form, ['cancel_url'], false);
    if (isAnswer(cancelUrl)) return cancelUrl;
    for (const [name, url] of [
      ['success_url', successUrl],
      ['cancel_url', cancelUrl],
    ] as const) {
      if (url !== undefined && !isAbsoluteUrl(url))
        return invalid('Not a valid URL', { code: 'url_invalid', param: name });
    }
    const lines = field(form, 'line_items');
    if (!Array.isArray(lines) || lines.length === 0) return missing('line_items');
    let currency: string | null = null;
    let total = 0;
    for (let i = 0; i < lines.length; i++) {
      const line = ['line_items', i];
      const price = field(form, ...line, 'price');
      if (price !== undefined)
        return invalid('This fake supports price_data only.', { param: paramName([...line, 'price']) });
      const lineCurrency = text(form, [...line, 'price_data', 'currency'], true);
      if (isAnswer(lineCurrency)) return lineCurrency;
      if (!/^[a-z]{3}$/.test(lineCurrency)) {
        return invalid(`Invalid currency: ${lineCurrency}.`, { param: paramName([...line, 'price_data', 'currency']) });
      }
      if (currency !== null && currency !== lineCurrency) {
        return invalid('All line items must share one currency.', { param: 'line_items' });
      }
      currency = lineCurrency;
      const unitAmount = integer(form, [...line, 'price_data', 'unit_amount'], 0);
      if (isAnswer(unitAmount)) return unitAmount;
      const name = text(form, [...line, 'price_data', 'product_data', 'name'], true);
      if (isAnswer(name)) return name;
      const quantity = integer(form, [...line, 'quantity'], 1);
      if (isAnswer(quantity)) return quantity;
      total += unitAmount * quantity;
    }
    const meta = metadata(form);
    if (isAnswer(meta)) return meta;
    const reference = text(form, ['client_reference_id'], false);
    if (isAnswer(reference)) return reference;
    if (reference !== undefined && reference.length > 200) {
      return invalid('client_reference_id can be at most 200 characters.', { param: 'client_reference_id' });
    }
    const email = text(form, ['customer_email'], false);
    if (isAnswer(email)) return email;
    const id = idOf('cs_test_a1', 56);
    const session: StripeCheckoutSessionJson = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl ?? null,
      client_reference_id: reference ?? null,
      created: now(),
      currency: currency ?? 'usd',
      customer_email: email ?? null,
      expires_at: now() + CHECKOUT_LIFETIME_S,
      livemode: false,
      metadata: meta,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    return ok(session);
  }

  private createAccount(form: FormObject): Answer {
    const type = text(form, ['type'], true);
    if (isAnswer(type)) return type;
    if (type !== 'express' && type !== 'custom' && type !== 'standard') {
      return invalid(`Invalid type: must be one of express, custom or standard`, { param: 'type' });
    }
    const email = text(form, ['email'], false);
    if (isAnswer(email)) return email;
    const meta = metadata(form);
    if (isAnswer(meta)) return meta;
    const transfersRequested = field(form, 'capabilities', 'transfers', 'requested');
    const id = idOf('acct_1', 15);
    const account: StripeAccountJson = {
      id,
      object: 'account',
      business_type: null,
      capabilities: transfersRequested === 'true' ? { transfers: 'inactive' } : {},
      charges_enabled: false,
      country: 'US',
      created: now(),
      default_currency: 'usd',
      details_submitted: false,
      email: email ?? null,
      external_accounts: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/accounts/${id}/external_accounts`,
      },
      metadata: meta,
      payouts_enabled: false,
      type,
    };
    this.accounts.set(id, account);
    return ok(account);
  }

  private createAccountLink(form: FormObject): Answer {
    const accountId = text(form, ['account'], true);
    if (isAnswer(accountId)) return accountId;
    const type = text(form, ['type'], true);
    if (isAnswer(type)) return type;
    if (type !== 'account_onboarding' && type !== 'account_update') {
      return invalid('Invalid type: must be one of account_onboarding or account_update', { param: 'type' });
    }
    for (const name of ['return_url', 'refresh_url']) {
      const url = text(form, [name], true);
      if (isAnswer(url)) return url;
      if (!isAbsoluteUrl(url)) return invalid('Not a valid URL', { code: 'url_invalid', param: name });
    }
    if (!this.accounts.has(accountId)) {
      return invalid(`No such account: '${accountId}'`, { code: 'resource_missing', param: 'account' }, 400, true);
    }
    return ok({
      object: 'account_link',
      created: now(),
      expires_at: now() + ACCOUNT_LINK_LIFETIME_S,
      url: `https://connect.stripe.com/setup/e/${accountId}/${idOf('', 12)}`,
    });
  }

  private retrieveAccount(id: string): Answer {
    const account = this.accounts.get(id);
    if (!account) return invalid(`No such account: '${id}'`, { code: 'resource_missing', param: 'account' }, 404, true);
    return ok(account);
  }

  private createTransfer(form: FormObject): Answer {
    const amount = integer(form, ['amount'], 1);
    if (isAnswer(amount)) return amount;
    const currency = text(form, ['currency'], true);
    if (isAnswer(currency)) return currency;
    const destination = text(form, ['destination'], true);
    if (isAnswer(destination)) return destination;
    const meta = metadata(form);
    if (isAnswer(meta)) return meta;
    const group = text(form, ['transfer_group'], false);
    if (isAnswer(group)) return group;
    const account = this.accounts.get(destination);
    if (!account) {
      return invalid(
        `No such destination: '${destination}'`,
        { code: 'resource_missing', param: 'destination' },
        400,
        true,
      );
    }
    if (account.capabilities.transfers !== 'active') {
      return invalid(
        DEFAULT_FAULT_MESSAGES.insufficient_capabilities_for_transfer,
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
        400,
        true,
      );
    }
    const id = idOf('tr_1');
    const transfer: StripeTransferJson = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: this.book('transfer', -amount, currency, id, 'transfer').id,
      created: now(),
      currency,
      description: null,
      destination,
      destination_payment: idOf('py_1'),
      livemode: false,
      metadata: meta,
      reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: null,
      transfer_group: group ?? null,
    };
    this.transferList.push(transfer);
    return ok(transfer);
  }

  private payment(paymentIntent: string) {
    const payment = this.payments.get(paymentIntent);
    if (!payment) throw new Error(`No fake Stripe payment ${paymentIntent}`);
    return payment;
  }

  /** What is left of a payment to refund: its amount less every refund that did not fail. */
  private unrefunded(paymentIntent: string): number {
    const refunded = this.refundList
      .filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
    return this.payment(paymentIntent).amount - refunded;
  }

  private makeRefund(paymentIntent: string, amount: number, metadata: Record<string, string>): StripeRefundJson {
    const payment = this.payment(paymentIntent);
    const id = idOf('re_');
    const refund: StripeRefundJson = {
      id,
      object: 'refund',
      amount,
      balance_transaction: this.book('refund', -amount, payment.currency, id, 'refund').id,
      charge: payment.charge,
      created: now(),
      currency: payment.currency,
      metadata,
      payment_intent: paymentIntent,
      reason: null,
      receipt_number: null,
      // Card refunds succeed at once in test mode; a bank's later refusal is failRefund.
      status: 'succeeded',
    };
    this.refundList.push(refund);
    return refund;
  }

  /** POST /v1/refunds: payment_intent, amount (default: what is left), metadata. */
  private createRefund(form: FormObject): Answer {
    const paymentIntent = text(form, ['payment_intent'], true);
    if (isAnswer(paymentIntent)) return paymentIntent;
    const meta = metadata(form);
    if (isAnswer(meta)) return meta;
    if (!this.payments.has(paymentIntent)) {
      return invalid(
        `No such payment_intent: '${paymentIntent}'`,
        { code: 'resource_missing', param: 'payment_intent' },
        400,
        true,
      );
    }
    const left = this.unrefunded(paymentIntent);
    const requested = field(form, 'amount') === undefined ? left : integer(form, ['amount'], 1);
    if (isAnswer(requested)) return requested;
    const { charge } = this.payment(paymentIntent);
    if (left <= 0) {
      return invalid(`Charge ${charge} has already been refunded.`, { code: 'charge_already_refunded' }, 400, true);
    }
    // Like Stripe: a payment charged back (a dispute that took its money, open or lost) is not refunded; an inquiry
    // (warning_*) takes nothing and leaves it refundable, and a won dispute gave the money back.
    const dispute = this.disputes.get(paymentIntent);
    if (dispute && CHARGEBACK_STATUSES.has(dispute.status) && dispute.status !== 'won') {
      return invalid(`Charge ${charge} has been charged back.`, { code: 'charge_disputed' }, 400, true);
    }
    if (requested > left) {
      const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      return invalid(
        `Refund amount (${usd(requested)}) is greater than unrefunded amount on charge (${usd(left)})`,
        { param: 'amount' },
        400,
        true,
      );
    }
    return ok(this.makeRefund(paymentIntent, requested, meta));
  }

  /** GET /v1/refunds: newest first, by payment_intent when given, `limit` (1-100, default 10). */
  private listRefunds(form: FormObject): Answer {
    const paymentIntent = text(form, ['payment_intent'], false);
    if (isAnswer(paymentIntent)) return paymentIntent;
    const limitText = text(form, ['limit'], false);
    if (isAnswer(limitText)) return limitText;
    const limit = limitText === undefined ? 10 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return invalid('This value must be between 1 and 100.', { code: 'parameter_invalid_integer', param: 'limit' });
    }
    const matching = this.refundList.filter((r) => paymentIntent === undefined || r.payment_intent === paymentIntent);
    const newestFirst = [...matching].reverse();
    return ok({
      object: 'list',
      url: '/v1/refunds',
      has_more: newestFirst.length > limit,
      data: newestFirst.slice(0, limit),
    });
  }

  refunds(): StripeRefundJson[] {
    return structuredClone(this.refundList);
  }

  refundInDashboard(paymentIntent: string, amount: number): StripeRefundJson {
    if (amount > this.unrefunded(paymentIntent)) throw new Error('The fake refunds no more than is left of a payment');
    return structuredClone(this.makeRefund(paymentIntent, amount, {}));
  }

  failRefund(id: string, reason: StripeRefundJson['failure_reason'] = 'expired_or_canceled_card'): StripeRefundJson {
    const refund = this.refundList.find((r) => r.id === id);
    if (!refund) throw new Error(`No fake Stripe refund ${id}`);
    // The bank sent the money back: it returns to the balance once.
    if (refund.status !== 'failed' && refund.status !== 'canceled') {
      this.book('refund_failure', refund.amount, refund.currency, refund.id, 'refund_failure');
    }
    Object.assign(refund, { status: 'failed', failure_reason: reason });
    return structuredClone(refund);
  }

  dispute(paymentIntent: string, status: string, amount?: number): StripeDisputeJson {
    const payment = this.payment(paymentIntent);
    let dispute = this.disputes.get(paymentIntent);
    if (!dispute) {
      dispute = {
        id: idOf('dp_'),
        object: 'dispute',
        amount: amount ?? payment.amount,
        balance_transactions: [],
        charge: payment.charge,
        created: now(),
        currency: payment.currency,
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: paymentIntent,
        reason: 'fraudulent',
        status,
      };
      this.disputes.set(paymentIntent, dispute);
    }
    Object.assign(dispute, { status, ...(amount === undefined ? {} : { amount }) });
    // A chargeback takes its amount (and the dispute fee) from the balance once; a won one gives the amount back once.
    const [debit, reinstatement] = [-1, 1].map((sign) =>
      dispute.balance_transactions.find((bt) => Math.sign(bt.amount) === sign),
    );
    if (!debit && CHARGEBACK_STATUSES.has(status)) {
      dispute.balance_transactions.push(
        this.book('adjustment', -dispute.amount, dispute.currency, dispute.id, 'dispute', DISPUTE_FEE),
      );
    }
    if (status === 'won' && !reinstatement) {
      const taken = dispute.balance_transactions.find((bt) => bt.amount < 0);
      if (taken) {
        dispute.balance_transactions.push(
          this.book('adjustment', -taken.amount, dispute.currency, dispute.id, 'dispute_reversal'),
        );
      }
    }
    return structuredClone(dispute);
  }

  /** A movement of the balance, recorded when the object that makes it is made or changes. */
  private book(
    type: StripeBalanceTransactionJson['type'],
    amount: number,
    currency: string,
    source: string,
    category: string,
    fee = 0,
  ): StripeBalanceTransactionJson {
    const created = now();
    const bt: StripeBalanceTransactionJson = {
      id: idOf('txn_'),
      object: 'balance_transaction',
      amount,
      available_on: created + 2 * 24 * 3600,
      created,
      currency,
      description: null,
      exchange_rate: null,
      fee,
      fee_details: fee
        ? [{ amount: fee, application: null, currency, description: 'Stripe processing fees', type: 'stripe_fee' }]
        : [],
      net: amount - fee,
      reporting_category: category,
      source,
      status: 'pending',
      type,
    };
    this.balanceList.push(bt);
    return structuredClone(bt);
  }

  balanceTransactions(): StripeBalanceTransactionJson[] {
    return structuredClone(this.balanceList);
  }

  /** A balance transaction's source, for expand[]=data.source. */
  private sourceObject(id: string): object {
    const payment = [...this.payments].find(([, p]) => p.charge === id);
    if (payment) return this.charge(payment[0]);
    const found =
      this.refundList.find((r) => r.id === id) ??
      this.transferList.find((t) => t.id === id) ??
      [...this.disputes.values()].find((d) => d.id === id);
    if (!found) throw new Error(`No fake Stripe object ${id}`);
    return structuredClone(found);
  }

  /**
   * GET /v1/balance_transactions: newest first; created (an integer, or gt/gte/lt/lte), type, source, `limit` (1-100,
   * default 10), starting_after (the last id of the previous page), expand[] of data.source only.
   */
  private listBalanceTransactions(form: FormObject): Answer {
    const limitText = text(form, ['limit'], false);
    if (isAnswer(limitText)) return limitText;
    const limit = limitText === undefined ? 10 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return invalid('This value must be between 1 and 100.', { code: 'parameter_invalid_integer', param: 'limit' });
    }
    const expand = form.expand === undefined ? [] : form.expand;
    if (!Array.isArray(expand) || expand.some((e) => e !== 'data.source')) {
      return invalid('This fake expands data.source only.', { param: 'expand' });
    }
    const created = form.created;
    const bounds: Record<string, (t: number, v: number) => boolean> = {
      gt: (t, v) => t > v,
      gte: (t, v) => t >= v,
      lt: (t, v) => t < v,
      lte: (t, v) => t <= v,
    };
    const tests: Array<(t: number) => boolean> = [];
    if (typeof created === 'string') tests.push((t) => t === Number(created));
    else if (created !== undefined && !Array.isArray(created)) {
      for (const [op, value] of Object.entries(created)) {
        const test = bounds[op];
        if (!test || typeof value !== 'string' || !/^\d+$/.test(value)) {
          return invalid(`Invalid created[${op}]`, { param: `created[${op}]` });
        }
        tests.push((t) => test(t, Number(value)));
      }
    } else if (created !== undefined) return invalid('Invalid created', { param: 'created' });
    const type = text(form, ['type'], false);
    if (isAnswer(type)) return type;
    const source = text(form, ['source'], false);
    if (isAnswer(source)) return source;
    let matching = this.balanceList
      .filter(
        (bt) =>
          tests.every((test) => test(bt.created)) &&
          (type === undefined || bt.type === type) &&
          (source === undefined || bt.source === source),
      )
      .reverse();
    const after = text(form, ['starting_after'], false);
    if (isAnswer(after)) return after;
    if (after !== undefined) {
      const index = matching.findIndex((bt) => bt.id === after);
      if (index === -1) {
        return invalid(`No such balance transaction: '${after}'`, {
          code: 'resource_missing',
          param: 'starting_after',
        });
      }
      matching = matching.slice(index + 1);
    }
    const page = matching.slice(0, limit).map((bt) => ({
      ...structuredClone(bt),
      source: expand.length > 0 ? this.sourceObject(bt.source as string) : bt.source,
    }));
    return ok({ object: 'list', url: '/v1/balance_transactions', has_more: matching.length > limit, data: page });
  }

  charge(paymentIntent: string): StripeChargeJson {
    const payment = this.payment(paymentIntent);
    const refunded = payment.amount - this.unrefunded(paymentIntent);
    return {
      id: payment.charge,
      object: 'charge',
      amount: payment.amount,
      amount_captured: payment.amount,
      amount_refunded: refunded,
      currency: payment.currency,
      disputed: this.disputes.has(paymentIntent),
      paid: true,
      payment_intent: paymentIntent,
      refunded: refunded === payment.amount,
      status: 'succeeded',
    };
  }

  /** GET /v1/transfers: newest first, by transfer_group and destination when given, `limit` (1-100, default 10). */
  private listTransfers(form: FormObject): Answer {
    const group = text(form, ['transfer_group'], false);
    if (isAnswer(group)) return group;
    const destination = text(form, ['destination'], false);
    if (isAnswer(destination)) return destination;
    const limitText = text(form, ['limit'], false);
    if (isAnswer(limitText)) return limitText;
    const limit = limitText === undefined ? 10 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return invalid('This value must be between 1 and 100.', { code: 'parameter_invalid_integer', param: 'limit' });
    }
    const matching = this.transferList
      .filter(
        (t) =>
          (group === undefined || t.transfer_group === group) &&
          (destination === undefined || t.destination === destination),
      )
      .reverse();
    return ok({
      object: 'list',
      url: '/v1/transfers',
      has_more: matching.length > limit,
      data: matching.slice(0, limit),
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server.

export async function startFakeStripe(options: { secretKey?: string; port?: number } = {}): Promise<FakeStripe> {
  const fake = new StripeFake(options.secretKey ?? FAKE_STRIPE_SECRET_KEY);
  const timers = new Set<NodeJS.Timeout>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function handle(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) return invalid('The request body is too large.', {}, 413);
      chunks.push(chunk as Buffer);
    }
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' && header !== '' ? header : null;
    const isForm = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
    let form: FormObject = {};
    let formError: string | null = null;
    try {
      // A GET's parameters are in its query string, encoded as a POST's body would be.
      form =
        method === 'POST' && isForm
          ? parseStripeForm(rawBody)
          : method === 'GET'
            ? parseStripeForm(url.search.slice(1))
            : {};
    } catch (err) {
      formError = err instanceof FormError ? err.message : 'Invalid request body';
    }
    fake.calls.push({ method, path: url.pathname, body: form, idempotencyKey: key });

    const auth = req.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/.exec(auth);
    if (!match) {
      return invalid(
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        {},
        401,
      );
    }
    if (match[1] !== fake.secretKey) {
      return invalid(`Invalid API Key provided: ${match[1].slice(0, 8)}${'*'.repeat(8)}${match[1].slice(-4)}`, {}, 401);
    }
    if (formError) return invalid(formError);
    if (method === 'POST' && rawBody !== '' && !isForm) {
      return invalid('Content-Type must be application/x-www-form-urlencoded.');
    }

    const fault = fake.takeFault(method, url.pathname);
    if (fault?.kind === 'rate_limit') return faultAnswer(fault);
    let answer: Answer;
    if (fault?.kind === 'api_error' && fault.executed) {
      answer = fake.executeThenFail(method, url.pathname, form, rawBody, key, faultAnswer(fault));
    } else if (fault && fault.kind !== 'hang' && fault.kind !== 'malformed') {
      answer = fake.keepFault(method === 'POST' ? key : null, url.pathname, rawBody, faultAnswer(fault));
    } else {
      answer = fake.answer(method, url.pathname, form, rawBody, key);
    }
    if (fault?.kind === 'hang') await sleep(fault.ms ?? DEFAULT_HANG_MS);
    if (fault?.kind === 'malformed') return { ...answer, raw: JSON.stringify(answer.body).slice(0, 20) };
    return answer;
  }

  const server = createServer((req, res) => {
    res.on('error', () => {});
    handle(req)
      .catch((err: unknown): Answer => stripeError(500, { type: 'api_error', message: String(err) }, false))
      .then((a) => {
        // The client may have given up (a timeout test) while the answer was held back.
        if (res.destroyed || res.writableEnded) return;
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'request-id': idOf('req_', 14),
          ...a.headers,
        };
        const version = req.headers['stripe-version'];
        if (typeof version === 'string') headers['stripe-version'] = version;
        const key = req.headers['idempotency-key'];
        if (typeof key === 'string') headers['idempotency-key'] = key;
        res.writeHead(a.status, headers);
        res.end(a.raw ?? JSON.stringify(a.body));
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A free port by default; a fixed one for a development run (apps/server/scripts/fake-services.ts).
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: fake.secretKey,
    calls: fake.calls,
    fail: (path, fault, times) => fake.fail(path, fault, times),
    setAccount: (id, patch) => fake.setAccount(id, patch),
    account: (id) => fake.account(id),
    session: (id) => fake.session(id),
    transfers: () => fake.transfers(),
    advanceClock: (ms) => fake.advanceClock(ms),
    payCheckout: (id) => fake.payCheckout(id),
    expireCheckout: (id) => fake.expireCheckout(id),
    refunds: () => fake.refunds(),
    refundInDashboard: (paymentIntent, amount) => fake.refundInDashboard(paymentIntent, amount),
    failRefund: (id, reason) => fake.failRefund(id, reason),
    dispute: (paymentIntent, status, amount) => fake.dispute(paymentIntent, status, amount),
    charge: (paymentIntent) => fake.charge(paymentIntent),
    balanceTransactions: () => fake.balanceTransactions(),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
