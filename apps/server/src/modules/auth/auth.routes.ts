import { AuthResultSchema, CurrentUserSchema, SignInInputSchema, SignUpInputSchema } from '@microreach/domain/auth';
import { SuspensionSchema } from '@microreach/domain/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHasher } from '#server/lib/password.ts';
import { suspensionOf } from '#server/modules/operators/suspension-guard.ts';
import { toCurrentUser } from '#server/modules/profiles/profiles.mapper.ts';
import { toHeaders } from '#server/plugins/auth.ts';
import { type AuthLimits, signIn, signOut, signUp } from './auth.service.ts';
import { isEmailConfirmed } from './email-confirmation.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits; hasher: PasswordHasher }> = async (
  app,
  { limits, hasher },
) => {
  const deps = () => ({ db: app.db, auth: app.auth, limits, hasher, mail: app.mail, appUrl: app.emailAppUrl });

  app.post(
    '/api/auth/sign-up',
    { schema: { body: SignUpInputSchema, response: { 201: AuthResultSchema } } },
    async (request, reply) => {
      const { user, setCookies } = await signUp(deps(), request.body, request.ip, toHeaders(request));
      return reply.status(201).header('set-cookie', setCookies).send({ user });
    },
  );

  app.post(
    '/api/auth/sign-in',
    { schema: { body: SignInInputSchema, response: { 200: AuthResultSchema } } },
    async (request, reply) => {
      const { user, setCookies } = await signIn(deps(), request.body, request.ip, toHeaders(request));
      return reply.header('set-cookie', setCookies).send({ user });
    },
  );

  app.post('/api/auth/sign-out', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    // Answered once the end of the session has been announced back to this server (and so sent to every server):
    // no server's session cache then still knows it (modules/auth/session-cache.ts).
    const signedIn = request.user ?? request.operator;
    const announced = signedIn ? app.sessionCache.announcement(signedIn.id) : undefined;
    const setCookies = await signOut(deps(), toHeaders(request), app.sessionToken(request));
    await announced;
    return reply.status(204).header('set-cookie', setCookies).send(null);
  });

  app.get(
    '/api/auth/session',
    {
      schema: {
        response: { 200: z.object({ user: CurrentUserSchema.nullable(), suspension: SuspensionSchema.nullable() }) },
      },
    },
    async (request) => ({
      user: request.user ? toCurrentUser(request.user, await isEmailConfirmed(app.db, request.user.id)) : null,
      // Issue 28: a suspended person is told so, and why, on every page.
      suspension: request.user ? suspensionOf(request.user) : null,
    }),
  );
};
