import { describe, expect, it } from 'vitest';
import { DAY_MS } from './calendar.ts';
import {
  audienceSize,
  boostFollowers,
  type FollowerCounts,
  FollowerCountsSchema,
  followersLabel,
  formatFollowers,
  SELF_REPORTED_TEXT,
  shownFollowers,
  VERIFIED_FOLLOWERS_MAX_AGE_DAYS,
  verifiedAudienceSize,
} from './followers.ts';
import { hasBoost } from './performance-pay.ts';

// Midday UTC: the same calendar day in every time zone the tests run in.
const READ_AT = '2026-03-03T12:00:00.000Z';

const counts = (over: Partial<FollowerCounts> = {}): FollowerCounts => ({
  instagram: { followers: 49_999, verifiedFollowers: 40_000, verifiedAt: READ_AT },
  tiktok: { followers: 12_000, verifiedFollowers: null, verifiedAt: null },
  ...over,
});

describe('what a platform shows', () => {
  it('shows the verified count with the day it was read, a typed one as self-reported, nothing without either', () => {
    const c = counts();
    expect(shownFollowers(c.instagram)).toEqual({ count: 40_000, verifiedAt: READ_AT });
    expect(followersLabel(shownFollowers(c.instagram)!)).toBe('Verified Mar 3, 2026');
    expect(shownFollowers(c.tiktok)).toEqual({ count: 12_000, verifiedAt: null });
    expect(followersLabel(shownFollowers(c.tiktok)!)).toBe(SELF_REPORTED_TEXT);
    expect(SELF_REPORTED_TEXT).toBe('self-reported');
    expect(shownFollowers({ followers: null, verifiedFollowers: null, verifiedAt: null })).toBeNull();
    expect(formatFollowers(12_400)).toBe('12.4K followers');
  });

  it('parses the shape the API carries', () => {
    expect(FollowerCountsSchema.parse(counts())).toEqual(counts());
  });
});

describe('audience sizes', () => {
  it('adds each platform shown count; verified only counts what was read, and is null with none', () => {
    expect(audienceSize(counts())).toBe(52_000);
    expect(verifiedAudienceSize(counts())).toBe(40_000);
    const typedOnly = counts({ instagram: { followers: 49_999, verifiedFollowers: null, verifiedAt: null } });
    expect(audienceSize(typedOnly)).toBe(61_999);
    expect(verifiedAudienceSize(typedOnly)).toBeNull();
  });
});

describe('the boost reads only a recent verified count', () => {
  const at = new Date(READ_AT);
  const verified = (count: number | null, readAt: Date | null) => ({
    instagram: { count, readAt },
    tiktok: { count: null, readAt: null },
  });

  it('takes the platform verified count; a typed one never reaches it', () => {
    expect(boostFollowers(verified(40_000, at), 'instagram', at)).toBe(40_000);
    expect(hasBoost(boostFollowers(verified(40_000, at), 'instagram', at))).toBe(true);
    // The creator typed 49,999 and nothing was read: no count, no boost.
    expect(boostFollowers(verified(null, null), 'instagram', at)).toBeNull();
    expect(hasBoost(boostFollowers(verified(null, null), 'instagram', at))).toBe(false);
    // Another platform's verified count says nothing of this one.
    expect(boostFollowers(verified(40_000, at), 'tiktok', at)).toBeNull();
  });

  it(`takes no count older than ${VERIFIED_FOLLOWERS_MAX_AGE_DAYS} days (an account that stopped answering)`, () => {
    const week = VERIFIED_FOLLOWERS_MAX_AGE_DAYS * DAY_MS;
    expect(boostFollowers(verified(40_000, at), 'instagram', new Date(at.getTime() + week))).toBe(40_000);
    expect(boostFollowers(verified(40_000, at), 'instagram', new Date(at.getTime() + week + 1))).toBeNull();
  });
});
