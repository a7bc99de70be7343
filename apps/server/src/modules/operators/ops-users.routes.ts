// Accounts for the console (issue 28 item 5): find a marketplace user, read one, suspend or reinstate them.
import {
  OperatorDecisionSchema,
  OpsUserSchema,
  OpsUserSearchQuerySchema,
  OpsUserSearchResponseSchema,
  SuspendInputSchema,
} from '@microreach/domain/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';
import { getOpsUser, searchUsers, setSuspension } from './suspensions.service.ts';

const IdParams = z.object({ id: z.uuid() });

export function opsUsersRoutes(app: FastifyInstance): Promise<void> {
  return registerOpsRoutes(app, (plain) => {
    const ops = plain.withTypeProvider<ZodTypeProvider>();
    ops.get(
      '/api/ops/users',
      { schema: { querystring: OpsUserSearchQuerySchema, response: { 200: OpsUserSearchResponseSchema } } },
      (request) => searchUsers(app.db, request.query.q),
    );
    ops.get('/api/ops/users/:id', { schema: { params: IdParams, response: { 200: OpsUserSchema } } }, (request) =>
      getOpsUser(app.db, request.params.id),
    );
    ops.post(
      '/api/ops/users/:id/suspend',
      { schema: { params: IdParams, body: SuspendInputSchema, response: { 200: OpsUserSchema } } },
      (request) =>
        setSuspension(
          app.db,
          operatorOf(request),
          request.params.id,
          true,
          request.body.reason,
          app.notificationEmails,
        ),
    );
    ops.post(
      '/api/ops/users/:id/reinstate',
      { schema: { params: IdParams, body: OperatorDecisionSchema, response: { 200: OpsUserSchema } } },
      (request) =>
        setSuspension(
          app.db,
          operatorOf(request),
          request.params.id,
          false,
          request.body.reason,
          app.notificationEmails,
        ),
    );
  });
}
