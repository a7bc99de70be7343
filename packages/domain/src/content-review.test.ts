import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './calendar.ts';
import {
  CONTENT_STAGES,
  FIX_WINDOW_HOURS,
  fixDueAt,
  isApprovedStage,
  isEarningStage,
  REVIEW_WINDOW_HOURS,
  reviewDueAt,
  TRACKING_WINDOW_DAYS,
  trackingEndsAt,
} from './content-review.ts';

describe('stages that earn', () => {
  it('are review and after: a submitted post is being checked, one needing a fix waits for its link', () => {
    expect(CONTENT_STAGES.filter(isEarningStage)).toEqual(['under_review', 'tracking', 'approved']);
  });
  it('approved ones are those the business (or the clock) approved', () => {
    expect(CONTENT_STAGES.filter(isApprovedStage)).toEqual(['tracking', 'approved']);
    for (const stage of CONTENT_STAGES) if (isApprovedStage(stage)) expect(isEarningStage(stage)).toBe(true);
  });
});

describe('the clocks', () => {
  const from = new Date('2026-11-22T10:30:00Z');
  it('give review 72 hours, a fix 48 hours and tracking 7 calendar days', () => {
    expect([REVIEW_WINDOW_HOURS, FIX_WINDOW_HOURS, TRACKING_WINDOW_DAYS]).toEqual([72, 48, 7]);
    expect(reviewDueAt(from).toISOString()).toBe('2026-11-25T10:30:00.000Z');
    expect(fixDueAt(from).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(trackingEndsAt(from).toISOString()).toBe('2026-11-29T10:30:00.000Z');
    expect(trackingEndsAt(from).getTime() - from.getTime()).toBe(7 * 24 * HOUR_MS);
  });
});
