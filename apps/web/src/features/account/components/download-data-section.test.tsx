import type { AccountExport } from '@microreach/domain/account-data';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { DownloadDataSection } from './download-data-section';

const EXPORT: AccountExport = {
  exportedAt: '2026-11-30T10:00:00.000Z',
  profile: {
    id: 'u1',
    email: 'mia@example.com',
    emailConfirmed: true,
    name: 'Mia',
    role: 'Influencer',
    companyName: null,
    dateOfBirth: null,
    location: null,
    bio: null,
    businessBio: null,
    phoneNumber: null,
    websitePortfolio: null,
    instagram: '@mia',
    tiktok: null,
    twitter: null,
    youtube: null,
    contentNiches: null,
    hashtagsKeywords: null,
    preferredContentTypes: null,
    preferredIndustry: null,
    campaignBudget: null,
    targetAudience: null,
    instagramFollowers: 1200,
    tiktokFollowers: null,
    instagramFollowersVerified: null,
    tiktokFollowersVerified: null,
    engagementRate: null,
    profilePicture: null,
    bannerImage: null,
    lastActiveAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  images: [],
  connectedAccounts: [],
  rateCard: [],
  agreements: [],
  taxDetails: null,
  campaigns: [],
  applications: [],
  invitations: [],
  posts: [],
  conversations: [],
  notifications: [],
  money: {
    business: null,
    creator: {
      availableCents: 0,
      pendingCents: 0,
      underReviewCents: 0,
      totalEarningsCents: 0,
      platformFeesCents: 0,
      withdrawnCents: 0,
    },
    ledgerAccounts: [],
    deposits: [],
    refunds: [],
    disputes: [],
    payouts: [],
    payoutAccounts: [],
  },
  sessions: [],
};

let saved: Array<{ name: string; blob: Blob }>;
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: these stand in for them, for this file's tests only.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderSection() {
  renderAt('/account-settings', [{ path: '/account-settings', element: <DownloadDataSection /> }]);
  return screen.getByRole('button', { name: 'Download my data' });
}

describe('DownloadDataSection', () => {
  it('saves the JSON file under its dated name and says the data is downloading', async () => {
    const calls = mockApi({ 'GET /api/account/export': [200, EXPORT] });
    const button = renderSection();
    await user.click(button);
    expect(await screen.findByText('Your data is downloading')).toBeVisible();
    expect(calls).toEqual([{ method: 'GET', path: '/api/account/export', body: undefined }]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^microreach-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({ profile: { email: 'mia@example.com' } });
  });

  it('shows the server’s sentence when the hourly limit is reached, and saves nothing', async () => {
    mockApi({
      'GET /api/account/export': [
        429,
        { message: 'You can download your data 5 times an hour. Please try again later.', code: 'TOO_MANY_REQUESTS' },
      ],
    });
    const button = renderSection();
    await user.click(button);
    expect(
      await screen.findByText('You can download your data 5 times an hour. Please try again later.'),
    ).toBeVisible();
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(saved).toEqual([]);
  });
});
