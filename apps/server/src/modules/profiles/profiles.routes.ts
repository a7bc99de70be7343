import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@microreach/domain/images';
import { ProfileSchema, PublicProfileSchema, UpdateProfileInputSchema } from '@microreach/domain/profiles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/errors.ts';
import { ImageError } from '#server/lib/images/process-image.ts';
import { actor } from '#server/plugins/auth.ts';
import {
  addPortfolioImage,
  assertKindForRole,
  type ImageDeps,
  removeImage,
  removePortfolioImage,
  replaceImage,
} from './profile-images.service.ts';
import { checkProfileInput, getPublicProfile, signedInProfile, updateOwnProfile } from './profiles.service.ts';

/** The kinds with one image per user; portfolio pieces have their own routes. */
const SingleImageKindSchema = z.enum(['logo', 'profile-picture', 'banner']);

const megabytes = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));
const tooLarge = () => new ImageError(413, IMAGE_TOO_LARGE_MESSAGE, 'IMAGE_TOO_LARGE');

/**
 * The one file of a multipart upload (field name `file`), read into memory up to IMAGE_MAX_BYTES: a bigger file is
 * refused as soon as the limit is passed, without reading the rest into memory.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'Send the image as multipart/form-data, in a field named "file".',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError(400, 'The upload could not be read. Please choose the image again.', 'BAD_REQUEST');
  }
  if (!part) throw new ImageError(400, 'Choose an image to upload.', 'IMAGE_EMPTY');
  if (part.fieldname !== 'file') {
    part.file.resume(); // drain it, so the request can end
    throw new AppError(400, 'Send the image in a field named "file".', 'BAD_REQUEST');
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError(400, 'The upload could not be read. Please choose the image again.', 'BAD_REQUEST');
  }
}

const uploadSchema = {
  consumes: ['multipart/form-data'],
  description: `A multipart/form-data body with one image file in the field "file" (at most ${megabytes} MB).`,
};

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One file of at most IMAGE_MAX_BYTES, nothing else; busboy stops reading a part past its limit.
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const deps = (request: FastifyRequest): ImageDeps => ({ db: app.db, storage: app.storage, log: request.log });

  app.get('/api/me', { schema: { response: { 200: ProfileSchema } } }, (request) =>
    signedInProfile(app.db, app.sessionCache, actor(request)),
  );

  app.patch(
    '/api/me',
    {
      schema: { body: UpdateProfileInputSchema, response: { 200: ProfileSchema } },
      // The caller's role decides which fields exist: checked before the body schema (the union of both forms), so
      // a business hears its own form's wording and a field of the other role is named as such.
      preValidation: async (request) => {
        checkProfileInput(actor(request).role, request.body);
      },
    },
    (request) => updateOwnProfile(app.db, actor(request), request.body),
  );

  app.put(
    '/api/me/images/:kind',
    {
      schema: { ...uploadSchema, params: z.object({ kind: SingleImageKindSchema }), response: { 200: ProfileSchema } },
    },
    async (request) => {
      const user = actor(request);
      assertKindForRole(user.role, request.params.kind);
      return replaceImage(deps(request), user, request.params.kind, await readUpload(request));
    },
  );

  app.delete(
    '/api/me/images/:kind',
    { schema: { params: z.object({ kind: SingleImageKindSchema }), response: { 200: ProfileSchema } } },
    (request) => removeImage(deps(request), actor(request), request.params.kind),
  );

  app.post(
    '/api/me/portfolio',
    { schema: { ...uploadSchema, response: { 201: ProfileSchema } } },
    async (request, reply) => {
      const user = actor(request);
      const profile = await addPortfolioImage(deps(request), user, await readUpload(request));
      return reply.status(201).send(profile);
    },
  );

  app.delete(
    '/api/me/portfolio/:imageId',
    { schema: { params: z.object({ imageId: z.uuid() }), response: { 200: ProfileSchema } } },
    (request) => removePortfolioImage(deps(request), actor(request), request.params.imageId),
  );

  app.get(
    '/api/profiles/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: PublicProfileSchema } } },
    (request) => getPublicProfile(app.db, actor(request), request.params.id),
  );
};
