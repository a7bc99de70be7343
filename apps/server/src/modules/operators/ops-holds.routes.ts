// Holds with an appeal (issue 28 item 3): the creator's appeal, and the operator's decision on an appealed hold.
import {
  AppealInputSchema,
  HoldAppealResponseSchema,
  HoldDecisionSchema,
  OpsDecisionResponseSchema,
  operatorMessages,
} from '@microreach/domain/operators';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actor } from '#server/plugins/auth.ts';
import { appealHold, decideAppealedHold } from './hold-appeals.service.ts';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';

const IdParams = z.object({ id: z.uuid() });

/** The post's creator appeals a business's void within 72 hours. */
export const creatorHoldAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Influencer'));
  app.post(
    '/api/creator/holds/:id/appeal',
    { schema: { params: IdParams, body: AppealInputSchema, response: { 200: HoldAppealResponseSchema } } },
    async (request) => ({
      message: operatorMessages.appealSent,
      hold: await appealHold(app.db, actor(request), request.params.id, request.body.note, app.notificationEmails),
    }),
  );
};

export function opsHoldsRoutes(app: FastifyInstance): Promise<void> {
  return registerOpsRoutes(app, (ops) => {
    ops
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/ops/holds/:id/decision',
        { schema: { params: IdParams, body: HoldDecisionSchema, response: { 200: OpsDecisionResponseSchema } } },
        (request) =>
          decideAppealedHold(
            app.db,
            operatorOf(request),
            request.params.id,
            request.body.decision,
            request.body.reason,
            app.notificationEmails,
          ),
      );
  });
}
