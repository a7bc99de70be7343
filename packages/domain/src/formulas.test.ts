import { describe, expect, it, vi } from 'vitest';
import {
  daysLeft,
  engagementRate,
  formatCalendarDay,
  formatCalendarDayRange,
  formatCalendarDayShort,
  formatCompact,
  formatLocalDateTime,
  formatLocalDateTimeShort,
  formatLocalDay,
  formatLocalDayShort,
  formatLocalTime,
  formatUsd,
  platformLabel,
} from './formulas.ts';
import { optionLabel } from './options.ts';

describe('engagementRate (C9)', () => {
  it('is (likes + comments + shares) / views x 100 with one decimal', () => {
    expect(engagementRate({ views: 1000, likes: 50, comments: 10, shares: 5 })).toBe(6.5);
    expect(engagementRate({ views: 3, likes: 1, comments: 0, shares: 0 })).toBe(33.3);
  });
  it('is 0 when there are no views', () => {
    expect(engagementRate({ views: 0, likes: 5, comments: 1, shares: 1 })).toBe(0);
  });
});

describe('daysLeft (B4)', () => {
  it('is the end date (at 00:00 UTC) minus now, rounded up to whole days', () => {
    // ceil((Dec 27 00:00Z - Nov 22 13:00Z) / 1 day) = ceil(34.46) = 35.
    expect(daysLeft('2026-12-27', new Date('2026-11-22T13:00:00Z'))).toBe(35);
    expect(daysLeft('2026-12-27', new Date('2026-11-22T00:00:00Z'))).toBe(35);
    expect(daysLeft('2026-12-27', new Date('2026-11-22T23:59:59.999Z'))).toBe(35);
    expect(daysLeft('2026-11-23', new Date('2026-11-22T13:00:00Z'))).toBe(1);
  });
  it('is 0 on the end date, the last running day, and stays 0 after it', () => {
    expect(daysLeft('2026-11-22', new Date('2026-11-22T00:00:00Z'))).toBe(0);
    expect(daysLeft('2026-11-22', new Date('2026-11-22T23:59:59.999Z'))).toBe(0);
    expect(daysLeft('2026-11-21', new Date('2026-11-22T13:00:00Z'))).toBe(0);
    expect(daysLeft('2026-10-01', new Date('2026-11-22T13:00:00Z'))).toBe(0);
  });
});

describe('formatCompact', () => {
  it.each([
    [999, '999'],
    [1000, '1.0K'],
    [1234, '1.2K'],
    [15_500, '15.5K'],
    [1_000_000, '1.0M'],
    [2_340_000, '2.3M'],
  ])('%d -> %s', (n, s) => {
    expect(formatCompact(n)).toBe(s);
  });
  it('drops a .0 for round labels when asked', () => {
    expect(formatCompact(50_000, { trimZero: true })).toBe('50K');
    expect(formatCompact(2500, { trimZero: true })).toBe('2.5K');
  });
});

describe('formatUsd', () => {
  it('shows whole dollars from cents (USD, no decimals)', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(123_456)).toBe('$1,235');
    expect(formatUsd(500_000_00)).toBe('$500,000');
  });
});

describe('platformLabel', () => {
  it('writes each platform as its owner does, and anything else as it is', () => {
    expect(platformLabel('instagram')).toBe('Instagram');
    expect(platformLabel('tiktok')).toBe('TikTok');
    expect(platformLabel('youtube')).toBe('youtube');
  });
});

/** Runs `check` with the process in another time zone (Node reads TZ afresh when it changes). */
function inTimeZone(zone: string, check: () => void) {
  vi.stubEnv('TZ', zone);
  try {
    check();
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('calendar days', () => {
  it('formats end dates the way the card reads them', () => {
    expect(formatCalendarDay('2026-12-14')).toBe('Dec 14, 2026');
    expect(formatCalendarDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('reads a moment as its day on the UTC calendar', () => {
    expect(formatCalendarDay('2026-03-05T08:00:00Z')).toBe('Mar 5, 2026');
    expect(formatCalendarDay('2026-03-05T23:30:00.000Z')).toBe('Mar 5, 2026');
  });

  it('reads the same day west and east of UTC', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
      inTimeZone(zone, () => {
        expect(formatCalendarDay('2026-01-01')).toBe('Jan 1, 2026');
        expect(formatCalendarDayShort('2026-01-31')).toBe('Jan 31');
      });
    }
  });

  it('leaves out the year on a chart axis', () => {
    expect(formatCalendarDayShort('2026-03-03')).toBe('Mar 3');
  });

  it('says Invalid Date for a value that names no day, as the browser would, instead of throwing', () => {
    expect(formatCalendarDay('')).toBe('Invalid Date');
    expect(formatCalendarDayShort('not a day')).toBe('Invalid Date');
  });
});

describe('formatCalendarDayRange', () => {
  it('writes the year once within a year, and both years across two', () => {
    expect(formatCalendarDayRange('2026-03-03', '2026-03-17')).toBe('Mar 3 – Mar 17, 2026');
    expect(formatCalendarDayRange('2025-12-28', '2026-01-10')).toBe('Dec 28, 2025 – Jan 10, 2026');
  });

  it('reads the dates as calendar days, also west of UTC', () => {
    inTimeZone('America/Los_Angeles', () => {
      expect(formatCalendarDayRange('2026-01-01', '2026-01-31')).toBe('Jan 1 – Jan 31, 2026');
    });
  });

  it('says what it knows when a date is missing', () => {
    expect(formatCalendarDayRange('2026-03-03', null)).toBe('From Mar 3, 2026');
    expect(formatCalendarDayRange(null, '2026-03-17')).toBe('Until Mar 17, 2026');
    expect(formatCalendarDayRange(null, null)).toBe('Dates not set');
  });
});

describe('moments, in the reader’s time zone', () => {
  const at = '2026-11-26T15:05:00Z';

  it('reads them on the UTC clock for a reader in UTC', () => {
    inTimeZone('UTC', () => {
      expect(formatLocalDay(at)).toBe('Nov 26, 2026');
      expect(formatLocalDayShort(at)).toBe('Nov 26');
      expect(formatLocalTime(at)).toBe('3:05 PM');
      expect(formatLocalDateTime(at)).toBe('Nov 26, 2026, 3:05 PM');
      expect(formatLocalDateTimeShort(at)).toBe('Nov 26, 3:05 PM');
    });
  });

  it('moves them to the reader’s clock and calendar elsewhere', () => {
    inTimeZone('Asia/Tokyo', () => {
      expect(formatLocalDay(at)).toBe('Nov 27, 2026');
      expect(formatLocalDayShort(at)).toBe('Nov 27');
      expect(formatLocalTime(at)).toBe('12:05 AM');
      expect(formatLocalDateTime(at)).toBe('Nov 27, 2026, 12:05 AM');
      expect(formatLocalDateTimeShort(at)).toBe('Nov 27, 12:05 AM');
    });
  });
});

describe('optionLabel', () => {
  it('turns stored option values into labels', () => {
    expect(optionLabel('product-reviews')).toBe('Product Reviews');
    expect(optionLabel('reels-short-videos')).toBe('Reels / Short Videos');
    expect(optionLabel('food-beverage')).toBe('Food & Beverage');
    expect(optionLabel('real-estate')).toBe('Real Estate');
  });
});
