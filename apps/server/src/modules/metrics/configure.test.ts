import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';
import { resolveTokenKey } from './configure.ts';
import { decryptToken, encryptToken } from './providers/token-crypto.ts';

const PROD = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', MAIL_DISABLED: 'true' };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveTokenKey: the key that seals platform tokens and tax ids', () => {
  it('refuses to start in production on PostgreSQL without METRICS_TOKEN_KEY, platforms configured or not', () => {
    const env = readEnv({ ...PROD, DATABASE_URL: 'postgres://db.example/app' });
    expect(() => resolveTokenKey(env, () => {})).toThrow(/METRICS_TOKEN_KEY is required in production on PostgreSQL/);
  });

  it('uses the given key', () => {
    const key = 'ab'.repeat(32);
    const env = readEnv({ ...PROD, DATABASE_URL: 'postgres://db.example/app', METRICS_TOKEN_KEY: key });
    const sealed = encryptToken(
      '123456789',
      resolveTokenKey(env, () => {}),
      'tax-id:u1',
    );
    expect(decryptToken(sealed, key, 'tax-id:u1')).toBe('123456789');
  });

  it('warns and uses a development key on PostgreSQL outside production', () => {
    const warnings: string[] = [];
    resolveTokenKey(readEnv({ DATABASE_URL: 'postgres://db.example/app' }), (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringMatching(/METRICS_TOKEN_KEY is not set/)]);
  });

  it('generates one key into the data directory of the embedded database and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'microreach-key-'));
    dirs.push(dir);
    const env = readEnv({ ...PROD, DATA_DIR: dir });
    const first = resolveTokenKey(env, () => {});
    const sealed = encryptToken('secret', first);
    expect(
      decryptToken(
        sealed,
        resolveTokenKey(env, () => {}),
      ),
    ).toBe('secret');
  });
});
