// The post preview (issue 30): after each reading of a post, its caption is kept and the platform's picture of it is
// copied into our file storage as a small WebP (1x and 2x), because the platform's URL is signed and short-lived
// (TikTok's cover expires after six hours). The picture is downloaded only when the post has none yet or the platform
// serves another one; a failed download, a file that is no image or too large, or storage failing leave the old
// preview as it was and never fail the reading. The download runs outside any transaction; the row is written under
// its lock only if the link is still the one that was read (a link replaced meanwhile gets nothing of the old post).
//
// Keys: previews/<postId>/<source>-<hash>-<width>.webp. <source> names the platform's picture, from its URL without
// the query (which holds a signature that changes with every answer); <hash> the bytes. So "is this picture new?" is
// read from the stored keys, and the same picture stored twice has the same keys.
import { createHash } from 'node:crypto';
import { PREVIEW_DOWNLOAD_MAX_BYTES, PREVIEW_THUMBNAIL_PX, previewCaptionOf } from '@microreach/domain/post-preview';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { campaignAnalytics, type StoredImageVariant } from '#server/db/schema/index.ts';
import { processThumbnail } from '#server/lib/images/process-image.ts';
import type { FileStorage } from '#server/lib/storage/index.ts';
import { previewKeyPrefix, previewKeys } from '../content-review/post-preview.ts';
import type { MetricsProvider } from './providers/types.ts';

export interface PreviewDeps {
  /** Where the thumbnail is copied; without one (some tests) only the caption is kept. */
  storage?: FileStorage | null;
  log?: FastifyBaseLogger | null;
}

const SOURCE_LENGTH = 12;
const KEY_PATTERN = /^previews\/[0-9a-f-]{36}\/([0-9a-f]{12})-[0-9a-f]{16}-\d{1,5}\.webp$/;

/** The platform's picture a thumbnail URL names: its origin and path, hashed (the query is a changing signature). */
export function previewSourceOf(thumbnailUrl: string): string {
  const url = new URL(thumbnailUrl);
  return createHash('sha256').update(`${url.origin}${url.pathname}`).digest('hex').slice(0, SOURCE_LENGTH);
}

/** The source a stored preview was made from, or null when there is none (or its keys are not ours). */
function storedSourceOf(image: readonly StoredImageVariant[] | null): string | null {
  const match = image?.[0] ? KEY_PATTERN.exec(image[0].key) : null;
  return match ? match[1]! : null;
}

export interface PreviewReading {
  caption: string | null;
  thumbnailUrl: string | null;
}

/**
 * Keeps what a reading of the post at `videoUrl` said of it: the caption (cut to PREVIEW_CAPTION_MAX_CHARS) and, when
 * the picture is new to us, a copy of it. Never throws: the reading it follows has been recorded already.
 */
export async function storePostPreview(
  db: Db,
  deps: PreviewDeps,
  provider: MetricsProvider,
  post: { id: string; videoUrl: string },
  reading: PreviewReading,
  now = new Date(),
): Promise<void> {
  try {
    await storePreview(db, deps, provider, post, reading, now);
  } catch (err) {
    deps.log?.error({ err, postId: post.id }, 'could not keep a post preview');
  }
}

async function storePreview(
  db: Db,
  deps: PreviewDeps,
  provider: MetricsProvider,
  post: { id: string; videoUrl: string },
  reading: PreviewReading,
  now: Date,
): Promise<void> {
  const [current] = await db
    .select({ videoUrl: campaignAnalytics.videoUrl, previewImage: campaignAnalytics.previewImage })
    .from(campaignAnalytics)
    .where(eq(campaignAnalytics.id, post.id));
  if (!current || current.videoUrl !== post.videoUrl) return;

  let image: StoredImageVariant[] | null = null;
  if (deps.storage && reading.thumbnailUrl !== null) {
    const source = previewSourceOf(reading.thumbnailUrl);
    if (current.previewImage === null || storedSourceOf(current.previewImage) !== source) {
      try {
        image = await copyThumbnail(deps.storage, provider, post.id, reading.thumbnailUrl, source);
      } catch (err) {
        // The platform's URL is signed: only the error (which never carries it) is logged.
        deps.log?.warn({ err, postId: post.id }, 'could not copy a post thumbnail; the previous preview stays');
      }
    }
  }

  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ videoUrl: campaignAnalytics.videoUrl, previewImage: campaignAnalytics.previewImage })
      .from(campaignAnalytics)
      .where(eq(campaignAnalytics.id, post.id))
      .for('no key update');
    if (!locked || locked.videoUrl !== post.videoUrl) return { written: false, previous: null };
    await tx
      .update(campaignAnalytics)
      .set({
        previewCaption: previewCaptionOf(reading.caption),
        previewFetchedAt: now,
        ...(image === null ? {} : { previewImage: image }),
      })
      .where(eq(campaignAnalytics.id, post.id));
    return { written: true, previous: image === null ? null : locked.previewImage };
  });

  // Files no row points to any more: the new copy if the link changed meanwhile, else the replaced picture's.
  if (image === null || !deps.storage) return;
  const kept = new Set(outcome.written ? previewKeys(image) : []);
  const unused = (outcome.written ? previewKeys(outcome.previous) : previewKeys(image)).filter((k) => !kept.has(k));
  if (unused.length === 0) return;
  try {
    await deps.storage.deleteMany(unused);
  } catch (err) {
    deps.log?.error({ err, postId: post.id, keys: unused }, 'could not delete replaced preview files');
  }
}

/** Downloads the picture (bounded, through the provider's own fetch), makes the WebPs and stores them. */
async function copyThumbnail(
  storage: FileStorage,
  provider: MetricsProvider,
  postId: string,
  thumbnailUrl: string,
  source: string,
): Promise<StoredImageVariant[]> {
  const downloaded = await provider.downloadThumbnail(thumbnailUrl, { maxBytes: PREVIEW_DOWNLOAD_MAX_BYTES });
  const thumbnail = await processThumbnail(downloaded.bytes, PREVIEW_THUMBNAIL_PX);
  const prefix = previewKeyPrefix(postId);
  const stored = thumbnail.variants.map((v) => ({
    key: `${prefix}${source}-${thumbnail.hash}-${v.width}.webp`,
    width: v.width,
    height: v.height,
    format: v.format,
    density: v.density,
  }));
  try {
    await Promise.all(
      thumbnail.variants.map((v, i) => storage.put(stored[i]!.key, v.bytes, { contentType: v.contentType })),
    );
  } catch (err) {
    // A part stored is of no use: the row keeps pointing to the previous preview.
    await storage.deleteMany(stored.map((v) => v.key)).catch(() => {});
    throw err;
  }
  return stored;
}
