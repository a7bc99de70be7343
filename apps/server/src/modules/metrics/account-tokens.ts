// A connected account's tokens (issue 12): sealed at rest, opened for a call, refreshed before use under the account's
// row lock, and the account marked 'Reconnect needed' when the platform no longer accepts them. Every call made
// through a connected account (a post's figures, the account's followers) goes through withAccountTokens.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { connectedAccounts } from '#server/db/schema/index.ts';
import type { MetricsDeps } from './metrics-deps.ts';
import { decryptToken, encryptToken } from './providers/token-crypto.ts';
import { type MetricsProvider, ProviderError, type ProviderTokens } from './providers/types.ts';

/** Tokens closer than this to expiring are refreshed before use (TikTok's live 2 hours, Instagram's 60 days). */
const REFRESH_AHEAD_MS = 10 * 60_000;

export type ConnectedAccountRow = typeof connectedAccounts.$inferSelect;

export function sealTokens(deps: MetricsDeps, tokens: ProviderTokens) {
  return {
    accessToken: encryptToken(tokens.accessToken, deps.tokenKey),
    refreshToken: tokens.refreshToken === null ? null : encryptToken(tokens.refreshToken, deps.tokenKey),
    expiresAt: tokens.expiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
    scope: tokens.scope,
  };
}

export function openTokens(deps: MetricsDeps, row: ConnectedAccountRow): ProviderTokens {
  return {
    accessToken: decryptToken(row.accessToken, deps.tokenKey),
    refreshToken: row.refreshToken === null ? null : decryptToken(row.refreshToken, deps.tokenKey),
    expiresAt: row.expiresAt,
    refreshExpiresAt: row.refreshExpiresAt,
    scope: row.scope,
  };
}

export type AccountCall<T> = { status: 'ok'; value: T } | { status: 'needs_reauth' };

/**
 * Runs `use` with the account's working tokens: refreshed first when about to expire, and once more (then `use` tried
 * again) when the platform says the token expired. A grant the platform no longer accepts marks the account
 * needs_reauth. Any other error (rate limits, timeouts, malformed answers) is thrown, for the job to retry.
 */
export async function withAccountTokens<T>(
  db: Db,
  deps: MetricsDeps,
  platformProvider: MetricsProvider,
  account: ConnectedAccountRow,
  now: Date,
  use: (tokens: ProviderTokens) => Promise<T>,
): Promise<AccountCall<T>> {
  let tokens = openTokens(deps, account);
  // One refresh at a time per account, under its row lock: TikTok rotates the refresh token, so a second refresh with
  // the old one would be refused and the account lost. A waiting call finds the new tokens and uses them.
  const renew = async (stale: string | null) => {
    tokens = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(connectedAccounts).where(eq(connectedAccounts.id, account.id)).for('update');
      const current = openTokens(deps, row);
      const due =
        stale === null ? current.expiresAt.getTime() - now.getTime() < REFRESH_AHEAD_MS : current.accessToken === stale;
      if (!due) return current;
      const fresh = await platformProvider.refresh(current);
      await tx
        .update(connectedAccounts)
        .set({ ...sealTokens(deps, fresh), updatedAt: new Date() })
        .where(eq(connectedAccounts.id, account.id));
      return fresh;
    });
  };
  try {
    if (tokens.expiresAt.getTime() - now.getTime() < REFRESH_AHEAD_MS) await renew(null);
    try {
      return { status: 'ok', value: await use(tokens) };
    } catch (err) {
      if (!(err instanceof ProviderError) || err.kind !== 'token_expired') throw err;
      await renew(tokens.accessToken);
      return { status: 'ok', value: await use(tokens) };
    }
  } catch (err) {
    if (err instanceof ProviderError && (err.kind === 'token_revoked' || err.kind === 'token_expired')) {
      await db
        .update(connectedAccounts)
        .set({ status: 'needs_reauth', updatedAt: new Date() })
        .where(eq(connectedAccounts.id, account.id));
      return { status: 'needs_reauth' };
    }
    throw err;
  }
}
