import { NotificationListSchema, NotificationSchema } from '@microreach/domain/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actor } from '#server/plugins/auth.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const NotificationParams = z.object({ id: z.uuid() });

/** The bell (issue 10): the signed-in user's own notifications, for both roles. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/notifications', { schema: { response: { 200: NotificationListSchema } } }, (request) =>
    listNotifications(app.db, actor(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: NotificationParams, response: { 200: NotificationSchema } } },
    (request) => markNotificationRead(app.db, actor(request), request.params.id),
  );

  app.post('/api/notifications/read-all', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await markAllNotificationsRead(app.db, actor(request));
    return reply.status(204).send(null);
  });
};
