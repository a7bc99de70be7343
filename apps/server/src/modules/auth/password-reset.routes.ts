// Forgot password: request a link, check a link, set the new password (all public: the person is signed out).
import {
  AccountLinkInputSchema,
  AccountLinkStatusSchema,
  PasswordResetCompleteInputSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestInputSchema,
} from '@microreach/domain/auth';
import { accountLinkMessages } from '@microreach/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHasher } from '#server/lib/password.ts';
import {
  completePasswordReset,
  isResetLinkValid,
  type PasswordResetLimits,
  requestPasswordReset,
} from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  limits: PasswordResetLimits;
  hasher: PasswordHasher;
}> = async (app, { limits, hasher }) => {
  const deps = () => ({ db: app.db, hasher, limits, mail: app.mail, appUrl: app.emailAppUrl });

  app.post(
    '/api/auth/password-reset/request',
    { schema: { body: PasswordResetRequestInputSchema, response: { 202: PasswordResetRequestedSchema } } },
    async (request, reply) => {
      await requestPasswordReset(deps(), request.body.email, request.ip);
      return reply.status(202).send({ message: accountLinkMessages.resetRequested });
    },
  );

  // A POST, so the secret stays out of URLs and access logs.
  app.post(
    '/api/auth/password-reset/check',
    { schema: { body: AccountLinkInputSchema, response: { 200: AccountLinkStatusSchema } } },
    async (request) => ({ valid: await isResetLinkValid(app.db, request.body.token) }),
  );

  app.post(
    '/api/auth/password-reset/complete',
    { schema: { body: PasswordResetCompleteInputSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await completePasswordReset(deps(), request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
