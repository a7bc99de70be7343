// Over the whole route table: a signed-out caller gets 401 from every API route that is not on the public list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_ROUTES } from '../plugins/auth.ts';
import { createTestApp, type TestApp } from './harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

describe('signed-out callers', () => {
  it('knows the route table', () => {
    const keys = app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toContain('GET /api/me');
    expect(keys).toContain('GET /api/profiles/:id');
    for (const key of PUBLIC_API_ROUTES) expect(keys).toContain(key);
  });

  it('get 401 from every non-public API route', async () => {
    const protectedRoutes = app.apiRoutes.filter((r) => !PUBLIC_API_ROUTES.has(`${r.method} ${r.url}`));
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace('*', 'x');
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('get 401 with a forged or stale session cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'microreach.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('can reach the public routes', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({
      user: null,
      suspension: null,
    });
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} })).statusCode).toBe(204);
    // Forgot password and confirmation links work signed out (issue 27): an empty body is a 400, not a 401.
    for (const url of [
      '/api/auth/password-reset/request',
      '/api/auth/password-reset/complete',
      '/api/auth/confirm-email',
    ])
      expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(400);
  });
});
