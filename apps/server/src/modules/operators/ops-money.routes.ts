// The operators' money overview (issue 28 item 6): the platform's money at a glance, a search across people,
// campaigns, posts and payouts, and a person's full money history. Read only; operators only (ops-guard.ts).
import {
  OpsMoneyHistoryQuerySchema,
  OpsMoneyHistorySchema,
  OpsMoneyOverviewSchema,
  OpsMoneySearchQuerySchema,
  OpsMoneySearchSchema,
} from '@microreach/domain/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerOpsRoutes } from './ops-guard.ts';
import { getMoneyOverview, getPersonMoneyHistory, searchMoney } from './ops-money.service.ts';

export const opsMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerOpsRoutes(app, (ops) => {
    ops.get('/api/ops/money', { schema: { response: { 200: OpsMoneyOverviewSchema } } }, () =>
      getMoneyOverview(app.db),
    );
    ops.get(
      '/api/ops/money/search',
      { schema: { querystring: OpsMoneySearchQuerySchema, response: { 200: OpsMoneySearchSchema } } },
      (request) => searchMoney(app.db, (request.query as z.infer<typeof OpsMoneySearchQuerySchema>).q),
    );
    ops.get(
      '/api/ops/money/people/:id',
      {
        schema: {
          params: z.object({ id: z.uuid() }),
          querystring: OpsMoneyHistoryQuerySchema,
          response: { 200: OpsMoneyHistorySchema },
        },
      },
      (request) => {
        const { id } = request.params as { id: string };
        const { page } = request.query as z.infer<typeof OpsMoneyHistoryQuerySchema>;
        return getPersonMoneyHistory(app.db, id, page);
      },
    );
  });
};
