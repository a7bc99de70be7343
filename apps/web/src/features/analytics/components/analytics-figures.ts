// How Campaign Analytics reads: the charts in words, cost per view, the note on what the totals leave out, status
// words, and the orders the Campaign Videos list can be sorted in. Pure functions of the server's figures (dates,
// counts, money and platforms read as the domain's formatters write them).
import type { AnalyticsPost } from '@microreach/domain/analytics';
import { engagementCount } from '@microreach/domain/analytics-rules';
import { formatBudget, formatCalendarDay, formatCount } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';

/** The views and engagement chart in words: its first and last days' figures (or its one day's). */
export function performanceSummary(series: ReadonlyArray<{ day: string; views: number; engagement: number }>): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return 'No figures recorded yet.';
  if (series.length === 1) {
    return `On ${formatCalendarDay(first.day)}: ${formatCount(first.views)} views and ${formatCount(first.engagement)} likes, comments and shares.`;
  }
  return (
    `Views and engagement from ${formatCalendarDay(first.day)} to ${formatCalendarDay(last.day)}: views went from ` +
    `${formatCount(first.views)} to ${formatCount(last.views)}, engagement from ${formatCount(first.engagement)} to ` +
    `${formatCount(last.engagement)}.`
  );
}

/** The spend chart in words: funded and spent on its first and last days (or its one day), and the budget. */
export function spendSummary(
  spend: ReadonlyArray<{ day: string; fundedCents: number; spentCents: number }>,
  budgetCents: number | null,
): string {
  const first = spend[0];
  const last = spend.at(-1);
  const budget = budgetCents === null ? 'no budget set' : `budget ${formatBudget(budgetCents)}`;
  if (!first || !last) return `No figures recorded yet; ${budget}.`;
  if (spend.length === 1) {
    return (
      `On ${formatCalendarDay(first.day)}: funded ${formatMoney(first.fundedCents)}, ` +
      `spent ${formatMoney(first.spentCents)}; ${budget}.`
    );
  }
  return (
    `Funded and spent from ${formatCalendarDay(first.day)} to ${formatCalendarDay(last.day)}: funded went from ` +
    `${formatMoney(first.fundedCents)} to ${formatMoney(last.fundedCents)}, spent from ` +
    `${formatMoney(first.spentCents)} to ${formatMoney(last.spentCents)}; ${budget}.`
  );
}

/** Cost per view in dollars to a tenth of a cent: 0.0173 -> '$0.017'. */
export function formatCostPerView(usd: number): string {
  return `$${usd.toFixed(3)}`;
}

const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/**
 * What the totals count, leave out and take on trust (issue 30: the dashboard card adds up every post, so it says why
 * the two differ): 'These totals count only posts that earn (2 of 4). Not counted: 1 post on hold and 1 post that
 * needs a fix or cannot earn; the dashboard card adds up every post. Figures of 3 posts are unverified (entered by
 * you).' Null when nothing is left out and nothing taken on trust.
 */
export function totalsNote(
  totals: { countedPosts: number; heldPosts: number; unverifiedPosts: number },
  notEarningPosts: number,
): string | null {
  const sentences: string[] = [];
  const left: string[] = [];
  if (totals.heldPosts > 0) left.push(`${posts(totals.heldPosts)} on hold`);
  if (notEarningPosts > 0) {
    left.push(`${posts(notEarningPosts)} that ${notEarningPosts === 1 ? 'needs' : 'need'} a fix or cannot earn`);
  }
  if (left.length > 0) {
    const all = totals.countedPosts + totals.heldPosts + notEarningPosts;
    sentences.push(
      `These totals count only posts that earn (${totals.countedPosts} of ${all}). Not counted: ${left.join(' and ')}; the dashboard card adds up every post.`,
    );
  }
  if (totals.unverifiedPosts > 0) {
    sentences.push(`Figures of ${posts(totals.unverifiedPosts)} are unverified (entered by you).`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/** Posts left out of the totals for another reason than a hold: waiting for a fix, voided, or never able to earn. */
export function notEarningCount(list: ReadonlyArray<Pick<AnalyticsPost, 'counted' | 'held'>>): number {
  return list.filter((p) => !p.counted && !p.held).length;
}

/** B4's applicant labels for the statuses a participant can have (rejected applicants are not listed). */
const PARTICIPANT_STATUS: Record<string, { label: string; color: string }> = {
  approved: { label: 'Accepted', color: 'green' },
  active: { label: 'Active', color: 'teal' },
  pending: { label: 'Pending', color: 'yellow' },
  left: { label: 'Left', color: 'gray' },
};

export function participantStatus(status: string): { label: string; color: string; hasLeft: boolean } {
  const known = PARTICIPANT_STATUS[status];
  return { label: known?.label ?? status, color: known?.color ?? 'gray', hasLeft: status === 'left' };
}

/** B4's campaign badge colours (Ended reads as Completed; lowercase 'completed' occurs in old data). */
const CAMPAIGN_STATUS_COLORS: Record<string, string> = {
  live: 'green',
  paused: 'red',
  draft: 'yellow',
  completed: 'gray',
  ended: 'gray',
};

export function campaignStatusColor(status: string): string {
  return CAMPAIGN_STATUS_COLORS[status.toLowerCase()] ?? 'gray';
}

export const VIDEO_SORTS = [
  { value: 'views', label: 'Most views' },
  { value: 'engagement', label: 'Most engagement' },
  { value: 'earnings', label: 'Highest earnings' },
  { value: 'newest', label: 'Newest' },
] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number]['value'];

export function isVideoSort(value: string | null): value is VideoSort {
  return VIDEO_SORTS.some((s) => s.value === value);
}

const newestFirst = (a: AnalyticsPost, b: AnalyticsPost) => Date.parse(b.postedAt) - Date.parse(a.postedAt);

const COMPARE: Record<VideoSort, (a: AnalyticsPost, b: AnalyticsPost) => number> = {
  views: (a, b) => b.views - a.views || newestFirst(a, b),
  // The amount of engagement (likes, comments and shares), as Top Performing Content ranks it.
  engagement: (a, b) => engagementCount(b) - engagementCount(a) || b.views - a.views || newestFirst(a, b),
  earnings: (a, b) => b.earningsCents - a.earningsCents || b.views - a.views || newestFirst(a, b),
  newest: newestFirst,
};

/** The posts in the chosen order (a new list; ties keep the server's order). */
export function sortVideos(list: readonly AnalyticsPost[], sort: VideoSort): AnalyticsPost[] {
  return [...list].sort(COMPARE[sort]);
}
