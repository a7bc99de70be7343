// Test data shaped like the server's answers (GET /api/users/{id}, GET /api/me): public and own profiles, images.
import type { ImageKind } from '@microreach/domain/images';
import type { Profile, ProfileImage, PublicProfile } from '@microreach/domain/profile';

/** An image as the server publishes it: the 1x WebP, its 2x in the srcset and a JPEG fallback under /files/. */
export function makeProfileImage(id: string, kind: ImageKind, size = { width: 400, height: 400 }): ProfileImage {
  const base = `/files/users/u1/${id}`;
  return {
    id,
    kind,
    ...size,
    url: `${base}@1x.webp`,
    srcSet: `${base}@1x.webp 1x, ${base}@2x.webp 2x`,
    fallbackUrl: `${base}.jpg`,
  };
}

/** A creator's public profile with every public field filled in. */
export function makePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'u1',
    name: 'Mia Lens',
    role: 'Influencer',
    companyName: null,
    location: 'Lisbon, Portugal',
    bio: 'Slow travel and street food, one city at a time.',
    businessBio: null,
    avatar: makeProfileImage('avatar-1', 'profile-picture'),
    banner: makeProfileImage('banner-1', 'banner', { width: 1200, height: 300 }),
    portfolio: [
      makeProfileImage('portfolio-1', 'portfolio', { width: 1200, height: 800 }),
      makeProfileImage('portfolio-2', 'portfolio', { width: 900, height: 1200 }),
    ],
    instagram: 'mia.lens',
    tiktok: 'mialens',
    twitter: null,
    youtube: null,
    websitePortfolio: 'https://mia.example/work',
    contentNiches: ['Travel', 'Food'],
    hashtagsKeywords: ['street food', 'slow travel'],
    preferredContentTypes: ['reels-short-videos', 'tutorials'],
    preferredIndustry: ['food-beverage', 'travel-tourism'],
    instagramFollowers: 12_400,
    tiktokFollowers: 1_250_000,
    ...overrides,
  };
}

/** The owner's own profile: the public fields and the private ones. */
export function makeOwnProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...makePublicProfile(),
    email: 'mia@example.com',
    dateOfBirth: '1996-04-12',
    phoneNumber: '+351 912 345 678',
    campaignBudget: null,
    targetAudience: null,
    ...overrides,
  };
}

/** A profile with nothing but the required fields. */
export function makeEmptyPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'u2',
    name: 'Sam Blank',
    role: 'Influencer',
    companyName: null,
    location: null,
    bio: null,
    businessBio: null,
    avatar: null,
    banner: null,
    portfolio: [],
    instagram: null,
    tiktok: null,
    twitter: null,
    youtube: null,
    websitePortfolio: null,
    contentNiches: [],
    hashtagsKeywords: [],
    preferredContentTypes: [],
    preferredIndustry: [],
    instagramFollowers: null,
    tiktokFollowers: null,
    ...overrides,
  };
}
