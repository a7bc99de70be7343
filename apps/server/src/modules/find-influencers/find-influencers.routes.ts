import { InfluencerSearchQuerySchema, InfluencerSearchResultSchema } from '@microreach/domain/find-influencers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreatorCatalogue } from './creator-catalogue.ts';
import { findInfluencers } from './find-influencers.service.ts';

/** B2 Find Influencers. Businesses only (any business sees the same creators). */
export const findInfluencersRoutes: FastifyPluginAsyncZod<{ catalogue: CreatorCatalogue | null }> = async (
  app,
  { catalogue },
) => {
  // Which creators a search finds, from memory (issue 31, decision 035). It starts once the server is ready and loads in
  // the background (at a million creators, about 20 s of reading with a few seconds of CPU), so the server's start
  // never waits on it; until it has loaded, SQL answers.
  if (catalogue) {
    app.addHook('onReady', () => catalogue.start(app.database));
    app.addHook('onClose', () => catalogue.close());
  }
  // Before the query is validated, so a creator is refused (403) whatever it asks.
  app.addHook('onRequest', app.requireRole('SMB'));

  app.get(
    '/api/business/influencers',
    { schema: { querystring: InfluencerSearchQuerySchema, response: { 200: InfluencerSearchResultSchema } } },
    (request) => findInfluencers(app.db, request.query, { catalogue }),
  );
};
