// The operators' yearly tax export (issue 29 item 5): a year's withdrawals per creator with their tax details, as CSV.
import { TaxYearQuerySchema } from '@microreach/domain/tax';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';
import { exportTaxPayouts, taxPayoutsCsvName } from './tax-payouts-export.service.ts';

export function opsTaxRoutes(app: FastifyInstance): Promise<void> {
  return registerOpsRoutes(app, (plain) => {
    const ops = plain.withTypeProvider<ZodTypeProvider>();
    ops.get('/api/ops/tax/payouts.csv', { schema: { querystring: TaxYearQuerySchema } }, async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${taxPayoutsCsvName(request.query.year)}"`)
        .send(await exportTaxPayouts(app.db, operatorOf(request), request.query.year)),
    );
  });
}
