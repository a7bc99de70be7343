// The operators' queue and their own audit (issue 28 items 2 and 7).
import { OperatorAuditPageSchema, OperatorAuditQuerySchema, QueueResponseSchema } from '@microreach/domain/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOperatorActions, operatorActionsCsv } from './operator-audit-query.service.ts';
import { registerOpsRoutes } from './ops-guard.ts';
import { getQueue } from './queue.service.ts';

export function opsQueueRoutes(app: FastifyInstance): Promise<void> {
  return registerOpsRoutes(app, (plain) => {
    const ops = plain.withTypeProvider<ZodTypeProvider>();
    ops.get('/api/ops/queue', { schema: { response: { 200: QueueResponseSchema } } }, () => getQueue(app.db));
    ops.get(
      '/api/ops/audit',
      { schema: { querystring: OperatorAuditQuerySchema, response: { 200: OperatorAuditPageSchema } } },
      (request) => listOperatorActions(app.db, request.query),
    );
    ops.get('/api/ops/audit.csv', { schema: { querystring: OperatorAuditQuerySchema } }, async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="operator-audit.csv"')
        .send(await operatorActionsCsv(app.db, request.query)),
    );
  });
}
