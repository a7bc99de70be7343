// B2/C2 chat (issue 11): REST for sending and reading, one WebSocket per open tab for live delivery.

import {
  CHAT_SEND_BODY_LIMIT,
  ChatMessageSchema,
  ConversationListSchema,
  MarkReadInputSchema,
  PartnerViewSchema,
  SendMessageInputSchema,
  ThreadPageSchema,
  ThreadQuerySchema,
  UnreadTotalSchema,
} from '@microreach/domain/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import { isOwnOrigin } from '#server/lib/origin.ts';
import { actor } from '#server/plugins/auth.ts';
import {
  getThread,
  listConversations,
  markRead,
  partnerView,
  sendMessage,
  setBlocked,
  unreadTotal,
} from './chat.service.ts';

const IdParams = z.object({ id: z.uuid('Conversation not found.') });
const UserParams = z.object({ userId: z.uuid('User not found.') });

/** Needs `app.realtime` (plugins/realtime.ts): the socket route hands its sockets to it. */
export const chatRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  app.get('/api/chat/conversations', { schema: { response: { 200: ConversationListSchema } } }, (request) =>
    listConversations(app.db, actor(request)),
  );

  app.get('/api/chat/unread', { schema: { response: { 200: UnreadTotalSchema } } }, (request) =>
    unreadTotal(app.db, actor(request)),
  );

  app.get(
    '/api/chat/conversations/:id/messages',
    { schema: { params: IdParams, querystring: ThreadQuerySchema, response: { 200: ThreadPageSchema } } },
    (request) => getThread(app.db, actor(request), request.params.id, request.query),
  );

  app.post(
    '/api/chat/conversations/:id/read',
    { schema: { params: IdParams, body: MarkReadInputSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await markRead(app.db, actor(request), request.params.id, request.body.seq);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/chat/messages',
    {
      bodyLimit: CHAT_SEND_BODY_LIMIT,
      schema: { body: SendMessageInputSchema, response: { 200: ChatMessageSchema, 201: ChatMessageSchema } },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(app.db, actor(request), request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/api/chat/partners/:userId',
    { schema: { params: UserParams, response: { 200: PartnerViewSchema } } },
    (request) => partnerView(app.db, actor(request), request.params.userId),
  );

  app.put(
    '/api/chat/blocks/:userId',
    { schema: { params: UserParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await setBlocked(app.db, actor(request), request.params.userId, true);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/api/chat/blocks/:userId',
    { schema: { params: UserParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await setBlocked(app.db, actor(request), request.params.userId, false);
      return reply.code(204).send(null);
    },
  );

  // The socket: the session cookie signs it in (the auth hook ran on the upgrade request), and only the app's own
  // origin may open it (a page elsewhere would otherwise ride the visitor's cookie). Refused before the upgrade.
  const appHost = new URL(appUrl).host;
  app.get(
    '/api/chat/socket',
    {
      websocket: true,
      preValidation: async (request) => {
        if (!request.user) throw unauthorized();
        if (!isOwnOrigin(request, request.headers.origin, appHost)) {
          throw forbidden('Cross-origin request refused', 'BAD_ORIGIN');
        }
      },
    },
    (socket, request) => {
      // The socket only listens: sending goes through POST /api/chat/messages. Anything a client writes is ignored.
      // It lives as long as the session it was opened with (closed with CHAT_SOCKET_SESSION_ENDED when that ends).
      void app.realtime.add(actor(request).id, app.sessionToken(request), socket);
    },
  );
};
