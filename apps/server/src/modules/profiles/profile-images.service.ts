// Logo, profile picture, banner and portfolio uploads (B3/C3 Files, B7/C7 Storage). Every upload is re-encoded
// (lib/images), its files are stored before the database points to them, and storage never keeps files nobody points
// to: a failed database write deletes the new files, a replaced or removed image's files are deleted after commit.
//
// Keys name the content (user, kind, hash), so the same picture uploaded again has the same files as before. Files are
// therefore only written and deleted while holding the user's row lock, and deleted only when no row points to them
// any more: otherwise replacing A with B while re-uploading A (a person changing their mind mid-upload) could delete
// A's files after A's new row was written, leaving the profile pointing to files that no longer exist.
import { IMAGE_KINDS_BY_ROLE, type ImageKind, PORTFOLIO_MAX_IMAGES } from '@microreach/domain/images';
import type { Profile } from '@microreach/domain/profiles';
import type { Role } from '@microreach/domain/statuses';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import { profileImages, type StoredImageVariant, users } from '#server/db/schema/index.ts';
import { AppError, isUniqueViolation, notFound } from '#server/lib/errors.ts';
import { imageKeys } from '#server/lib/images/image-keys.ts';
import { type ProcessedImage, processImage } from '#server/lib/images/process-image.ts';
import type { MarketplaceUserRow } from '#server/lib/marketplace-user.ts';
import { fileUrl } from '#server/lib/storage/file-url.ts';
import type { FileStorage } from '#server/lib/storage/index.ts';
import { loadOwnProfile, mirroredColumn } from './profiles.service.ts';

export interface ImageDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const KIND_LABELS: Record<ImageKind, string> = {
  logo: 'A logo',
  'profile-picture': 'A profile picture',
  banner: 'A banner',
  portfolio: 'A portfolio',
};

/** Refuses a kind the caller's role does not have (a business has a logo, a creator a profile picture). */
export function assertKindForRole(role: Role, kind: ImageKind): void {
  if (!IMAGE_KINDS_BY_ROLE[role].includes(kind)) {
    throw new AppError(
      400,
      `${KIND_LABELS[kind]} is not part of ${role === 'SMB' ? 'a business' : 'a creator'} profile.`,
      'IMAGE_KIND_NOT_ALLOWED',
    );
  }
}

export const portfolioFullMessage = `Your portfolio already has ${PORTFOLIO_MAX_IMAGES} images. Remove one to add another.`;
const portfolioFull = () => new AppError(409, portfolioFullMessage, 'PORTFOLIO_FULL');
const duplicate = () => new AppError(409, 'This image is already in your portfolio.', 'IMAGE_DUPLICATE');

function storedVariants(userId: string, image: ProcessedImage): StoredImageVariant[] {
  const keys = imageKeys(userId, image);
  return image.variants.map((v, i) => ({
    key: keys[i]!,
    width: v.width,
    height: v.height,
    format: v.format,
    density: v.density,
  }));
}

async function storeAll(storage: FileStorage, image: ProcessedImage, variants: StoredImageVariant[]): Promise<void> {
  await Promise.all(
    image.variants.map((v, i) => storage.put(variants[i]!.key, v.bytes, { contentType: v.contentType })),
  );
}

/** Locks the user's row for the rest of the transaction: the lock every image write and file deletion of one user
 * takes. NO KEY UPDATE, so rows elsewhere that reference the user (applications, messages) can still be inserted. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

type ImageFiles = Pick<typeof profileImages.$inferSelect, 'kind' | 'hash' | 'variants'>;

/**
 * Deletes the files of images no row points to any more, under the user's lock: an upload of the same picture (the
 * same keys) has either written its row already, which keeps the files, or stores them again after this. Runs after
 * the change has committed, so a failure is logged, never shown to the person (their change has happened).
 */
async function deleteUnlessInUse(deps: ImageDeps, userId: string, images: readonly ImageFiles[]): Promise<void> {
  if (images.length === 0) return;
  try {
    await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const keys: string[] = [];
      for (const image of images) {
        const [inUse] = await tx
          .select({ id: profileImages.id })
          .from(profileImages)
          .where(
            and(
              eq(profileImages.userId, userId),
              eq(profileImages.kind, image.kind),
              eq(profileImages.hash, image.hash),
            ),
          );
        if (!inUse) keys.push(...image.variants.map((v) => v.key));
      }
      if (keys.length > 0) await deps.storage.deleteMany(keys);
    });
  } catch (err) {
    deps.log.error({ err, keys: images.flatMap((i) => i.variants.map((v) => v.key)) }, 'could not delete image files');
  }
}

/**
 * Under the user's lock, stores the new image's files and runs the database write; if anything fails, deletes the
 * new files again unless a row points to them (the same picture uploaded twice has the same keys).
 */
async function storeAndWrite<T>(
  deps: ImageDeps,
  userId: string,
  image: ProcessedImage,
  write: (tx: Tx, variants: StoredImageVariant[]) => Promise<T>,
): Promise<T> {
  const variants = storedVariants(userId, image);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await storeAll(deps.storage, image, variants);
      return write(tx, variants);
    });
  } catch (err) {
    await deleteUnlessInUse(deps, userId, [{ kind: image.kind, hash: image.hash, variants }]);
    throw err;
  }
}

/** Logo, profile picture or banner: the new image replaces the old one, whose files are then deleted. */
export async function replaceImage(
  deps: ImageDeps,
  actor: MarketplaceUserRow,
  kind: ImageKind,
  bytes: Buffer,
): Promise<Profile> {
  assertKindForRole(actor.role, kind);
  if (kind === 'portfolio') throw new AppError(400, 'Add portfolio images one at a time.', 'BAD_REQUEST');
  const image = await processImage(bytes, kind);
  const column = mirroredColumn(kind)!;
  const old = await storeAndWrite(deps, actor.id, image, async (tx, variants) => {
    const [previous] = await tx
      .delete(profileImages)
      .where(and(eq(profileImages.userId, actor.id), eq(profileImages.kind, kind)))
      .returning();
    await tx.insert(profileImages).values({ userId: actor.id, kind, hash: image.hash, variants });
    const webp1 = variants.find((v) => v.format === 'webp' && v.density === 1) ?? variants[0]!;
    await tx
      .update(users)
      .set({ [column]: fileUrl(webp1.key), updatedAt: new Date() })
      .where(eq(users.id, actor.id));
    return previous;
  });
  // The same picture again keeps its files (they are the new row's too).
  if (old && old.hash !== image.hash) await deleteUnlessInUse(deps, actor.id, [old]);
  return loadOwnProfile(deps.db, actor.id);
}

/** Removes the logo, profile picture or banner (nothing to remove is not an error: the result is the same). */
export async function removeImage(deps: ImageDeps, actor: MarketplaceUserRow, kind: ImageKind): Promise<Profile> {
  assertKindForRole(actor.role, kind);
  if (kind === 'portfolio') throw new AppError(400, 'Remove portfolio images one at a time.', 'BAD_REQUEST');
  const column = mirroredColumn(kind)!;
  const removed = await deps.db.transaction(async (tx) => {
    await lockUser(tx, actor.id);
    const rows = await tx
      .delete(profileImages)
      .where(and(eq(profileImages.userId, actor.id), eq(profileImages.kind, kind)))
      .returning();
    await tx
      .update(users)
      .set({ [column]: null, updatedAt: new Date() })
      .where(eq(users.id, actor.id));
    return rows;
  });
  await deleteUnlessInUse(deps, actor.id, removed);
  return loadOwnProfile(deps.db, actor.id);
}

async function portfolioCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileImages)
    .where(and(eq(profileImages.userId, userId), eq(profileImages.kind, 'portfolio')));
  return row?.n ?? 0;
}

/** Adds a portfolio piece; the PORTFOLIO_MAX_IMAGES-th + 1 is refused (checked again under the user's row lock). */
export async function addPortfolioImage(deps: ImageDeps, actor: MarketplaceUserRow, bytes: Buffer): Promise<Profile> {
  assertKindForRole(actor.role, 'portfolio');
  // Cheap early answer, before any decoding; the check that counts is the one in the transaction.
  if ((await portfolioCount(deps.db, actor.id)) >= PORTFOLIO_MAX_IMAGES) throw portfolioFull();
  const image = await processImage(bytes, 'portfolio');
  try {
    await storeAndWrite(deps, actor.id, image, async (tx, variants) => {
      if ((await portfolioCount(tx, actor.id)) >= PORTFOLIO_MAX_IMAGES) throw portfolioFull();
      await tx.insert(profileImages).values({ userId: actor.id, kind: 'portfolio', hash: image.hash, variants });
      await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, actor.id));
    });
  } catch (err) {
    if (isUniqueViolation(err, 'profile_images_user_kind_hash_unique')) throw duplicate();
    throw err;
  }
  return loadOwnProfile(deps.db, actor.id);
}

/** Removes one of the caller's portfolio pieces; another user's image, or none, is a 404. */
export async function removePortfolioImage(
  deps: ImageDeps,
  actor: MarketplaceUserRow,
  imageId: string,
): Promise<Profile> {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(profileImages)
      .where(
        and(eq(profileImages.id, imageId), eq(profileImages.userId, actor.id), eq(profileImages.kind, 'portfolio')),
      )
      .returning();
    if (row) await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, actor.id));
    return row;
  });
  if (!removed) throw notFound('Image not found');
  await deleteUnlessInUse(deps, actor.id, [removed]);
  return loadOwnProfile(deps.db, actor.id);
}
