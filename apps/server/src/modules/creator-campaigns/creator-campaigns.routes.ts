import {
  ApplicationResultSchema,
  BrowsePageSchema,
  BrowseQuerySchema,
  ContentRowSchema,
  ContentUploadInputSchema,
  CreatorDashboardSchema,
  JoinCampaignInputSchema,
} from '@microreach/domain/creator-campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdempotently, IdempotencyHeadersSchema } from '#server/lib/idempotency.ts';
import { actor } from '#server/plugins/auth.ts';
import {
  browseCampaigns,
  getCreatorDashboard,
  joinCampaign,
  leaveCampaign,
  uploadContent,
} from './creator-campaigns.service.ts';

const CampaignParams = z.object({ id: z.uuid() });

/** Creator routes (C2 browse and dashboard, C4 join/leave, C5 upload). Creators only. */
export const creatorCampaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is even parsed, so the other role is refused (403) whatever it sends.
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.get(
    '/api/campaigns',
    { schema: { querystring: BrowseQuerySchema, response: { 200: BrowsePageSchema } } },
    (request) => browseCampaigns(app.db, actor(request), request.query),
  );

  app.post(
    '/api/campaigns/:id/applications',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        params: CampaignParams,
        body: JoinCampaignInputSchema,
        response: { 201: ApplicationResultSchema },
      },
    },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) =>
        joinCampaign(db, actor(request), request.params.id, request.body.message),
      ),
  );

  app.post(
    '/api/campaigns/:id/leave',
    { schema: { params: CampaignParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await leaveCampaign(app.db, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/campaigns/:id/content',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        params: CampaignParams,
        body: ContentUploadInputSchema,
        response: { 201: ContentRowSchema },
      },
    },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) =>
        uploadContent(db, actor(request), request.params.id, request.body),
      ),
  );

  app.get('/api/creator/dashboard', { schema: { response: { 200: CreatorDashboardSchema } } }, (request) =>
    getCreatorDashboard(app.db, actor(request)),
  );
};
