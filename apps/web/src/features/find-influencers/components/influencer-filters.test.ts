import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersToParams,
  isNarrowed,
  parseFilters,
  toSearchParams,
} from './influencer-filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('Find Influencers filters in the address bar', () => {
  it('round-trips every control, leaving defaults out', () => {
    const qs =
      'q=tea&niches=Food%2CArt&location=Canada&audienceMin=50000&audienceMax=1000000&verifiedOnly=true&engagementMin=3.5&engagementMax=15&sort=recent&page=2';
    const filters = parse(qs);
    expect(filters).toEqual({
      q: 'tea',
      niches: ['Food', 'Art'],
      location: 'Canada',
      audience: [50_000, 1_000_000],
      verifiedOnly: true,
      engagement: [3.5, 15],
      sort: 'recent',
      page: 2,
    });
    expect(filtersToParams(filters).toString()).toBe(qs);
    expect(filtersToParams(parse('sort=relevance&page=1&audienceMin=10000&audienceMax=1000000')).toString()).toBe('');
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('puts niches in the spec order and drops unknown values', () => {
    expect(parse('niches=Comedy,Fashion,Cooking,Fashion').niches).toEqual(['Fashion', 'Comedy']);
    expect(parse('location=Mars&sort=oldest&page=0&verifiedOnly=yes')).toEqual(DEFAULT_FILTERS);
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(parse('page=51').page).toBe(1);
  });

  it('keeps slider values on their scale: within bounds, on a step, in order, a missing end at its default', () => {
    expect(parse('audienceMin=12&audienceMax=5000000').audience).toEqual([1000, 1_000_000]);
    expect(parse('audienceMin=12345').audience).toEqual([12_000, 1_000_000]);
    expect(parse('audienceMax=5000').audience).toEqual([5000, 10_000]);
    expect(parse('engagementMin=2.345&engagementMax=abc').engagement).toEqual([2.3, 10]);
    expect(parse('engagementMin=12&engagementMax=4').engagement).toEqual([4, 12]);
  });

  it('asks the server only for the filters that are set', () => {
    expect(toSearchParams(DEFAULT_FILTERS)).toEqual({ sort: 'relevance', page: 1 });
    expect(toSearchParams(parse('niches=Food,Travel&engagementMin=2&engagementMax=15&sort=followers'))).toEqual({
      niches: 'Food,Travel',
      engagementMin: 2,
      engagementMax: 15,
      sort: 'followers',
      page: 1,
    });
    // "Verified counts only" (issue 26) reaches the server as the API spells it.
    expect(toSearchParams(parse('verifiedOnly=true&audienceMin=50000'))).toEqual({
      audienceMin: 50_000,
      audienceMax: 1_000_000,
      verifiedOnly: 'true',
      sort: 'relevance',
      page: 1,
    });
  });

  it('counts niches, location and moved sliders for the badge, not the search or the sort', () => {
    expect(activeFilterCount(parse('q=tea&sort=recent&page=3'))).toBe(0);
    expect(isNarrowed(parse('q=tea'))).toBe(true);
    expect(isNarrowed(parse('sort=recent'))).toBe(false);
    expect(activeFilterCount(parse('niches=Food,Art,Music&location=Japan&audienceMin=20000'))).toBe(5);
    expect(activeFilterCount(parse('verifiedOnly=true'))).toBe(1);
  });
});
