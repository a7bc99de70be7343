// The OpenAPI document covers every API route with its schemas; the web's generated types match it; /api/docs
// serves the document and a viewer to anyone.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '../plugins/openapi.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { renderWebApiTypes, WEB_API_TYPES_FILE } from './web-api-types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Operation = { requestBody?: unknown; parameters?: Array<{ in: string; name: string }>; responses?: object };
const documentOf = () => app.swagger() as { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  it('documents every API route with its method, path parameters, body and responses', () => {
    const { paths } = documentOf();
    // WebSocket routes cannot be described in OpenAPI (@fastify/websocket hides them): the chat socket is the one.
    const api = app.apiRoutes.filter((r) => !r.url.startsWith(API_DOCS_PREFIX));
    const isSocket = (r: { method: string; url: string }) => `${r.method} ${r.url}` === 'GET /api/chat/socket';
    expect(api.filter(isSocket)).toHaveLength(1);
    expect(paths['/api/chat/socket']).toBeUndefined();
    const routes = api.filter((r) => !isSocket(r));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), `${route.method} ${route.url} responses`).not.toHaveLength(0);
      for (const name of [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1])) {
        expect(operation?.parameters?.some((p) => p.in === 'path' && p.name === name)).toBe(true);
      }
      const schema = route.schema as { body?: unknown } | undefined;
      if (schema?.body) expect(operation?.requestBody, `${route.method} ${route.url} body`).toBeDefined();
    }
  });

  it('is what the web app is typed with (run `npm run api:types` after changing a route)', async () => {
    const committed = readFileSync(WEB_API_TYPES_FILE, 'utf8');
    expect(committed).toBe(await renderWebApiTypes(documentOf()));
  });

  it('is served with a viewer, to anyone', async () => {
    const json = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/openapi.json` });
    expect(json.statusCode).toBe(200);
    expect(json.json().info.title).toBe('MicroReach API');
    const viewer = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
    expect(viewer.body).toContain('<script src="js/scalar.js">');
    // The viewer's page may run its own inline start-up script, by hash, and nothing else inline.
    const scriptSrc = String(viewer.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).not.toContain('sha256-');
    const script = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/js/scalar.js` });
    expect(script.statusCode).toBe(200);
  });
});
