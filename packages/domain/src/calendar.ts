// Calendar-day arithmetic, once. Campaign dates are calendar days ('yyyy-mm-dd') read on the UTC calendar, the
// server's calendar; an end date is the campaign's last running day.

/** Lengths of time in milliseconds, defined here once. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** 'yyyy-mm-dd' naming a day that exists ('2026-02-30' does not). */
export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today as yyyy-mm-dd on the UTC calendar. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Midnight UTC at the start of a calendar day, in epoch milliseconds. */
export function dayStartMs(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** The calendar day `days` after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  return new Date(dayStartMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `start` to `end` (both yyyy-mm-dd); negative when `end` comes first. */
export function daysBetween(start: string, end: string): number {
  return Math.round((dayStartMs(end) - dayStartMs(start)) / DAY_MS);
}

/**
 * Days from now until `iso` begins (00:00 UTC), rounded up to whole days: the same number as the calendar days from
 * today (UTC) to `iso`. 0 on that day itself, negative once it has passed. Days Left (B4) and the timing texts (C2)
 * count with it.
 */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return daysBetween(todayIso(now), iso);
}

/** The end date has passed: the campaign's last day is over. */
export function hasEnded(endDate: string | null, now: Date = new Date()): boolean {
  return endDate !== null && endDate < todayIso(now);
}
