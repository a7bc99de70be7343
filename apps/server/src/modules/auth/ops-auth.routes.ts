// The operators' own auth routes (issue 28): sign-in at /ops, its session, the TOTP second factor, and the one-time
// link that sets a new operator's password. Sign-out is the marketplace's POST /api/auth/sign-out.
import { AccountLinkInputSchema, PasswordResetCompleteInputSchema } from '@microreach/domain/auth';
import { OpsSessionSchema, OpsSignInInputSchema, SecondFactorCodeSchema } from '@microreach/domain/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHasher } from '#server/lib/password.ts';
import { operatorOf, requireLiveOperatorSession } from '#server/modules/operators/ops-guard.ts';
import { toHeaders } from '#server/plugins/auth.ts';
import type { AuthLimits } from './auth.service.ts';
import { checkOperatorSetupLink, setOperatorPassword } from './operator-accounts.service.ts';
import { startSecondFactorSetup, verifySecondFactor } from './operator-second-factor.service.ts';
import { liveOperatorSession, opsSessionOf, SIGNED_OUT_OPS_SESSION } from './operator-sessions.service.ts';
import { signInOperator } from './ops-sign-in.service.ts';

export const opsAuthRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits; hasher: PasswordHasher }> = async (
  app,
  { limits, hasher },
) => {
  const deps = () => ({ db: app.db, auth: app.auth, limits, hasher, mail: app.mail, appUrl: app.emailAppUrl });

  app.post(
    '/api/auth/ops/sign-in',
    { schema: { body: OpsSignInInputSchema, response: { 200: OpsSessionSchema } } },
    async (request, reply) => {
      const { session, setCookies } = await signInOperator(
        deps(),
        request.body,
        request.ip,
        toHeaders(request),
        app.operatorSecondFactor,
      );
      return reply.header('set-cookie', setCookies).send(session);
    },
  );

  // Anyone may ask: a marketplace user, a signed-out visitor and an idle operator session all read as signed out.
  app.get('/api/auth/ops/session', { schema: { response: { 200: OpsSessionSchema } } }, async (request) => {
    if (!request.operator) return SIGNED_OUT_OPS_SESSION;
    const session = await liveOperatorSession(app.db, app.sessionToken(request), request.operator.id);
    if (!session) return SIGNED_OUT_OPS_SESSION;
    return opsSessionOf(app.db, request.operator, session, app.operatorSecondFactor);
  });

  app.post(
    '/api/auth/ops/second-factor/setup',
    { schema: { response: { 200: z.object({ otpauthUri: z.string(), secret: z.string(), qrSvg: z.string() }) } } },
    async (request) => {
      await requireLiveOperatorSession(request);
      return startSecondFactorSetup(app.db, operatorOf(request));
    },
  );

  app.post(
    '/api/auth/ops/second-factor',
    { schema: { body: SecondFactorCodeSchema, response: { 200: OpsSessionSchema } } },
    async (request) => {
      const session = await requireLiveOperatorSession(request);
      const operator = operatorOf(request);
      await verifySecondFactor(app.db, operator, session.sessionId, request.body.code);
      return opsSessionOf(app.db, operator, { secondFactorAt: new Date() }, app.operatorSecondFactor);
    },
  );

  // A POST, so the secret stays out of URLs and access logs (as the password reset's check).
  app.post(
    '/api/auth/ops/set-password/check',
    { schema: { body: AccountLinkInputSchema, response: { 200: z.object({ email: z.string() }) } } },
    async (request) => checkOperatorSetupLink(app.db, request.body.token),
  );

  app.post(
    '/api/auth/ops/set-password',
    { schema: { body: PasswordResetCompleteInputSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await setOperatorPassword(app.db, hasher, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
