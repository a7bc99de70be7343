// Whether a request comes from the app's own origin: the Host it was reached at, or APP_URL's host (a proxy in front
// may rewrite Host). Used by the state-changing API calls and by the chat socket's upgrade.
import type { FastifyRequest } from 'fastify';

/** True when `origin` names this app; false for another site, 'null' and other opaque origins, or none at all. */
export function isOwnOrigin(request: FastifyRequest, origin: string | undefined, appHost: string): boolean {
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== '' && (host === request.headers.host || host === appHost);
}
