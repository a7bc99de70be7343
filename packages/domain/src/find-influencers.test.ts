import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_DEFAULT,
  audienceSliderLabel,
  countActiveFilters,
  ENGAGEMENT_DEFAULT,
  engagementSliderLabel,
  formatAudience,
  formatEngagement,
  INFLUENCER_MAX_PAGE,
  INFLUENCER_SORT_LABELS,
  INFLUENCER_SORTS,
  InfluencerSearchQuerySchema,
  influencerMessages,
  influencersFoundText,
} from './find-influencers.ts';

const parse = (query: Record<string, string>) => InfluencerSearchQuerySchema.safeParse(query);

describe('InfluencerSearchQuerySchema', () => {
  it('fills in relevance and page 1, and leaves every filter out by default', () => {
    expect(parse({})).toEqual({ success: true, data: { sort: 'relevance', page: 1 } });
  });

  it('reads "Verified counts only" as true or false, and refuses anything else', () => {
    expect(parse({ verifiedOnly: 'true' }).data?.verifiedOnly).toBe(true);
    expect(parse({ verifiedOnly: 'false' }).data?.verifiedOnly).toBe(false);
    expect(parse({ verifiedOnly: 'maybe' }).success).toBe(false);
  });

  it('reads a full query string', () => {
    const result = parse({
      q: '  Coffee ',
      niches: 'Travel,Food',
      location: 'Japan',
      audienceMin: '1000',
      audienceMax: '1000000',
      engagementMin: '2.5',
      engagementMax: '15',
      sort: 'recent',
      page: '3',
    });
    expect(result.data).toEqual({
      q: 'Coffee',
      niches: ['Food', 'Travel'],
      location: 'Japan',
      audienceMin: 1000,
      audienceMax: 1_000_000,
      engagementMin: 2.5,
      engagementMax: 15,
      sort: 'recent',
      page: 3,
    });
  });

  it('keeps each niche once, in the spec order, and ignores empty items', () => {
    expect(parse({ niches: 'Comedy,,Art, Comedy' }).data?.niches).toEqual(['Art', 'Comedy']);
    expect(parse({ niches: '' }).data?.niches).toEqual([]);
  });

  it('refuses values outside the option lists', () => {
    expect(parse({ niches: 'Food,Cooking' }).success).toBe(false);
    expect(parse({ niches: 'food' }).success).toBe(false);
    expect(parse({ location: 'Portugal' }).success).toBe(false);
    expect(parse({ location: 'japan' }).success).toBe(false);
    expect(parse({ sort: 'newest' }).success).toBe(false);
  });

  it('keeps the sliders within their bounds, min not above max', () => {
    expect(parse({ audienceMin: '999' }).success).toBe(false);
    expect(parse({ audienceMax: '1000001' }).success).toBe(false);
    expect(parse({ audienceMin: '1500.5' }).success).toBe(false);
    expect(parse({ audienceMin: '50000', audienceMax: '40000' }).success).toBe(false);
    expect(parse({ audienceMin: '50000', audienceMax: '50000' }).success).toBe(true);
    expect(parse({ engagementMin: '0.9' }).success).toBe(false);
    expect(parse({ engagementMax: '15.1' }).success).toBe(false);
    expect(parse({ engagementMin: 'NaN' }).success).toBe(false);
    expect(parse({ engagementMin: '5', engagementMax: '4.9' }).success).toBe(false);
    const message = parse({ engagementMin: '0' }).error?.issues[0]?.message;
    expect(message).toBe('Engagement rate must be between 1% and 15%.');
  });

  it('bounds the search and the page', () => {
    expect(parse({ q: 'a'.repeat(101) }).success).toBe(false);
    expect(parse({ page: '0' }).success).toBe(false);
    expect(parse({ page: String(INFLUENCER_MAX_PAGE) }).success).toBe(true);
    expect(parse({ page: String(INFLUENCER_MAX_PAGE + 1) }).success).toBe(false);
    expect(INFLUENCER_MAX_PAGE).toBe(50);
  });
});

describe('the filter badge', () => {
  const none = {
    niches: [],
    location: null,
    audience: AUDIENCE_DEFAULT,
    verifiedOnly: false,
    engagement: ENGAGEMENT_DEFAULT,
  };

  it('counts nothing when every control is at its default', () => {
    expect(countActiveFilters(none)).toBe(0);
  });

  it('counts each niche, a location, each slider moved off its default and "Verified counts only"', () => {
    expect(countActiveFilters({ ...none, niches: ['Food', 'Art'] })).toBe(2);
    expect(countActiveFilters({ ...none, location: 'Canada' })).toBe(1);
    expect(countActiveFilters({ ...none, audience: [10_000, 500_000] })).toBe(1);
    expect(countActiveFilters({ ...none, verifiedOnly: true })).toBe(1);
    expect(countActiveFilters({ ...none, engagement: [2, 15] })).toBe(1);
    expect(
      countActiveFilters({
        niches: ['Food'],
        location: 'Canada',
        audience: [1000, 1_000_000],
        verifiedOnly: true,
        engagement: [1, 15],
      }),
    ).toBe(5);
  });
});

describe('figures and texts', () => {
  it('formats audiences with K and M', () => {
    expect(formatAudience(999)).toBe('999');
    expect(formatAudience(1000)).toBe('1K');
    expect(formatAudience(12_400)).toBe('12.4K');
    expect(formatAudience(1_000_000)).toBe('1M');
    expect(formatAudience(1_260_000)).toBe('1.3M');
  });

  it('reads the top of each slider as open-ended', () => {
    expect(audienceSliderLabel(10_000)).toBe('10K');
    expect(audienceSliderLabel(1_000_000)).toBe('1M+');
    expect(engagementSliderLabel(2)).toBe('2%');
    expect(engagementSliderLabel(7.3)).toBe('7.3%');
    expect(engagementSliderLabel(15)).toBe('15%+');
  });

  it("shows an engagement rate with one decimal, or 'No posts yet'", () => {
    expect(formatEngagement(4)).toBe('4.0%');
    expect(formatEngagement(12.3)).toBe('12.3%');
    expect(formatEngagement(0)).toBe('0.0%');
    expect(formatEngagement(null)).toBe('No posts yet');
  });

  it('counts what was found, up to 1,000', () => {
    expect(influencersFoundText(0, false)).toBe('0 Influencers Found');
    expect(influencersFoundText(1, false)).toBe('1 Influencer Found');
    expect(influencersFoundText(24, false)).toBe('24 Influencers Found');
    expect(influencersFoundText(1_000, false)).toBe('1,000 Influencers Found');
    expect(influencersFoundText(1_000, true)).toBe('1,000+ Influencers Found');
  });

  it('names the sorts and the invitation toast as the brief words them', () => {
    expect(INFLUENCER_SORTS.map((s) => INFLUENCER_SORT_LABELS[s])).toEqual([
      'Relevance',
      'Most Followers',
      'Highest Engagement',
      'Recently Active',
    ]);
    expect(influencerMessages.invitationSent('Mia Torres', 'Slow Mornings')).toEqual({
      title: 'Invitation Sent',
      message: 'Mia Torres has been invited to Slow Mornings.',
    });
  });
});
