// Formulas from B4, B9 and C9.

/** Engagement rate = (likes + comments + shares) / views x 100, one decimal, 0 when there are no views (C9). */
export function engagementRate(m: { views: number; likes: number; comments: number; shares: number }): number {
  if (!m.views || m.views <= 0) return 0;
  return Math.round(((m.likes + m.comments + m.shares) / m.views) * 1000) / 10;
}

const DAY_MS = 86_400_000;

/** Days Left = end date minus now, rounded up to whole days (B4). The end date is the last day, inclusive of its end. */
export function daysLeft(endDate: string, now: Date = new Date()): number {
  const end = new Date(`${endDate}T23:59:59.999Z`).getTime();
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

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

/** USD with no decimals (B9). Money is held in integer cents everywhere. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    Math.round(cents / 100),
  );
}
