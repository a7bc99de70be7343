// The server answers the web app's pages with 200 and any other address with 404 (issue 32), by the domain's
// PAGE_ROUTES: the router must declare exactly those pages, or a page would answer 404 (or a missing one 200).
import { PAGE_ROUTES, paths } from '@microreach/domain/paths';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { opsRoutes } from './routes/ops-app';

/** The full paths of the pages in a route tree (index routes take their parent's path; '*' is the 404 page). */
function pagePaths(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const own = route.path !== undefined || route.index ? [path || '/'] : [];
    return [...own, ...(route.children ? pagePaths(route.children, path) : [])];
  });
}

describe('the pages the router declares', () => {
  it('are the domain PAGE_ROUTES the server answers with 200, the operator console included', () => {
    const marketplace = pagePaths(routes).filter((p) => p !== '/*' && p !== '*' && p !== `${paths.ops}/*`);
    const console = pagePaths(opsRoutes, paths.ops);
    expect([...marketplace, ...console].sort()).toEqual([...PAGE_ROUTES].sort());
  });
});
