// Disputes on posts, the operators' routes (issue 28 item 4): read one with its evidence, write in its thread, decide
// it. Open disputes reach the queue through openDisputeQueueItems (dispute-evidence.service.ts).
import { DisputeDecisionSchema, DisputeMessageInputSchema, OpsDisputeSchema } from '@microreach/domain/operators';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addOperatorMessage, decideDispute } from './dispute-decision.service.ts';
import { getOpsDispute } from './dispute-evidence.service.ts';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';

const IdParams = z.object({ id: z.uuid() });

export const opsDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerOpsRoutes(app, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();

    ops.get('/api/ops/disputes/:id', { schema: { params: IdParams, response: { 200: OpsDisputeSchema } } }, (request) =>
      getOpsDispute(app.db, request.params.id),
    );

    ops.post(
      '/api/ops/disputes/:id/messages',
      { schema: { params: IdParams, body: DisputeMessageInputSchema, response: { 200: OpsDisputeSchema } } },
      (request) =>
        addOperatorMessage(app.db, operatorOf(request), request.params.id, request.body.body, app.notificationEmails),
    );

    ops.post(
      '/api/ops/disputes/:id/decision',
      { schema: { params: IdParams, body: DisputeDecisionSchema, response: { 200: OpsDisputeSchema } } },
      (request) => decideDispute(app.db, operatorOf(request), request.params.id, request.body, app.notificationEmails),
    );
  });
};
