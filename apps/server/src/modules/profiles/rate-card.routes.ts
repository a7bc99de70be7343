// The creator's rate card (issue 30): read and replaced whole by its creator. Others read it with the profile.
import { RateCardInputSchema, RateCardSchema } from '@microreach/domain/rate-card';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor } from '#server/plugins/auth.ts';
import { getOwnRateCard, saveRateCard } from './rate-card.service.ts';

export const creatorRateCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated, so a business is refused (403) whatever it sends.
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.get('/api/creator/profile/rate-card', { schema: { response: { 200: RateCardSchema } } }, (request) =>
    getOwnRateCard(app.db, actor(request)),
  );

  app.put(
    '/api/creator/profile/rate-card',
    { schema: { body: RateCardInputSchema, response: { 200: RateCardSchema } } },
    async (request) => {
      const user = actor(request);
      // Started before the change, awaited after it: answered once every server's cached GET /api/me has dropped the
      // old card, so the next read anywhere has the new one.
      const announced = app.sessionCache.announcement(user.id);
      const card = await saveRateCard(app.db, user, request.body);
      await announced;
      return card;
    },
  );
};
