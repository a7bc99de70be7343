// Answers the app's API calls at the network edge (MSW) from a table of `METHOD /path` -> [status, body], and records
// the calls made. A successful answer's body goes through the zod schema the server sends that route's answer through
// (api-responses.ts), an error answer must be an ApiError: a fixture that drifts from the API fails the test.
import { type ApiError, readApiError, STATUS_TEXT } from '@microreach/domain/errors';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { type MockedRoute, RESPONSE_SCHEMAS } from './api-responses';
import { type ApiCall, chatSocketHandler, readBody, recordCalls, reportProblem, server } from './msw';

export type { ApiCall };

/** A call as a reply function sees it: also the URL and the path parameters the table key left as `{name}`. */
export interface ApiRequest extends ApiCall {
  url: URL;
  params: Record<string, string>;
}

/** Lists as the domain writes them (a RuleViolation's `fields` is readonly). */
type ReadonlyLists<T> = {
  [K in keyof T]: T[K] extends Array<infer Item> | undefined ? ReadonlyArray<Item> | Extract<T[K], undefined> : T[K];
};
/** An error body; `statusCode` and `error` are filled in from the status, as the server's error handler does. */
export type ApiErrorBody = ReadonlyLists<
  Omit<ApiError, 'statusCode' | 'error'> & Partial<Pick<ApiError, 'statusCode' | 'error'>>
>;

/** What the server's error handler sends for a 500 (apps/server/src/plugins/error-handler.ts). */
export const SERVER_ERROR = { message: GENERIC_ERROR, code: 'INTERNAL_ERROR' } as const satisfies ApiErrorBody;

type Schemas<R extends MockedRoute> = (typeof RESPONSE_SCHEMAS)[R];
type BodyOf<S> = S extends z.ZodType ? z.input<S> : null;
type SuccessAnswer<R extends MockedRoute> = {
  [S in keyof Schemas<R>]: readonly [S, BodyOf<Schemas<R>[S]>];
}[keyof Schemas<R>];

/** What a route answers: a success with its schema's body, an ApiError, or a connection that drops. */
export type Answer<R extends MockedRoute> = SuccessAnswer<R> | readonly [number, ApiErrorBody] | 'network error';
export type Reply<R extends MockedRoute> = Answer<R> | ((request: ApiRequest) => Answer<R> | Promise<Answer<R>>);

// A table key names a route by its method and path, each `{name}` either filled in or left as a wildcard, and may end
// in a query string that must then match exactly (a key without one matches whatever the query).
type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [P];
type SegmentsMatch<Key extends string[], Template extends string[]> = Key extends [
  infer K extends string,
  ...infer KeyRest extends string[],
]
  ? Template extends [infer T extends string, ...infer TemplateRest extends string[]]
    ? (T extends `{${string}}` ? true : K extends T ? true : false) extends true
      ? SegmentsMatch<KeyRest, TemplateRest>
      : false
    : false
  : Template extends []
    ? true
    : false;
type KeyPath<Key extends string> = Key extends `${string} ${infer P}?${string}`
  ? P
  : Key extends `${string} ${infer P}`
    ? P
    : never;
type KeyMethod<Key extends string> = Key extends `${infer M} ${string}` ? M : never;
/** The routes a table key can stand for (one, unless its path is ill-formed: then none, and its answer is refused). */
export type RouteOfKey<Key extends string> = {
  [R in MockedRoute]: KeyMethod<Key> extends KeyMethod<R>
    ? SegmentsMatch<Segments<KeyPath<Key>>, Segments<KeyPath<R>>> extends true
      ? R
      : never
    : never;
}[MockedRoute];

export type ApiTable<T> = { [K in keyof T]: K extends string ? Reply<RouteOfKey<K>> : never };

interface Entry {
  key: string;
  route: MockedRoute;
  method: string;
  segments: string[];
  query: string | undefined;
  reply: Reply<MockedRoute>;
}

const isParam = (segment: string) => /^\{[^/]+\}$/.test(segment);

function parseKey(key: string) {
  const match = /^([A-Z]+) (\/[^?]*)(?:\?(.*))?$/.exec(key);
  if (!match) throw new Error(`mockApi: "${key}" is not "METHOD /path[?query]"`);
  const [, method, path, query] = match;
  return { method: method!, segments: path!.split('/'), query };
}

/** The route of a key: the template whose segments it matches (a `{name}` of the key only matches a parameter). */
function routeOf(method: string, segments: string[]): MockedRoute | undefined {
  return (Object.keys(RESPONSE_SCHEMAS) as MockedRoute[]).find((route) => {
    const template = parseKey(route);
    return (
      template.method === method &&
      template.segments.length === segments.length &&
      template.segments.every((t, i) => isParam(t) || (!isParam(segments[i]!) && t === segments[i]))
    );
  });
}

/** The response an answer makes; throws, naming the route, when the body is not what the server would send. */
function toResponse(route: MockedRoute, answer: Answer<MockedRoute>): Response {
  if (answer === 'network error') return HttpResponse.error();
  const [status, body] = answer;
  if (status < 400) {
    const schemas: Partial<Record<number, z.ZodType | null>> = RESPONSE_SCHEMAS[route];
    if (!(status in schemas)) {
      throw new Error(`${route} never answers ${status}; it answers ${Object.keys(schemas).join(', ')}`);
    }
    const schema = schemas[status];
    if (!schema) {
      if (body !== null) throw new Error(`${route} answers ${status} without a body, not ${JSON.stringify(body)}`);
      return new HttpResponse(null, { status });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new Error(
        `${route} ${status}: the fixture does not pass the response schema:\n${z.prettifyError(parsed.error)}`,
      );
    }
    // What the schema let through, as the server's serializer sends it (keys the schema does not name dropped).
    return HttpResponse.json(parsed.data as never, { status });
  }
  const error = { statusCode: status, error: STATUS_TEXT[status] ?? 'Error', ...(body as ApiErrorBody) };
  // Whatever the app's own reader of error bodies would drop (a wrong type, an unknown code) is not an ApiError.
  if (canonical(readApiError(error)) !== canonical(error) || error.statusCode !== status) {
    throw new Error(`${route} ${status}: the error body is not an ApiError: ${JSON.stringify(body)}`);
  }
  return HttpResponse.json(error, { status });
}

/** JSON with the keys of every object sorted, to compare two bodies whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function score(entry: Entry) {
  return (entry.query === undefined ? 0 : 1000) + entry.segments.filter((s) => !isParam(s)).length;
}

/**
 * The API answers from `table` from now on (until the next mockApi or the end of the test): each key is
 * `METHOD /path`, a path parameter filled in (`/api/profiles/u1`) or left as `{id}`, with `?query` when the query
 * matters; each answer is `[status, body]`, 'network error', or a function of the request giving one (maybe later,
 * to hold a request in flight). A request no key matches fails the test. Returns the calls made, in the order the app sent them.
 */
export function mockApi<T extends ApiTable<T>>(table: T): ApiCall[] {
  const entries: Entry[] = Object.entries(table as Record<string, Reply<MockedRoute>>).map(([key, reply]) => {
    const { method, segments, query } = parseKey(key);
    const route = routeOf(method, segments);
    if (!route) throw new Error(`mockApi: "${key}" is no route of test/api-responses.ts (add it there)`);
    // A fixed answer is checked now, so the test fails where the fixture is given.
    if (typeof reply !== 'function') toResponse(route, reply);
    return { key, route, method, segments, query, reply };
  });
  const calls: ApiCall[] = [];
  recordCalls(calls);
  server.resetHandlers(
    chatSocketHandler,
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const segments = url.pathname.split('/');
      const candidates = entries
        .filter(
          (e) =>
            e.method === request.method &&
            e.segments.length === segments.length &&
            e.segments.every((s, i) => isParam(s) || s === segments[i]) &&
            (e.query === undefined || `?${e.query}` === url.search),
        )
        .sort((a, b) => score(b) - score(a));
      const entry = candidates[0];
      if (!entry) {
        // Not left to MSW: a handler that matched and answered nothing would let the request through to the network.
        reportProblem(`A request no test handler answers: ${request.method} ${url.pathname}${url.search}`);
        return HttpResponse.error();
      }

      const params = Object.fromEntries(
        entry.segments.flatMap((s, i) => (isParam(s) ? [[s.slice(1, -1), decodeURIComponent(segments[i]!)]] : [])),
      );
      try {
        const answer =
          typeof entry.reply === 'function'
            ? await entry.reply({
                method: request.method,
                path: `${url.pathname}${url.search}`,
                body: readBody(await request.text()),
                headers: request.headers,
                url,
                params,
              })
            : entry.reply;
        return toResponse(entry.route, answer);
      } catch (err) {
        reportProblem(`${entry.key}: ${err instanceof Error ? err.message : String(err)}`);
        return HttpResponse.error();
      }
    }),
  );
  return calls;
}
