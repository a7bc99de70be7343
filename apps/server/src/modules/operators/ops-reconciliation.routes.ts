// Reconciliation differences acknowledged by an operator (issue 28): the reason says what they found or did.
import { OperatorDecisionSchema, OpsDecisionResponseSchema } from '@microreach/domain/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';
import { acknowledgeDifference } from './reconciliation-decisions.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function opsReconciliationRoutes(app: FastifyInstance): Promise<void> {
  return registerOpsRoutes(app, (ops) => {
    ops
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/ops/reconciliation/:id/acknowledge',
        { schema: { params: IdParams, body: OperatorDecisionSchema, response: { 200: OpsDecisionResponseSchema } } },
        (request) => acknowledgeDifference(app.db, operatorOf(request), request.params.id, request.body.reason),
      );
  });
}
