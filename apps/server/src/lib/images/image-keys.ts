// Storage keys of published images: images/<userId>/<kind>-<hash>-<width>.<ext>, made by the server, never by the uploader.
import { IMAGE_KINDS, type ImageKind } from '@microreach/domain/images';
import { assertValidKey } from '#server/lib/storage/storage.ts';
import type { ImageVariant, ProcessedImage } from './process-image.ts';

/** User ids are better-auth's random ids; anything else (a '/', a '.') could move a key out of the user's folder. */
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const KEY_PATTERN = new RegExp(
  `^images/([A-Za-z0-9_-]{1,128})/(${IMAGE_KINDS.join('|')})-([0-9a-f]{16})-([1-9][0-9]{0,4})\\.(webp|jpg)$`,
);

function assertUserId(userId: string): void {
  if (!USER_ID_PATTERN.test(userId))
    throw new TypeError(`Not a user id usable in a storage key: ${JSON.stringify(userId)}`);
}

/** The folder that holds every image of one user, with its trailing '/'. */
export function userImagePrefix(userId: string): string {
  assertUserId(userId);
  return `images/${userId}/`;
}

/** The key one variant is stored under; valid for storage.ts (checked here so a bad key fails before any I/O). */
export function imageKey(userId: string, variant: Pick<ImageVariant, 'keySuffix'>): string {
  const key = `${userImagePrefix(userId)}${variant.keySuffix}`;
  assertValidKey(key);
  return key;
}

/** Every key of a processed image, in the order of its variants (store them all, delete them all). */
export function imageKeys(userId: string, image: Pick<ProcessedImage, 'variants'>): string[] {
  return image.variants.map((variant) => imageKey(userId, variant));
}

export interface ParsedImageKey {
  userId: string;
  kind: ImageKind;
  hash: string;
  width: number;
  extension: 'webp' | 'jpg';
}

/** The parts of a key this module made, or null for anything else: lets a route check that a key it is given (to
 * delete or to serve) is an image key, and whose. */
export function parseImageKey(key: string): ParsedImageKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, userId, kind, hash, width, extension] = match;
  return {
    userId: userId!,
    kind: kind as ImageKind,
    hash: hash!,
    width: Number(width),
    extension: extension as 'webp' | 'jpg',
  };
}
