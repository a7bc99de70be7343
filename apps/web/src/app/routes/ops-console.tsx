// The operator console's frame (issue 28): its own sign-in and plain shell around /ops, /ops/people and /ops/audit.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '#web/components/page-loader';
import { OpsShell } from '#web/features/operators/components/ops-shell';

export function OpsConsoleRoute() {
  return (
    <OpsShell>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </OpsShell>
  );
}
