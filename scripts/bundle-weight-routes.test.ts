// The weight check reads the router's own table (apps/web/scripts/bundle-weight.ts): every page of it must be weighed
// with what loads before it shows, or a heavy page would pass unweighed.
import { describe, expect, it } from 'vitest';
import { routerRoutes } from '../apps/web/scripts/bundle-weight.ts';

describe('the routes the weight check reads from router.tsx', () => {
  const routes = routerRoutes();
  const of = (route: string) => routes.find((r) => r.route === route)?.modules ?? [];

  it('weighs a signed-in page with the signed-in shell and its own page', () => {
    expect(of('/smb-dashboard').sort()).toEqual(['src/app/routes/smb-dashboard.tsx', 'src/app/signed-in-shell.tsx']);
    expect(of('/campaign-analytics/:campaignId').sort()).toEqual([
      'src/app/routes/campaign-analytics.tsx',
      'src/app/signed-in-shell.tsx',
    ]);
    expect(of('/help').sort()).toEqual(['src/app/routes/help.tsx', 'src/app/signed-in-shell.tsx']);
  });

  it('weighs a public page with its page alone, and finds every route', () => {
    expect(of('/auth')).toEqual(['src/app/routes/auth.tsx']);
    expect(of('/')).toEqual(['src/features/marketing/components/home-page.tsx']);
    expect(routes.length).toBeGreaterThanOrEqual(33);
    // Every signed-in page (all but the public ones, the redirect and the 404) carries the shell.
    const withShell = routes.filter((r) => r.modules.includes('src/app/signed-in-shell.tsx')).map((r) => r.route);
    expect(withShell).toContain('/browse-campaigns');
    expect(withShell).toContain('/earnings');
    expect(withShell).not.toContain('/auth');
  });
});
