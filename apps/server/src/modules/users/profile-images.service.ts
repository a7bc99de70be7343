// Logo, profile picture, banner and portfolio uploads (B3/C3 Files, B7/C7 Storage). Every upload is re-encoded
// (lib/images), its files are stored before the database points to them, and storage never keeps files nobody points
// to: a failed database write deletes the new files, a replaced or removed image's files are deleted after commit.
import { IMAGE_KINDS_BY_ROLE, type ImageKind, PORTFOLIO_MAX_IMAGES } from '@microreach/domain/images';
import type { Profile } from '@microreach/domain/profile';
import type { Role } from '@microreach/domain/statuses';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import { profileImages, type StoredImageVariant, users } from '#server/db/schema/index.ts';
import { AppError, isUniqueViolation, notFound } from '#server/lib/errors.ts';
import { imageKeys } from '#server/lib/images/image-keys.ts';
import { type ProcessedImage, processImage } from '#server/lib/images/process-image.ts';
import type { FileStorage } from '#server/lib/storage/index.ts';
import type { UserRow } from '#server/plugins/auth.ts';
import { fileUrl } from '#server/plugins/files.ts';
import { loadOwnProfile, mirroredColumn } from './users.service.ts';

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

/** Deletes files after the fact; a failure is logged, never shown to the person (their change has happened). */
async function deleteQuietly(deps: ImageDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deps.storage.deleteMany(keys);
  } catch (err) {
    deps.log.error({ err, keys }, 'could not delete replaced image files');
  }
}

/**
 * Stores the new image's files, runs the database write, and deletes the new files again if the write fails
 * unless a row already points to the same files (the same picture uploaded twice has the same keys).
 */
async function storeThenWrite<T>(
  deps: ImageDeps,
  userId: string,
  image: ProcessedImage,
  write: (variants: StoredImageVariant[]) => Promise<T>,
): Promise<T> {
  const variants = storedVariants(userId, image);
  await storeAll(deps.storage, image, variants);
  try {
    return await write(variants);
  } catch (err) {
    const [inUse] = await deps.db
      .select({ id: profileImages.id })
      .from(profileImages)
      .where(
        and(eq(profileImages.userId, userId), eq(profileImages.kind, image.kind), eq(profileImages.hash, image.hash)),
      );
    if (!inUse)
      await deleteQuietly(
        deps,
        variants.map((v) => v.key),
      );
    throw err;
  }
}

/** Logo, profile picture or banner: the new image replaces the old one, whose files are then deleted. */
export async function replaceImage(deps: ImageDeps, actor: UserRow, kind: ImageKind, bytes: Buffer): Promise<Profile> {
  assertKindForRole(actor.role, kind);
  if (kind === 'portfolio') throw new AppError(400, 'Add portfolio images one at a time.', 'BAD_REQUEST');
  const image = await processImage(bytes, kind);
  const column = mirroredColumn(kind)!;
  const old = await storeThenWrite(deps, actor.id, image, (variants) =>
    deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
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
    }),
  );
  if (old && old.hash !== image.hash)
    await deleteQuietly(
      deps,
      old.variants.map((v) => v.key),
    );
  return loadOwnProfile(deps.db, actor.id);
}

/** Removes the logo, profile picture or banner (nothing to remove is not an error: the result is the same). */
export async function removeImage(deps: ImageDeps, actor: UserRow, kind: ImageKind): Promise<Profile> {
  assertKindForRole(actor.role, kind);
  if (kind === 'portfolio') throw new AppError(400, 'Remove portfolio images one at a time.', 'BAD_REQUEST');
  const column = mirroredColumn(kind)!;
  const removed = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
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
  await deleteQuietly(
    deps,
    removed.flatMap((row) => row.variants.map((v) => v.key)),
  );
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
export async function addPortfolioImage(deps: ImageDeps, actor: UserRow, bytes: Buffer): Promise<Profile> {
  assertKindForRole(actor.role, 'portfolio');
  // Cheap early answer, before any decoding; the check that counts is the one in the transaction.
  if ((await portfolioCount(deps.db, actor.id)) >= PORTFOLIO_MAX_IMAGES) throw portfolioFull();
  const image = await processImage(bytes, 'portfolio');
  try {
    await storeThenWrite(deps, actor.id, image, (variants) =>
      deps.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
        if ((await portfolioCount(tx, actor.id)) >= PORTFOLIO_MAX_IMAGES) throw portfolioFull();
        await tx.insert(profileImages).values({ userId: actor.id, kind: 'portfolio', hash: image.hash, variants });
        await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, actor.id));
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err, 'profile_images_user_kind_hash_unique')) throw duplicate();
    throw err;
  }
  return loadOwnProfile(deps.db, actor.id);
}

/** Removes one of the caller's portfolio pieces; another user's image, or none, is a 404. */
export async function removePortfolioImage(deps: ImageDeps, actor: UserRow, imageId: string): Promise<Profile> {
  const [removed] = await deps.db
    .delete(profileImages)
    .where(and(eq(profileImages.id, imageId), eq(profileImages.userId, actor.id), eq(profileImages.kind, 'portfolio')))
    .returning();
  if (!removed) throw notFound('Image not found');
  await deleteQuietly(
    deps,
    removed.variants.map((v) => v.key),
  );
  return loadOwnProfile(deps.db, actor.id);
}
