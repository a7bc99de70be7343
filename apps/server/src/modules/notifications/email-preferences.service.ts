// Notification email preferences (issue 27, item 5): a person's switches, one per kind that applies to their role
// (on unless turned off), and the one-click unsubscribe that turns one off from an email's link, without a sign-in.
import type { KeyObject } from 'node:crypto';
import {
  type NotificationPreferenceKind,
  type NotificationPreferences,
  notificationPreferenceKindsFor,
  notificationPreferenceMessages,
  notificationPreferenceText,
  type UnsubscribeDetails,
  type UpdateNotificationPreferencesInput,
} from '@microreach/domain/notification-preferences';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { notificationPreferences, users } from '#server/db/schema/index.ts';
import { badRequest } from '#server/lib/errors.ts';
import type { MarketplaceUserRow } from '#server/lib/marketplace-user.ts';
import { isMarketplaceUser } from '#server/lib/marketplace-user.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** The actor's switches, for the kinds of their role, in the settings' order. */
export async function getNotificationPreferences(
  db: Db | Tx,
  actor: MarketplaceUserRow,
): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, actor.id));
  const chosen = new Map(rows.map((r) => [r.kind, r.enabled]));
  return {
    items: notificationPreferenceKindsFor(actor.role).map((kind) => ({ kind, enabled: chosen.get(kind) ?? true })),
  };
}

/** Sets the listed switches of the actor (all or none: a kind of the other role refuses the whole change). */
export async function updateNotificationPreferences(
  db: Db,
  actor: MarketplaceUserRow,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const allowed = new Set(notificationPreferenceKindsFor(actor.role));
  if (input.items.some((item) => !allowed.has(item.kind))) {
    throw badRequest(notificationPreferenceMessages.notForRole);
  }
  return db.transaction(async (tx) => {
    await setPreferences(
      tx,
      actor.id,
      input.items.map((item) => ({ kind: item.kind, enabled: item.enabled })),
    );
    return getNotificationPreferences(tx, actor);
  });
}

async function setPreferences(
  tx: Tx,
  userId: string,
  items: Array<{ kind: NotificationPreferenceKind; enabled: boolean }>,
): Promise<void> {
  await tx
    .insert(notificationPreferences)
    .values(items.map((item) => ({ userId, kind: item.kind, enabled: item.enabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/** Whom a token names and what it stops, checked: signed by this app, for an account whose role has that kind. */
async function unsubscribeTarget(db: Db | Tx, key: KeyObject, token: string) {
  const target = readUnsubscribeToken(key, token);
  if (!target) throw badRequest(notificationPreferenceMessages.badToken);
  const [row] = await db
    .select({ role: users.role, enabled: notificationPreferences.enabled })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, target.kind)),
    )
    .where(eq(users.id, target.userId));
  const text = row && isMarketplaceUser(row) ? notificationPreferenceText(row.role, target.kind) : null;
  if (!row || !text) throw badRequest(notificationPreferenceMessages.badToken);
  return { ...target, ...text, enabled: row.enabled ?? true };
}

/** What an unsubscribe link is about (the page asks before it changes anything). */
export async function readUnsubscribe(db: Db, key: KeyObject, token: string): Promise<UnsubscribeDetails> {
  const { kind, label, description, enabled } = await unsubscribeTarget(db, key, token);
  return { kind, label, description, enabled };
}

/** One-click unsubscribe (RFC 8058): turns the token's kind off for its owner; again, it stays off. */
export async function unsubscribe(db: Db, key: KeyObject, token: string): Promise<UnsubscribeDetails> {
  return db.transaction(async (tx) => {
    const { userId, kind, label, description } = await unsubscribeTarget(tx, key, token);
    await setPreferences(tx, userId, [{ kind, enabled: false }]);
    return { kind, label, description, enabled: false };
  });
}
