// Formulas from B4, B9 and C9, and how dates, counts, budgets and platforms read: every screen formats them here.
// (Money to the cent is the ledger's `formatMoney`.)
import { daysUntil } from './calendar.ts';
import { PLATFORM_LABELS } from './statuses.ts';

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

/** A count in full: 15290 -> '15,290'. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** A budget in cents as shown everywhere: '$5,000', or 'TBD' when unset (B9, C2). */
export function formatBudget(cents: number | null): string {
  return cents === null ? 'TBD' : formatUsd(cents);
}

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** USD with no decimals (B9). Money is held, and crosses the API, in integer cents everywhere. */
export function formatUsd(cents: number): string {
  return wholeUsd.format(Math.round(cents / 100));
}

/** A platform's name as a person reads it ('TikTok'); a value that names no platform reads as it is. */
export function platformLabel(platform: string): string {
  const labels: Readonly<Record<string, string>> = PLATFORM_LABELS;
  return labels[platform] ?? platform;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates. A campaign's dates are calendar days read on the UTC calendar (calendar.ts), so they read the same in every
// time zone; a moment (a post's posting, a payment, a deadline) reads in the reader's own time zone.

const MONTH_DAY = { month: 'short', day: 'numeric' } as const;
const MONTH_DAY_YEAR = { ...MONTH_DAY, year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

// Made once: a formatter costs far more to make than to use, and the bot safeguards date thousands of snapshots. (The
// reader's-time-zone ones below are made per call, so they follow the zone the reader is in now.)
const utcDay = new Intl.DateTimeFormat('en-US', { ...MONTH_DAY_YEAR, timeZone: 'UTC' });
const utcDayShort = new Intl.DateTimeFormat('en-US', { ...MONTH_DAY, timeZone: 'UTC' });

/** `format` of `value`, or 'Invalid Date' as toLocaleDateString says it, where `format` would throw. */
function formatDate(format: Intl.DateTimeFormat, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : format.format(date);
}

/**
 * A calendar day: '2026-12-14' -> 'Dec 14, 2026'. A moment ('2026-03-05T08:00:00Z') reads as its day on the UTC
 * calendar.
 */
export function formatCalendarDay(day: string): string {
  return formatDate(utcDay, day);
}

/** A calendar day without its year, as a chart's axis or a short span reads it: '2026-03-03' -> 'Mar 3'. */
export function formatCalendarDayShort(day: string): string {
  return formatDate(utcDayShort, day);
}

/**
 * A campaign's run: 'Mar 3 – Mar 17, 2026'; across years 'Dec 28, 2025 – Jan 10, 2026'; with one date missing
 * 'From Mar 3, 2026' or 'Until Mar 17, 2026'; with neither, 'Dates not set'.
 */
export function formatCalendarDayRange(startDate: string | null, endDate: string | null): string {
  if (startDate && endDate) {
    const isSameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
    const start = isSameYear ? formatCalendarDayShort(startDate) : formatCalendarDay(startDate);
    return `${start} – ${formatCalendarDay(endDate)}`;
  }
  if (startDate) return `From ${formatCalendarDay(startDate)}`;
  if (endDate) return `Until ${formatCalendarDay(endDate)}`;
  return 'Dates not set';
}

/** A moment's day in the reader's time zone: '2026-03-05T14:00:00.000Z' -> 'Mar 5, 2026'. */
export function formatLocalDay(at: string): string {
  return new Date(at).toLocaleDateString('en-US', MONTH_DAY_YEAR);
}

/** A moment's day in the reader's time zone, without the year: 'Mar 5'. */
export function formatLocalDayShort(at: string): string {
  return new Date(at).toLocaleDateString('en-US', MONTH_DAY);
}

/** A moment's time of day in the reader's time zone: '3:00 PM'. */
export function formatLocalTime(at: string): string {
  return new Date(at).toLocaleTimeString('en-US', TIME);
}

/** A moment in the reader's time zone, as a history lists it: 'Nov 26, 2026, 3:00 PM'. */
export function formatLocalDateTime(at: string): string {
  return new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A moment in the reader's time zone without the year, as a deadline days away reads: 'Nov 28, 3:00 PM'. */
export function formatLocalDateTimeShort(at: string): string {
  return new Date(at).toLocaleString('en-US', { ...MONTH_DAY, ...TIME });
}
