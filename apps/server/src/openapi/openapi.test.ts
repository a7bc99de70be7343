// The OpenAPI document covers every API route with its schemas; the web's generated types match it; /api/docs
// serves the document and a viewer to anyone.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_ROUTES } from '../plugins/auth.ts';
import { API_DOCS_PREFIX } from '../plugins/openapi.ts';
import { callAs, createTestApp, signUpBusiness, signUpCreator, type TestApp } from '../test/harness.ts';
import { CREDENTIAL_OPERATIONS, RATE_LIMITED_OPERATIONS } from './document.ts';
import { renderWebApiTypes, WEB_API_TYPES_FILE } from './web-api-types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Json = Record<string, unknown>;
type Operation = {
  requestBody?: { content: Record<string, { schema: Json }> };
  parameters?: Array<{ in: string; name: string }>;
  responses?: Record<string, { content?: Record<string, { schema: Json }>; headers?: Json }>;
  security?: unknown[];
};
const documentOf = () => app.swagger() as { paths: Record<string, Record<string, Operation>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Every documented operation as [`METHOD /route/:param`, its path, the operation]. */
const operationsOf = () =>
  Object.entries(documentOf().paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map(
      (m) => [`${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, path, item[m]] as const,
    ),
  );
const ERROR_REF = '#/components/schemas/ApiError';

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

  it('needs no session exactly on the routes the auth hook lets signed-out callers use', () => {
    const operations = operationsOf();
    const documentedPublic = operations.filter(([, , op]) => op.security?.length === 0).map(([key]) => key);
    // (A route missing from the document fails the first test.)
    const documented = new Set<string>(operations.map(([key]) => key));
    const publicApi = [...PUBLIC_API_ROUTES].filter((key) => !key.includes(API_DOCS_PREFIX) && documented.has(key));
    expect(publicApi.length).toBeGreaterThan(10);
    expect(documentedPublic.sort()).toEqual(publicApi.sort());
    for (const [key, , op] of operations) {
      if (!PUBLIC_API_ROUTES.has(key)) expect(op.security, key).toEqual([{ session: [] }]);
    }
  });

  it('documents the error answers of every operation with the one error schema', () => {
    for (const [key, , op] of operationsOf()) {
      const responses = op.responses ?? {};
      const errors = Object.keys(responses).filter((status) => /^(4..|500)$/.test(status));
      expect(errors, key).toContain('500');
      if (op.security?.length !== 0 || CREDENTIAL_OPERATIONS.has(key)) expect(errors, key).toContain('401');
      else expect(errors, key).not.toContain('401');
      if (op.requestBody || op.parameters?.length || !key.startsWith('GET ')) expect(errors, key).toContain('400');
      if (op.parameters?.some((p) => p.in === 'path')) expect(errors, key).toContain('404');
      if (op.requestBody) expect(errors, key).toEqual(expect.arrayContaining(['413', '415']));
      if (RATE_LIMITED_OPERATIONS.has(key)) expect(responses['429']?.headers, key).toHaveProperty('Retry-After');
      for (const status of errors) {
        expect(responses[status].content?.['application/json'].schema, `${key} ${status}`).toEqual({ $ref: ERROR_REF });
      }
    }
    const routes = new Set(app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    for (const key of [...RATE_LIMITED_OPERATIONS, ...CREDENTIAL_OPERATIONS]) expect(routes.has(key), key).toBe(true);
  });

  it('documents 403 wherever a signed-in caller of the other role is refused', async () => {
    const business = await signUpBusiness(app);
    const creator = await signUpCreator(app);
    // The GETs without path parameters: a caller of either role reaches the role check (or the answer).
    const reads = operationsOf().filter(
      ([key, path, op]) => key.startsWith('GET ') && op.security?.length !== 0 && !path.includes('{'),
    );
    expect(reads.length).toBeGreaterThan(10);
    let refused = 0;
    for (const [key, path, op] of reads) {
      for (const who of [business, creator]) {
        const answer = await callAs(app, who, 'GET', path);
        if (answer.statusCode === 403) {
          refused++;
          expect(op.responses, `${key} answered 403`).toHaveProperty('403');
        }
      }
    }
    expect(refused).toBeGreaterThan(5);
  });

  it('documents what the schemas cannot say: redirects, CSV files, uploads, the raw webhook body, health', () => {
    const { paths } = documentOf();
    for (const platform of ['/api/creator/connections/{platform}/callback']) {
      const found = paths[platform].get.responses ?? {};
      expect(Object.keys(found).filter((s) => s.startsWith('2'))).toEqual([]);
      expect(found['302'].headers).toHaveProperty('Location');
    }
    const csv = operationsOf().filter(([, path]) => path.endsWith('.csv'));
    expect(csv.length).toBeGreaterThanOrEqual(6);
    for (const [key, , op] of csv) expect(Object.keys(op.responses?.['200'].content ?? {}), key).toEqual(['text/csv']);
    for (const [path, method] of [
      ['/api/me/images/{kind}', 'put'],
      ['/api/me/portfolio', 'post'],
    ]) {
      const file = paths[path][method].requestBody?.content['multipart/form-data'].schema.properties as Json;
      expect(file.file).toMatchObject({ type: 'string', format: 'binary', maxLength: expect.any(Number) });
    }
    const webhook = paths['/api/ledger/webhooks/{provider}'].post;
    expect(webhook.requestBody?.content['application/json'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(webhook.parameters?.[0]).toMatchObject({
      in: 'path',
      name: 'provider',
      schema: { enum: expect.any(Array) },
    });
    expect(paths['/api/health'].get.responses?.['200'].content?.['application/json'].schema).toMatchObject({
      properties: { status: { enum: ['ok'] } },
    });
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
