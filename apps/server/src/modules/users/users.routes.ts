import { ProfileSchema, PublicProfileSchema, UpdateProfileInputSchema } from '@microreach/domain/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actor } from '#server/plugins/auth.ts';
import { getOwnProfile, getPublicProfile, updateOwnProfile } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me', { schema: { response: { 200: ProfileSchema } } }, async (request) =>
    getOwnProfile(actor(request)),
  );

  app.patch('/api/me', { schema: { body: UpdateProfileInputSchema, response: { 200: ProfileSchema } } }, (request) =>
    updateOwnProfile(app.db, actor(request), request.body),
  );

  app.get(
    '/api/users/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: PublicProfileSchema } } },
    (request) => getPublicProfile(app.db, actor(request), request.params.id),
  );
};
