// The zod-free part of rate-card.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). rate-card.ts re-exports all of it; its schemas stay there.
import { formatMoney } from './ledger-rules.ts';

/** The kinds of post a rate is given for, in the order they are shown. */
export const RATE_CARD_FORMATS = ['instagram_post', 'instagram_reel', 'instagram_story', 'tiktok_video'] as const;
export type RateCardFormat = (typeof RATE_CARD_FORMATS)[number];

export const RATE_CARD_FORMAT_LABELS: Record<RateCardFormat, string> = {
  instagram_post: 'Instagram post',
  instagram_reel: 'Instagram Reel',
  instagram_story: 'Instagram Story',
  tiktok_video: 'TikTok video',
};

/** $1.00 to $100,000.00 per post: the bounds the database checks too. */
export const RATE_MIN_CENTS = 100;
export const RATE_MAX_CENTS = 10_000_000;

export const rateCardMessages = {
  min: 'A rate must be at least $1.00',
  max: 'A rate can be at most $100,000.00',
  whole: 'A rate must be in whole cents',
  duplicate: 'Each kind of post can have one rate',
  saved: 'Rate card saved',
  saveFailed: (reason?: string) =>
    reason ? `Failed to save rate card: ${reason}` : 'Failed to save rate card. Please try again.',
  /** Where a rate card section is shown and the creator gave no rate. */
  empty: 'No rates given',
} as const;

/** The card in display order. */
export function sortRates<T extends { format: RateCardFormat }>(rates: readonly T[]): T[] {
  return [...rates].sort((a, b) => RATE_CARD_FORMATS.indexOf(a.format) - RATE_CARD_FORMATS.indexOf(b.format));
}

/** A typed amount in dollars (a money input's number, or '' when empty) as cents; null when empty. */
export function dollarsToCents(dollars: number | string): number | null {
  if (dollars === '' || dollars === null || dollars === undefined) return null;
  const value = typeof dollars === 'number' ? dollars : Number(dollars);
  // Rounded to the cent only when the typed value is a cent amount up to float noise: $1.005 stays fractional, so the
  // schema says "whole cents" instead of the form rounding it silently.
  const cents = value * 100;
  const rounded = Math.round(cents);
  return Math.abs(cents - rounded) < 1e-6 ? rounded : cents;
}

/** Cents as a money input holds them (dollars), or '' for none. */
export function centsToDollars(cents: number | null | undefined): number | '' {
  return cents === null || cents === undefined ? '' : cents / 100;
}

/** The lowest rate, for a one-line summary ("From $120.00 per post"); null for an empty card. */
export function lowestRateCents(rates: readonly { format: RateCardFormat; priceCents: number }[]): number | null {
  return rates.length === 0 ? null : Math.min(...rates.map((r) => r.priceCents));
}

/** "From $120.00 per post" (the lowest rate), for a card in a list; null for an empty card. */
export function rateCardSummary(rates: readonly { format: RateCardFormat; priceCents: number }[]): string | null {
  const lowest = lowestRateCents(rates);
  return lowest === null ? null : `From ${formatMoney(lowest)} per post`;
}
