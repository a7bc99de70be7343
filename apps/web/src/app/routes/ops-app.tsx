// The operator console (issue 28): one module, loaded only when someone opens /ops, with its own routes under it, so
// the marketplace's first download carries none of the console (the /auth and / budgets of issue 15).
import { paths } from '@microreach/domain/paths';
import { type RouteObject, useRoutes } from 'react-router';
import { OpsAuditRoute } from './ops-audit';
import { OpsConsoleRoute } from './ops-console';
import { OpsMoneyRoute } from './ops-money';
import { OpsPeopleRoute } from './ops-people';
import { OpsQueueRoute } from './ops-queue';
import { OpsSetPasswordRoute } from './ops-set-password';
import { OpsTaxRoute } from './ops-tax';

/** A console path relative to /ops ('/ops/people' -> 'people'), as routes below '/ops/*' are written. */
const below = (path: string) => path.slice(paths.ops.length + 1);

/** The console's pages, below '/ops' (exported for the check against the domain's PAGE_ROUTES). */
export const opsRoutes: RouteObject[] = [
  { path: below(paths.opsSetPassword), element: <OpsSetPasswordRoute /> },
  {
    element: <OpsConsoleRoute />,
    children: [
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
