// Money routes (issue 13): the business's Payments & Funding, the creator's Wallet & Earnings, the test-mode
// provider's own pages, and provider webhooks. Every call that moves money requires an Idempotency-Key.
import {
  BusinessPaymentsSchema,
  CampaignFundingInputSchema,
  CampaignFundingSchema,
  CheckoutSchema,
  CreatorEarningsSchema,
  DepositInputSchema,
  MoneyTransactionPageSchema,
  PayoutAccountSchema,
  PayoutSchema,
  TestBankInputSchema,
  TestCardInputSchema,
  WithdrawalInputSchema,
} from '@microreach/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { AppError, badRequest } from '#server/lib/errors.ts';
import { createIdempotently, IDEMPOTENCY_HEADER, IdempotencyHeadersSchema } from '#server/lib/idempotency.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import { actor } from '#server/plugins/auth.ts';
import { toCsv } from './csv.ts';
import {
  applyProviderEvent,
  fundCampaign,
  getBusinessPayments,
  getCheckout,
  listBusinessTransactions,
  startCheckout,
} from './funding.service.ts';
import {
  getCreatorEarnings,
  processPayout,
  refreshPayoutAccount,
  requestWithdrawal,
  startPayoutSetup,
} from './payouts.service.ts';
import type { PaymentProvider } from './providers/types.ts';
import { completeTestPayoutSetup, payTestCheckout } from './test-mode.service.ts';

export const PAYOUT_JOB = 'payout';

export interface MoneyDeps {
  provider: PaymentProvider;
  appUrl: string;
  /** Sends payouts in the background; without one (tests), a withdrawal is sent before the answer. */
  jobs: JobQueue | null;
}

/** Money-moving calls: the key is required (decision 018). */
const RequiredKeyHeaders = IdempotencyHeadersSchema.extend({
  [IDEMPOTENCY_HEADER]: z
    .string('Money moves only with an Idempotency-Key header: a UUID of the attempt.')
    .regex(/^[\x21-\x7e]{8,255}$/, 'The Idempotency-Key header must be 8 to 255 visible ASCII characters.'),
});

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Runs `work` in a transaction of its own (inside createIdempotently's when there is a key). */
const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

/** Sends a payout now or through the queue; a failure to send leaves it for the sweeper. */
export async function dispatchPayout(db: Db, deps: MoneyDeps, payoutId: string): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(PAYOUT_JOB, { payoutId }, { singletonKey: payoutId });
    return;
  }
  await processPayout(db, deps.provider, payoutId);
}

export const businessMoneyRoutes: FastifyPluginAsyncZod<{ money: MoneyDeps }> = async (app, { money }) => {
  app.addHook('onRequest', app.requireRole('SMB'));

  app.get('/api/business/payments', { schema: { response: { 200: BusinessPaymentsSchema } } }, (request) =>
    getBusinessPayments(app.db, money.provider, actor(request)),
  );

  app.get(
    '/api/business/payments/transactions',
    { schema: { querystring: PageQuery, response: { 200: MoneyTransactionPageSchema } } },
    (request) => listBusinessTransactions(app.db, actor(request), request.query.page, request.query.pageSize),
  );

  app.get('/api/business/payments/transactions.csv', async (request, reply) => {
    const rows = [];
    for (let page = 1; ; page++) {
      const { items, total } = await listBusinessTransactions(app.db, actor(request), page, 100);
      rows.push(...items);
      if (rows.length >= total || items.length === 0) break;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="microreach-transactions.csv"')
      .send(
        toCsv(
          ['Date', 'Account', 'Description', 'Amount (USD)', 'Balance after (USD)'],
          rows.map((r) => [r.at, r.account, r.description, r.amountCents / 100, r.balanceAfterCents / 100]),
        ),
      );
  });

  app.post(
    '/api/business/payments/checkouts',
    { schema: { headers: RequiredKeyHeaders, body: DepositInputSchema, response: { 201: CheckoutSchema } } },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) =>
        startCheckout(db, money.provider, actor(request), request.body.amountCents, money.appUrl),
      ),
  );

  app.get(
    '/api/business/payments/checkouts/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: CheckoutSchema } } },
    (request) => getCheckout(app.db, money.provider, actor(request), request.params.id),
  );

  app.post(
    '/api/business/campaigns/:id/funding',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        headers: RequiredKeyHeaders,
        body: CampaignFundingInputSchema,
        response: { 201: CampaignFundingSchema },
      },
    },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) =>
        inTransaction(db, (tx) =>
          fundCampaign(
            tx,
            actor(request),
            request.params.id,
            request.body.amountCents,
            request.headers[IDEMPOTENCY_HEADER] ?? null,
          ),
        ),
      ),
  );

  // The test-mode provider's checkout page pays through here (its own card form; no real money moves).
  app.post(
    '/api/test-payments/checkouts/:id/pay',
    { schema: { params: z.object({ id: z.uuid() }), body: TestCardInputSchema, response: { 200: CheckoutSchema } } },
    (request) => payTestCheckout(app.db, money.provider, actor(request), request.params.id, request.body.cardNumber),
  );
};

export const creatorMoneyRoutes: FastifyPluginAsyncZod<{ money: MoneyDeps }> = async (app, { money }) => {
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.get('/api/creator/earnings', { schema: { response: { 200: CreatorEarningsSchema } } }, (request) =>
    getCreatorEarnings(app.db, money.provider, actor(request)),
  );

  app.get('/api/creator/earnings/transactions.csv', async (request, reply) => {
    const earnings = await getCreatorEarnings(app.db, money.provider, actor(request));
    const lines: Array<Array<string | number>> = [
      ...earnings.payments.map((p) => [
        p.at,
        'Earnings',
        `${p.campaignName}${p.companyName ? ` (${p.companyName})` : ''}`,
        { completed: 'Completed', pending: 'Pending', review: 'Under Review' }[p.status],
        p.grossCents / 100,
        p.feeCents / 100,
        p.netCents / 100,
      ]),
      ...earnings.payouts.map((p) => [
        p.requestedAt,
        'Withdrawal',
        p.failureMessage ?? 'Withdrawal',
        p.status,
        -p.amountCents / 100,
        0,
        -p.amountCents / 100,
      ]),
    ].sort((a, b) => String(b[0]).localeCompare(String(a[0])));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="microreach-earnings.csv"')
      .send(toCsv(['Date', 'Type', 'Description', 'Status', 'Amount (USD)', 'Fee (USD)', 'Net (USD)'], lines));
  });

  app.post(
    '/api/creator/withdrawals',
    { schema: { headers: RequiredKeyHeaders, body: WithdrawalInputSchema, response: { 201: PayoutSchema } } },
    async (request, reply) => {
      const payout = await createIdempotently(app.db, request, reply, 201, (db) =>
        inTransaction(db, (tx) => requestWithdrawal(tx, money.provider, actor(request), request.body.amountCents)),
      );
      if (reply.getHeader('idempotent-replayed') !== 'true') {
        await dispatchPayout(app.db, money, payout.id).catch((err) =>
          request.log.warn({ err, payoutId: payout.id }, 'payout not sent yet; the sweeper will send it'),
        );
      }
      return payout;
    },
  );

  app.post('/api/creator/payout-account', { schema: { response: { 200: z.object({ url: z.string() }) } } }, (request) =>
    startPayoutSetup(app.db, money.provider, actor(request), money.appUrl),
  );

  app.post(
    '/api/creator/payout-account/refresh',
    { schema: { response: { 200: PayoutAccountSchema.nullable() } } },
    (request) => refreshPayoutAccount(app.db, money.provider, actor(request)),
  );

  // The test-mode provider's payout-account page (a test bank account; no real money moves).
  app.post(
    '/api/test-payments/payout-account',
    { schema: { body: TestBankInputSchema, response: { 200: PayoutAccountSchema } } },
    (request) => completeTestPayoutSetup(app.db, money.provider, actor(request), request.body),
  );
};

/** Provider webhooks: no session; the provider's signature is the authentication. */
export const providerWebhookRoutes: FastifyPluginAsyncZod<{ money: MoneyDeps }> = async (app, { money }) => {
  // The signature covers the exact bytes: this route keeps the body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/api/payments/webhooks/:provider', async (request, reply) => {
    const { provider: name } = request.params as { provider: string };
    const { provider } = money;
    if (name !== provider.name || !provider.parseWebhook) {
      throw new AppError(404, 'No such webhook', 'NOT_FOUND');
    }
    if (!Buffer.isBuffer(request.body)) throw badRequest('The webhook body is missing.');
    const header = request.headers['stripe-signature'];
    let event: ReturnType<NonNullable<PaymentProvider['parseWebhook']>>;
    try {
      event = provider.parseWebhook(request.body, typeof header === 'string' ? header : undefined);
    } catch (err) {
      request.log.warn({ err }, 'webhook refused');
      throw new AppError(400, 'The webhook signature or body is not valid.', 'BAD_SIGNATURE');
    }
    try {
      await applyProviderEvent(app.db, provider, event);
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) {
        // An event about something we do not have (another environment's checkout): acknowledged, nothing changes.
        request.log.warn({ err, event: event.type }, 'webhook event not applied');
        return reply.code(200).send({ received: true, applied: false });
      }
      throw err;
    }
    return reply.code(200).send({ received: true, applied: true });
  });
};
