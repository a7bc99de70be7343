import { formatBudget } from '@microreach/domain/formulas';
import { describe, expect, it } from 'vitest';
import { cardAction, hashtagLabel, resultCountText, seatsText } from './browse-figures';
import { filtersToParams, hasActiveFilters, parseFilters, toBrowseQuery } from './browse-filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('browse filters', () => {
  it('round-trips through the address bar, leaving defaults out', () => {
    const filters = parse('q=+tea+&niche=Gaming&budget=5000%2B&visibility=private&sort=budget&page=3');
    expect(filters).toEqual({
      q: 'tea',
      niche: 'Gaming',
      budget: '5000+',
      visibility: 'private',
      sort: 'budget',
      page: 3,
    });
    expect(filtersToParams(filters).toString()).toBe(
      'q=tea&niche=Gaming&budget=5000%2B&visibility=private&sort=budget&page=3',
    );
    expect(filtersToParams(parse('sort=newest&page=1')).toString()).toBe('');
  });

  it('drops values the server would refuse', () => {
    expect(parse('niche=gaming&budget=0-50&visibility=Public&sort=oldest&page=1.5')).toEqual(parse(''));
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('asks the server for 12 a page and only the filters that are set', () => {
    expect(toBrowseQuery(parse('visibility=public&page=2'))).toEqual({
      q: undefined,
      niche: undefined,
      budget: undefined,
      visibility: 'public',
      sort: 'newest',
      page: 2,
      pageSize: 12,
    });
  });

  it('counts search, niche, budget and visibility as filters, not sort or page', () => {
    expect(hasActiveFilters(parse('sort=closing&page=4'))).toBe(false);
    expect(hasActiveFilters(parse('budget=0-500'))).toBe(true);
    expect(hasActiveFilters(parse('q=x'))).toBe(true);
  });
});

describe('browse figures', () => {
  const base = {
    privatePublic: 'Public' as const,
    participantCount: 0,
    maxInfluencers: null,
    myApplicationStatus: null,
  };

  it('words budgets, places and hashtags', () => {
    expect(formatBudget(null)).toBe('TBD');
    expect(formatBudget(250_000)).toBe('$2,500');
    expect(seatsText({ participantCount: 3, maxInfluencers: null })).toBe('Unlimited');
    expect(seatsText({ participantCount: 3, maxInfluencers: 10 })).toBe('3/10 joined');
    expect(hashtagLabel('#Coffee')).toBe('#Coffee');
    expect(hashtagLabel('latte art')).toBe('#latte art');
  });

  it('counts results, with a + once the server stops counting', () => {
    expect(resultCountText(0, false)).toBe('0 campaigns');
    expect(resultCountText(1, false)).toBe('1 campaign');
    expect(resultCountText(24, false)).toBe('24 campaigns');
    expect(resultCountText(1000, true)).toBe('1,000+ campaigns');
  });

  it('picks the action from the application, the visibility and the places left', () => {
    expect(cardAction(base)).toBe('join');
    expect(cardAction({ ...base, privatePublic: 'Private' })).toBe('apply');
    expect(cardAction({ ...base, participantCount: 4, maxInfluencers: 4 })).toBe('full');
    expect(cardAction({ ...base, participantCount: 3, maxInfluencers: 4 })).toBe('join');
    expect(cardAction({ ...base, privatePublic: 'Private', participantCount: 4, maxInfluencers: 4 })).toBe('apply');
    for (const status of ['pending', 'approved', 'active', 'rejected'] as const) {
      expect(cardAction({ ...base, myApplicationStatus: status })).toBe('applied');
    }
    expect(cardAction({ ...base, myApplicationStatus: 'left', participantCount: 4, maxInfluencers: 4 })).toBe('left');
  });
});
