// When the product takes a post's snapshots, as the server does it (decision 017): from submission through at most
// 72 h of review and 7 days of tracking (or until Pay now), the daily metrics round at 03:00 UTC
// (apps/server/src/modules/metrics/metrics.service.ts, METRICS_ROUND_CRON), the business's Refresh
// (POST /api/business/posts/:id/refresh) at moments of its choosing, figures typed by the business when no account is
// connected; rounds that fail, and connections lost and found again. No snapshot is taken at submission today
// (`snapshotAtSubmission`, off, is for issue 26's item 1).
import { FIX_WINDOW_HOURS, REVIEW_WINDOW_HOURS, TRACKING_WINDOW_DAYS } from '@microreach/domain/content-review';
import type { Sampler } from './sampler.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** The product's clocks and the judgement figures of how people and platforms behave around them. */
export const SCHEDULE = {
  /** METRICS_ROUND_CRON '0 3 * * *' (UTC); the round queues every tracked post and four workers drain the queue. */
  roundHourUtc: 3,
  roundSpreadMin: 20,
  /** The clocks sweep every 10 minutes (SWEEP_CRON): auto-approval and the end of tracking land up to 10 min late. */
  sweepMin: 10,
  /** Judgement: a round's fetch fails for the day (platform incident, rate limits past the 3 retries). */
  failedRoundChance: 0.03,
  /** A fetch that hits a rate limit or a timeout is retried after 1, 2, 4 minutes (retryLimit 3, backoff). */
  retriedChance: 0.05,
  /** Judgement: the business approves within the 72 h in this share of posts; the others are approved by the clock. */
  businessApprovesChance: 0.55,
  /** Judgement: the business pays now (ends tracking early) on this share of posts. */
  payNowChance: 0.1,
  /** Judgement: the business's refreshes per day while the post is in the window, log-uniform. */
  refreshesPerDay: [0.05, 1] as [number, number],
  refreshBeforeApproveChance: 0.4,
  refreshBeforePayNowChance: 0.6,
  /** Judgement: the creator's connection is lost (token revoked, password changed) during the window. */
  connectionLostChance: 0.07,
  reconnectChance: 0.6,
  reconnectAfterHours: [6, 120] as [number, number],
  /** Judgement: a business without a connected account types figures this many times in the window. */
  typedEntries: [1, 4] as [number, number],
  /** The business's working hours, in its own time zone. */
  businessHours: [9, 19] as [number, number],
};

/**
 * Judgement: how long after posting a creator submits the link (most right away; some after a day or two; some
 * days later, near the campaign's deadline).
 */
export function drawSubmissionDelayMs(rng: Sampler): number {
  const r = rng.uniform();
  if (r < 0.55) return rng.logUniform(10 * MIN, 6 * HOUR);
  if (r < 0.8) return rng.uniform(6 * HOUR, 36 * HOUR);
  return rng.uniform(36 * HOUR, 7 * DAY);
}

/** Judgement: creators post in their waking hours (7:00 to 23:00 local). */
export function drawPostedAtMs(rng: Sampler, utcOffsetHours: number, dayMs: number): number {
  const localMinute = rng.int(7 * 60, 23 * 60 - 1);
  return dayMs + (localMinute - utcOffsetHours * 60) * MIN;
}

export type FetchVia = 'submission' | 'round' | 'refresh' | 'typed';

export interface Fetch {
  atMs: number;
  via: FetchVia;
}

export interface Window {
  submittedAtMs: number;
  approvedAtMs: number;
  approvedBy: 'business' | 'clock';
  /** When tracking ended: 7 days after approval, or Pay now. */
  endsAtMs: number;
  paidNow: boolean;
  /** The readings stored, oldest first. */
  fetches: Fetch[];
  failedRounds: number;
  connectionLost: { fromMs: number; backMs: number | null } | null;
}

export interface ScheduleOptions {
  /** The creator connected the platform; without it the business types figures. */
  connected: boolean;
  businessUtcOffsetHours: number;
  /** Issue 26, item 1: a snapshot when the post is submitted (not done today). */
  snapshotAtSubmission?: boolean;
  /** Review ends with a fix request at this moment (the link is replaced; link_replaced). */
  fixRequestedAtMs?: number;
}

/** The next moment at or after `ms` inside the business's working hours. */
function inBusinessHours(rng: Sampler, ms: number, offsetHours: number): number {
  const [open, close] = SCHEDULE.businessHours;
  const local = ms + offsetHours * HOUR;
  const dayStart = Math.floor(local / DAY) * DAY;
  const hour = (local - dayStart) / HOUR;
  if (hour >= open && hour < close) return ms;
  const nextOpen = hour < open ? dayStart + open * HOUR : dayStart + DAY + open * HOUR;
  return nextOpen - offsetHours * HOUR + rng.uniform(0, 2 * HOUR);
}

/** Review, tracking and the readings of a post submitted at `submittedAtMs`. */
export function drawWindow(rng: Sampler, submittedAtMs: number, opts: ScheduleOptions): Window {
  const reviewDue = submittedAtMs + REVIEW_WINDOW_HOURS * HOUR;
  let approvedAtMs = reviewDue + rng.uniform(0, SCHEDULE.sweepMin * MIN);
  let approvedBy: Window['approvedBy'] = 'clock';
  if (rng.chance(SCHEDULE.businessApprovesChance)) {
    const at = inBusinessHours(
      rng,
      submittedAtMs + rng.uniform(HOUR, REVIEW_WINDOW_HOURS * HOUR),
      opts.businessUtcOffsetHours,
    );
    if (at < reviewDue) {
      approvedAtMs = at;
      approvedBy = 'business';
    }
  }
  let endsAtMs = approvedAtMs + TRACKING_WINDOW_DAYS * DAY + rng.uniform(0, SCHEDULE.sweepMin * MIN);
  let paidNow = false;
  if (rng.chance(SCHEDULE.payNowChance)) {
    const at = inBusinessHours(
      rng,
      approvedAtMs + rng.uniform(DAY, TRACKING_WINDOW_DAYS * DAY),
      opts.businessUtcOffsetHours,
    );
    if (at < endsAtMs) {
      endsAtMs = at;
      paidNow = true;
    }
  }
  // A fix request ends the window for this link (the replaced link gets a window of its own).
  if (opts.fixRequestedAtMs !== undefined) endsAtMs = opts.fixRequestedAtMs;

  const fetches: Fetch[] = [];
  let failedRounds = 0;
  const within = (ms: number) => ms > submittedAtMs && ms < endsAtMs;
  if (!opts.connected) {
    const entries = rng.int(SCHEDULE.typedEntries[0], SCHEDULE.typedEntries[1]);
    for (let i = 0; i < entries; i++) {
      const at = inBusinessHours(rng, rng.uniform(submittedAtMs, endsAtMs), opts.businessUtcOffsetHours);
      if (within(at)) fetches.push({ atMs: at, via: 'typed' });
    }
    return finish({
      submittedAtMs,
      approvedAtMs,
      approvedBy,
      endsAtMs,
      paidNow,
      fetches,
      failedRounds,
      connectionLost: null,
    });
  }

  if (opts.snapshotAtSubmission)
    fetches.push({ atMs: submittedAtMs + rng.uniform(10_000, 2 * MIN), via: 'submission' });
  // The daily round.
  const firstDay = Math.floor(submittedAtMs / DAY) * DAY;
  for (let day = firstDay; day < endsAtMs; day += DAY) {
    let at = day + SCHEDULE.roundHourUtc * HOUR + rng.uniform(0, SCHEDULE.roundSpreadMin * MIN);
    if (!within(at)) continue;
    if (rng.chance(SCHEDULE.failedRoundChance)) {
      failedRounds++;
      continue;
    }
    if (rng.chance(SCHEDULE.retriedChance)) at += rng.pick([1, 3, 7]) * MIN;
    if (within(at)) fetches.push({ atMs: at, via: 'round' });
  }
  // The business's refreshes: at moments of its choosing in its working hours, and often just before it decides.
  const days = (endsAtMs - submittedAtMs) / DAY;
  const refreshes = rng.poisson(days * rng.logUniform(SCHEDULE.refreshesPerDay[0], SCHEDULE.refreshesPerDay[1]));
  const refreshAt = (ms: number) => {
    const at = ms + rng.uniform(5_000, 90_000);
    if (within(at)) fetches.push({ atMs: at, via: 'refresh' });
  };
  for (let i = 0; i < refreshes; i++) {
    refreshAt(inBusinessHours(rng, rng.uniform(submittedAtMs, endsAtMs), opts.businessUtcOffsetHours));
  }
  if (approvedBy === 'business' && rng.chance(SCHEDULE.refreshBeforeApproveChance)) {
    refreshAt(approvedAtMs - rng.uniform(MIN, 15 * MIN));
  }
  if (paidNow && rng.chance(SCHEDULE.refreshBeforePayNowChance)) refreshAt(endsAtMs - rng.uniform(MIN, 15 * MIN));

  // A lost connection: no fetch reads the post until the creator connects again (or never).
  let connectionLost: Window['connectionLost'] = null;
  if (rng.chance(SCHEDULE.connectionLostChance)) {
    const fromMs = rng.uniform(submittedAtMs, endsAtMs);
    const backMs = rng.chance(SCHEDULE.reconnectChance)
      ? fromMs + rng.logUniform(SCHEDULE.reconnectAfterHours[0], SCHEDULE.reconnectAfterHours[1]) * HOUR
      : null;
    connectionLost = { fromMs, backMs };
  }
  const kept = connectionLost
    ? fetches.filter(
        (f) => f.atMs < connectionLost.fromMs || (connectionLost.backMs !== null && f.atMs >= connectionLost.backMs),
      )
    : fetches;
  return finish({
    submittedAtMs,
    approvedAtMs,
    approvedBy,
    endsAtMs,
    paidNow,
    fetches: kept,
    failedRounds,
    connectionLost,
  });
}

function finish(w: Window): Window {
  // Whole minutes (the resolution of the truth), oldest first; two fetches of one minute are one reading.
  const seen = new Set<number>();
  const fetches = w.fetches
    .map((f) => ({ ...f, atMs: Math.round(f.atMs / MIN) * MIN }))
    .sort((a, b) => a.atMs - b.atMs)
    .filter((f) => {
      if (seen.has(f.atMs)) return false;
      seen.add(f.atMs);
      return true;
    });
  return { ...w, fetches };
}

/**
 * A link replaced after Needs Fix: the business asks for a fix during review; the creator posts a new video and
 * replaces the link within the 48 hours. Judgement on the moments.
 */
export function drawFixAndReplace(
  rng: Sampler,
  submittedAtMs: number,
  businessUtcOffsetHours: number,
): { fixRequestedAtMs: number; newPostedAtMs: number; replacedAtMs: number } {
  // Before the review's 72 hours run out (the clock would approve it).
  const fixRequestedAtMs = Math.min(
    inBusinessHours(
      rng,
      submittedAtMs + rng.uniform(2 * HOUR, (REVIEW_WINDOW_HOURS - 8) * HOUR),
      businessUtcOffsetHours,
    ),
    submittedAtMs + REVIEW_WINDOW_HOURS * HOUR - SCHEDULE.sweepMin * MIN,
  );
  const newPostedAtMs = fixRequestedAtMs + rng.uniform(HOUR, (FIX_WINDOW_HOURS - 8) * HOUR);
  const replacedAtMs = Math.min(
    newPostedAtMs + rng.logUniform(5 * MIN, 6 * HOUR),
    fixRequestedAtMs + FIX_WINDOW_HOURS * HOUR - MIN,
  );
  return { fixRequestedAtMs, newPostedAtMs, replacedAtMs };
}
