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
  it('reads the metrics platforms: credentials in pairs, the development fake refused in production', () => {
    expect(readEnv({ TIKTOK_CLIENT_KEY: 'k', TIKTOK_CLIENT_SECRET: 's' })).toMatchObject({ TIKTOK_CLIENT_KEY: 'k' });
    expect(() => readEnv({ TIKTOK_CLIENT_KEY: 'k' })).toThrow(/TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET/);
    expect(() => readEnv({ INSTAGRAM_CLIENT_SECRET: 's' })).toThrow(/INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET/);
    expect(readEnv({ METRICS_PLATFORMS_URL: 'http://127.0.0.1:4010' }).METRICS_PLATFORMS_URL).toBe(
      'http://127.0.0.1:4010',
    );
    expect(() => readEnv({ METRICS_PLATFORMS_URL: 'http://127.0.0.1:4010', NODE_ENV: 'production' })).toThrow(
      /refused in production/,
    );
  });
  it('refuses a bad port and a short secret', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });
  it('reads the S3 settings, and leaves them unset by default', () => {
    const defaults = readEnv({});
    expect(defaults.S3_BUCKET).toBeUndefined();
    expect(defaults.S3_ENDPOINT).toBeUndefined();
    expect(defaults.S3_FORCE_PATH_STYLE).toBe(false);
    expect(
      readEnv({
        S3_BUCKET: 'microreach-media',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({
      S3_BUCKET: 'microreach-media',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    // Credentials may come from the AWS SDK's default chain; empty values count as unset.
    const chain = readEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' });
    expect(chain.S3_BUCKET).toBe('media');
    expect(chain.S3_ACCESS_KEY_ID).toBeUndefined();
    expect(chain.S3_SECRET_ACCESS_KEY).toBeUndefined();
  });
  it.each([
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_BUCKET: 'Media_Bucket' }, /S3_BUCKET: S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY: .*set together or not at all/],
    [{ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID: .*set together or not at all/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: S3_ENDPOINT is set but S3_BUCKET is not/],
    [
      { S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      /S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/,
    ],
  ])('refuses bad S3 settings %j', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
