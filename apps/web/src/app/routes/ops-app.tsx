// The operator console (issue 28): one module, loaded only when someone opens /ops, with its own routes under it, so
// the marketplace's first download carries none of the console (the /auth and / budgets of issue 15). It holds the
// console's frame and its first page, the queue; each other page loads when first opened (issue 31).
import { paths } from '@microreach/domain/paths';
import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { PageLoader } from '#web/components/page-loader';
import { importOrReload } from '#web/lib/chunk-reload';
import { OpsConsoleRoute } from './ops-console';
import { OpsQueueRoute } from './ops-queue';

function lazyRoute<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => importOrReload(load).then((m) => ({ default: m[name] })));
}
const OpsAuditRoute = lazyRoute(() => import('./ops-audit'), 'OpsAuditRoute');
const OpsMoneyRoute = lazyRoute(() => import('./ops-money'), 'OpsMoneyRoute');
const OpsPeopleRoute = lazyRoute(() => import('./ops-people'), 'OpsPeopleRoute');
const OpsSetPasswordRoute = lazyRoute(() => import('./ops-set-password'), 'OpsSetPasswordRoute');
const OpsTaxRoute = lazyRoute(() => import('./ops-tax'), 'OpsTaxRoute');

/** A console path relative to /ops ('/ops/people' -> 'people'), as routes below '/ops/*' are written. */
const below = (path: string) => path.slice(paths.ops.length + 1);

/** The console's pages, below '/ops' (exported for the check against the domain's PAGE_ROUTES). */
export const opsRoutes: RouteObject[] = [
  {
    path: below(paths.opsSetPassword),
    element: (
      <Suspense fallback={<PageLoader />}>
        <OpsSetPasswordRoute />
      </Suspense>
    ),
  },
  {
    element: <OpsConsoleRoute />,
    children: [
      // Below the console's frame, whose Suspense shows the page loader while a page loads.
      { index: true, element: <OpsQueueRoute /> },
      { path: below(paths.opsPeople), element: <OpsPeopleRoute /> },
      { path: below(paths.opsAudit), element: <OpsAuditRoute /> },
      { path: below(paths.opsMoney), element: <OpsMoneyRoute /> },
      { path: below(paths.opsTax), element: <OpsTaxRoute /> },
    ],
  },
];

export function OpsAppRoute() {
  return useRoutes(opsRoutes);
}
