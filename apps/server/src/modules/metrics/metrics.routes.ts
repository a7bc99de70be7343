// Connected accounts and metrics refreshes (issue 12): a creator connects Instagram or TikTok through OAuth; the
// business asks for a post's figures now.
import { ConnectionSchema } from '@microreach/domain/content-review';
import { PLATFORMS } from '@microreach/domain/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import { actor } from '#server/plugins/auth.ts';
import {
  completeConnection,
  disconnect,
  listConnections,
  type MetricsDeps,
  requestRefresh,
  startConnection,
} from './metrics.service.ts';

const PlatformParams = z.object({ platform: z.enum(PLATFORMS) });

export const creatorConnectionsRoutes: FastifyPluginAsyncZod<{ metrics: MetricsDeps }> = async (app, { metrics }) => {
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.get('/api/creator/connections', { schema: { response: { 200: z.array(ConnectionSchema) } } }, (request) =>
    listConnections(app.db, metrics, actor(request)),
  );

  app.post(
    '/api/creator/connections/:platform',
    { schema: { params: PlatformParams, response: { 200: z.object({ url: z.string() }) } } },
    (request) => startConnection(app.db, metrics, actor(request), request.params.platform, app.appUrlOf(request)),
  );

  app.delete(
    '/api/creator/connections/:platform',
    { schema: { params: PlatformParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await disconnect(app.db, metrics, actor(request), request.params.platform);
      return reply.code(204).send(null);
    },
  );

  // The platform sends the creator's browser back here; the answer is a redirect to the profile settings.
  app.get(
    '/api/creator/connections/:platform/callback',
    {
      schema: {
        params: PlatformParams,
        querystring: z.object({
          state: z.string().max(200).optional(),
          code: z.string().max(2000).optional(),
          error: z.string().max(500).optional(),
          error_description: z.string().max(2000).optional(),
          // Instagram also sends these; they are not used.
          error_reason: z.string().max(500).optional(),
          scopes: z.string().max(2000).optional(),
        }),
        response: { 302: z.never().describe('A redirect to the profile settings, which say how the connection went.') },
      },
    },
    async (request, reply) => {
      const to = await completeConnection(
        app.db,
        metrics,
        actor(request),
        request.params.platform,
        request.query,
        app.appUrlOf(request),
      );
      return reply.redirect(to, 302);
    },
  );
};

export const businessRefreshRoutes: FastifyPluginAsyncZod<{ metrics: MetricsDeps; jobs: JobQueue | null }> = async (
  app,
  { metrics, jobs },
) => {
  app.addHook('onRequest', app.requireRole('SMB'));

  app.post(
    '/api/business/posts/:id/refresh',
    { schema: { params: z.object({ id: z.uuid() }), response: { 202: z.object({ queued: z.boolean() }) } } },
    async (request, reply) => {
      const { queued } = await requestRefresh(app.db, metrics, jobs, actor(request), request.params.id);
      return reply.code(202).send({ queued });
    },
  );
};
