// What the route schemas cannot say, added to the OpenAPI document in one place (issue 32): which operations need no
// session, the error answers each operation can give (one shared error schema), redirects, CSV answers, bodies the
// handler reads itself (multipart uploads, the webhook's raw bytes), operation ids, tags and integer formats.
import { ERROR_CODES } from '@microreach/domain/errors';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@microreach/domain/images';

type Json = Record<string, unknown>;
interface Operation extends Json {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: unknown[];
}
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Operation>>; components?: Json };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** The session cookie's security scheme (plugins/openapi.ts). */
export const SESSION_SCHEME = 'session';

/**
 * Operations only one role (or an operator) may call: a signed-in caller of another role is refused with 403
 * (WRONG_ROLE). The API's prefixes name the side (decision 021); openapi.test.ts checks the rule against the routes.
 */
export const ROLE_PREFIXES = [
  '/api/business/',
  '/api/creator/',
  '/api/ops/',
  '/api/ledger/test-mode/',
  '/api/auth/ops/second-factor',
];

/**
 * Operations with a counter that answers 429 (with Retry-After) past its limit; openapi.test.ts checks each is a route.
 * The limits live in the services (auth, password reset, email confirmation, chat, reports, account data).
 */
export const RATE_LIMITED_OPERATIONS = new Set([
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/ops/sign-in',
  'POST /api/auth/ops/second-factor',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/confirm-email/resend',
  'POST /api/account/password',
  'POST /api/account/email',
  'POST /api/account/delete',
  'GET /api/account/export',
  'POST /api/chat/messages',
  'POST /api/reports',
]);

/** Public operations that check a password: a wrong one is a 401 (INVALID_CREDENTIALS) though no session is needed. */
export const CREDENTIAL_OPERATIONS = new Set(['POST /api/auth/sign-in', 'POST /api/auth/ops/sign-in']);

export const API_ERROR_SCHEMA_NAME = 'ApiError';
const API_ERROR_REF = { $ref: `#/components/schemas/${API_ERROR_SCHEMA_NAME}` };

/** The one error body every failure is answered with (plugins/error-handler.ts). */
export const API_ERROR_SCHEMA = {
  type: 'object',
  description:
    'Every error answer. `code` is one of the ERROR_CODES (packages/domain/src/errors.ts); a validation error ' +
    '(VALIDATION_ERROR) names each field in `issues`; a broken rule may carry a `title`, `reasons` and `fields`.',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', format: 'int32', minimum: 400, maximum: 599 },
    error: { type: 'string', description: 'The status text, e.g. "Bad Request".' },
    message: { type: 'string', description: 'A sentence for people.' },
    code: { type: 'string', enum: [...ERROR_CODES] },
    title: { type: 'string' },
    reasons: { type: 'array', items: { type: 'string' } },
    fields: { type: 'array', items: { type: 'string' } },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: { type: 'string', description: 'The field, dot-separated (e.g. "payTerms.fixedPerPostCents").' },
          message: { type: 'string' },
        },
      },
    },
  },
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request is not valid: `issues` names each field (VALIDATION_ERROR), or `code` names the broken rule.',
  '401': 'No valid session (UNAUTHORIZED), or a wrong email or password (INVALID_CREDENTIALS).',
  '403':
    'Refused: the other role (WRONG_ROLE), a state-changing call from another origin (BAD_ORIGIN), a suspended ' +
    'account, or no access.',
  '404': 'Not found, or not yours (NOT_FOUND).',
  '409': 'The change conflicts with the current state (`code` says which).',
  '413': 'The body is too large (PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE).',
  '415': 'The body is not of a media type this operation takes (UNSUPPORTED_MEDIA_TYPE).',
  '429': 'Too many requests: try again after Retry-After seconds (TOO_MANY_REQUESTS).',
  '500': 'Something went wrong on the server (INTERNAL_ERROR).',
};

export interface OperationFacts {
  /** The route answers signed-out callers (plugins/auth.ts PUBLIC_API_ROUTES). */
  isPublic: boolean;
  /** The route's schema names media types it takes without a body schema: the handler reads the body itself. */
  consumes?: readonly string[];
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The error answers an operation can give, by what it takes and who may call it. */
export function errorStatusesOf(method: string, path: string, operation: Operation, isPublic: boolean): string[] {
  const params = operation.parameters ?? [];
  const hasInput = params.length > 0 || operation.requestBody !== undefined;
  const changes = method !== 'get';
  const key = routeKey(method, path);
  const statuses: string[] = [];
  // A change can break a rule of the service even without input (e.g. "already confirmed").
  if (hasInput || changes) statuses.push('400');
  if (!isPublic || CREDENTIAL_OPERATIONS.has(key)) statuses.push('401');
  if (changes || (!isPublic && ROLE_PREFIXES.some((prefix) => path.startsWith(prefix)))) statuses.push('403');
  // A path parameter, or a signed-in change whose body names something (a message, a person) that may not exist.
  if (params.some((p) => p.in === 'path') || (changes && !isPublic)) statuses.push('404');
  if (changes) statuses.push('409');
  if (operation.requestBody !== undefined) statuses.push('413', '415');
  if (RATE_LIMITED_OPERATIONS.has(key)) statuses.push('429');
  statuses.push('500');
  return statuses;
}

function errorResponse(status: string): Json {
  return {
    description: ERROR_DESCRIPTIONS[status],
    ...(status === '429'
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before trying again.',
              schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400 },
            },
          },
        }
      : {}),
    content: { 'application/json': { schema: API_ERROR_REF } },
  };
}

/** A body the handler reads itself, as documented by the media type the route names (`consumes`). */
function handlerReadBody(mediaType: string): Json {
  if (mediaType === 'multipart/form-data') {
    return {
      required: true,
      description: `One image file in the field "file" (${IMAGE_ACCEPT}; at most ${IMAGE_MAX_BYTES} bytes).`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', maxLength: IMAGE_MAX_BYTES } },
          },
        },
      },
    };
  }
  return {
    required: true,
    description: 'The raw bytes (at most 1 MiB), read as they were sent: a signature covers them.',
    content: { [mediaType]: { schema: { type: 'string', format: 'binary', maxLength: 1024 * 1024 } } },
  };
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `By${w.slice(1, -1)}` : w))
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return method + words.join('');
}

const FIXED_FORMAT_LENGTHS: Record<string, number> = { uuid: 36, date: 10 };

/**
 * Adds an integer format where a schema has none (int32 when its bounds fit, int64 otherwise) and a UUID's length.
 */
function addFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) addFormats(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  // A UUID is 36 characters and a date 10 (zod checks their patterns): said as bounds too, for tools that look only
  // at maxLength.
  const fixedLength = FIXED_FORMAT_LENGTHS[String(schema.format)];
  if (types.includes('string') && fixedLength && schema.maxLength === undefined) schema.maxLength = fixedLength;
  if (types.includes('integer') && schema.format === undefined) {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
    const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
    schema.format = min >= -(2 ** 31) && max <= 2 ** 31 - 1 ? 'int32' : 'int64';
  }
  for (const value of Object.values(schema)) addFormats(value);
}

/**
 * Completes the document @fastify/swagger built from the route schemas. `factsOf` answers for an operation by its
 * method and OpenAPI path.
 */
export function completeDocument(
  document: OpenApiDocument,
  factsOf: (method: string, path: string) => OperationFacts,
): OpenApiDocument {
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const facts = factsOf(method, path);
      // Said on every operation, so no reader has to know the document's default.
      operation.security = facts.isPublic ? [] : [{ [SESSION_SCHEME]: [] }];
      if (!operation.requestBody && facts.consumes?.[0]) operation.requestBody = handlerReadBody(facts.consumes[0]);
      operation.operationId ??= operationIdOf(method, path);
      const tag = path.split('/')[2];
      operation.tags ??= [tag];
      tags.add(tag);

      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('3')) {
          // A redirect has no body; where it goes is its Location header.
          delete response.content;
          response.headers = { Location: { description: 'Where to go next.', schema: { type: 'string' } } };
        } else if (path.endsWith('.csv') && status.startsWith('2')) {
          response.content = {
            'text/csv': { schema: { type: 'string', description: 'A CSV file with a header row (RFC 4180).' } },
          };
        }
        if (response.description === 'Default Response') response.description = 'Success.';
      }
      for (const status of errorStatusesOf(method, path, operation, facts.isPublic)) {
        operation.responses[status] ??= errorResponse(status);
      }
    }
  }
  addFormats(document.paths);
  const components = (document.components ?? {}) as Json & { schemas?: Json };
  document.components = {
    ...components,
    schemas: { ...components.schemas, [API_ERROR_SCHEMA_NAME]: API_ERROR_SCHEMA },
  };
  document.tags = [...tags].sort().map((name) => ({ name }));
  // One server, the app's own origin, which is not an internal one (OWASP's inventory rules ask).
  for (const server of (document.servers ?? []) as Json[]) server['x-internal'] ??= false;
  return document;
}
