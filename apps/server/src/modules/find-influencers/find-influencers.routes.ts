import { InfluencerSearchQuerySchema, InfluencerSearchResultSchema } from '@microreach/domain/find-influencers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findInfluencers } from './find-influencers.service.ts';

/** B2 Find Influencers. Businesses only (any business sees the same creators). */
export const findInfluencersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query is validated, so a creator is refused (403) whatever it asks.
  app.addHook('onRequest', app.requireRole('SMB'));

  app.get(
    '/api/business/influencers',
    { schema: { querystring: InfluencerSearchQuerySchema, response: { 200: InfluencerSearchResultSchema } } },
    (request) => findInfluencers(app.db, request.query),
  );
};
