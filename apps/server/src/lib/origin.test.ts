import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './origin.ts';

const reachedAt = (host: string) => ({ headers: { host } }) as FastifyRequest;

describe('isOwnOrigin', () => {
  it('accepts the host the request reached or the configured app host', () => {
    expect(isOwnOrigin(reachedAt('localhost:3000'), 'http://localhost:3000', 'app.example')).toBe(true);
    expect(isOwnOrigin(reachedAt('10.0.0.5:3000'), 'https://app.example', 'app.example')).toBe(true);
  });

  it('refuses another site, a look-alike, an opaque origin and no origin', () => {
    const request = reachedAt('localhost:3000');
    expect(isOwnOrigin(request, 'http://evil.example', 'localhost:3000')).toBe(false);
    expect(isOwnOrigin(request, 'http://localhost:3000.evil.example', 'localhost:3000')).toBe(false);
    expect(isOwnOrigin(request, 'null', 'localhost:3000')).toBe(false);
    expect(isOwnOrigin(request, 'file:///etc/passwd', '')).toBe(false);
    expect(isOwnOrigin(request, undefined, 'localhost:3000')).toBe(false);
  });
});
