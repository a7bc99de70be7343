import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_ROUTES, paths } from './paths.ts';

describe('isPagePath: the pages the web app draws (issue 32)', () => {
  it('knows every page, with its parameters, a trailing slash and any case, as the router matches', () => {
    for (const path of [
      '/',
      '/smb-dashboard',
      '/smb-dashboard/',
      '/SMB-Dashboard',
      '/edit-campaign/6f1c2b4e-0000-4000-8000-000000000000',
      '/campaign-analytics/anything-at-all',
      '/smb-payments/statements/2026-10',
      '/earnings/payouts/p1/statement',
      '/ops',
      '/ops/people',
      paths.agreement('a1'),
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('knows no other address', () => {
    for (const path of [
      '/no/such/page',
      '/smb-dashboardx',
      '/edit-campaign',
      '/edit-campaign/1/more',
      '/campaign-analytics/',
      '/ops/nope',
      '/earnings/payouts/p1',
      '/smb-landing/more',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('lists each page once', () => {
    expect(new Set(PAGE_ROUTES).size).toBe(PAGE_ROUTES.length);
  });
});
