// A demo post's history (issue 12): its review as the server's transitions, its figures as snapshots along a growth
// curve, a bot pattern in them, and the holds the safeguards put on it. Everything is timed from the post's submission
// and drawn a fixed number of times, never from `now`: seeding later reveals more of the same history.
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@microreach/domain/calendar';
import { fixDueAt, reviewDueAt, trackingEndsAt } from '@microreach/domain/content-review';
import { evaluateHolds, type HoldFinding, type HoldRule } from '@microreach/domain/metrics-holds';
import type { BotSeed, ReviewSeed } from './demo-data.ts';

/** Enough snapshots for the longest history: 72 hours of review, 7 days of tracking and the days after, 18 h apart. */
const MAX_SNAPSHOTS = 20;

export interface Figures {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}
const METRICS = ['views', 'likes', 'comments', 'shares'] as const;

export interface Snapshot extends Figures {
  at: Date;
}

/** The random part of a post's history: the same number of draws for every post, whatever `now` is. */
export interface HistoryDraws {
  /** Days after which the post's growth has slowed by a factor e (most of a short video's views come in days). */
  growthDays: number;
  /** Hours from submission to the first snapshot, then between snapshots. */
  firstSnapshotHours: number;
  gapHours: number[];
  /** Per snapshot, how much each figure's growth since the last one strays from the curve. */
  jitter: Figures[];
  /** Days the figures are still recorded after the tracking window ends. */
  trailingDays: number;
  /** Minutes past the hour of the business's decision, and of its release of a hold. */
  decisionMinutes: number;
  releaseMinutes: number;
  /** How late the 10-minute clock runs an automatic approval and the end of tracking. */
  clockMinutes: number;
}

export function drawHistory(between: (min: number, max: number) => number): HistoryDraws {
  const minutes = (min: number, max: number) => Math.floor(between(min, max + 1));
  return {
    growthDays: between(1, 2.2),
    // After the few hours in which a post uploaded just now has no figures yet.
    firstSnapshotHours: between(4, 10),
    gapHours: Array.from({ length: MAX_SNAPSHOTS - 1 }, () => between(18, 30)),
    jitter: Array.from({ length: MAX_SNAPSHOTS }, () => ({
      views: between(0.9, 1.1),
      likes: between(0.9, 1.1),
      comments: between(0.85, 1.15),
      shares: between(0.85, 1.15),
    })),
    trailingDays: between(2, 4),
    decisionMinutes: minutes(0, 50),
    releaseMinutes: minutes(0, 50),
    clockMinutes: minutes(1, 9),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Review.

export type ReviewAction = 'approve' | 'auto_approve' | 'request_fix' | 'end_tracking';

export interface ReviewStep {
  action: ReviewAction;
  at: Date;
  note?: string;
}

export interface ReviewTimeline {
  reviewDueAt: Date;
  /** The decision and, once approved, the end of tracking, in order. */
  steps: ReviewStep[];
  /** When the business asked for a fix, and until when the creator may replace the link. */
  fix?: { at: Date; dueAt: Date; note: string };
  approval?: { at: Date; automatic: boolean; trackingEndsAt: Date };
  /** Figures are recorded until then: a few days past the tracking window, or until the post needs a fix. */
  recordedUntil: Date;
}

/** What happens to a post that came in at `createdAt`, whatever `now` is (the seed keeps the steps up to `now`). */
export function reviewTimeline(createdAt: Date, review: ReviewSeed, draws: HistoryDraws): ReviewTimeline {
  const due = reviewDueAt(createdAt);
  const decidedAt =
    review.decision === 'none'
      ? null
      : new Date(createdAt.getTime() + review.afterHours * HOUR_MS + draws.decisionMinutes * MINUTE_MS);
  if (review.decision === 'fix' && decidedAt && decidedAt < due) {
    return {
      reviewDueAt: due,
      steps: [{ action: 'request_fix', at: decidedAt, note: review.note }],
      fix: { at: decidedAt, dueAt: fixDueAt(decidedAt), note: review.note },
      recordedUntil: decidedAt,
    };
  }
  // Approved by the business in time, or by the clock when the 72 hours run out.
  const approvedAt =
    decidedAt === null || decidedAt >= due ? new Date(due.getTime() + draws.clockMinutes * MINUTE_MS) : decidedAt;
  const automatic = approvedAt !== decidedAt;
  const endsAt = trackingEndsAt(approvedAt);
  return {
    reviewDueAt: due,
    steps: [
      { action: automatic ? 'auto_approve' : 'approve', at: approvedAt },
      { action: 'end_tracking', at: new Date(endsAt.getTime() + draws.clockMinutes * MINUTE_MS) },
    ],
    approval: { at: approvedAt, automatic, trackingEndsAt: endsAt },
    recordedUntil: new Date(endsAt.getTime() + draws.trailingDays * DAY_MS),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Figures.

/**
 * The post's figures, snapshot by snapshot, until `recordedUntil`: each figure follows `totals x (1 - e^(-t/T))`, t the
 * days since it was posted (fast early growth that decays), with each interval's growth a little off the curve.
 */
export function figureSeries(
  postedAt: Date,
  createdAt: Date,
  recordedUntil: Date,
  totals: Figures,
  draws: HistoryDraws,
): Snapshot[] {
  const times: number[] = [];
  let at = createdAt.getTime() + draws.firstSnapshotHours * HOUR_MS;
  while (at < recordedUntil.getTime()) {
    if (times.length === MAX_SNAPSHOTS) throw new Error('Demo data: a post needs more snapshots than are drawn');
    times.push(Math.round(at));
    at += (draws.gapHours[times.length - 1] ?? 0) * HOUR_MS;
  }
  const curve = (ms: number) => 1 - Math.exp(-(ms - postedAt.getTime()) / DAY_MS / draws.growthDays);
  const running: Figures = { views: 0, likes: 0, comments: 0, shares: 0 };
  return times.map((ms, i) => {
    const growth = curve(ms) - (i === 0 ? 0 : curve(times[i - 1]!));
    for (const m of METRICS) running[m] += totals[m] * growth * draws.jitter[i]![m];
    return {
      at: new Date(ms),
      views: Math.round(running.views),
      likes: Math.round(running.likes),
      comments: Math.round(running.comments),
      shares: Math.round(running.shares),
    };
  });
}

/** The safeguard each pattern is there to show. */
export const BOT_RULE: Record<BotSeed['pattern'], HoldRule> = {
  like_burst: 'engagement_ratio',
  comments_purge: 'figures_decreased',
  view_package: 'view_spike',
};

/** The series with the bot pattern from snapshot `atSnapshot` on (bought figures stay; purged ones stay gone). */
export function withBotPattern(series: readonly Snapshot[], bots: BotSeed): Snapshot[] {
  const k = bots.atSnapshot;
  const at = series[k];
  const before = series[k - 1];
  const first = series[1];
  if (!at || !before || !first) throw new Error(`Demo data: no snapshot ${k} for a bot pattern`);
  const change = (i: number): Partial<Figures> => {
    if (bots.pattern === 'like_burst') {
      // Likes bought in a burst: several times what the post's views brought since it settled, from then on.
      return i < k ? {} : { likes: Math.round(2.5 * (at.likes - first.likes)) + 40 };
    }
    if (bots.pattern === 'comments_purge') {
      // Comments bought with the upload (more than the post's real ones), removed by the platform as spam.
      return i < k ? { comments: Math.max(40, Math.round(1.5 * before.comments)) } : {};
    }
    // A package of views, more than the post had and far beyond its usual growth, that brought hardly any likes. It
    // brought shares at 58% of the post's rate (over the window the rule judges, from the latest snapshot a day or more
    // before): few enough for the view-spike rule (60%), too many for the engagement rule, which holds views without
    // likes only when the shares are missing too (50%), so the one finding is the view spike.
    if (i < k) return {};
    let start = k - 1;
    while (start > 0 && at.at.getTime() - series[start]!.at.getTime() < DAY_MS) start--;
    const from = series[start]!;
    let base = k - 1;
    while (base > 0 && before.at.getTime() - series[base - 1]!.at.getTime() <= 3 * DAY_MS) base--;
    const days = (ms: number) => ms / DAY_MS;
    const usualPerDay =
      (before.views - series[base]!.views) / Math.max(0.5, days(before.at.getTime() - series[base]!.at.getTime()));
    const views = Math.max(
      2_000,
      Math.round(1.5 * before.views),
      Math.ceil(10 * usualPerDay * days(at.at.getTime() - before.at.getTime())),
    );
    const shares =
      from.shares + Math.floor((0.58 * (at.views + views - from.views) * from.shares) / from.views) - at.shares;
    return { views, shares };
  };
  return series.map((p, i) => {
    const c = change(i);
    return {
      at: p.at,
      views: p.views + (c.views ?? 0),
      likes: p.likes + (c.likes ?? 0),
      comments: p.comments + (c.comments ?? 0),
      shares: p.shares + (c.shares ?? 0),
    };
  });
}

/** A snapshot as the safeguards read it. */
const metricsPoint = (s: Snapshot) => ({
  at: s.at.toISOString(),
  views: s.views,
  likes: s.likes,
  comments: s.comments,
  shares: s.shares,
});

/** The findings over a series. */
export const findingsOf = (series: readonly Snapshot[]): HoldFinding[] => evaluateHolds(series.map(metricsPoint), 'ok');

/**
 * The holds the server puts on a post as its snapshots arrive: after each one, a hold for every rule the series now
 * breaks that has not held it before (a released rule does not hold it again), at that snapshot.
 */
export function holdsAlong(series: readonly Snapshot[]): Array<HoldFinding & { snapshot: number }> {
  const holds: Array<HoldFinding & { snapshot: number }> = [];
  for (let i = 0; i < series.length; i++) {
    for (const finding of findingsOf(series.slice(0, i + 1))) {
      if (!holds.some((h) => h.rule === finding.rule)) holds.push({ ...finding, snapshot: i });
    }
  }
  return holds;
}
