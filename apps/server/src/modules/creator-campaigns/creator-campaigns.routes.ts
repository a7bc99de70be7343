import { AgreementInputSchema, AgreementRefSchema, CampaignTermsViewSchema } from '@microreach/domain/campaign-terms';
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
import { SharedReadCache } from '#server/lib/cache/shared-read-cache.ts';
import { createIdempotently, IdempotencyHeadersSchema } from '#server/lib/idempotency.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import { actor } from '#server/plugins/auth.ts';
import { agreementClientOf, agreeToCurrentTerms, getCampaignTerms } from '../agreements/agreements.service.ts';
import type { BrowseCatalogue } from './browse-catalogue.ts';
import {
  BROWSE_CHANGED_CHANNEL,
  type BrowseCaches,
  type BrowseRow,
  browseCampaigns,
  getCreatorDashboard,
  joinCampaign,
  leaveCampaign,
  type SharedBrowsePage,
  uploadContent,
} from './creator-campaigns.service.ts';

const CampaignParams = z.object({ id: z.uuid() });

/** Creator routes (C2 browse and dashboard, C4 join/leave, C5 upload, issue 29 terms and agreements). Creators only. */
export const creatorCampaignsRoutes: FastifyPluginAsyncZod<{
  browseCacheTtlMs: number;
  catalogue: BrowseCatalogue | null;
  jobs: JobQueue | null;
}> = async (app, { browseCacheTtlMs, catalogue, jobs }) => {
  const browseCaches: BrowseCaches = {};
  // The part of a browse page every creator shares, and the counts of searches (one for all the sorts and pages of a
  // search), each kept a few seconds and dropped on any announced change.
  if (browseCacheTtlMs > 0) {
    const options = { channel: BROWSE_CHANGED_CHANNEL, ttlMs: browseCacheTtlMs, maxEntries: 1_000 };
    const pages = new SharedReadCache<SharedBrowsePage>(options);
    const counts = new SharedReadCache<number>({ ...options, name: 'browse_counts' });
    const rows = new SharedReadCache<BrowseRow>({ ...options, name: 'browse_rows', maxEntries: 20_000 });
    await Promise.all([pages.start(app.database), counts.start(app.database), rows.start(app.database)]);
    app.addHook('onClose', () => Promise.all([pages.close(), counts.close(), rows.close()]));
    Object.assign(browseCaches, { pages, counts, rows });
  }
  // Which campaigns a search finds, from memory (issue 31, decision 034); it starts once the server is ready and loads
  // in the background (SQL answers until then).
  if (catalogue) {
    app.addHook('onReady', () => catalogue.start(app.database));
    app.addHook('onClose', () => catalogue.close());
    browseCaches.catalogue = catalogue;
  }
  // Before the body is even parsed, so the other role is refused (403) whatever it sends.
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.get(
    '/api/creator/campaigns',
    { schema: { querystring: BrowseQuerySchema, response: { 200: BrowsePageSchema } } },
    (request) => browseCampaigns(app.db, actor(request), request.query, browseCaches),
  );

  app.post(
    '/api/creator/campaigns/:id/applications',
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
        joinCampaign(
          db,
          actor(request),
          request.params.id,
          request.body,
          agreementClientOf(request),
          app.notificationEmails,
        ),
      ),
  );

  // Issue 29: the campaign's current terms, which a join, an application or an accept agrees to.
  app.get(
    '/api/creator/campaigns/:id/terms',
    { schema: { params: CampaignParams, response: { 200: CampaignTermsViewSchema } } },
    (request) => getCampaignTerms(app.db, actor(request), request.params.id),
  );

  // Issue 29: a creator taking part agrees to a later version of the terms.
  app.post(
    '/api/creator/campaigns/:id/agreements',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        params: CampaignParams,
        body: AgreementInputSchema,
        response: { 201: AgreementRefSchema },
      },
    },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) =>
        agreeToCurrentTerms(db, actor(request), request.params.id, request.body, agreementClientOf(request)),
      ),
  );

  app.post(
    '/api/creator/campaigns/:id/leave',
    { schema: { params: CampaignParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await leaveCampaign(app.db, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/creator/campaigns/:id/content',
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
        uploadContent(db, actor(request), request.params.id, request.body, jobs),
      ),
  );

  app.get('/api/creator/dashboard', { schema: { response: { 200: CreatorDashboardSchema } } }, (request) =>
    getCreatorDashboard(app.db, actor(request)),
  );
};
