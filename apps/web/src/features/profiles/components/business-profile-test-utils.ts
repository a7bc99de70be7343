// Shared by the profile settings tests: a business's own profile as GET /api/me answers it, image files, and toasts.
import type { Profile } from '@microreach/domain/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { makeProfileImage } from '#web/components/public-profile/public-profile-fixtures';

export const logoImage = (id = 'logo-1') => makeProfileImage(id, 'logo');
export const bannerImage = (id = 'banner-1') => makeProfileImage(id, 'banner', { width: 1200, height: 300 });
export const portfolioImages = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeProfileImage(`piece-${i + 1}`, 'portfolio', { width: 1200, height: 900 }),
  );

/** A business with every field of the settings page filled in. */
export function makeBusinessProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '7d0c4a52-3c61-4a7e-9a55-0d6f1f1f3b10',
    name: 'Dana Brewer',
    role: 'SMB',
    email: 'dana@brewco.example',
    companyName: 'Brew Co',
    location: 'Portland, OR',
    bio: null,
    businessBio: 'Small-batch coffee roasters.',
    avatar: logoImage(),
    banner: null,
    portfolio: portfolioImages(2),
    instagram: 'brewco',
    tiktok: 'brewco.pdx',
    twitter: null,
    youtube: null,
    websitePortfolio: 'https://brewco.example',
    contentNiches: ['Food', 'Lifestyle'],
    hashtagsKeywords: [],
    preferredContentTypes: ['product-reviews', 'reels-short-videos'],
    preferredIndustry: ['food-beverage'],
    instagramFollowers: null,
    tiktokFollowers: null,
    dateOfBirth: null,
    phoneNumber: '+1 503 555 0100',
    campaignBudget: '1k-5k',
    targetAudience: 'Millennials (25-34)',
    ...overrides,
  };
}

// Uploads send a FormData with Node's fetch, the one the tests run with. jsdom's File and FormData (the test window's)
// are not Node's: Node's fetch cannot read their bytes and sends a body shorter than its Content-Length, so the
// request fails on its way out. The upload tests use Node's own File and FormData, as a browser's belong together.
// The specifier is a variable so that the web app's types (which know no Node modules) are not asked about it.
const NODE_BUFFER = 'node:buffer';

/** A PNG as a file chooser gives it; `size` pretends a bigger one without allocating it. */
export async function imageFile(name = 'logo.png', size?: number): Promise<File> {
  const { File: NodeFile } = (await import(/* @vite-ignore */ NODE_BUFFER)) as { File: typeof File };
  const file = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Makes `new FormData()` Node's own for each test of the calling file (see imageFile). */
export function useNodeFormData() {
  beforeEach(async () => {
    const form = await new Response('a=b', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData();
    vi.stubGlobal('FormData', form.constructor);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** Waits for a toast and checks that its title and message belong together. */
export async function expectToast(title: string, message?: string) {
  await waitFor(() => {
    const toasts = screen
      .queryAllByRole('alert')
      .filter((alert) => within(alert).queryByText(message ?? title) && within(alert).queryByText(title));
    expect(toasts.length, `toast "${title}"${message ? ` / "${message}"` : ''}`).toBeGreaterThan(0);
    expect(toasts[0]).toBeVisible();
  });
}
