// Content review (issue 12): the business reviews its campaigns' posts, records figures and resolves holds; the
// creator replaces a link that needs a fix; both read a post's audit.
import {
  ContentEventSchema,
  ManualMetricsInputSchema,
  ReplaceLinkInputSchema,
  RequestFixInputSchema,
  ResolveHoldInputSchema,
  ReviewPostSchema,
} from '@microreach/domain/content-review';
import { ApprovePostInputSchema } from '@microreach/domain/disclosure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import { actor } from '#server/plugins/auth.ts';
import { listPostEvents } from './content-events.service.ts';
import { resolveHold } from './holds.service.ts';
import { recordManualMetrics } from './manual-metrics.service.ts';
import { approvePost, listCampaignPosts, releasePayment, replacePostLink, requestFix } from './review.service.ts';

const IdParams = z.object({ id: z.uuid() });

export const businessContentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('SMB'));

  app.get(
    '/api/business/campaigns/:id/posts',
    { schema: { params: IdParams, response: { 200: z.array(ReviewPostSchema) } } },
    (request) => listCampaignPosts(app.db, actor(request), request.params.id),
  );

  app.post(
    '/api/business/posts/:id/approve',
    {
      schema: {
        params: IdParams,
        // Optional: callers from before issue 29 send none; `disclosureSeen` is needed only where the caption was not read.
        body: ApprovePostInputSchema.nullish(),
        response: { 200: ReviewPostSchema },
      },
    },
    (request) => approvePost(app.db, actor(request), request.params.id, app.notificationEmails, request.body ?? {}),
  );

  app.post(
    '/api/business/posts/:id/release-payment',
    { schema: { params: IdParams, response: { 200: ReviewPostSchema } } },
    (request) => releasePayment(app.db, actor(request), request.params.id),
  );

  app.post(
    '/api/business/posts/:id/request-fix',
    { schema: { params: IdParams, body: RequestFixInputSchema, response: { 200: ReviewPostSchema } } },
    (request) => requestFix(app.db, actor(request), request.params.id, request.body.note, app.notificationEmails),
  );

  app.post(
    '/api/business/posts/:id/metrics',
    { schema: { params: IdParams, body: ManualMetricsInputSchema, response: { 200: ReviewPostSchema } } },
    (request) => recordManualMetrics(app.db, actor(request), request.params.id, request.body, app.notificationEmails),
  );

  app.post(
    '/api/business/holds/:id/resolve',
    { schema: { params: IdParams, body: ResolveHoldInputSchema, response: { 200: ReviewPostSchema } } },
    (request) =>
      resolveHold(
        app.db,
        actor(request),
        request.params.id,
        request.body.resolution,
        request.body.note,
        app.notificationEmails,
      ),
  );
};

export const creatorContentReviewRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue | null }> = async (app, { jobs }) => {
  app.addHook('onRequest', app.requireRole('Influencer'));

  app.put(
    '/api/creator/posts/:id/link',
    {
      schema: {
        params: IdParams,
        body: ReplaceLinkInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await replacePostLink(app.db, actor(request), request.params.id, request.body.videoUrl, jobs, new Date(), {
        storage: app.storage,
        log: request.log,
      });
      return reply.code(204).send(null);
    },
  );
};

/** The audit of a post, for the business that owns its campaign or the creator who posted it. */
export const contentEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/posts/:id/events',
    { schema: { params: IdParams, response: { 200: z.array(ContentEventSchema) } } },
    (request) => listPostEvents(app.db, actor(request), request.params.id),
  );
};
