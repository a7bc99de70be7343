// Wallet & Earnings (issue 13, C2): the creator's earnings, withdrawals and payout account. A withdrawal requires an
// Idempotency-Key and is sent to the payment provider after it is recorded (payouts.service.ts).
import {
  CreatorEarningsSchema,
  PayoutAccountSchema,
  PayoutSchema,
  WithdrawalInputSchema,
} from '@microreach/domain/creator-earnings';
import { PayoutStatementSchema } from '@microreach/domain/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdempotently } from '#server/lib/idempotency.ts';
import { assertEmailConfirmed } from '#server/modules/auth/email-confirmation.service.ts';
import { RequiredKeyHeaders } from '#server/modules/ledger/idempotency-key.ts';
import type { MoneyDeps } from '#server/modules/ledger/money-deps.ts';
import { actor } from '#server/plugins/auth.ts';
import {
  getCreatorEarnings,
  refreshPayoutAccount,
  requestWithdrawal,
  startPayoutSetup,
} from './creator-earnings.service.ts';
import { CREATOR_EARNINGS_CSV_NAME, creatorEarningsCsv } from './creator-earnings-csv.service.ts';
import { getPayoutStatement } from './payout-statements.service.ts';
import { dispatchPayout } from './payouts.service.ts';

export const creatorEarningsRoutes: FastifyPluginAsyncZod<{ money: MoneyDeps }> = async (app, { money }) => {
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.get('/api/creator/earnings', { schema: { response: { 200: CreatorEarningsSchema } } }, (request) =>
    getCreatorEarnings(app.db, money.provider, actor(request)),
  );

  app.get('/api/creator/earnings/transactions.csv', async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CREATOR_EARNINGS_CSV_NAME}"`)
      .send(await creatorEarningsCsv(app.db, money.provider, actor(request))),
  );

  // A statement of one payout (issue 30): read-only, from its ledger movements.
  app.get(
    '/api/creator/earnings/payouts/:id/statement',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: PayoutStatementSchema } } },
    (request) => getPayoutStatement(app.db, actor(request), request.params.id),
  );

  app.post(
    '/api/creator/earnings/withdrawals',
    {
      schema: { headers: RequiredKeyHeaders, body: WithdrawalInputSchema, response: { 201: PayoutSchema } },
      // Money out needs a confirmed address (issue 27).
      preHandler: (request) => assertEmailConfirmed(app.db, actor(request).id, 'withdraw'),
    },
    async (request, reply) => {
      const payout = await createIdempotently(app.db, request, reply, 201, (db) =>
        requestWithdrawal(db, money.provider, actor(request), request.body.amountCents),
      );
      if (reply.getHeader('idempotent-replayed') !== 'true') {
        await dispatchPayout(app.db, money, payout.id).catch((err) =>
          request.log.warn({ err, payoutId: payout.id }, 'payout not sent yet; the sweeper will send it'),
        );
      }
      return payout;
    },
  );

  app.post(
    '/api/creator/earnings/payout-account',
    { schema: { response: { 200: z.object({ url: z.string() }) } } },
    (request) => startPayoutSetup(app.db, money.provider, actor(request), app.appUrlOf(request)),
  );

  app.post(
    '/api/creator/earnings/payout-account/refresh',
    { schema: { response: { 200: PayoutAccountSchema.nullable() } } },
    (request) => refreshPayoutAccount(app.db, money.provider, actor(request)),
  );
};
