// The API's OpenAPI document, generated from the zod schemas every route declares, and a viewer for it:
// GET /api/docs (Scalar's API reference, served from our own origin) and GET /api/docs/openapi.json.
import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, type OpenApiDocument, type OperationFacts, SESSION_SCHEME } from '../openapi/document.ts';

export const API_DOCS_PREFIX = '/api/docs';
/** The viewer and its files; public like the document itself (it holds no data). */
export const API_DOCS_ROUTES = [
  `GET ${API_DOCS_PREFIX}`,
  `GET ${API_DOCS_PREFIX}/`,
  `GET ${API_DOCS_PREFIX}/openapi.json`,
  `GET ${API_DOCS_PREFIX}/openapi.yaml`,
  `GET ${API_DOCS_PREFIX}/js/scalar.js`,
];
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const toRoutePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
export const SESSION_COOKIE = 'microreach.session_token';

/**
 * Registered before the routes: @fastify/swagger collects them as they are added. `publicRoutes` ('METHOD /url', as
 * the auth hook knows them) are documented without a security requirement.
 */
export const openApiPlugin = fp<{ publicRoutes: ReadonlySet<string> }>(
  async (app: FastifyInstance, { publicRoutes }) => {
    // What each route's schema says beyond what @fastify/swagger puts in the document, by 'METHOD /openapi/{path}'.
    const consumesOf = new Map<string, readonly string[]>();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'MicroReach API',
          version: '1.0.0',
          description:
            'The JSON API of the MicroReach web app. Signed-in calls carry the session cookie set by sign-in or sign-up. ' +
            'Errors share one shape: { statusCode, error, message, code?, title?, reasons?, issues? }; `code` is one of ' +
            'the ERROR_CODES in packages/domain/src/errors.ts. Creating POSTs accept an Idempotency-Key header.',
        },
        components: {
          securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        },
        security: [{ [SESSION_SCHEME]: [] }],
        servers: [{ url: '/', description: 'Production: the origin the app is served from (APP_URL).' }],
      },
      transform: (input) => {
        const { schema } = input;
        if (schema?.consumes && !schema.body) {
          const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
          for (const method of methods) consumesOf.set(`${method} ${toOpenApiPath(input.url)}`, schema.consumes);
        }
        return jsonSchemaTransform(input);
      },
      transformObject: (input) => {
        const document = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as OpenApiDocument;
        return completeDocument(document, (method, path): OperationFacts => {
          const key = `${method.toUpperCase()} ${path}`;
          return {
            isPublic: publicRoutes.has(`${method.toUpperCase()} ${toRoutePath(path)}`),
            consumes: consumesOf.get(key),
          };
        });
      },
    });

    // The viewer's page starts itself with an inline script (its configuration, the same on every answer): the CSP of
    // that page alone allows exactly that script, by its hash.
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0];
      if ((path === API_DOCS_PREFIX || path === `${API_DOCS_PREFIX}/`) && typeof payload === 'string') {
        const hashes = [...payload.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
          (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
        );
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        reply.header(
          'content-security-policy',
          csp.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
        );
      }
      return payload;
    });

    await app.register(scalar, {
      routePrefix: API_DOCS_PREFIX,
      logLevel: 'warn',
      configuration: { title: 'MicroReach API', withDefaultFonts: false, hideClientButton: true },
    });
  },
);
