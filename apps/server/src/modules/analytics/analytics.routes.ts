// Campaign analytics routes (issue 14): the page's data and its two CSV exports. The campaign's owner only; any other
// caller's campaign id answers as a missing one.
import { CampaignAnalyticsSchema } from '@microreach/domain/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv } from '#server/lib/csv.ts';
import { actor } from '#server/plugins/auth.ts';
import { getCampaignAnalytics } from './analytics.service.ts';

const Params = z.object({ id: z.uuid() });
const fileName = (name: string, what: string) =>
  `${
    name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'campaign'
  }-${what}.csv`;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SMB'));

  app.get(
    '/api/business/campaigns/:id/analytics',
    { schema: { params: Params, response: { 200: CampaignAnalyticsSchema } } },
    (request) => getCampaignAnalytics(app.db, actor(request), request.params.id),
  );

  app.get(
    '/api/business/campaigns/:id/analytics/participants.csv',
    { schema: { params: Params } },
    async (request, reply) => {
      const data = await getCampaignAnalytics(app.db, actor(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(data.campaign.name, 'participants')}"`)
        .send(
          toCsv(
            [
              'Creator',
              'Status',
              'Posts',
              'Views',
              'Likes',
              'Comments',
              'Shares',
              'Engagement rate (%)',
              'Earnings (USD)',
              'Posts on hold',
            ],
            data.participants.map((p) => [
              p.name,
              p.status,
              p.posts,
              p.views,
              p.likes,
              p.comments,
              p.shares,
              p.engagementRate,
              p.earningsCents / 100,
              p.heldPosts,
            ]),
          ),
        );
    },
  );

  app.get('/api/business/campaigns/:id/analytics/posts.csv', { schema: { params: Params } }, async (request, reply) => {
    const data = await getCampaignAnalytics(app.db, actor(request), request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(data.campaign.name, 'posts')}"`)
      .send(
        toCsv(
          [
            'Creator',
            'Platform',
            'Link',
            'Posted',
            'Stage',
            'Views',
            'Likes',
            'Comments',
            'Shares',
            'Engagement rate (%)',
            'Earnings (USD)',
            'Figures',
            'In totals',
          ],
          data.posts.map((p) => [
            p.creatorName,
            p.platform,
            p.videoUrl,
            p.postedAt,
            p.stage,
            p.views,
            p.likes,
            p.comments,
            p.shares,
            p.engagementRate,
            p.earningsCents / 100,
            p.held ? 'On hold' : p.unverified ? 'Unverified' : 'Verified',
            p.counted ? 'yes' : 'no',
          ]),
        ),
      );
  });
};
