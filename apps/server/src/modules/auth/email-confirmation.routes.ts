// Email confirmation: follow a mailed link (public: it may be opened in another browser) and Resend (signed in).
import { AccountLinkInputSchema, ConfirmationSentSchema, EmailConfirmedSchema } from '@microreach/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor } from '#server/plugins/auth.ts';
import { confirmEmail, resendConfirmation } from './email-confirmation.service.ts';
import type * as rateLimit from './rate-limit.ts';

export const emailConfirmationRoutes: FastifyPluginAsyncZod<{ resendPerAccount: rateLimit.Limit }> = async (
  app,
  { resendPerAccount },
) => {
  app.post(
    '/api/auth/confirm-email',
    { schema: { body: AccountLinkInputSchema, response: { 200: EmailConfirmedSchema } } },
    async (request) => confirmEmail(app.db, request.body.token),
  );

  app.post(
    '/api/auth/confirm-email/resend',
    { schema: { response: { 200: ConfirmationSentSchema } } },
    async (request) => {
      const { sentAt } = await resendConfirmation(
        { db: app.db, mail: app.mail, appUrl: app.emailAppUrl, resendPerAccount },
        actor(request).id,
      );
      return { sentAt: sentAt.toISOString() };
    },
  );
};
