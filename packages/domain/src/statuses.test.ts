import { describe, expect, it } from 'vitest';
import {
  APPLICANT_STATUSES,
  CAMPAIGN_STATUSES,
  EARNING_CAMPAIGN_STATUSES,
  FUNDABLE_CAMPAIGN_STATUSES,
  isFinishedStatus,
  isParticipating,
  PLATFORM_LABELS,
  PLATFORMS,
  RUNNING_CAMPAIGN_STATUSES,
} from './statuses.ts';

describe('campaign status sets', () => {
  it('funds every campaign that is not over', () => {
    expect([...FUNDABLE_CAMPAIGN_STATUSES].sort()).toEqual(
      CAMPAIGN_STATUSES.filter((s) => !isFinishedStatus(s)).sort(),
    );
  });
  it('runs launched campaigns that are not over: Live and Paused, not Draft', () => {
    expect([...RUNNING_CAMPAIGN_STATUSES].sort()).toEqual(['Live', 'Paused']);
    for (const status of RUNNING_CAMPAIGN_STATUSES) expect(FUNDABLE_CAMPAIGN_STATUSES).toContain(status);
  });
  it('counts earnings on Live and finished campaigns', () => {
    expect(CAMPAIGN_STATUSES.filter((s) => (EARNING_CAMPAIGN_STATUSES as readonly string[]).includes(s))).toEqual([
      'Live',
      'Completed',
      'Ended',
    ]);
  });
});

describe('participating applicants', () => {
  it('are the approved ones (active is the original data’s word for it)', () => {
    expect(APPLICANT_STATUSES.filter(isParticipating)).toEqual(['approved', 'active']);
  });
});

describe('platform labels', () => {
  it('name every platform as people write it', () => {
    expect(PLATFORMS.map((p) => PLATFORM_LABELS[p])).toEqual(['Instagram', 'TikTok']);
  });
});
