// Data for the dashboard and applicants tests, shaped like the server's answers, and a test-mode Mantine wrapper.

import { MantineProvider } from '@mantine/core';
import type { Applicant, BusinessDashboard, DashboardCampaign } from '@microreach/domain/campaigns';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import type { ReactNode } from 'react';

/**
 * Mantine's test environment: no transitions, no portals, and menus are not hidden for a "detached" target (jsdom
 * lays nothing out, so every target looks detached after the first positioning pass).
 */
export function InTestEnv({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

export function makeCampaign(overrides: Partial<DashboardCampaign> = {}): DashboardCampaign {
  return {
    id: 'c1',
    campaignName: 'Autumn Roast Launch',
    status: 'Live',
    campaignNiche: 'Food & Beverage',
    privatePublic: 'Private',
    startDate: '2026-12-01',
    endDate: '2026-12-14',
    budgetCents: 500_000,
    influencerBudgetCents: 50_000,
    maxInfluencers: 5,
    campaignDescription: 'Show our new autumn roast.',
    contentGuidelines: 'Film the pour-over in daylight.',
    contentTypes: ['Instagram Reel', 'TikTok Video'],
    campaignHashtags: ['autumn roast', 'coffee'],
    companyName: 'Northside Roasters',
    createdAt: '2026-11-01T10:00:00.000Z',
    payTerms: { ...DEFAULT_PAY_TERMS },
    applicantCount: 3,
    participantCount: 1,
    spentCents: 12_000,
    metrics: { views: 12_345, likes: 1_500, comments: 87, shares: 2_300_000 },
    engagementRate: 4.2,
    ...overrides,
  };
}

export function makeDashboard(
  campaigns: DashboardCampaign[],
  summary: Partial<BusinessDashboard['summary']> = {},
): BusinessDashboard {
  return {
    summary: {
      campaigns: campaigns.length,
      active: campaigns.filter((c) => c.status === 'Live').length,
      totalSpentCents: 0,
      totalViews: 0,
      engagementRate: 0,
      avgRoi: null,
      ...summary,
    },
    campaigns,
  };
}

export function makeApplicant(
  id: string,
  status: Applicant['status'],
  user: Partial<Applicant['user']> = {},
  overrides: Partial<Applicant> = {},
): Applicant {
  return {
    id,
    campaignId: 'c1',
    status,
    message: `Application ${id}`,
    appliedAt: '2026-11-10T10:00:00.000Z',
    user: {
      id: `u-${id}`,
      name: `Creator ${id}`,
      email: `${id}@example.com`,
      profilePicture: null,
      bio: null,
      location: 'Portland, OR',
      instagram: null,
      tiktok: null,
      contentNiches: 'Food, Lifestyle',
      websitePortfolio: null,
      ...user,
    },
    ...overrides,
  };
}
