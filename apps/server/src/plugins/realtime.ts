// `app.realtime`: this server's chat sockets, fed by the database's NOTIFY channel (lib/realtime/hub.ts), each tied to
// the session it was opened with (modules/auth/sessions.service.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RealtimeHub } from '../lib/realtime/hub.ts';
import { socketSessions } from '../modules/auth/sessions.service.ts';
import { messageById } from '../modules/chat/chat.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const hub = new RealtimeHub(app.database, app.log, messageById, socketSessions, (userId) =>
    app.sessionCache.forget(userId),
  );
  await hub.start();
  app.decorate('realtime', hub);
  app.addHook('onClose', () => hub.close());
});
