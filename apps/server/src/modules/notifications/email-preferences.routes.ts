import {
  NotificationPreferencesSchema,
  UpdateNotificationPreferencesInputSchema,
} from '@microreach/domain/notification-preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor } from '#server/plugins/auth.ts';
import { getNotificationPreferences, updateNotificationPreferences } from './email-preferences.service.ts';

/** The signed-in person's notification email switches (issue 27), for both roles. */
export const emailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notification-preferences',
    { schema: { response: { 200: NotificationPreferencesSchema } } },
    (request) => getNotificationPreferences(app.db, actor(request)),
  );

  app.put(
    '/api/notification-preferences',
    { schema: { body: UpdateNotificationPreferencesInputSchema, response: { 200: NotificationPreferencesSchema } } },
    (request) => updateNotificationPreferences(app.db, actor(request), request.body),
  );
};
