// Formulas from B4, B9 and C9.
import { daysUntil } from './calendar.ts';

/** Engagement rate = (likes + comments + shares) / views x 100, one decimal, 0 when there are no views (C9). */
export function engagementRate(m: { views: number; likes: number; comments: number; shares: number }): number {
  if (!m.views || m.views <= 0) return 0;
  return Math.round(((m.likes + m.comments + m.shares) / m.views) * 1000) / 10;
}

/**
 * Days Left = end date minus now, rounded up to whole days (B4), the end date read at 00:00 UTC. The end date is the
 * campaign's last running day, so 0 means it ends today; it stays 0 after that (`hasEnded` tells the two apart).
 */
export function daysLeft(endDate: string, now: Date = new Date()): number {
  return Math.max(0, daysUntil(endDate, now));
}

/** What a campaign says on its end date, where the formula gives 0 days but the campaign still runs. */
export const ENDS_TODAY_TEXT = 'Ends today';

/**
 * C9: K with one decimal from 1000 (1000 -> '1.0K', 1234 -> '1.2K'), M with one decimal from a million; below as is.
 * `trimZero` drops a '.0' for round labels such as follower ranges ('Under 1K', '50K+').
 */
export function formatCompact(n: number, opts: { trimZero?: boolean } = {}): string {
  const [value, unit] =
    Math.abs(n) >= 1_000_000 ? [n / 1_000_000, 'M'] : Math.abs(n) >= 1000 ? [n / 1000, 'K'] : [n, ''];
  if (!unit) return String(n);
  const text = value.toFixed(1);
  return `${opts.trimZero && text.endsWith('.0') ? text.slice(0, -2) : text}${unit}`;
}

/** A budget in cents as shown everywhere: '$5,000', or 'TBD' when unset (B9, C2). */
export function formatBudget(cents: number | null): string {
  return cents === null ? 'TBD' : formatUsd(cents);
}

/** USD with no decimals (B9). Money is held, and crosses the API, in integer cents everywhere. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    Math.round(cents / 100),
  );
}
