// What the small chart beside a hold says in words (issue 26, item 6): its accessible name, and the lines it draws,
// where an unknown reading breaks a line instead of dropping it to 0.
import type { HoldChartPoint, HoldEvidence } from '@microreach/domain/content-review';
import { formatCount, formatLocalDateTimeShort } from '@microreach/domain/formulas';

export type HoldMetric = 'views' | 'likes';

export const HOLD_METRIC_LABELS: Record<HoldMetric, string> = { views: 'Views', likes: 'Likes' };

const EXPECTED_KEY = { views: 'expectedViews', likes: 'expectedLikes' } as const;

/** One drawn point: when, and the value read (never null: unknown readings are not points). */
export interface PlotPoint {
  at: string;
  ms: number;
  value: number;
}

/** A line as runs of known points; an unknown reading between two runs leaves a gap. */
export type PlotLine = PlotPoint[][];

function runs(points: readonly HoldChartPoint[], pick: (p: HoldChartPoint) => number | null): PlotLine {
  const lines: PlotLine = [];
  let run: PlotPoint[] = [];
  for (const p of points) {
    const value = pick(p);
    const ms = Date.parse(p.at);
    if (value === null || !Number.isFinite(ms)) {
      if (run.length > 0) lines.push(run);
      run = [];
      continue;
    }
    run.push({ at: p.at, ms, value });
  }
  if (run.length > 0) lines.push(run);
  return lines;
}

/** The post's line and the expected line of one metric; the expected one is empty without a basis. */
export function metricLines(evidence: HoldEvidence, metric: HoldMetric): { post: PlotLine; expected: PlotLine } {
  return {
    post: runs(evidence.points, (p) => p[metric]),
    expected: evidence.basis === null ? [] : runs(evidence.points, (p) => p[EXPECTED_KEY[metric]]),
  };
}

function reading(point: HoldChartPoint, metric: HoldMetric, withExpected: boolean): string {
  const value = point[metric] ?? 0;
  const expected = point[EXPECTED_KEY[metric]];
  const text = `${formatCount(value)} on ${formatLocalDateTimeShort(point.at)}`;
  return withExpected && expected !== null ? `${text}, expected ${formatCount(expected)}` : text;
}

/** 'Views: 1,200 on Nov 20, 10:00 AM, expected 900; last 15,400 on Nov 23, 10:00 AM, expected 2,100.' */
function metricSummary(evidence: HoldEvidence, metric: HoldMetric): string {
  const known = evidence.points.filter((p) => p[metric] !== null);
  const label = HOLD_METRIC_LABELS[metric];
  const withExpected = evidence.basis !== null;
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last) return `${label}: not read yet.`;
  if (first === last) return `${label}: ${reading(first, metric, withExpected)}.`;
  return `${label}: first ${reading(first, metric, withExpected)}; last ${reading(last, metric, withExpected)}.`;
}

/** The chart's accessible name: what it compares, then the first and last reading of each metric. */
export function holdEvidenceSummary(evidence: HoldEvidence): string {
  const lead =
    evidence.basis === null
      ? 'This post’s figures over time; no earlier posts to compare with yet.'
      : 'This post’s figures over time against what the creator’s other posts predict.';
  return [lead, metricSummary(evidence, 'views'), metricSummary(evidence, 'likes')].join(' ');
}
