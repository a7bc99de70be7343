// Browse data shaped like the server's answers, the API mock for browsing and applying (GET /api/campaigns with any
// query string), and a test-mode Mantine wrapper.

import { MantineProvider } from '@mantine/core';
import type { BrowseCampaign, BrowsePage } from '@microreach/domain/creator-campaigns';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import type { ReactNode } from 'react';
import { type Answer, type ApiCall, mockApi } from '#web/test/mock-api';

/** Mantine's test environment: no transitions and no portals, so dialogs render in place. */
export function InTestEnv({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

/** A calendar day `offset` days from today (UTC), as the server sends dates. */
export function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export function makeBrowseCampaign(overrides: Partial<BrowseCampaign> = {}): BrowseCampaign {
  return {
    id: 'c1',
    campaignName: 'Autumn Roast Launch',
    campaignDescription: 'Show our new autumn roast.',
    campaignNiche: 'Food & Beverage',
    campaignHashtags: ['autumn roast', 'coffee'],
    contentTypes: ['Instagram Reel', 'TikTok Video'],
    contentGuidelines: 'Film the pour-over in daylight.',
    privatePublic: 'Public',
    startDate: isoDay(-2),
    endDate: isoDay(9),
    budgetCents: 500_000,
    influencerBudgetCents: 50_000,
    maxInfluencers: 5,
    participantCount: 1,
    companyName: 'Northside Roasters',
    brandId: 'b1',
    createdAt: '2026-01-01T10:00:00.000Z',
    payTerms: { ...DEFAULT_PAY_TERMS },
    myApplicationStatus: null,
    escrowCents: 150_000,
    ...overrides,
  };
}

export function makePage(items: BrowseCampaign[], overrides: Partial<BrowsePage> = {}): BrowsePage {
  return { items, total: items.length, totalCapped: false, page: 1, pageSize: 12, ...overrides };
}

/**
 * Answers GET /api/campaigns?... (any query) from `browse(url)` and POST /api/campaigns/:id/applications from `apply`.
 * Returns the calls made, in order.
 */
export function mockBrowseApi({
  browse,
  apply = (campaignId) => [201, { campaignId, status: 'approved' }],
}: {
  browse: (url: URL) => Answer<'GET /api/campaigns'>;
  apply?: (
    campaignId: string,
    body: unknown,
  ) => Answer<'POST /api/campaigns/{id}/applications'> | Promise<Answer<'POST /api/campaigns/{id}/applications'>>;
}): ApiCall[] {
  return mockApi({
    'GET /api/campaigns': ({ url }) => browse(url),
    'POST /api/campaigns/{id}/applications': ({ params, body }) => apply(params.id!, body),
  });
}

export function browseCalls(calls: ApiCall[]): string[] {
  return calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/campaigns')).map((c) => c.path);
}
