// An address whose percent-encoding is malformed ('/campaign-analytics/%E0%A4%A') names no page: it gets the 404
// page before any route reads its parameters (the server hands such addresses to the web app: plugins/web.ts).
import { Outlet, useLocation } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** The path with its escapes decoded, or null when one does not decode ('%E0%A4%A', '%zz'). */
function decodedPath(pathname: string): string | null {
  // The decoded text is returned, not dropped: a minifier may remove a call whose result is unused as side-effect free.
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Whether every escape in a path decodes ('%E0%A4%A' and '%zz' do not). */
export function isDecodablePath(pathname: string): boolean {
  return decodedPath(pathname) !== null;
}

/** The routes below it, or the 404 page for an address that cannot be decoded. */
export function RequireDecodableAddress() {
  const { pathname } = useLocation();
  return isDecodablePath(pathname) ? <Outlet /> : <NotFoundPage />;
}
