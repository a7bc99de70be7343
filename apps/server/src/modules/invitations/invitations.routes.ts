import {
  CampaignInvitationSchema,
  CreatorInvitationSchema,
  InvitationDecisionInputSchema,
  InvitationSchema,
  InviteCreatorInputSchema,
} from '@microreach/domain/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdempotently, IdempotencyHeadersSchema } from '#server/lib/idempotency.ts';
import { actor } from '#server/plugins/auth.ts';
import { agreementClientOf } from '../agreements/agreements.service.ts';
import {
  inviteCreator,
  listCampaignInvitations,
  listCreatorInvitations,
  respondToInvitation,
} from './invitations.service.ts';

const IdParams = z.object({ id: z.uuid() });

/** Invitations (issue 10): a business invites to its campaigns and follows the answers; a creator answers. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each role check runs before the body is parsed, so the other role is refused (403) whatever it sends.
  const business = app.requireRole('SMB');
  const creator = app.requireRole('Influencer');

  app.post(
    '/api/business/campaigns/:id/invitations',
    {
      onRequest: business,
      schema: {
        headers: IdempotencyHeadersSchema,
        params: IdParams,
        body: InviteCreatorInputSchema,
        response: { 201: InvitationSchema },
      },
    },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) =>
        inviteCreator(db, actor(request), request.params.id, request.body.creatorId, app.notificationEmails),
      ),
  );

  app.get(
    '/api/business/campaigns/:id/invitations',
    { onRequest: business, schema: { params: IdParams, response: { 200: z.array(CampaignInvitationSchema) } } },
    (request) => listCampaignInvitations(app.db, actor(request), request.params.id),
  );

  app.get(
    '/api/creator/invitations',
    { onRequest: creator, schema: { response: { 200: z.array(CreatorInvitationSchema) } } },
    (request) => listCreatorInvitations(app.db, actor(request)),
  );

  app.post(
    '/api/creator/invitations/:id/decision',
    {
      onRequest: creator,
      schema: { params: IdParams, body: InvitationDecisionInputSchema, response: { 200: CreatorInvitationSchema } },
    },
    (request) =>
      respondToInvitation(app.db, actor(request), request.params.id, request.body, agreementClientOf(request)),
  );
};
