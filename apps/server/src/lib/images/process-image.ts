// Turns an uploaded file into the images we publish: judged by its bytes, decoded under limits, re-encoded clean.
import { createHash } from 'node:crypto';
import type { ErrorCode } from '@microreach/domain/errors';
import {
  IMAGE_FORMATS_TEXT,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_SIZES,
  IMAGE_TOO_LARGE_MESSAGE,
  type ImageKind,
  type ImageSize,
} from '@microreach/domain/images';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '#server/lib/errors.ts';

// A server decodes many small images, not one huge one. libvips' operation cache only helps when the same pipeline
// runs twice, which uploads never do, so it is off to keep memory flat. One libvips thread per image (already sharp's
// default on glibc without jemalloc, set here so it does not change with the host) keeps memory fragmentation down;
// parallelism comes from several images at once, bounded by MAX_JOBS_AT_ONCE below.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Images processed at the same time. sharp runs each job on libuv's thread pool (4 threads by default), which the
 * local-disk storage and better-auth's password hashing also use: two image jobs leave them room, so a burst of
 * uploads slows uploads, not sign-ins. Each job is short (well under a second for a phone photo).
 */
const MAX_JOBS_AT_ONCE = 2;

/** The types file-type may report that we decode. GIF and APNG are read as their first frame only (see decode). */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp', 'image/avif', 'image/gif']);
/** libvips' own name for the loader it picked, checked again so a file that file-type and libvips read as
 * different things (a polyglot) is refused rather than decoded by a loader we did not mean to expose. */
const ACCEPTED_SHARP_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const WEBP_QUALITY = 82;
const JPEG_QUALITY = 82;
/** Hex characters of the content hash in a key: 64 bits, far beyond any collision among one user's images. */
const HASH_LENGTH = 16;

export type ImageFormat = 'webp' | 'jpeg';

export interface ImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
  contentType: 'image/webp' | 'image/jpeg';
  /** The key's extension, one of storage.ts's allowed ones. */
  extension: 'webp' | 'jpg';
  /** 1 for the recommended size, 2 for the high-density variant (for srcset). */
  density: 1 | 2;
  bytes: Buffer;
  /** `<kind>-<hash>-<width>.<ext>`: the key's last segment (see image-keys.ts for the whole key). */
  keySuffix: string;
}

export interface ProcessedImage {
  kind: ImageKind;
  /** sha256 of every variant's bytes, hex, first 16 characters: a key changes exactly when what it serves changes,
   * so the files can be cached as immutable (the intent of the spec's `?v={timestamp}`). */
  hash: string;
  /** The type judged from the uploaded bytes, e.g. 'image/png'. */
  sourceType: string;
  /** WebP at 1x and 2x (2x left out when the source is too small to fill more than 1x), then a JPEG at 1x. */
  variants: ImageVariant[];
}

/** A refused upload. The message is written for the person who chose the file; the error handler sends it as is. */
export class ImageError extends AppError {
  constructor(statusCode: number, message: string, code: ErrorCode, cause?: unknown) {
    super(statusCode, message, code);
    this.name = 'ImageError';
    if (cause !== undefined) this.cause = cause;
  }
}

const megapixels = Math.round(IMAGE_MAX_PIXELS / 1_000_000);
const unsupported = (detail: string) =>
  new ImageError(415, `${detail} Please choose a ${IMAGE_FORMATS_TEXT} image.`, 'IMAGE_UNSUPPORTED');
const unreadable = (cause: unknown) =>
  new ImageError(
    400,
    'This image could not be read: the file may be damaged or incomplete. Please choose another image.',
    'IMAGE_UNREADABLE',
    cause,
  );

/**
 * Checks an uploaded file and makes the published images of the given kind from it. Throws ImageError for an empty
 * or oversized file, a type other than JPEG, PNG, WebP, AVIF or GIF (judged from the bytes: SVG, HTML and any other
 * text are refused), an image over IMAGE_MAX_PIXELS, or one that does not decode cleanly.
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const { sourceType, variants } = await checkAndEncode(bytes, IMAGE_SIZES[kind], true);
  const hash = contentHash(variants.map((v) => v.bytes));
  return {
    kind,
    hash,
    sourceType,
    variants: variants.map((v) => ({ ...v, keySuffix: `${kind}-${hash}-${v.width}.${v.extension}` })),
  };
}

/** A thumbnail made by processThumbnail: WebP only, the caller names its keys from `hash` and each width. */
export interface ProcessedThumbnail {
  hash: string;
  sourceType: string;
  /** WebP at 1x, and at 2x when the source is larger than 1x. */
  variants: Omit<ImageVariant, 'keySuffix'>[];
}

/**
 * A small WebP of a picture that came from elsewhere (a post's thumbnail, issue 30), with the same checks as an upload:
 * judged by its bytes, decoded under the pixel limit, every piece of metadata left behind. Fits within `px` x `px`
 * (2x: twice that), never enlarged.
 */
export async function processThumbnail(bytes: Buffer, px: number): Promise<ProcessedThumbnail> {
  const { sourceType, variants } = await checkAndEncode(bytes, { width: px, height: px, fit: 'inside' }, false);
  return { hash: contentHash(variants.map((v) => v.bytes)), sourceType, variants };
}

async function checkAndEncode(
  bytes: Buffer,
  size: ImageSize,
  withJpeg: boolean,
): Promise<{ sourceType: string; variants: EncodedVariant[] }> {
  if (bytes.length === 0) {
    throw new ImageError(400, 'The file is empty. Please choose an image.', 'IMAGE_EMPTY');
  }
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw new ImageError(413, IMAGE_TOO_LARGE_MESSAGE, 'IMAGE_TOO_LARGE');
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) {
    // file-type sees an SVG as XML or as nothing (it is text); naming it helps the person who tried one.
    if (looksLikeSvg(bytes)) throw unsupported('SVG images are not accepted.');
    throw unsupported(
      detected ? `${detected.ext.toUpperCase()} files are not accepted.` : 'This file is not an image we accept.',
    );
  }
  const variants = await runLimited(() => encodeVariants(bytes, size, withJpeg));
  return { sourceType: detected.mime, variants };
}

function looksLikeSvg(bytes: Buffer): boolean {
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));
}

function contentHash(parts: readonly Buffer[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

type EncodedVariant = Omit<ImageVariant, 'keySuffix'>;

async function encodeVariants(bytes: Buffer, size: ImageSize, withJpeg: boolean): Promise<EncodedVariant[]> {
  // The source is decoded once, to the 2x size; the 1x images are made from that. Nothing but pixels is carried
  // over: sharp writes no EXIF, GPS, XMP or ICC unless asked (withMetadata/keepExif), and we never ask.
  let large: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(bytes, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      // 'error' refuses truncated and corrupt data; the stricter 'warning' also refuses photos that cameras write
      // with harmless quirks (extraneous bytes after a JPEG marker) that every browser shows.
      failOn: 'error',
      // An animated GIF, APNG or WebP is published as its first frame: profile images are still pictures, and an
      // animation would multiply the bytes and the decoding work.
      pages: 1,
    });
    const metadata = await source.metadata();
    if (
      !ACCEPTED_SHARP_FORMATS.has(metadata.format ?? '') ||
      (metadata.format === 'heif' && metadata.compression !== 'av1')
    ) {
      throw unsupported('This file is not an image we accept.');
    }
    large = await source
      .rotate() // applies the EXIF orientation, so a phone photo stands the way it was taken
      .resize({
        width: size.width * 2,
        height: size.height * 2,
        // Fixed frames (logo, picture, banner) always get their exact size, so the page lays out the same whatever
        // was uploaded: a small source is enlarged, as the browser would otherwise stretch it anyway. The portfolio
        // shows pieces whole and is never enlarged.
        fit: size.fit,
        withoutEnlargement: size.fit === 'inside',
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof ImageError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new ImageError(
        400,
        `This image has more than ${megapixels} megapixels. Please choose a smaller image.`,
        'IMAGE_TOO_MANY_PIXELS',
        err,
      );
    }
    throw unreadable(err);
  }

  const { data, info } = large;
  const fromLarge = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const small = fromLarge().resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true });
  const [webp1x, jpeg1x] = await Promise.all([
    small.clone().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
    // JPEG has no transparency: a transparent logo is put on white, the colour of the page behind it.
    withJpeg
      ? small
          .clone()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer({ resolveWithObject: true })
      : null,
  ]);
  const variants: EncodedVariant[] = [webpVariant(webp1x, 1)];
  // A source too small to be larger than 1x gets no 2x: it would be the same image under a second key.
  if (info.width > webp1x.info.width) {
    variants.push(
      webpVariant(await fromLarge().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }), 2),
    );
  }
  if (jpeg1x === null) return variants;
  variants.push({
    width: jpeg1x.info.width,
    height: jpeg1x.info.height,
    format: 'jpeg',
    contentType: 'image/jpeg',
    extension: 'jpg',
    density: 1,
    bytes: jpeg1x.data,
  });
  return variants;
}

function webpVariant(output: { data: Buffer; info: OutputInfo }, density: 1 | 2): EncodedVariant {
  return {
    width: output.info.width,
    height: output.info.height,
    format: 'webp',
    contentType: 'image/webp',
    extension: 'webp',
    density,
    bytes: output.data,
  };
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs the job when fewer than MAX_JOBS_AT_ONCE are running, in arrival order. */
async function runLimited<T>(job: () => Promise<T>): Promise<T> {
  // A finishing job hands its slot straight to the next waiter, so a newcomer cannot slip in between.
  if (running >= MAX_JOBS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
