// /api/account: the password, the email address and the signed-in devices (issue 27 item 4), for both roles. Only
// following a change-of-email link works signed out (its token is the authentication).
import {
  AccountSessionListSchema,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ChangePasswordResultSchema,
  ConfirmEmailChangeInputSchema,
  EmailChangeConfirmedSchema,
  EmailChangeRequestedSchema,
  EmailSettingsSchema,
  SessionIdParamsSchema,
  SignedOutOthersSchema,
} from '@microreach/domain/account';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHasher } from '#server/lib/password.ts';
import { liveSessionByToken } from '#server/modules/auth/sessions.service.ts';
import { actor } from '#server/plugins/auth.ts';
import {
  type AccountSecurityDeps,
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  getEmailSettings,
  requestEmailChange,
} from './account-security.service.ts';
import { endOtherSession, listSessions, signOutOtherSessions } from './account-sessions.service.ts';

export const accountSecurityRoutes: FastifyPluginAsyncZod<{ hasher: PasswordHasher }> = async (app, { hasher }) => {
  const deps = (): AccountSecurityDeps => ({ db: app.db, mail: app.mail, appUrl: app.emailAppUrl, hasher });
  /** The request's own session (kept when the others end). */
  const currentSession = async (request: FastifyRequest) => {
    const token = app.sessionToken(request);
    return token ? liveSessionByToken(app.db, token) : undefined;
  };
  /**
   * Runs a change that ends sessions of `userId` and answers once its announcement has come back through the database
   * (as sign-out does): by then no app server's session cache still knows an ended session.
   */
  const endingSessions = async <T>(userId: string, change: () => Promise<T>, ended: (result: T) => number) => {
    const announced = app.sessionCache.announcement(userId);
    const result = await change();
    if (ended(result) > 0) await announced;
    return result;
  };

  app.post(
    '/api/account/password',
    { schema: { body: ChangePasswordInputSchema, response: { 200: ChangePasswordResultSchema } } },
    async (request) => {
      const user = actor(request);
      const current = await currentSession(request);
      return endingSessions(
        user.id,
        () => changePassword(deps(), user, request.body, current?.id),
        (r) => r.endedSessions,
      );
    },
  );

  app.get('/api/account/email', { schema: { response: { 200: EmailSettingsSchema } } }, async (request) =>
    getEmailSettings(app.db, actor(request).id),
  );

  app.post(
    '/api/account/email',
    { schema: { body: ChangeEmailInputSchema, response: { 202: EmailChangeRequestedSchema } } },
    async (request, reply) => reply.status(202).send(await requestEmailChange(deps(), actor(request), request.body)),
  );

  app.delete('/api/account/email/pending', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await cancelEmailChange(app.db, actor(request).id);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/account/email/confirm',
    { schema: { body: ConfirmEmailChangeInputSchema, response: { 200: EmailChangeConfirmedSchema } } },
    async (request) => {
      const current = await currentSession(request);
      const { email, signedIn, userId, role } = await confirmEmailChange(deps(), request.body.token, current);
      // This server forgets the account's ended sessions at once (the others when the database's announcement comes).
      app.sessionCache.forget(userId);
      return { email, signedIn, role };
    },
  );

  app.get('/api/account/sessions', { schema: { response: { 200: AccountSessionListSchema } } }, async (request) => {
    const user = actor(request);
    return listSessions(app.db, user.id, (await currentSession(request))?.id);
  });

  app.delete(
    '/api/account/sessions/:id',
    { schema: { params: SessionIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = actor(request);
      const current = await currentSession(request);
      await endingSessions(
        user.id,
        () => endOtherSession(app.db, user.id, request.params.id, current?.id),
        () => 1,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { schema: { response: { 200: SignedOutOthersSchema } } },
    async (request) => {
      const user = actor(request);
      const current = await currentSession(request);
      return endingSessions(
        user.id,
        () => signOutOtherSessions(app.db, user.id, current?.id),
        (r) => r.ended,
      );
    },
  );
};
