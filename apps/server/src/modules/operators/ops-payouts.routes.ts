// Delayed payouts settled by an operator (issue 28): marked paid or failed back to the creator's wallet.
import { OpsDecisionResponseSchema, PayoutDecisionSchema } from '@microreach/domain/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';
import { decideDelayedPayout } from './payout-decisions.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function opsPayoutsRoutes(app: FastifyInstance): Promise<void> {
  return registerOpsRoutes(app, (ops) => {
    ops
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/ops/payouts/:id/decision',
        { schema: { params: IdParams, body: PayoutDecisionSchema, response: { 200: OpsDecisionResponseSchema } } },
        (request) =>
          decideDelayedPayout(app.db, operatorOf(request), request.params.id, request.body, app.notificationEmails),
      );
  });
}
