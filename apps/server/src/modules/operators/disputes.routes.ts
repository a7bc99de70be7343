// Disputes on posts, the parties' routes (issue 28 item 4): the creator of a post or the business of its campaign opens
// a dispute, reads it and writes in its thread; each side lists its own. Another person's post or dispute is a 404.
import {
  DisputeListSchema,
  DisputeMessageInputSchema,
  DisputeSchema,
  OpenDisputeInputSchema,
} from '@microreach/domain/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actor } from '#server/plugins/auth.ts';
import { addPartyMessage, getPartyDispute, listPartyDisputes, openDispute } from './disputes.service.ts';

const PostParams = z.object({ postId: z.uuid() });
const IdParams = z.object({ id: z.uuid() });

/** The same five routes for each side, under its prefix and role. */
function partyDisputeRoutes(prefix: 'creator' | 'business', role: 'Influencer' | 'SMB'): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireRole(role));

    app.post(
      `/api/${prefix}/posts/:postId/disputes`,
      { schema: { params: PostParams, body: OpenDisputeInputSchema, response: { 201: DisputeSchema } } },
      async (request, reply) => {
        const dispute = await openDispute(
          app.db,
          actor(request),
          request.params.postId,
          request.body,
          app.notificationEmails,
        );
        return reply.code(201).send(dispute);
      },
    );

    app.get(`/api/${prefix}/disputes`, { schema: { response: { 200: DisputeListSchema } } }, (request) =>
      listPartyDisputes(app.db, actor(request)),
    );

    app.get(
      `/api/${prefix}/disputes/:id`,
      { schema: { params: IdParams, response: { 200: DisputeSchema } } },
      (request) => getPartyDispute(app.db, actor(request), request.params.id),
    );

    app.post(
      `/api/${prefix}/disputes/:id/messages`,
      { schema: { params: IdParams, body: DisputeMessageInputSchema, response: { 200: DisputeSchema } } },
      (request) =>
        addPartyMessage(app.db, actor(request), request.params.id, request.body.body, app.notificationEmails),
    );
  };
}

export const creatorDisputesRoutes = partyDisputeRoutes('creator', 'Influencer');
export const businessDisputesRoutes = partyDisputeRoutes('business', 'SMB');
