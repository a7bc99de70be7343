// Profile image kinds, the size each is published at, and the upload limits: one home for the server's image
// pipeline and the web's file pickers and hints. No zod and no Node API: the settings pages import it directly.
import type { Role } from './statuses.ts';

/**
 * What an uploaded image is for. The banner is one kind for both roles because B3 and C3 give it the same size and
 * use; the business logo and the creator's profile picture stay apart because the UI names them differently and each
 * role may upload only its own.
 */
export const IMAGE_KINDS = ['logo', 'profile-picture', 'banner', 'portfolio'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export function isImageKind(value: unknown): value is ImageKind {
  return typeof value === 'string' && (IMAGE_KINDS as readonly string[]).includes(value);
}

/** The kinds each role may upload (B3 Files: logo, banner, portfolio; C3 Files: profile picture, banner, portfolio). */
export const IMAGE_KINDS_BY_ROLE: Readonly<Record<Role, readonly ImageKind[]>> = {
  SMB: ['logo', 'banner', 'portfolio'],
  Influencer: ['profile-picture', 'banner', 'portfolio'],
};

export interface ImageSize {
  /** CSS pixels: the 1x image has exactly this width; the 2x variant twice it. */
  width: number;
  height: number;
  /**
   * 'cover': the image fills the box exactly, cropped around its centre (logos, pictures and banners sit in fixed
   * frames). 'inside': the image keeps its aspect ratio and fits within the box (portfolio pieces are shown whole).
   */
  fit: 'cover' | 'inside';
}

/**
 * The recommended sizes of B3/C3 ("logo 400x400, banner 1200x300", "profile 400x400, banner 1200x300"). The portfolio
 * has no size in the spec: 1200x1200 as a bounding box keeps a landscape piece as wide as the banner (the widest
 * thing on a profile) and stops a tall portrait from becoming a 1200x10000 strip.
 */
export const IMAGE_SIZES: Readonly<Record<ImageKind, ImageSize>> = {
  logo: { width: 400, height: 400, fit: 'cover' },
  'profile-picture': { width: 400, height: 400, fit: 'cover' },
  banner: { width: 1200, height: 300, fit: 'cover' },
  portfolio: { width: 1200, height: 1200, fit: 'inside' },
};

/** The largest upload accepted, in bytes; the multipart limit is the same number. 10 MB holds any phone photo. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Said when a file is over IMAGE_MAX_BYTES, by the server (413) and by the file pickers before sending. */
export const IMAGE_TOO_LARGE_MESSAGE = `The image is larger than ${Math.round(IMAGE_MAX_BYTES / (1024 * 1024))} MB. Please choose a smaller image.`;
/** The largest decoded image accepted (width x height), against decompression bombs; 50 MP is above any phone camera. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The formats an upload may be in, as a file picker's `accept` (the server judges the bytes, not this list). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
/** Said to a person when a file is refused for its type. */
export const IMAGE_FORMATS_TEXT = 'JPEG, PNG, WebP, AVIF or GIF';

/** The portfolio's limit lives with the other B9/C9 numbers; re-exported so image code needs one import. */
export { PORTFOLIO_MAX_IMAGES } from './constants.ts';
