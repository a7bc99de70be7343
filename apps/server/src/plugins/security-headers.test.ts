// Headers every answer carries: personal API data is never cached; framing is refused the same way twice; the page
// may only talk to its own origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, signUpBusiness, signUpCreator, type TestApp, type TestUser } from '../test/harness.ts';

let app: TestApp;
let creator: TestUser;
let business: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  [creator, business] = await Promise.all([signUpCreator(app), signUpBusiness(app)]);
});
afterAll(() => app.close());

describe('security headers', () => {
  it('mark API answers with personal data no-store, errors included', async () => {
    for (const res of [
      await callAs(app, creator, 'GET', '/api/me'),
      await callAs(app, creator, 'GET', '/api/creator/dashboard'),
      await callAs(app, null, 'GET', '/api/me'),
      await callAs(app, creator, 'GET', '/api/auth/session'),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuse framing in both X-Frame-Options and the CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("carry helmet's whole set on every answer, a missing route's included; HSTS only over https", async () => {
    // An answer, a missing API route, and an address outside the API (no web app built here: the not-found answer).
    for (const url of ['/api/health', '/api/no-such-route', '/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
    }
    const secure = await createTestApp({ appUrl: 'https://microreach.example' });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('let the page connect to its own origin only (no ws: or wss: to any host)', async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });
});

describe('role before body', () => {
  it.each([
    ['a creator', 'POST /api/business/campaigns'],
    ['a business', 'POST /api/creator/campaigns/00000000-0000-4000-8000-000000000001/applications'],
  ])('refuses %s on %s with 403 even when its JSON cannot be parsed', async (who, route) => {
    const caller = who === 'a creator' ? creator : business;
    const res = await app.inject({
      method: 'POST',
      url: route.split(' ')[1],
      headers: { cookie: caller.cookie, 'content-type': 'application/json' },
      payload: '{"campaignName": ',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WRONG_ROLE');
  });
});
