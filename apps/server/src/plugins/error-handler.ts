// One JSON error shape for every failure: { statusCode, error, message, code?, title?, reasons?, issues?, fields? }.
import { type ErrorCode, STATUS_TEXT } from '@microreach/domain/errors';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

export const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
};

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) reply.header('retry-after', String(err.extra.retryAfterSeconds));
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        error: STATUS_TEXT[err.statusCode] ?? 'Error',
        message: err.message,
        code: err.code,
        ...(err.extra.title ? { title: err.extra.title } : {}),
        ...(err.extra.reasons ? { reasons: err.extra.reasons } : {}),
        ...(err.extra.fields ? { fields: err.extra.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      // The messages are sentences for people (the domain's schemas and its zod error map word them so); the
      // fields they concern are in `issues`.
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: issues[0]?.message ?? 'The request is not valid.',
        code: 'VALIDATION_ERROR',
        issues,
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ statusCode: 500, error: STATUS_TEXT[500], message: GENERIC_ERROR, code: 'INTERNAL_ERROR' });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'unhandled error');
    return reply.status(status).send({
      statusCode: status,
      error: STATUS_TEXT[status] ?? 'Error',
      message: status === 500 ? GENERIC_ERROR : err.message,
      // Fastify's own codes (FST_ERR_...) are not part of the contract: one of ours by status.
      code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route ${request.method} ${request.url}`,
      code: 'NOT_FOUND',
    });
  });
});

/**
 * Errors the router raises before any route or hook runs (a malformed URL, a path parameter over Fastify's length
 * limit): the same JSON shape and codes as every other error (Fastify's `frameworkErrors` option).
 */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
    code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
  });
}
