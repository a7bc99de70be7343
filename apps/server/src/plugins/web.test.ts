// The static web plugin: the SPA shell for app routes, hashed assets cached for good, a 404 for a missing asset
// (an open tab from the previous deploy), and never a source map.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'microreach-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MicroReach</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["secret.tsx"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  app = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('answers app routes with the shell, revalidated every time', async () => {
    for (const url of ['/', '/smb-dashboard', '/edit-campaign/123', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const res = await get('/assets/index-old999.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('never serves source maps, even when the build left one in the folder', async () => {
    expect((await get('/assets/index-abc123.js.map')).statusCode).toBe(404);
    expect((await get('/assets/index-abc123.js.map')).body).not.toContain('secret.tsx');
  });

  it('answers an unknown API path with JSON, never the shell', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401 });
  });
});
