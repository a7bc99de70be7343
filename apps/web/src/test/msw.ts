// The one request-level mock of the web tests (MSW): no handlers until a test gives some (mockApi), and every request
// no handler answers, or that a handler could not answer, is a problem that fails the test in the setup's afterEach.
import { ws } from 'msw';
import { setupServer } from 'msw/node';

/** The chat socket every signed-in page opens (useChatSocket): accepted, and silent unless a test speaks on it. */
export const chatSocket = ws.link(/\/api\/chat\/socket$/);

export const chatSocketHandler = chatSocket.addEventListener('connection', () => {});

export const server = setupServer(chatSocketHandler);

/** One request the app sent: method, path with query, JSON body; its headers are there to look at (Idempotency-Key). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** Not enumerable, so `toEqual({ method, path, body })` compares what matters. */
  readonly headers: Headers;
}

const problems: string[] = [];
let recordInto: ApiCall[] | null = null;

/** Noted now, thrown after the test: a failed fetch inside the app might otherwise end as a toast the test ignores. */
export function reportProblem(problem: string) {
  problems.push(problem);
}

/** The problems noted since the last call, and a clean slate for the next test. */
export function takeProblems(): string[] {
  return problems.splice(0);
}

/** Every request sent from now on goes into `calls` (until the next call or the end of the test). */
export function recordCalls(calls: ApiCall[] | null) {
  recordInto = calls;
}

function describeRequest(request: Request) {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/** A JSON body as its value; anything else as its text. */
export function readBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let fetchBeforeRecording: typeof fetch | undefined;

export function listen() {
  server.listen({
    onUnhandledFrame({ frame }) {
      const request = (frame.data as { request?: Request }).request;
      const socketUrl = (frame.data as { connection?: { client?: { url?: URL } } }).connection?.client?.url;
      const what = request ? describeRequest(request) : socketUrl ? `WebSocket ${socketUrl.pathname}` : String(frame);
      reportProblem(`A request no test handler answers: ${what}`);
      // Thrown, the request fails as a dropped connection would, as MSW's 'error' strategy does.
      throw new Error(`Unexpected request: ${what}`);
    },
  });
  // The calls are written down as fetch is called: MSW's Node interceptor passes requests through undici's sockets,
  // so two requests in flight can reach the handlers in another order than the app sent them in.
  const mswFetch = globalThis.fetch;
  fetchBeforeRecording = mswFetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(typeof input === 'string' ? new URL(input, location.href) : input, init);
    const url = new URL(request.url);
    const call = { method: request.method, path: `${url.pathname}${url.search}`, body: undefined as unknown };
    Object.defineProperty(call, 'headers', { value: request.headers, enumerable: false });
    recordInto?.push(call as ApiCall);
    // Read before the request goes on, so whoever sees its answer sees its body too.
    call.body = readBody(await request.clone().text());
    return mswFetch(request);
  };
}

export function close() {
  if (fetchBeforeRecording) globalThis.fetch = fetchBeforeRecording;
  server.close();
}
