// Money in and out of the platform (issue 13): the payment provider's webhooks, and the built-in test-mode provider's
// own pages (its checkout card form and payout-account bank form; no real money moves).
import { CheckoutSchema, TestDisputeInputSchema } from '@microreach/domain/business-payments';
import { PayoutAccountSchema } from '@microreach/domain/creator-earnings';
import { PAYMENT_PROVIDERS, TestBankInputSchema, TestCardInputSchema } from '@microreach/domain/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '#server/lib/errors.ts';
import { applyProviderEvent } from '#server/modules/business-payments/business-checkouts.service.ts';
import { actor } from '#server/plugins/auth.ts';
import type { MoneyDeps } from './money-deps.ts';
import type { PaymentProvider } from './providers/types.ts';
import { completeTestPayoutSetup, payTestCheckout, setTestDispute } from './test-mode.service.ts';

export const testModeRoutes: FastifyPluginAsyncZod<{ money: MoneyDeps }> = async (app, { money }) => {
  // The test-mode provider's checkout page pays through here (its own card form; no real money moves).
  app.post(
    '/api/ledger/test-mode/checkouts/:id/pay',
    {
      onRequest: app.requireRole('SMB'),
      schema: { params: z.object({ id: z.uuid() }), body: TestCardInputSchema, response: { 200: CheckoutSchema } },
    },
    (request) => payTestCheckout(app.db, money.provider, actor(request), request.params.id, request.body.cardNumber),
  );

  // A test payment made with the disputed card (4000 0000 0000 0259): the tester opens its dispute and closes it (won or
  // lost) as the card's bank would.
  app.post(
    '/api/ledger/test-mode/checkouts/:id/dispute',
    {
      onRequest: app.requireRole('SMB'),
      schema: {
        params: z.object({ id: z.uuid() }),
        body: TestDisputeInputSchema,
        response: { 200: CheckoutSchema },
      },
    },
    (request) => setTestDispute(app.db, money.provider, actor(request), request.params.id, request.body),
  );

  // The test-mode provider's payout-account page (a test bank account; no real money moves).
  app.post(
    '/api/ledger/test-mode/payout-account',
    {
      onRequest: app.requireRole('Influencer'),
      schema: { body: TestBankInputSchema, response: { 200: PayoutAccountSchema } },
    },
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
  app.post(
    '/api/ledger/webhooks/:provider',
    {
      schema: {
        params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
        // The handler reads the raw bytes (documented as such by plugins/openapi.ts), so there is no body schema.
        consumes: ['application/json'],
        response: { 200: z.object({ received: z.literal(true), applied: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { provider: name } = request.params;
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
        await applyProviderEvent(app.db, provider, event, money.emails ?? null);
      } catch (err) {
        if (err instanceof AppError && err.statusCode < 500) {
          // An event about something we do not have (another environment's checkout): acknowledged, nothing changes.
          request.log.warn({ err, event: event.type }, 'webhook event not applied');
          return reply.code(200).send({ received: true, applied: false });
        }
        throw err;
      }
      return reply.code(200).send({ received: true, applied: true });
    },
  );
};
