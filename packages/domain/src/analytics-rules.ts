// The zod-free part of analytics.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). analytics.ts re-exports all of it; its schemas stay there.
import { engagementRate } from './formulas.ts';

/** B9: average engagement over 6 reads 'excellently', over 4 'well', otherwise 'below average'. */
export const EXCELLENT_ENGAGEMENT_ABOVE = 6;
export const GOOD_ENGAGEMENT_ABOVE = 4;
/** B9: a recommendation appears when engagement is under 4 or cost per view is above $0.05. */
export const MAX_GOOD_COST_PER_VIEW_USD = 0.05;

export type PerformanceWord = 'excellently' | 'well' | 'below average';

/** B9's reading of an average engagement rate (in percent): strictly over 6, strictly over 4, otherwise. */
export function performanceWord(averageEngagement: number): PerformanceWord {
  if (averageEngagement > EXCELLENT_ENGAGEMENT_ABOVE) return 'excellently';
  if (averageEngagement > GOOD_ENGAGEMENT_ABOVE) return 'well';
  return 'below average';
}

/** B9: cost per view = total earnings / views, in dollars; 0 when there are no views yet. */
export function costPerViewUsd(totalEarningsCents: number, views: number): number {
  if (!views || views <= 0) return 0;
  return totalEarningsCents / 100 / views;
}

/** B9: whether the page recommends a change (engagement under 4, or cost per view above $0.05). */
export function needsRecommendation(averageEngagement: number, costPerView: number): boolean {
  return averageEngagement < GOOD_ENGAGEMENT_ABOVE || costPerView > MAX_GOOD_COST_PER_VIEW_USD;
}

/** What the insight says, in B9's words. */
export function insightText(averageEngagement: number): string {
  return `Your campaign is performing ${performanceWord(averageEngagement)} with an average engagement rate of ${averageEngagement}%.`;
}

/** The recommendation's text, naming what is off (or null when nothing is). */
export function recommendationText(averageEngagement: number, costPerView: number): string | null {
  if (!needsRecommendation(averageEngagement, costPerView)) return null;
  const reasons: string[] = [];
  if (averageEngagement < GOOD_ENGAGEMENT_ABOVE) {
    reasons.push(
      'engagement is under 4%: brief creators on a clear call to action, or invite creators whose audiences engage more',
    );
  }
  if (costPerView > MAX_GOOD_COST_PER_VIEW_USD) {
    reasons.push(
      `each view costs more than $${MAX_GOOD_COST_PER_VIEW_USD.toFixed(2)}: lower the rate per 1,000 views, or favour creators with larger reach`,
    );
  }
  return `Recommendation: ${reasons.join('; and ')}.`;
}

export interface PostFigures {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** A post's engagement: likes, comments and shares. */
export const engagementCount = (p: PostFigures) => p.likes + p.comments + p.shares;

/**
 * B2 "top performing content (top 3 by engagement)": the posts with the most likes, comments and shares; ties by the
 * higher engagement rate, then by views.
 */
export function topByEngagement<T extends PostFigures>(posts: readonly T[], n = 3): T[] {
  return [...posts]
    .sort(
      (a, b) => engagementCount(b) - engagementCount(a) || engagementRate(b) - engagementRate(a) || b.views - a.views,
    )
    .slice(0, n);
}

export const analyticsMessages = {
  /**
   * Issue 30: the dashboard card adds up every post (B2 "summed from analytics rows"); Campaign Analytics counts the
   * posts that earn. Each says what it counts, so the two figures do not look like a mistake.
   */
  cardMetricsNote:
    'Every submitted post, including ones on hold or needing a fix. Analytics counts only posts that earn.',
  /** Insights on a campaign with no figures yet: no reading of an engagement rate of 0% and no advice. */
  noFiguresInsight:
    'No figures yet: insights appear once creators’ posts are approved and their views and engagement come in.',
  notFound: 'Campaign Not Found',
  loadFailed: 'Failed to load campaign analytics.',
} as const;
