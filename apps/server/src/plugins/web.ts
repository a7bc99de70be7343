// Serves the built web app; any non-API GET that matches no file gets index.html (the SPA decides, incl. its 404 page).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const webPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No built web app at ${distDir}; run "npm run build". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      // Vite's hashed assets never change; index.html must always be revalidated.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route GET ${request.url}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
