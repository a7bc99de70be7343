// The operators' routes (issue 28): every /api/ops/* route answers anyone but a signed-in operator exactly as a missing
// route does (401 signed out, as the auth hook answers any unknown /api path; 404 with the not-found body otherwise).
// An operator's session must also be live (used within OPERATOR_IDLE_MINUTES) and, in production, past its second
// factor (decision 028).
import { operatorMessages } from '@microreach/domain/operators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema/index.ts';
import { AppError, unauthorized } from '#server/lib/errors.ts';
import { type LiveOperatorSession, liveOperatorSession } from '#server/modules/auth/operator-sessions.service.ts';

/** The operator of a request that passed `requireOperator`. */
export function operatorOf(request: FastifyRequest): UserRow {
  if (!request.operator) throw unauthorized();
  return request.operator;
}

/**
 * The request's operator session when it is live (an idle one is ended here): 401 with the idle message otherwise.
 * The operators' auth routes use it before the second factor is passed.
 */
export async function requireLiveOperatorSession(request: FastifyRequest): Promise<LiveOperatorSession> {
  const operator = operatorOf(request);
  const session = await liveOperatorSession(request.server.db, request.server.sessionToken(request), operator.id);
  if (!session) throw unauthorized(operatorMessages.sessionIdle);
  return session;
}

/**
 * An onRequest hook for the /api/ops scope: anyone who is not an operator gets the router's own 404 (the auth hook
 * has already answered 401 to a signed-out caller, as for an unknown path). An operator's idle session ends (401);
 * one that still owes its second factor gets 403 SECOND_FACTOR_REQUIRED.
 */
export async function requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.operator) {
    reply.callNotFound();
    return reply;
  }
  const session = await requireLiveOperatorSession(request);
  if (request.server.operatorSecondFactor && !session.secondFactorAt) {
    throw new AppError(403, operatorMessages.secondFactorRequired, 'SECOND_FACTOR_REQUIRED');
  }
}

/** Registers `routes` under the operators' guard. Every /api/ops route is registered through this. */
export function registerOpsRoutes(
  app: FastifyInstance,
  routes: (ops: FastifyInstance) => Promise<void> | void,
): Promise<void> {
  return app.register(async (ops) => {
    ops.addHook('onRequest', requireOperator);
    await routes(ops);
  }) as unknown as Promise<void>;
}
