// Data for the Wallet & Earnings tests, shaped like GET /api/creator/earnings (mockApi checks it against the schema).
import type {
  CampaignEarnings,
  CreatorEarnings,
  EarningPayment,
  Payout,
  PayoutAccount,
} from '@microreach/domain/money';

/** A valid UUID v4 numbered `n`: the schema checks ids. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const TEST_BANK: PayoutAccount = { provider: 'test', label: 'Test Bank ••••6789', active: true };

export function makeCampaign(n: number, overrides: Partial<CampaignEarnings> = {}): CampaignEarnings {
  return {
    campaignId: uuid(100 + n),
    name: `Campaign ${n}`,
    companyName: 'Northside Roasters',
    status: 'Live',
    tab: 'live',
    views: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    earningsCents: 0,
    posts: 1,
    ...overrides,
  };
}

export function makeVideo(
  n: number,
  overrides: Partial<CreatorEarnings['videos'][number]> = {},
): CreatorEarnings['videos'][number] {
  return {
    postId: uuid(200 + n),
    campaignName: `Campaign ${n}`,
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/post${n}/`,
    postedAt: '2026-03-05T12:00:00.000Z',
    views: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    engagementRate: 0,
    earningsCents: 0,
    stage: 'tracking',
    ...overrides,
  };
}

export function makePayment(n: number, overrides: Partial<EarningPayment> = {}): EarningPayment {
  return {
    postId: uuid(300 + n),
    campaignId: uuid(100 + n),
    campaignName: `Campaign ${n}`,
    companyName: 'Northside Roasters',
    at: '2026-03-05T12:00:00.000Z',
    status: 'completed',
    grossCents: 10_000,
    feeCents: 500,
    netCents: 9_500,
    awaitingFundingCents: 0,
    ...overrides,
  };
}

export function makePayout(n: number, overrides: Partial<Payout> = {}): Payout {
  return {
    id: uuid(400 + n),
    amountCents: 5_000,
    status: 'paid',
    requestedAt: '2026-03-10T12:00:00.000Z',
    processedAt: '2026-03-10T12:05:00.000Z',
    failureMessage: null,
    ...overrides,
  };
}

export function makeEarnings(overrides: Partial<CreatorEarnings> = {}): CreatorEarnings {
  return {
    provider: 'test',
    testMode: true,
    availableCents: 19_760,
    pendingCents: 4_250,
    totalEarningsCents: 25_000,
    growthPercent: 12.5,
    platformFeesCents: 1_040,
    withdrawnCents: 0,
    monthly: { thisMonthCents: 13_500, lastMonthCents: 12_000, growthPercent: 12.5 },
    campaigns: [],
    videos: [],
    payments: [],
    payouts: [],
    payoutAccount: TEST_BANK,
    ...overrides,
  };
}
