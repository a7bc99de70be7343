// The metrics providers this server offers, from the environment (issue 12), and the key that seals their tokens.

import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Platform } from '@microreach/domain/statuses';
import { resolveDataDir } from '#server/db/data-dir.ts';
import type { Env } from '#server/env.ts';
import { INSTAGRAM_BASE_URLS, InstagramProvider } from './providers/instagram.ts';
import { TIKTOK_BASE_URLS, TikTokProvider } from './providers/tiktok.ts';
import { parseTokenKey } from './providers/token-crypto.ts';
import type { MetricsProvider } from './providers/types.ts';

/** The path prefixes under which the local fake answers for each real host (test/support/fake-platforms.ts). */
export const FAKE_PLATFORM_PREFIXES = {
  instagramWww: '/instagram-www',
  instagramApi: '/instagram-api',
  instagramGraph: '/instagram-graph',
  tiktokWww: '/tiktok-www',
  tiktokOpen: '/tiktok-open',
} as const;

export function configureProviders(env: Env): Partial<Record<Platform, MetricsProvider>> {
  const fake = env.METRICS_PLATFORMS_URL?.replace(/\/$/, '');
  const providers: Partial<Record<Platform, MetricsProvider>> = {};
  if (env.INSTAGRAM_CLIENT_ID && env.INSTAGRAM_CLIENT_SECRET) {
    providers.instagram = new InstagramProvider({
      clientId: env.INSTAGRAM_CLIENT_ID,
      clientSecret: env.INSTAGRAM_CLIENT_SECRET,
      ...(fake
        ? {
            authBaseUrl: fake + FAKE_PLATFORM_PREFIXES.instagramWww,
            tokenBaseUrl: fake + FAKE_PLATFORM_PREFIXES.instagramApi,
            apiBaseUrl: fake + FAKE_PLATFORM_PREFIXES.instagramGraph,
          }
        : INSTAGRAM_BASE_URLS),
    });
  }
  if (env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET) {
    providers.tiktok = new TikTokProvider({
      clientId: env.TIKTOK_CLIENT_KEY,
      clientSecret: env.TIKTOK_CLIENT_SECRET,
      ...(fake
        ? { authBaseUrl: fake + FAKE_PLATFORM_PREFIXES.tiktokWww, apiBaseUrl: fake + FAKE_PLATFORM_PREFIXES.tiktokOpen }
        : TIKTOK_BASE_URLS),
    });
  }
  return providers;
}

/**
 * METRICS_TOKEN_KEY, or (embedded database) a key generated once into DATA_DIR. It seals platform tokens and creators'
 * tax ids (issue 29). On PostgreSQL without the variable the key must be shared by every app server, so none is made
 * up: production refuses to start, and development uses a fixed key with a warning.
 */
export function resolveTokenKey(env: Env, warn: (message: string) => void): KeyObject {
  if (env.METRICS_TOKEN_KEY) return parseTokenKey(env.METRICS_TOKEN_KEY);
  if (!env.DATABASE_URL) {
    const dir = resolveDataDir(env.DATA_DIR);
    const file = join(dir, 'metrics-token-key');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    return parseTokenKey(readFileSync(file, 'utf8').trim());
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('METRICS_TOKEN_KEY is required in production on PostgreSQL: it seals platform tokens and tax ids.');
  }
  warn('METRICS_TOKEN_KEY is not set: using a development key to seal platform tokens and tax ids.');
  return parseTokenKey('00'.repeat(32));
}
