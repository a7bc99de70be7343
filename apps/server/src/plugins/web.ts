// Serves the built web app. A non-API GET that matches no file gets index.html (the SPA decides, incl. its 404 page);
// the landing pages get their HTML rendered at build time (apps/web/scripts/prerender.ts), which the SPA hydrates;
// except under /assets/: a missing asset (an old tab asking for the previous deploy's chunk) is a 404, not the shell.
// Source maps are never served, even when a build left them in the folder. Text files go out compressed: the build
// writes brotli and gzip copies beside them (apps/web/vite.config.ts), picked by the browser's Accept-Encoding.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Addresses whose page the build renders to HTML (apps/web/scripts/prerender.ts writes dist/prerendered/). */
export const PRERENDERED: Record<string, string> = {
  '/': 'prerendered/home.html',
  '/smb-landing': 'prerendered/smb-landing.html',
  '/influencer-landing': 'prerendered/influencer-landing.html',
};

const notFoundBody = (url: string) => ({ statusCode: 404, error: 'Not Found', message: `No route GET ${url}` });

export const webPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No built web app at ${distDir}; run "npm run build". Serving the API only.`);
    return;
  }
  const prerendered = new Set(Object.values(PRERENDERED).filter((file) => existsSync(join(distDir, file))));
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
    // /dev/ is the development mailbox's: when it is not registered (production), its address is a plain 404, never
    // the app's shell answering 200 as if the page were there.
    if (path.startsWith('/api/') || path.startsWith('/assets/') || path.startsWith('/dev/') || path.endsWith('.map')) {
      return reply.status(404).header('cache-control', 'no-store').send(notFoundBody(request.url));
    }
    const page = PRERENDERED[path];
    const file = page && prerendered.has(page) ? page : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file);
  });
});
