// Refuses text that PostgreSQL cannot store, for every route, before validation: a U+0000 (NUL) in any string or key
// of the body, query or path parameters. PostgreSQL's text types cannot hold it ("invalid byte sequence for encoding
// UTF8: 0x00"), so without this check it surfaced as a 500. New routes get the check for free.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000). Remove it and try again.';

const MAX_DEPTH = 64;

/**
 * Whether a parsed JSON value holds a NUL in any string or object key. Nothing deeper than MAX_DEPTH is looked at: no
 * schema nests that deep, so validation refuses such a body anyway.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(v, depth + 1)) return true;
  }
  return false;
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw badRequest(NUL_MESSAGE, 'INVALID_CHARACTERS');
    }
  });
});
