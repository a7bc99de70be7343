// Every error answers in one shape with a code from the domain's list, including the router's own errors.
import { isErrorCode } from '@microreach/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCreator, type TestApp, type TestUser } from '../test/harness.ts';

let app: TestApp;
let creator: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  creator = await signUpCreator(app);
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: creator.cookie } });

describe('error answers', () => {
  it.each([
    ['a path parameter over the router limit', `/api/profiles/${'x'.repeat(600)}`, 414, 'URI_TOO_LONG'],
    ['a malformed escape in the path', '/api/profiles/%E0%A4%A', 400, 'BAD_REQUEST'],
    ['an id that is not a uuid', '/api/profiles/not-a-uuid', 400, 'VALIDATION_ERROR'],
    ['an unknown route', '/api/nothing-here', 404, 'NOT_FOUND'],
  ])('answer %s in the common shape', async (_label, url, status, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: status, code });
    expect(typeof body.message).toBe('string');
    expect(isErrorCode(body.code)).toBe(true);
  });
});
