// One-click unsubscribe tokens (issue 27, RFC 8058): `<user id>.<kind>.<HMAC-SHA256 of both>`, keyed by a key derived
// from the app's auth secret. A link needs no sign-in, and cannot be made for another person or another kind.
import { createHmac, createSecretKey, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationPreferenceKind,
} from '@microreach/domain/notification-preferences';

/** The unsubscribe links' key: derived from the auth secret, so it is used for nothing else (sessions sign with it). */
export function unsubscribeKeyFrom(authSecret: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', authSecret, 'microreach', 'notification-unsubscribe-v1', 32)));
}

const signature = (key: KeyObject, userId: string, kind: NotificationPreferenceKind) =>
  createHmac('sha256', key).update(`${userId}.${kind}`).digest();

export function unsubscribeToken(key: KeyObject, userId: string, kind: NotificationPreferenceKind): string {
  return `${userId}.${kind}.${signature(key, userId, kind).toString('base64url')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whom and what a token stops, or null when it was not made by this app's key (changed, forged, cut short). */
export function readUnsubscribeToken(
  key: KeyObject,
  token: string,
): { userId: string; kind: NotificationPreferenceKind } | null {
  const [userId, kind, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !mac || !UUID.test(userId)) return null;
  if (!(NOTIFICATION_PREFERENCE_KINDS as readonly string[]).includes(kind)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, userId, kind as NotificationPreferenceKind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // base64url has more than one spelling of the same bytes: only the one we write is accepted.
  if (given.toString('base64url') !== mac) return null;
  return { userId, kind: kind as NotificationPreferenceKind };
}
