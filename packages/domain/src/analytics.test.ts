import { describe, expect, it } from 'vitest';
import {
  costPerViewUsd,
  insightText,
  needsRecommendation,
  performanceWord,
  recommendationText,
  topByEngagement,
} from './analytics.ts';

describe('B9 insight thresholds, at their edges', () => {
  it('reads over 6 as excellently, over 4 as well, and 4 or less as below average', () => {
    expect(performanceWord(6.1)).toBe('excellently');
    expect(performanceWord(6)).toBe('well');
    expect(performanceWord(4.1)).toBe('well');
    expect(performanceWord(4)).toBe('below average');
    expect(performanceWord(0)).toBe('below average');
  });

  it('recommends when engagement is under 4 or a view costs more than $0.05, not at the edges', () => {
    expect(needsRecommendation(4, 0.05)).toBe(false);
    expect(needsRecommendation(3.9, 0.01)).toBe(true);
    expect(needsRecommendation(8, 0.0501)).toBe(true);
    expect(recommendationText(4, 0.05)).toBeNull();
    expect(recommendationText(3.9, 0.06)).toMatch(/engagement is under 4%.*and each view costs more than \$0\.05/);
  });

  it('words the insight with the figure', () => {
    expect(insightText(7.2)).toBe('Your campaign is performing excellently with an average engagement rate of 7.2%.');
  });
});

describe('B9 cost per view = total earnings / views', () => {
  it('is in dollars, and 0 before any view', () => {
    expect(costPerViewUsd(20_800, 12_000)).toBeCloseTo(0.017333, 6);
    expect(costPerViewUsd(5_000, 0)).toBe(0);
  });
});

describe('top performing content', () => {
  it('takes the 3 posts with the most likes, comments and shares; ties by rate, then views', () => {
    const post = (id: string, views: number, likes: number, comments = 0, shares = 0) => ({
      id,
      views,
      likes,
      comments,
      shares,
    });
    const posts = [
      post('a', 1000, 50),
      post('b', 5000, 300),
      post('c', 2000, 100, 50),
      post('d', 4000, 150),
      post('e', 500, 10),
    ];
    expect(topByEngagement(posts).map((p) => p.id)).toEqual(['b', 'c', 'd']);
    expect(topByEngagement(posts, 1).map((p) => p.id)).toEqual(['b']);
    expect(topByEngagement([post('x', 3000, 150), post('y', 1500, 150)]).map((p) => p.id)).toEqual(['y', 'x']);
  });
});
