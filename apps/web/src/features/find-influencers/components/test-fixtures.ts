// Find Influencers data shaped like the server's answers: creator cards, a result page, a business dashboard.

import type { BusinessDashboard, DashboardCampaign } from '@microreach/domain/campaigns';
import type { InfluencerCard, InfluencerSearchResult } from '@microreach/domain/influencers';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import type { ApiCall } from '#web/test/mock-api';

export function makeInfluencer(overrides: Partial<InfluencerCard> = {}): InfluencerCard {
  return {
    id: '6b1f0a52-1d7e-4c1b-9f3e-2f1f8f7f0a01',
    name: 'Mia Torres',
    profilePicture: '/files/images/mia/profile-picture-abc-160.webp',
    instagram: 'miatorres.eats',
    tiktok: 'miatorreseats',
    bio: 'Home barista and brunch enthusiast in Austin.',
    niches: ['Food', 'Lifestyle'],
    location: 'United States',
    audienceSize: 19_200,
    engagementRate: 4.2,
    lastActiveAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeResult(
  items: InfluencerCard[],
  overrides: Partial<InfluencerSearchResult> = {},
): InfluencerSearchResult {
  return { total: items.length, totalIsCapped: false, page: 1, pageSize: 24, items, ...overrides };
}

export function makeDashboardCampaign(overrides: Partial<DashboardCampaign> = {}): DashboardCampaign {
  return {
    id: 'c1',
    campaignName: 'Slow Mornings Pour-Over Challenge',
    status: 'Live',
    campaignNiche: 'Food & Beverage',
    privatePublic: 'Public',
    startDate: '2026-11-01',
    endDate: '2026-11-28',
    budgetCents: 300_000,
    influencerBudgetCents: 25_000,
    maxInfluencers: 10,
    campaignDescription: 'Brew our coffee at home.',
    contentGuidelines: 'One Reel.',
    contentTypes: ['Instagram Reel'],
    campaignHashtags: ['SlowMornings'],
    companyName: 'Northside Coffee Roasters',
    createdAt: '2026-10-20T10:00:00.000Z',
    payTerms: { ...DEFAULT_PAY_TERMS },
    applicantCount: 0,
    participantCount: 0,
    spentCents: 0,
    metrics: { views: 0, likes: 0, comments: 0, shares: 0 },
    engagementRate: 0,
    ...overrides,
  };
}

export function makeDashboard(campaigns: DashboardCampaign[]): BusinessDashboard {
  return {
    summary: {
      campaigns: campaigns.length,
      active: campaigns.filter((c) => c.status === 'Live').length,
      totalSpentCents: 0,
      totalViews: 0,
      engagementRate: 0,
      avgRoi: null,
    },
    campaigns,
  };
}

/** The search requests made, in order. */
export function searchCalls(calls: ApiCall[]): string[] {
  return calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/influencers')).map((c) => c.path);
}
