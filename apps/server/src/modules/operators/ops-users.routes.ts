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
  /**
   * Runs a suspension or reinstatement and answers once it has taken effect: this server forgets the person's cached
   * sessions at once, and the answer waits for the database's announcement to come back (so every server has been
   * sent it), as signing out does. Without it the person's next request could still meet the cached old row here.
   */
  async function announcedChange<T>(userId: string, change: () => Promise<T>): Promise<T> {
    const announced = app.sessionCache.announcement(userId);
    const result = await change();
    app.sessionCache.forget(userId);
    await announced;
    return result;
  }

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
        announcedChange(request.params.id, () =>
          setSuspension(
            app.db,
            operatorOf(request),
            request.params.id,
            true,
            request.body.reason,
            app.notificationEmails,
          ),
        ),
    );
    ops.post(
      '/api/ops/users/:id/reinstate',
      { schema: { params: IdParams, body: OperatorDecisionSchema, response: { 200: OpsUserSchema } } },
      (request) =>
        announcedChange(request.params.id, () =>
          setSuspension(
            app.db,
            operatorOf(request),
            request.params.id,
            false,
            request.body.reason,
            app.notificationEmails,
          ),
        ),
    );
  });
}
