// Serves the built web app. A non-API GET that matches no file gets index.html: with 200 at an address the web app has
// a page for (domain PAGE_ROUTES, the router's own list), else with 404, the shell drawing the app's 404 page (issue 32);
// the landing pages get their HTML rendered at build time (apps/web/scripts/prerender.ts), which the SPA hydrates;
// except under /assets/: a missing asset (an old tab asking for the previous deploy's chunk) is a 404, not the shell.
// Source maps are never served, even when a build left them in the folder. Text files go out compressed: the build
// writes brotli and gzip copies beside them (apps/web/vite.config.ts), picked by the browser's Accept-Encoding.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@microreach/domain/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Addresses whose page the build renders to HTML (apps/web/scripts/prerender.ts writes dist/prerendered/). */
export const PRERENDERED: Record<string, string> = {
  '/': 'prerendered/home.html',
  '/smb-landing': 'prerendered/smb-landing.html',
  '/influencer-landing': 'prerendered/influencer-landing.html',
};

const notFoundBody = (url: string) => ({ statusCode: 404, error: 'Not Found', message: `No route GET ${url}` });

/**
 * Paths the server answers itself and never with the web app's shell: the API, the build's assets and source maps,
 * stored files, and the development mailbox (when it is not registered, in production, its address is a plain 404,
 * never the shell answering 200 as if the page were there).
 */
export function isServerPath(path: string): boolean {
  return (
    path === '/api' ||
    ['/api/', '/assets/', '/files/', '/dev/'].some((prefix) => path.startsWith(prefix)) ||
    path.endsWith('.map')
  );
}

/**
 * The address to route a request by (Fastify's `rewriteUrl`). A page address whose percent-encoding is malformed
 * ('/campaign-analytics/%E0%A4%A') would stop at the router as a JSON 400; its '%' signs are escaped instead, so that
 * it reaches the web app's shell, whose router shows its 404 page for it. The server's own paths keep the JSON error.
 */
export function routableUrl(url: string): string {
  if (!url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (isServerPath(path)) return url;
  if (decodesCleanly(path)) return url;
  return `${path.replaceAll('%', '%25')}${queryAt === -1 ? '' : url.slice(queryAt)}`;
}

/** Whether every escape in a path decodes (the decoded text is compared, so no bundler drops the call as unused). */
function decodesCleanly(path: string): boolean {
  try {
    return decodeURIComponent(path) !== null;
  } catch {
    return false;
  }
}

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
  const sendNotFoundPage = (reply: FastifyReply) =>
    reply.status(404).header('cache-control', 'no-cache').sendFile('index.html');
  app.decorate('sendNotFoundPage', sendNotFoundPage);
  // Browsers ask for /favicon.ico wherever a page names no icon (a downloaded file, a page still loading): the app's
  // icon is the SVG, so that address leads there rather than to a 404 in every console.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isServerPath(path)) {
      return reply.status(404).header('cache-control', 'no-store').send(notFoundBody(request.url));
    }
    // An address whose escapes do not decode reaches here with them escaped (routableUrl): no page has it.
    if (!isPagePath(path) || !decodesCleanly(request.originalUrl.split('?')[0] ?? '/')) {
      return sendNotFoundPage(reply);
    }
    const page = PRERENDERED[path];
    const file = page && prerendered.has(page) ? page : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file);
  });
});

/** Whether a request is a browser opening an address (it asks for HTML), not a script or an image fetching it. */
export function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 404 with the web app's shell, which draws its 404 page; only when the built web app is served. */
    sendNotFoundPage?: (reply: FastifyReply) => FastifyReply;
  }
}
