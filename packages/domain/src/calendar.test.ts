import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, daysBetween, daysUntil, HOUR_MS, hasEnded, MINUTE_MS, todayIso } from './calendar.ts';

describe('calendar days (UTC)', () => {
  it('measures a minute, an hour and a day as the clock does', () => {
    expect(MINUTE_MS).toBe(Date.parse('2026-11-22T00:01:00Z') - Date.parse('2026-11-22T00:00:00Z'));
    expect(HOUR_MS).toBe(Date.parse('2026-11-22T01:00:00Z') - Date.parse('2026-11-22T00:00:00Z'));
    expect(DAY_MS).toBe(Date.parse('2026-11-23T00:00:00Z') - Date.parse('2026-11-22T00:00:00Z'));
  });
  it('reads today on the UTC calendar', () => {
    expect(todayIso(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(todayIso(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });
  it('adds and counts whole days across months and years', () => {
    expect(addDays('2026-12-01', 31)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -31)).toBe('2026-12-01');
    expect(daysBetween('2026-12-01', '2027-01-01')).toBe(31);
    expect(daysBetween('2026-12-27', '2026-11-22')).toBe(-35);
  });
});

describe('daysUntil', () => {
  it('equals ceil((day at 00:00 UTC - now) / 1 day) at any time of day', () => {
    const day = Date.parse('2026-12-27T00:00:00Z');
    for (const now of [
      '2026-11-22T00:00:00Z',
      '2026-11-22T00:00:00.001Z',
      '2026-11-22T13:00:00Z',
      '2026-11-22T23:59:59.999Z',
    ]) {
      const ms = Date.parse(now);
      expect(daysUntil('2026-12-27', new Date(ms))).toBe(Math.ceil((day - ms) / DAY_MS));
      expect(daysUntil('2026-12-27', new Date(ms))).toBe(35);
    }
  });
  it('is 1 the day before, 0 on the day and negative after it', () => {
    expect(daysUntil('2026-11-23', new Date('2026-11-22T13:00:00Z'))).toBe(1);
    expect(daysUntil('2026-11-22', new Date('2026-11-22T13:00:00Z'))).toBe(0);
    expect(daysUntil('2026-11-21', new Date('2026-11-22T13:00:00Z'))).toBe(-1);
  });
});

describe('hasEnded', () => {
  it('is false through the end date and true from the day after', () => {
    expect(hasEnded('2026-11-22', new Date('2026-11-22T23:59:59.999Z'))).toBe(false);
    expect(hasEnded('2026-11-22', new Date('2026-11-23T00:00:00Z'))).toBe(true);
    expect(hasEnded(null, new Date('2026-11-23T00:00:00Z'))).toBe(false);
  });
});
