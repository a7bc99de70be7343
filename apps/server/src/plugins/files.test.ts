// GET /files/<key>: stored files served publicly with immutable caching; anything else under /files/ is a 404.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '#server/lib/storage/file-url.ts';
import { createTestApp, signUpCreator, type TestApp } from '../test/harness.ts';

let app: TestApp;
let png: Buffer;
const key = 'images/0b7d1c1e-4d0c-4e8a-9a57-3f3c1c1e2a10/logo-3f9a1c2b7d4e5f60-400.png';

beforeAll(async () => {
  app = await createTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b7d6e' } })
    .png()
    .toBuffer();
  await app.storage.put(key, png, { contentType: 'image/png' });
});
afterAll(() => app.close());

describe('GET /files/<key>', () => {
  it('serves the stored bytes with their type, length and a year of immutable caching, to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: fileUrl(key) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe(`"${key}"`);
  });

  it('serves the same to a signed-in user (no session needed, none refused)', async () => {
    const creator = await signUpCreator(app);
    const res = await app.inject({ method: 'GET', url: fileUrl(key), headers: { cookie: creator.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('answers a revalidation with the same key with 304 and no body', async () => {
    const res = await app.inject({ method: 'GET', url: fileUrl(key), headers: { 'if-none-match': `"${key}"` } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    const other = await app.inject({ method: 'GET', url: fileUrl(key), headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers a key with no file with 404, not cached', async () => {
    const res = await app.inject({ method: 'GET', url: fileUrl(key.replace('logo-', 'banner-')) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a parent path', '/files/images/../../secret.png'],
    ['an encoded parent path', '/files/images/%2e%2e/%2e%2e/secret.png'],
    ['an encoded slash and parent', '/files/..%2F..%2Fpackage.json'],
    ['a hidden file', '/files/images/.secret.png'],
    ['an extension we never store', '/files/images/x/logo.svg'],
    ['no key', '/files/'],
  ])('answers %s with 404, reading nothing outside the store', async (_label, url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is not part of the API: the API route table does not list it', () => {
    expect(app.apiRoutes.some((r) => r.url.startsWith('/files'))).toBe(false);
  });
});
