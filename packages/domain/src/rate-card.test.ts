import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  describeRate,
  dollarsToCents,
  lowestRateCents,
  RATE_CARD_FORMATS,
  RATE_MAX_CENTS,
  RATE_MIN_CENTS,
  RateCardInputSchema,
  RateCardSchema,
  rateCardMessages,
  rateCardSummary,
  sortRates,
} from './rate-card.ts';

const messagesOf = (input: unknown) => {
  const parsed = RateCardInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('RateCardInputSchema', () => {
  it('takes a card of distinct kinds of post within the bounds, and an empty card', () => {
    const card = {
      rates: [
        { format: 'tiktok_video', priceCents: RATE_MAX_CENTS },
        { format: 'instagram_post', priceCents: RATE_MIN_CENTS },
        { format: 'instagram_reel', priceCents: 25_050 },
        { format: 'instagram_story', priceCents: 4_000 },
      ],
    };
    expect(RateCardInputSchema.parse(card)).toEqual(card);
    expect(RateCardInputSchema.parse({ rates: [] })).toEqual({ rates: [] });
  });

  it('refuses a rate outside $1.00 to $100,000.00 or in fractions of a cent, with the domain messages', () => {
    expect(messagesOf({ rates: [{ format: 'instagram_post', priceCents: 99 }] })).toEqual([rateCardMessages.min]);
    expect(messagesOf({ rates: [{ format: 'instagram_post', priceCents: -100 }] })).toEqual([rateCardMessages.min]);
    expect(messagesOf({ rates: [{ format: 'instagram_post', priceCents: 10_000_001 }] })).toEqual([
      rateCardMessages.max,
    ]);
    expect(messagesOf({ rates: [{ format: 'instagram_post', priceCents: 150.5 }] })).toEqual([rateCardMessages.whole]);
  });

  it('refuses two rates for one kind of post', () => {
    expect(
      messagesOf({
        rates: [
          { format: 'instagram_reel', priceCents: 1_000 },
          { format: 'instagram_reel', priceCents: 2_000 },
        ],
      }),
    ).toEqual([rateCardMessages.duplicate]);
  });

  it('refuses an unknown kind of post, a price that is not a number, extra keys and a missing list', () => {
    expect(messagesOf({ rates: [{ format: 'youtube_short', priceCents: 1_000 }] })).toHaveLength(1);
    expect(messagesOf({ rates: [{ format: 'instagram_post', priceCents: '1000' }] })).toHaveLength(1);
    expect(messagesOf({ rates: [{ format: 'instagram_post', priceCents: Number.NaN }] })).toHaveLength(1);
    expect(messagesOf({ rates: [{ format: 'instagram_post', priceCents: 1_000, note: 'x' }] })).toHaveLength(1);
    expect(messagesOf({ rates: [], extra: true })).toHaveLength(1);
    expect(messagesOf({})).toHaveLength(1);
  });

  it('holds at most one rate per kind of post', () => {
    const tooMany = [...RATE_CARD_FORMATS, 'instagram_post'].map((format) => ({ format, priceCents: 1_000 }));
    expect(messagesOf({ rates: tooMany }).length).toBeGreaterThan(0);
  });
});

describe('showing a card', () => {
  const card = [
    { format: 'tiktok_video' as const, priceCents: 30_000 },
    { format: 'instagram_post' as const, priceCents: 12_000 },
    { format: 'instagram_story' as const, priceCents: 45_050 },
  ];

  it('sorts rates in the display order of the kinds of post', () => {
    expect(sortRates(card).map((r) => r.format)).toEqual(['instagram_post', 'instagram_story', 'tiktok_video']);
    // The input is left as it was.
    expect(card[0]!.format).toBe('tiktok_video');
  });

  it('describes a rate and sums a card up by its lowest rate', () => {
    expect(describeRate({ format: 'instagram_reel', priceCents: 25_000 })).toBe('Instagram Reel: $250.00');
    expect(lowestRateCents(card)).toBe(12_000);
    expect(rateCardSummary(card)).toBe('From $120.00 per post');
    expect(rateCardSummary([{ format: 'tiktok_video', priceCents: 1_000_000 }])).toBe('From $10,000.00 per post');
  });

  it('has no summary for an empty card', () => {
    expect(lowestRateCents([])).toBeNull();
    expect(rateCardSummary([])).toBeNull();
  });

  it('answers the card as RateCardSchema reads it', () => {
    expect(RateCardSchema.parse({ rates: sortRates(card) }).rates).toHaveLength(3);
  });
});

describe('dollars and cents', () => {
  it('turns typed dollars into cents, empty into null, and keeps a fraction of a cent for the schema to refuse', () => {
    expect(dollarsToCents(120)).toBe(12_000);
    expect(dollarsToCents(120.1)).toBe(12_010);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents('250.50')).toBe(25_050);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents(1.005)).not.toBe(Math.round(1.005 * 100));
    expect(Number.isInteger(dollarsToCents(1.005))).toBe(false);
  });

  it('shows cents as dollars, none as empty', () => {
    expect(centsToDollars(25_050)).toBe(250.5);
    expect(centsToDollars(null)).toBe('');
    expect(centsToDollars(undefined)).toBe('');
  });
});
