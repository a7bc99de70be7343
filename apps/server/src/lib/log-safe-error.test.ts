// The error log never carries request values: a failing query's parameters and PostgreSQL's quoted input stay out.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { serializeErrorSafely } from './log-safe-error.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  // A route whose query fails with the request's value among its parameters, as a real bug would.
  app = await createTestApp({ logger: { level: 'error', stream } }, (a) => {
    a.get('/test-only/boom', async (request) => {
      const { value } = request.query as { value: string };
      await a.db.execute(sql`select ${value}::int as n`);
      return { ok: true };
    });
  });
});
afterAll(() => app.close());

describe('the error log', () => {
  it('records a failed query without its parameters or the input PostgreSQL quotes', async () => {
    const secret = 'jane.doe-555-0100@example.com';
    const res = await app.inject({ method: 'GET', url: `/test-only/boom?value=${encodeURIComponent(secret)}` });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('An unexpected error occurred. Please try again.');
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22P02'); // the SQLSTATE is kept: invalid_text_representation
    expect(log).toContain('select $1::int');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('jane.doe');
  });

  it('keeps the message of errors that are not about data', () => {
    const described = serializeErrorSafely(new TypeError('x is not a function'));
    expect(described).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(described.stack).toMatch(/^\s+at /);
  });
});
