// Browse data shaped like the server's answers, a fetch stub that matches GET /api/campaigns with any query string,
// and a test-mode Mantine wrapper.
import { MantineProvider } from '@mantine/core';
import type { BrowseCampaign, BrowsePage } from '@microreach/domain/creator-campaigns';
import type { ReactNode } from 'react';
import { readStubRequest } from '#web/test/render';

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
    myApplicationStatus: null,
    ...overrides,
  };
}

export function makePage(items: BrowseCampaign[], overrides: Partial<BrowsePage> = {}): BrowsePage {
  return { items, total: items.length, totalCapped: false, page: 1, pageSize: 12, ...overrides };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers GET /api/campaigns?... from `browse(url)` and POST /api/campaigns/:id/applications from `apply`.
 * Returns the calls made, in order.
 */
export function stubBrowseApi({
  browse,
  apply = () => [201, { campaignId: 'c1', status: 'approved' }],
}: {
  browse: (url: URL) => [number, unknown];
  apply?: (campaignId: string, body: unknown) => [number, unknown] | Promise<[number, unknown]>;
}): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const { method, path, body } = await readStubRequest(input, init);
    calls.push({ method, path, body });
    const url = new URL(path, 'http://localhost');
    const applyMatch = /^\/api\/campaigns\/([^/]+)\/applications$/.exec(url.pathname);
    let answer: [number, unknown] = [500, { message: 'not stubbed' }];
    if (method === 'GET' && url.pathname === '/api/campaigns') answer = browse(url);
    else if (method === 'POST' && applyMatch) answer = await apply(applyMatch[1], body);
    const [status, data] = answer;
    return new Response(JSON.stringify(data), { status });
  }) as typeof fetch;
  return calls;
}

export function browseCalls(calls: Call[]): string[] {
  return calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/campaigns')).map((c) => c.path);
}
