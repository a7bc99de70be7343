// Profiles: the owner reads and changes their own; anyone signed in reads another user's public fields only.
import type { ImageKind } from '@microreach/domain/images';
import {
  notInRoleProfileMessage,
  type Profile,
  type ProfileImage,
  type PublicProfile,
  profileInputSchema,
} from '@microreach/domain/profile';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authUsers, profileImages, type StoredImageVariant, users } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { UserRow } from '#server/plugins/auth.ts';
import { fileUrl } from '#server/plugins/files.ts';

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

export function toPublicProfile(row: UserRow, images: UserImages = NO_IMAGES): PublicProfile {
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
  };
}

export function toProfile(row: UserRow, images: UserImages = NO_IMAGES): Profile {
  return {
    ...toPublicProfile(row, images),
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    campaignBudget: row.campaignBudget,
    targetAudience: row.targetAudience,
  };
}

/** A user's own profile, read fresh (the settings pages; the answer to every profile change). */
export async function loadOwnProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Profile not found');
  const images = await loadUserImages(db, [userId]);
  return toProfile(row, images.get(userId));
}

export async function getPublicProfile(db: Db, _actor: UserRow, userId: string): Promise<PublicProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  const images = await loadUserImages(db, [userId]);
  return toPublicProfile(row, images.get(userId));
}

/**
 * B7/C3 update: only the fields of the caller's role, checked with that role's settings schema (the one the form
 * uses). A field of the other role is refused by name, and nothing is changed.
 */
export async function updateOwnProfile(
  db: Db,
  actor: UserRow,
  input: Readonly<Record<string, unknown>>,
): Promise<Profile> {
  const schema = profileInputSchema(actor.role);
  const foreign = Object.keys(input).filter((key) => !(key in schema.shape));
  if (foreign.length > 0) {
    throw new AppError(400, notInRoleProfileMessage(foreign[0]!, actor.role), 'FIELD_NOT_IN_ROLE', {
      fields: foreign,
    });
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(400, issue.message, 'VALIDATION_ERROR', { fields: [String(issue.path[0] ?? '')] });
  }
  const data = parsed.data;
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
