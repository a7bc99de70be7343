// How the server delivers mail, from the environment: SMTP when SMTP_URL is set; otherwise messages are kept (shown at
// /dev/mailbox outside production; MAIL_DISABLED=true in production, where env.ts refuses to start without either).
import type { Env } from '#server/env.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';

/** The sender when MAIL_FROM is not set (development and tests; production with SMTP_URL requires MAIL_FROM). */
export const DEFAULT_MAIL_FROM = 'MicroReach <no-reply@localhost>';

/**
 * How long an SMTP attempt may wait: for the connection, for the server's greeting, and for any answer once talking. A
 * server slower than this is a failed attempt, retried later (or, once the whole message was handed over, recorded as
 * of unknown outcome and never sent again).
 */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

export type MailDelivery =
  | { mode: 'smtp'; url: string; timeouts: SmtpTimeouts }
  /** Written to the outbox as kept and never sent: no SMTP_URL in development, or MAIL_DISABLED=true. */
  | { mode: 'kept'; reason: 'no-smtp-url' | 'disabled' };

export interface MailConfig {
  /** MAIL_FROM: the From of every message ("Name <address>" or an address). */
  from: string;
  delivery: MailDelivery;
  /** Serve the kept messages at GET /dev/mailbox: never in production. */
  devMailbox: boolean;
}

/** What a service needs to write a message to the outbox; the job queue, when the app has one, sends it. */
export interface MailDeps {
  from: string;
  delivery: MailDelivery;
  jobs: JobQueue | null;
}

/** No mail leaves; nothing is shown: the app's default (most tests). */
export const KEPT_MAIL: MailConfig = {
  from: DEFAULT_MAIL_FROM,
  delivery: { mode: 'kept', reason: 'no-smtp-url' },
  devMailbox: false,
};

export function configureMail(env: Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_DISABLED'>): MailConfig {
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  const devMailbox = env.NODE_ENV !== 'production';
  if (env.SMTP_URL) return { from, delivery: { mode: 'smtp', url: env.SMTP_URL, timeouts: SMTP_TIMEOUTS }, devMailbox };
  return { from, delivery: { mode: 'kept', reason: env.MAIL_DISABLED ? 'disabled' : 'no-smtp-url' }, devMailbox };
}

/** The line the server logs at start about mail. */
export function describeMail(config: MailConfig): string {
  const { delivery } = config;
  if (delivery.mode === 'smtp') return `Mail is sent through ${redactedUrl(delivery.url)} as ${config.from}`;
  if (delivery.reason === 'disabled') return 'Mail is off (MAIL_DISABLED=true): messages are recorded, never sent';
  return config.devMailbox
    ? 'Mail is not sent (no SMTP_URL): messages are kept and shown at /dev/mailbox'
    : 'Mail is not sent (no SMTP_URL): messages are kept';
}

/** The SMTP URL without its password, for logs. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}
