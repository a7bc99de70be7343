// Data for the creator dashboard tests, shaped like GET /api/creator/dashboard, and a test-mode Mantine wrapper.

import { MantineProvider } from '@mantine/core';
import type { ContentRow, CreatorCampaign, CreatorDashboard } from '@microreach/domain/creator-campaigns';
import type { CreatorInvitation } from '@microreach/domain/invitations';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import type { ReactNode } from 'react';

/** Mantine's test environment: no transitions, no portals, menus usable in jsdom. */
export function InTestEnv({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

/** Dates far from today, so tab and status rules do not depend on when the tests run. */
export const FUTURE_START = '2099-01-01';
export const FUTURE_END = '2099-01-20';
export const PAST_START = '2020-03-01';
export const PAST_END = '2020-03-20';

export function makeItem(
  id: string,
  overrides: {
    application?: Partial<CreatorCampaign['application']>;
    campaign?: Partial<CreatorCampaign['campaign']>;
    brand?: Partial<CreatorCampaign['brand']>;
    content?: ContentRow[];
    earningsCents?: number;
  } = {},
): CreatorCampaign {
  return {
    application: {
      id: `app-${id}`,
      status: 'approved',
      message: null,
      appliedAt: '2026-01-05T10:00:00.000Z',
      ...overrides.application,
    },
    campaign: {
      id: `camp-${id}`,
      campaignName: `Campaign ${id}`,
      campaignNiche: 'Food & Beverage',
      campaignDescription: 'Show our new roast in your morning routine.',
      contentGuidelines: 'Film in daylight.',
      campaignHashtags: ['coffee'],
      status: 'Live',
      privatePublic: 'Public',
      startDate: FUTURE_START,
      endDate: FUTURE_END,
      influencerBudgetCents: 50_000,
      payTerms: { ...DEFAULT_PAY_TERMS },
      ...overrides.campaign,
    },
    brand: { id: `brand-${id}`, name: 'Dana Owner', companyName: 'Northside Roasters', ...overrides.brand },
    content: overrides.content ?? [],
    earningsCents: overrides.earningsCents ?? 0,
  };
}

export function makePost(id: string, overrides: Partial<ContentRow> = {}): ContentRow {
  return {
    id,
    campaignId: 'camp-1',
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/${id}/`,
    postedAt: '2026-01-10T10:00:00.000Z',
    views: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    engagementRate: 0,
    earningsCents: 0,
    stage: 'under_review',
    reviewDueAt: '2026-01-13T10:00:00.000Z',
    fixDueAt: null,
    fixNote: null,
    trackingEndsAt: null,
    autoApproved: false,
    ineligibleReason: null,
    metricsVerified: false,
    earningsStatus: 'pending',
    holdReasons: [],
    ...overrides,
  };
}

export function makeCreatorDashboard(
  campaigns: CreatorCampaign[],
  summary: Partial<CreatorDashboard['summary']> = {},
): CreatorDashboard {
  return {
    summary: {
      earnedCents: 0,
      withdrawnCents: 0,
      activeCampaigns: 0,
      totalCampaigns: campaigns.length,
      totalViews: 0,
      totalLikes: 0,
      totalComments: 0,
      engagementRate: 0,
      ...summary,
    },
    campaigns,
  };
}

/** The dashboard also asks for invitations: none, for tests about something else. */
export const NO_INVITATIONS: { 'GET /api/creator/invitations': readonly [200, CreatorInvitation[]] } = {
  'GET /api/creator/invitations': [200, []],
};

export function makeInvitation(
  id: string,
  overrides: { campaign?: Partial<CreatorInvitation['campaign']>; brand?: Partial<CreatorInvitation['brand']> } = {},
): CreatorInvitation {
  return {
    id,
    status: 'pending',
    createdAt: '2026-01-05T10:00:00.000Z',
    respondedAt: null,
    campaign: {
      id: `camp-${id}`,
      campaignName: `Invited Campaign ${id}`,
      campaignNiche: 'Food & Beverage',
      campaignDescription: 'Film your first sip of our autumn roast.',
      status: 'Live',
      privatePublic: 'Private',
      startDate: FUTURE_START,
      endDate: FUTURE_END,
      influencerBudgetCents: 50_000,
      ...overrides.campaign,
    },
    brand: { id: `brand-${id}`, name: 'Dana Owner', companyName: 'Northside Roasters', ...overrides.brand },
  };
}
