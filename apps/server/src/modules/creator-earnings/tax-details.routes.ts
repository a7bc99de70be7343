// Wallet & Earnings' Tax details (issue 29 item 5): the creator's tax status this year, and their W-9 or W-8BEN data.
// The tax id is sealed with the platform tokens' key (`tokenKey`) and never leaves the server.

import type { KeyObject } from 'node:crypto';
import { TaxDetailsInputSchema, TaxStatusSchema } from '@microreach/domain/tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor } from '#server/plugins/auth.ts';
import { getTaxStatus, saveTaxDetails } from './tax-details.service.ts';

export const creatorTaxRoutes: FastifyPluginAsyncZod<{ tokenKey: KeyObject }> = async (app, { tokenKey }) => {
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.get('/api/creator/earnings/tax', { schema: { response: { 200: TaxStatusSchema } } }, (request) =>
    getTaxStatus(app.db, actor(request)),
  );

  app.put(
    '/api/creator/earnings/tax',
    { schema: { body: TaxDetailsInputSchema, response: { 200: TaxStatusSchema } } },
    (request) => saveTaxDetails(app.db, tokenKey, actor(request), request.body),
  );
};
