// One-click unsubscribe (issue 27, RFC 8058), without a sign-in: the token in the link is the authority. A mail
// provider POSTs the List-Unsubscribe URL with the body "List-Unsubscribe=One-Click" (form-encoded, no cookie, no
// Origin); a person who opens the link (GET) changes nothing by it: they are sent to the page that asks first.

import {
  UNSUBSCRIBE_TOKEN_MAX_LENGTH,
  UnsubscribeDetailsSchema,
  UnsubscribeQuerySchema,
} from '@microreach/domain/notification-preferences';
import { paths } from '@microreach/domain/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUnsubscribe, unsubscribe } from './email-preferences.service.ts';

/** The bodies mail providers send (RFC 8058 names both); their content is not needed, only the token. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4096;

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts form bodies.
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
    done(null, null),
  );

  app.get(
    '/api/email/unsubscribe',
    {
      schema: {
        querystring: z.object({ token: z.string().max(UNSUBSCRIBE_TOKEN_MAX_LENGTH) }),
      },
    },
    async (request, reply) =>
      reply.redirect(`${paths.unsubscribe}?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  app.get(
    '/api/email/unsubscribe/details',
    { schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribeDetailsSchema } } },
    (request) => readUnsubscribe(app.db, app.notificationEmails.unsubscribeKey, request.query.token),
  );

  app.post(
    '/api/email/unsubscribe',
    { schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribeDetailsSchema } } },
    (request) => unsubscribe(app.db, app.notificationEmails.unsubscribeKey, request.query.token),
  );
};
