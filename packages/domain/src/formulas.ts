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

/** 1234 -> '1.2K', 1_500_000 -> '1.5M', below 1000 as is (C9). */
export function formatCompact(n: number): string {
  if (Math.abs(n) >= 1_000_000) return `${trimZero((n / 1_000_000).toFixed(1))}M`;
  if (Math.abs(n) >= 1000) return `${trimZero((n / 1000).toFixed(1))}K`;
  return String(n);
}
function trimZero(s: string): string {
  return s.endsWith('.0') ? s.slice(0, -2) : s;
}

/** USD with no decimals (B9). Money is held in integer cents everywhere. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    Math.round(cents / 100),
  );
}
