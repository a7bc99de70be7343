// Serves the built web app. A non-API GET that matches no file gets index.html (the SPA decides, incl. its 404 page),
// except under /assets/: a missing asset (an old tab asking for the previous deploy's chunk) is a 404, not the shell.
// Source maps are never served, even when a build left them in the folder. Text files go out compressed: the build
// writes brotli and gzip copies beside them (apps/web/vite.config.ts), picked by the browser's Accept-Encoding.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const notFoundBody = (url: string) => ({ statusCode: 404, error: 'Not Found', message: `No route GET ${url}` });

export const webPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No built web app at ${distDir}; run "npm run build". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies get no address of their own (dotfiles, like the build's .build-stamp, get none either).
    globIgnore: ['**/*.br', '**/*.gz'],
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, path) {
      // Vite's hashed assets never change; index.html must always be revalidated.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path.startsWith('/assets/') || path.endsWith('.map')) {
      return reply.status(404).header('cache-control', 'no-store').send(notFoundBody(request.url));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
