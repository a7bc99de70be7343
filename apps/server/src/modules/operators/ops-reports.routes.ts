// Reports (issue 28 item 5): a marketplace user files one; an operator dismisses it or acts on it.
import {
  OperatorReasonSchema,
  OpsDecisionResponseSchema,
  operatorMessages,
  ReportCreatedSchema,
  ReportInputSchema,
} from '@microreach/domain/operators';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actor } from '#server/plugins/auth.ts';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';
import { createReport, decideReport } from './reports.service.ts';

const IdParams = z.object({ id: z.uuid() });
export const ReportDecisionSchema = z.object({ decision: z.enum(['dismiss', 'action']), reason: OperatorReasonSchema });

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    { schema: { body: ReportInputSchema, response: { 200: ReportCreatedSchema } } },
    async (request) => {
      const { id } = await createReport(app.db, actor(request), request.body);
      return { id, message: operatorMessages.reportSent };
    },
  );
};

export function opsReportsRoutes(app: FastifyInstance): Promise<void> {
  return registerOpsRoutes(app, (ops) => {
    ops
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/ops/reports/:id/decision',
        { schema: { params: IdParams, body: ReportDecisionSchema, response: { 200: OpsDecisionResponseSchema } } },
        (request) =>
          decideReport(
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
