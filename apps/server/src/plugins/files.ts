// GET /files/<key>: the stored images (profile pictures, logos, banners, portfolios), public like the profiles that
// show them, and post previews' thumbnails (issue 30: previews/<postId>/..., a copy of a public post's picture; only
// the API answers of those who may see the post name the key, which holds the post's id and two hashes). Keys are made by the server and carry a hash of the content, so a file never changes under its key: it
// is cached for a year as immutable, and a replaced image gets a new key (the old file is deleted).
// Outside /api: no session, no no-store; a missing or malformed key is a 404: JSON for an image or a script, the app's
// 404 page (its shell, still with 404) for a person who opened the address in a browser (issue 32).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FILES_PREFIX } from '#server/lib/storage/file-url.ts';
import { assertValidKey, type FileStorage, InvalidStorageKeyError } from '#server/lib/storage/index.ts';
import { wantsPage } from './web.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const filesPlugin = fp(async (app: FastifyInstance, options: { storage: FileStorage }) => {
  app.decorate('storage', options.storage);

  app.get(`${FILES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const missing = () =>
      app.sendNotFoundPage && wantsPage(request)
        ? app.sendNotFoundPage(reply)
        : reply
            .status(404)
            .header('cache-control', 'no-store')
            .send({ statusCode: 404, error: 'Not Found', message: 'File not found', code: 'NOT_FOUND' });
    try {
      assertValidKey(key);
    } catch (err) {
      if (err instanceof InvalidStorageKeyError) return missing();
      throw err;
    }
    // The key names the content (it carries its hash), so it is the validator too, on either adapter.
    const etag = `"${key}"`;
    const file = await options.storage.get(key);
    if (!file) return missing();
    if (request.headers['if-none-match'] === etag) {
      file.body.destroy(); // an S3 body holds its connection until read or destroyed
      return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
    }
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.contentLength))
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .send(file.body);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}
