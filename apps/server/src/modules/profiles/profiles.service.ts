// Profiles: the owner reads and changes their own; anyone signed in reads another user's public fields only.
import type { ImageKind } from '@microreach/domain/images';
import {
  notInRoleProfileMessage,
  type Profile,
  type ProfileImage,
  type PublicProfile,
  profileInputSchema,
  UpdateProfileInputSchema,
} from '@microreach/domain/profiles';
import type { RateCardEntry } from '@microreach/domain/rate-card';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authUsers, profileImages, type StoredImageVariant, users } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isMarketplaceUser, type MarketplaceUserRow } from '#server/lib/marketplace-user.ts';
import { fileUrl } from '#server/lib/storage/file-url.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { toFollowerCounts } from './follower-counts.ts';
import { ratesOf } from './rate-card.service.ts';

type ImageRow = typeof profileImages.$inferSelect;

export interface UserImages {
  avatar: ProfileImage | null;
  banner: ProfileImage | null;
  portfolio: ProfileImage[];
}

const NO_IMAGES: UserImages = { avatar: null, banner: null, portfolio: [] };

/** The API's view of a stored image: the 1x WebP, its srcset with the 2x one, and the JPEG fallback. */
export function toProfileImage(row: Pick<ImageRow, 'id' | 'kind' | 'variants'>): ProfileImage {
  const variants = row.variants;
  const find = (format: StoredImageVariant['format'], density: 1 | 2) =>
    variants.find((v) => v.format === format && v.density === density);
  const webp1 = find('webp', 1) ?? variants[0]!;
  const webp2 = find('webp', 2);
  const jpeg = find('jpeg', 1) ?? webp1;
  return {
    id: row.id,
    kind: row.kind,
    width: webp1.width,
    height: webp1.height,
    url: fileUrl(webp1.key),
    srcSet: [`${fileUrl(webp1.key)} 1x`, ...(webp2 ? [`${fileUrl(webp2.key)} 2x`] : [])].join(', '),
    fallbackUrl: fileUrl(jpeg.key),
  };
}

/** The images of some users, grouped: logo or profile picture as avatar, banner, portfolio oldest first. */
export async function loadUserImages(db: Db, userIds: readonly string[]): Promise<Map<string, UserImages>> {
  const result = new Map<string, UserImages>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(profileImages)
    .where(inArray(profileImages.userId, [...userIds]))
    .orderBy(asc(profileImages.createdAt), asc(profileImages.id));
  for (const row of rows) {
    const images = result.get(row.userId) ?? { avatar: null, banner: null, portfolio: [] };
    const image = toProfileImage(row);
    if (row.kind === 'portfolio') images.portfolio.push(image);
    else if (row.kind === 'banner') images.banner = image;
    else images.avatar = image;
    result.set(row.userId, images);
  }
  return result;
}

/** Stored lists: comma-separated text (B3 "comma-plus-space string"), read back as arrays. */
export function splitStoredList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
const joinList = (items: readonly string[], separator: string) => (items.length ? items.join(separator) : null);

/** `rates`: the creator's rate card in display order (a business has none). */
export function toPublicProfile(
  row: MarketplaceUserRow,
  images: UserImages = NO_IMAGES,
  rates: RateCardEntry[] = [],
): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    companyName: row.companyName,
    location: row.location,
    bio: row.bio,
    businessBio: row.businessBio,
    avatar: images.avatar,
    banner: images.banner,
    portfolio: images.portfolio,
    instagram: row.instagram,
    tiktok: row.tiktok,
    twitter: row.twitter,
    youtube: row.youtube,
    websitePortfolio: row.websitePortfolio,
    contentNiches: splitStoredList(row.contentNiches),
    hashtagsKeywords: splitStoredList(row.hashtagsKeywords),
    preferredContentTypes: splitStoredList(row.preferredContentTypes),
    preferredIndustry: row.preferredIndustry ?? [],
    instagramFollowers: row.instagramFollowers,
    tiktokFollowers: row.tiktokFollowers,
    followerCounts: toFollowerCounts(row),
    rates: row.role === 'Influencer' ? rates : [],
  };
}

export function toProfile(
  row: MarketplaceUserRow,
  images: UserImages = NO_IMAGES,
  rates: RateCardEntry[] = [],
): Profile {
  return {
    ...toPublicProfile(row, images, rates),
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    campaignBudget: row.campaignBudget,
    targetAudience: row.targetAudience,
  };
}

/** What GET /api/me caches beside the user's row: their images and (a creator's) rate card. */
interface ProfileExtras {
  images: UserImages;
  rates: RateCardEntry[];
}

/** A user's images and, for a creator, rate card. */
async function loadExtras(db: Db, user: MarketplaceUserRow): Promise<ProfileExtras> {
  const [images, rates] = await Promise.all([
    loadUserImages(db, [user.id]),
    user.role === 'Influencer' ? ratesOf(db, user.id) : Promise.resolve([]),
  ]);
  return { images: images.get(user.id) ?? NO_IMAGES, rates };
}

/**
 * The signed-in user's own profile for GET /api/me, from the row the session lookup gave the request (fresh: read with
 * the session, or cached until a change to the user was announced) and their images and rate card, cached the same
 * way (saving a rate card announces the change itself: rate-card.service.ts).
 */
export async function signedInProfile(db: Db, cache: SessionCache, user: MarketplaceUserRow): Promise<Profile> {
  let extras = cache.extra<ProfileExtras>(user.id);
  if (!extras) {
    const mark = cache.mark();
    extras = await loadExtras(db, user);
    cache.putExtra(mark, user.id, extras);
  }
  return toProfile(user, extras.images, extras.rates);
}

/** A user's own profile, read fresh (the settings pages; the answer to every profile change). */
export async function loadOwnProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row || !isMarketplaceUser(row)) throw notFound('Profile not found');
  const { images, rates } = await loadExtras(db, row);
  return toProfile(row, images, rates);
}

export async function getPublicProfile(db: Db, _actor: MarketplaceUserRow, userId: string): Promise<PublicProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  // A deleted account has no public profile (issue 27); an operator has none either (decision 028).
  if (!row || row.deletedAt || !isMarketplaceUser(row)) throw notFound('User not found');
  const { images, rates } = await loadExtras(db, row);
  return toPublicProfile(row, images, rates);
}

/**
 * Checks a profile change against the caller's role: a field of the other role is refused by name (the first one in
 * the body), then the role's settings schema (the one its form uses) checks the rest. Returns the parsed change, or
 * null for a body with keys neither form has (the route's body schema refuses those by name).
 * The PATCH route runs this before its own body validation, so a person always gets their form's wording.
 */
export function checkProfileInput(role: MarketplaceUserRow['role'], input: unknown) {
  const schema = profileInputSchema(role);
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const keys = Object.keys(input);
    const fixed = keys.find((key) => key === 'email' || key === 'role');
    if (fixed) throw new AppError(400, notInRoleProfileMessage(fixed, role), 'VALIDATION_ERROR', { fields: [fixed] });
    const otherRole = keys.filter((key) => key in UpdateProfileInputSchema.shape && !(key in schema.shape));
    if (otherRole.length > 0) {
      throw new AppError(400, notInRoleProfileMessage(otherRole[0]!, role), 'FIELD_NOT_IN_ROLE', {
        fields: otherRole,
      });
    }
    // Any other unknown key is left to the route's body schema, which names it.
    if (keys.some((key) => !(key in schema.shape))) return null;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(400, issue.message, 'VALIDATION_ERROR', { fields: [String(issue.path[0] ?? '')] });
  }
  return parsed.data;
}

/** B7/C3 update: only the fields of the caller's role (see checkProfileInput); nothing changes when one is refused. */
export async function updateOwnProfile(
  db: Db,
  actor: MarketplaceUserRow,
  input: Readonly<Record<string, unknown>>,
): Promise<Profile> {
  const data = checkProfileInput(actor.role, input);
  if (data === null) throw new AppError(400, 'The request has a field we do not accept.', 'VALIDATION_ERROR');
  const set: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(data)) {
    switch (key) {
      case 'contentNiches':
      case 'hashtagsKeywords':
        set[key] = joinList(value as string[], ', ');
        break;
      case 'preferredContentTypes':
        set[key] = joinList(value as string[], ',');
        break;
      case 'preferredIndustry':
        set[key] = (value as string[]).length ? (value as string[]) : null;
        break;
      default:
        (set as Record<string, unknown>)[key] = value;
    }
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, actor.id))
      .returning({ id: users.id });
    if (!row) throw notFound('Profile not found');
    if (data.name)
      await tx.update(authUsers).set({ name: data.name, updatedAt: new Date() }).where(eq(authUsers.id, actor.id));
  });
  return loadOwnProfile(db, actor.id);
}

/** The users column that mirrors an image kind's current 1x URL (B3: profile_picture holds the logo URL too). */
export function mirroredColumn(kind: ImageKind): 'profilePicture' | 'bannerImage' | null {
  if (kind === 'logo' || kind === 'profile-picture') return 'profilePicture';
  if (kind === 'banner') return 'bannerImage';
  return null;
}

export const imageRowsOf = (db: Db, userId: string, kind: ImageKind) =>
  db
    .select()
    .from(profileImages)
    .where(and(eq(profileImages.userId, userId), eq(profileImages.kind, kind)));
