import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('has the documented defaults', () => {
    expect(readEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED: 'auto',
      TRUST_PROXY: false,
      AUTH_LIMIT_SCALE: 1,
    });
  });
  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(readEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
  it('refuses a bad port and a short secret', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });
});
