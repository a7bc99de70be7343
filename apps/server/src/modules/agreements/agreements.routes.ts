import { AgreementSchema } from '@microreach/domain/campaign-terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actor } from '#server/plugins/auth.ts';
import { getAgreement } from './agreements.service.ts';

const AgreementParams = z.object({ id: z.uuid() });

/**
 * An agreement's stable page (issue 29): the creator who agreed and the campaign's business, whichever role; anyone
 * else gets a 404 (signed out: 401, as every private route).
 */
export const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agreements/:id',
    { schema: { params: AgreementParams, response: { 200: AgreementSchema } } },
    (request) => getAgreement(app.db, actor(request), request.params.id),
  );
};
