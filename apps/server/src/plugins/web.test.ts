// The static web plugin: the SPA shell for app routes (404 with it for any other address), hashed assets cached for
// good, a 404 for a missing asset (an open tab from the previous deploy), never a source map, and text compressed as
// the browser asks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const SHELL = `<!doctype html><title>MicroReach</title><div id="root"></div>${'<!-- padding -->'.repeat(50)}`;
const SCRIPT = `console.log("app");${'export const x = 1;'.repeat(200)}`;
const STYLE = `body { margin: 0 }${'.a { color: red }'.repeat(200)}`;
const LANDING = `<!doctype html><title>MicroReach</title><div id="root"><main><h1>For businesses</h1></main></div>${'<!-- padding -->'.repeat(50)}`;

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'microreach-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered'));
  const files: Record<string, string> = {
    'index.html': SHELL,
    // One landing page rendered by the build (apps/web/scripts/prerender.ts); the home page's is missing here.
    'prerendered/smb-landing.html': LANDING,
    'assets/index-abc123.js': SCRIPT,
    'assets/index-abc123.css': STYLE,
  };
  // What the build writes (apps/web/vite.config.ts, precompress): a brotli and a gzip copy beside each text file.
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["secret.tsx"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, '.build-stamp'), 'stamp-of-the-sources');
  app = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('answers app routes with the shell, revalidated every time', async () => {
    for (const url of ['/', '/smb-dashboard', '/edit-campaign/123', '/ops/people', '/smb-dashboard/?tab=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address the web app has no page for with 404 and the shell, which draws the 404 page (issue 32)', async () => {
    for (const url of ['/no/such/page', '/smb-dashboardx', '/edit-campaign', '/edit-campaign/1/more', '/ops/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(SHELL);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('leads /favicon.ico, which browsers ask for unprompted, to the app icon instead of a 404', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  it('answers a missing stored file opened in a browser with 404 and the 404 page, and JSON for an image (issue 32)', async () => {
    const url = '/files/images/nope/nothing.webp';
    const page = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(SHELL);
    const image = await app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(image.statusCode).toBe(404);
    expect(image.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers a landing page with its prerendered HTML, compressed as asked, and falls back to the shell', async () => {
    for (const url of ['/smb-landing', '/smb-landing?ref=ad']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(LANDING);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const br = await app.inject({ method: 'GET', url: '/smb-landing', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LANDING);
    // Other addresses, and a landing page the build did not render, get the shell.
    expect((await get('/smb-landing/more')).body).toBe(SHELL);
    expect((await get('/')).body).toBe(SHELL);
  });

  it('answers a page address with a malformed escape with 404 and the shell, whose router shows its 404 page', async () => {
    for (const url of ['/campaign-analytics/%E0%A4%A', '/%E0%A4%A', '/edit-campaign/%zz?tab=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(SHELL);
      // The page gets the security headers of every other page.
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it("keeps the JSON error for a malformed escape in the server's own paths", async () => {
    for (const url of ['/api/profiles/%E0%A4%A', '/api/%E0%A4%A', '/assets/%E0%A4%A.js', '/files/%E0%A4%A']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The address is not valid.',
      });
    }
  });

  it("gives pages, compressed scripts and a missing asset helmet's headers too", async () => {
    for (const [url, headers] of [
      ['/smb-dashboard', {}],
      ['/assets/index-abc123.js', { 'accept-encoding': 'br' }],
      ['/assets/missing-000000.js', {}],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /dev/ addresses with 404 when the development mailbox is not served (production), never the shell', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox?x=1', '/dev/anything']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
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

  it('sends the shell, scripts and styles compressed with brotli or gzip, as the browser asks', async () => {
    const cases = [
      { url: '/', text: SHELL, type: 'text/html', cache: 'no-cache' },
      { url: '/smb-dashboard', text: SHELL, type: 'text/html', cache: 'no-cache' },
      { url: '/assets/index-abc123.js', text: SCRIPT, type: 'javascript', cache: 'immutable' },
      { url: '/assets/index-abc123.css', text: STYLE, type: 'text/css', cache: 'immutable' },
    ];
    for (const { url, text, type, cache } of cases) {
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toContain(type);
      expect(br.headers['cache-control'], url).toContain(cache);
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length, url).toBeLessThan(text.length / 4);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(text);

      const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(text);

      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(text);
    }
  });

  it('still answers a missing asset with 404 when the browser accepts compression', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-old999.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('gives the compressed copies and the build stamp no address of their own', async () => {
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-abc123.css.gz')).statusCode).toBe(404);
    const stamp = await get('/.build-stamp');
    expect(stamp.body).not.toContain('stamp-of-the-sources');
  });

  it('answers an unknown API path with JSON, never the shell', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401 });
  });
});
