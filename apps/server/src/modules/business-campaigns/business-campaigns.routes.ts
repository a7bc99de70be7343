import {
  ApplicantDecisionInputSchema,
  ApplicantSchema,
  BusinessDashboardSchema,
  CampaignInputSchema,
  CampaignSchema,
  CampaignStatusActionInputSchema,
} from '@microreach/domain/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdempotently, IdempotencyHeadersSchema } from '#server/lib/idempotency.ts';
import { actor } from '#server/plugins/auth.ts';
import {
  changeCampaignStatus,
  createCampaign,
  decideApplicant,
  deleteCampaign,
  getBusinessDashboard,
  getOwnCampaign,
  listApplicants,
  updateCampaign,
} from './business-campaigns.service.ts';

const CampaignParams = z.object({ id: z.uuid() });
const ApplicantParams = z.object({ id: z.uuid(), applicantId: z.uuid() });

/** The business's own campaigns (B2 dashboard, create, edit; B4 lifecycle; applicants). Businesses only. */
export const businessCampaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is even parsed, so the other role is refused (403) whatever it sends.
  app.addHook('onRequest', app.requireRole('SMB'));

  app.get('/api/business/dashboard', { schema: { response: { 200: BusinessDashboardSchema } } }, (request) =>
    getBusinessDashboard(app.db, actor(request)),
  );

  app.post(
    '/api/business/campaigns',
    { schema: { headers: IdempotencyHeadersSchema, body: CampaignInputSchema, response: { 201: CampaignSchema } } },
    (request, reply) =>
      createIdempotently(app.db, request, reply, 201, (db) => createCampaign(db, actor(request), request.body)),
  );

  app.get(
    '/api/business/campaigns/:id',
    { schema: { params: CampaignParams, response: { 200: CampaignSchema } } },
    (request) => getOwnCampaign(app.db, actor(request), request.params.id),
  );

  app.put(
    '/api/business/campaigns/:id',
    { schema: { params: CampaignParams, body: CampaignInputSchema, response: { 200: CampaignSchema } } },
    (request) => updateCampaign(app.db, actor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/business/campaigns/:id',
    { schema: { params: CampaignParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCampaign(app.db, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/business/campaigns/:id/status',
    { schema: { params: CampaignParams, body: CampaignStatusActionInputSchema, response: { 200: CampaignSchema } } },
    (request) => changeCampaignStatus(app.db, actor(request), request.params.id, request.body.action),
  );

  app.get(
    '/api/business/campaigns/:id/applicants',
    { schema: { params: CampaignParams, response: { 200: z.array(ApplicantSchema) } } },
    (request) => listApplicants(app.db, actor(request), request.params.id),
  );

  app.post(
    '/api/business/campaigns/:id/applicants/:applicantId/decision',
    { schema: { params: ApplicantParams, body: ApplicantDecisionInputSchema, response: { 200: ApplicantSchema } } },
    (request) =>
      decideApplicant(
        app.db,
        actor(request),
        request.params.id,
        request.params.applicantId,
        request.body.decision,
        app.notificationEmails,
      ),
  );
};
