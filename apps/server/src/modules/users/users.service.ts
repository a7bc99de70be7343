// Profiles: the owner reads and changes their own; anyone signed in reads another user's public fields only.
import type { Profile, PublicProfile, UpdateProfileInput } from '@microreach/domain/profile';
import { UpdateProfileInputSchema } from '@microreach/domain/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import type { UserRow } from '#server/plugins/auth.ts';

export function toPublicProfile(row: UserRow): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    companyName: row.companyName,
    location: row.location,
    bio: row.bio,
    businessBio: row.businessBio,
    profilePicture: row.profilePicture,
    bannerImage: row.bannerImage,
    instagram: row.instagram,
    tiktok: row.tiktok,
    twitter: row.twitter,
    youtube: row.youtube,
    websitePortfolio: row.websitePortfolio,
    contentNiches: row.contentNiches,
    hashtagsKeywords: row.hashtagsKeywords,
    preferredContentTypes: row.preferredContentTypes,
    tiktokFollowers: row.tiktokFollowers,
    instagramFollowers: row.instagramFollowers,
  };
}

export function toProfile(row: UserRow): Profile {
  return {
    ...toPublicProfile(row),
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    preferredIndustry: row.preferredIndustry,
    phoneNumber: row.phoneNumber,
    campaignBudget: row.campaignBudget,
    targetAudience: row.targetAudience,
  };
}

/** The actor's own profile; `actor` is the row the auth hook loaded for this request. */
export function getOwnProfile(actor: UserRow): Profile {
  return toProfile(actor);
}

export async function getPublicProfile(db: Db, _actor: UserRow, userId: string): Promise<PublicProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return toPublicProfile(row);
}

export async function updateOwnProfile(db: Db, actor: UserRow, input: UpdateProfileInput): Promise<Profile> {
  const data = UpdateProfileInputSchema.parse(input);
  // company_name belongs to businesses only (a check constraint holds the same rule).
  if (actor.role !== 'SMB' && data.companyName) throw badRequest('Only business accounts have a company name.');
  // Sign-up requires it of a business; an update may change it but not remove it.
  if (actor.role === 'SMB' && 'companyName' in data && !data.companyName) throw badRequest('Company name is required');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(users.id, actor.id))
      .returning();
    if (!row) throw notFound('Profile not found');
    if (data.name)
      await tx.update(authUsers).set({ name: data.name, updatedAt: new Date() }).where(eq(authUsers.id, actor.id));
    return toProfile(row);
  });
}
