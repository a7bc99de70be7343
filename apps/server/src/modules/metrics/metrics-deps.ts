// What the metrics module needs from the app (issue 12): the platforms this server can connect, the key that seals
// their tokens, and the URL the platforms send creators back to.
import type { KeyObject } from 'node:crypto';
import type { Platform } from '@microreach/domain/statuses';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '#server/lib/storage/index.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import type { MetricsProvider } from './providers/types.ts';

export interface MetricsDeps {
  /** The platforms this server can connect (a platform without credentials is absent). */
  providers: Partial<Record<Platform, MetricsProvider>>;
  /** Seals tokens at rest (AES-256-GCM). */
  tokenKey: KeyObject;
  /** The URL people reach the app at (the OAuth redirect comes back here). */
  appUrl: string;
  /** A hold's email when a reading opens one (issue 27); tests that read no mail leave it out. */
  emails?: NotificationEmails | null;
  /** Where a post preview's thumbnail is copied (issue 30); without it (tests that read no preview) only the caption is kept. */
  storage?: FileStorage | null;
  /** Where a failed preview download is logged (it never fails the reading). */
  log?: FastifyBaseLogger | null;
}
