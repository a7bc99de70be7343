// The address to send a person back to (a provider's return URL, the test-mode pages), issue 27 item 7. With APP_URL
// set it is always APP_URL. Without it (development, tests) it is the address the person actually used, so that a page
// opened at http://127.0.0.1:3000 comes back there, where its session cookie lives, and not to the default
// http://localhost:3000, where it is signed out. Only a loopback host or the configured listen host is believed: the
// Host header is the client's to write, and a forged one must never send anyone to another site (it gets the default).
// Emails have no request to follow: they always use APP_URL (or the default).

export interface AppUrlOptions {
  /** APP_URL, or the default (http://localhost:PORT) when it is unset. */
  appUrl: string;
  /** APP_URL is unset: follow the request's own address when its host is one of the trusted ones. */
  followRequest: boolean;
  /** The host the server listens on (HOST), trusted too unless it is a wildcard (0.0.0.0, ::). */
  listenHost?: string;
}

/** What is read from a request: its Host header and its protocol (Fastify's, which honours trustProxy). */
export interface RequestAddress {
  headers: { host?: string };
  protocol: string;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]', ''];

/** A function from a request to the app's URL for it (no trailing slash). */
export function appUrlResolver({
  appUrl,
  followRequest,
  listenHost,
}: AppUrlOptions): (request: RequestAddress) => string {
  const fallback = appUrl.replace(/\/+$/, '');
  if (!followRequest) return () => fallback;
  const trusted = new Set(LOOPBACK_HOSTS);
  const listen = listenHost?.toLowerCase();
  if (listen !== undefined && !WILDCARD_HOSTS.includes(listen)) {
    trusted.add(listen.includes(':') && !listen.startsWith('[') ? `[${listen}]` : listen);
  }
  return (request) => {
    const host = request.headers.host;
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return fallback;
    let url: URL;
    try {
      url = new URL(`${protocol}://${host}`);
    } catch {
      return fallback;
    }
    return trusted.has(url.hostname) ? url.origin : fallback;
  };
}
