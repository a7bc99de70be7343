// Payments & Funding (issue 13, B9): the business's wallet, Add Funds checkouts, campaign funding and the history.
// Every call that moves money requires an Idempotency-Key.
import {
  BusinessPaymentsSchema,
  BusinessWithdrawalInputSchema,
  BusinessWithdrawalSchema,
  CampaignFundingInputSchema,
  CampaignFundingSchema,
  CheckoutSchema,
  DepositInputSchema,
  MoneyTransactionPageSchema,
} from '@microreach/domain/business-payments';
import {
  LedgerEntryIdSchema,
  MonthlyStatementSchema,
  ReceiptSchema,
  StatementMonthSchema,
} from '@microreach/domain/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdempotently, IDEMPOTENCY_HEADER } from '#server/lib/idempotency.ts';
import { assertEmailConfirmed } from '#server/modules/auth/email-confirmation.service.ts';
import { RequiredKeyHeaders } from '#server/modules/ledger/idempotency-key.ts';
import type { MoneyDeps } from '#server/modules/ledger/money-deps.ts';
import { actor } from '#server/plugins/auth.ts';
import { getCheckout, startCheckout } from './business-checkouts.service.ts';
import { fundCampaign, getBusinessPayments, listBusinessTransactions } from './business-payments.service.ts';
import { BUSINESS_TRANSACTIONS_CSV_NAME, businessTransactionsCsv } from './business-payments-csv.service.ts';
import { getBusinessReceipt, getMonthlyStatement } from './business-receipts.service.ts';
import { dispatchWithdrawalRefunds, getBusinessWithdrawal, withdrawBalance } from './business-withdrawals.service.ts';

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const businessPaymentsRoutes: FastifyPluginAsyncZod<{ money: MoneyDeps }> = async (app, { money }) => {
  app.addHook('onRequest', app.requireRole('SMB'));

  app.get('/api/business/payments', { schema: { response: { 200: BusinessPaymentsSchema } } }, (request) =>
    getBusinessPayments(app.db, money.provider, actor(request)),
  );

  app.get(
    '/api/business/payments/transactions',
    { schema: { querystring: PageQuery, response: { 200: MoneyTransactionPageSchema } } },
    (request) => listBusinessTransactions(app.db, actor(request), request.query.page, request.query.pageSize),
  );

  app.get('/api/business/payments/transactions.csv', async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${BUSINESS_TRANSACTIONS_CSV_NAME}"`)
      .send(await businessTransactionsCsv(app.db, actor(request))),
  );

  // Receipts and monthly statements (issue 30): read-only, from the wallet's ledger entries.
  app.get(
    '/api/business/payments/receipts/:id',
    { schema: { params: z.object({ id: LedgerEntryIdSchema }), response: { 200: ReceiptSchema } } },
    (request) => getBusinessReceipt(app.db, actor(request), request.params.id),
  );

  app.get(
    '/api/business/payments/statements/:month',
    { schema: { params: z.object({ month: StatementMonthSchema }), response: { 200: MonthlyStatementSchema } } },
    (request) => getMonthlyStatement(app.db, actor(request), request.params.month),
  );

  app.post(
    '/api/business/payments/checkouts',
    {
      schema: { headers: RequiredKeyHeaders, body: DepositInputSchema, response: { 201: CheckoutSchema } },
      // Money in needs a confirmed address (issue 27).
      preHandler: (request) => assertEmailConfirmed(app.db, actor(request).id, 'addFunds'),
    },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) =>
        startCheckout(db, money.provider, actor(request), request.body.amountCents, app.appUrlOf(request)),
      ),
  );

  app.get(
    '/api/business/payments/checkouts/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: CheckoutSchema } } },
    (request) => getCheckout(app.db, money.provider, actor(request), request.params.id),
  );

  app.post(
    '/api/business/payments/campaigns/:id/funding',
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
        fundCampaign(
          db,
          actor(request),
          request.params.id,
          request.body.amountCents,
          request.headers[IDEMPOTENCY_HEADER] ?? null,
        ),
      ),
  );

  // Withdraw balance (issue 25): available wallet money back to the payments it came from, as refunds.
  app.post(
    '/api/business/payments/withdrawals',
    {
      schema: {
        headers: RequiredKeyHeaders,
        body: BusinessWithdrawalInputSchema,
        response: { 201: BusinessWithdrawalSchema },
      },
      preHandler: (request) => assertEmailConfirmed(app.db, actor(request).id, 'withdraw'),
    },
    async (request, reply) => {
      const withdrawal = await createIdempotently(app.db, request, reply, 201, (db) =>
        withdrawBalance(db, money.provider, actor(request), request.body.amountCents),
      );
      if (reply.getHeader('idempotent-replayed') === 'true') return withdrawal;
      await dispatchWithdrawalRefunds(app.db, money, withdrawal).catch((err) =>
        request.log.warn({ err, withdrawalId: withdrawal.id }, 'refunds not sent yet; the sweep will send them'),
      );
      // As it stands now (a provider that answers at once has refunded already).
      return getBusinessWithdrawal(app.db, actor(request), withdrawal.id);
    },
  );
};
