// A preview of the post itself (issue 30): the caption and a thumbnail of the picture or video's cover, as the
// platform's API returns them (Instagram media `caption`, `media_url`/`thumbnail_url`; TikTok `video_description`/
// `title`, `cover_image_url`). The thumbnail is copied into our file storage, because TikTok's cover URL expires after
// six hours and Instagram's CDN URLs are signed and short-lived too. Shown in Review Content and on the creator's slot.
import { z } from 'zod';

/** The caption kept for the preview: longer than either platform allows (Instagram 2,200, TikTok 4,000) is cut. */
export const PREVIEW_CAPTION_MAX_CHARS = 4_000;

/** The thumbnail's longest side in pixels (1x; a 2x variant is kept beside it). */
export const PREVIEW_THUMBNAIL_PX = 320;

/** The largest thumbnail download read from a platform's CDN. */
export const PREVIEW_DOWNLOAD_MAX_BYTES = 8 * 1024 * 1024;

/** The longest platform thumbnail URL taken; a longer one (or one that is no https URL) reads as none. */
export const PREVIEW_SOURCE_URL_MAX_CHARS = 2_048;

/** What the API answers about a post's preview; every field null when none was read. */
export const PostPreviewSchema = z.object({
  /** Cut to PREVIEW_CAPTION_MAX_CHARS when stored (previewCaptionOf). */
  caption: z.string().nullable(),
  /** The 1x thumbnail's URL on our own file storage (`/files/...`), never the platform's. */
  thumbnailUrl: z.string().nullable(),
  /** The 2x thumbnail for high-density screens, when one was made. */
  thumbnailUrl2x: z.string().nullable(),
  /** When the preview was last read from the platform. */
  fetchedAt: z.string().nullable(),
  /** True when the post's figures are typed in by the business (no platform reading, so no preview to come). */
  manual: z.boolean(),
});
export type PostPreview = z.infer<typeof PostPreviewSchema>;

/** A caption cut to PREVIEW_CAPTION_MAX_CHARS, never in the middle of a surrogate pair (an emoji). */
export function previewCaptionOf(caption: string | null | undefined): string | null {
  if (caption === null || caption === undefined) return null;
  if (caption.length <= PREVIEW_CAPTION_MAX_CHARS) return caption;
  const cut = caption.slice(0, PREVIEW_CAPTION_MAX_CHARS);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** What to say in place of a preview, or null when there is one to show. */
export function previewNotice(preview: PostPreview): string | null {
  if (preview.thumbnailUrl !== null || preview.caption !== null) return null;
  return preview.manual ? previewMessages.manual : previewMessages.none;
}

export const previewMessages = {
  none: 'No preview yet: the platform has not been read for this post.',
  manual: 'No preview: this post’s figures are typed in, not read from the platform.',
  alt: 'Thumbnail of the post',
  showMore: 'Show more',
  showLess: 'Show less',
  noCaption: 'The post has no caption.',
  /** The preview's heading, for screen readers: what the picture and the caption are. */
  label: 'Post preview',
} as const;

/** A caption longer than this (or of more lines than PREVIEW_CAPTION_LINES) is clamped behind "Show more". */
export const PREVIEW_CAPTION_CLAMP_CHARS = 120;
/** The lines of a caption shown before "Show more". */
export const PREVIEW_CAPTION_LINES = 3;

/** Whether a caption is long enough to be clamped (counted, not measured, so it holds on every screen and in tests). */
export function isLongCaption(caption: string): boolean {
  return caption.length > PREVIEW_CAPTION_CLAMP_CHARS || caption.split('\n').length > PREVIEW_CAPTION_LINES;
}
