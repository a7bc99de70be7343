// The zod-free part of post-preview.ts: its limits, texts, formatters and policies, for a page that validates nothing
// (it downloads no zod with them). post-preview.ts re-exports all of it; its schemas stay there.

/** The caption kept for the preview: longer than either platform allows (Instagram 2,200, TikTok 4,000) is cut. */
export const PREVIEW_CAPTION_MAX_CHARS = 4_000;

/** The thumbnail's longest side in pixels (1x; a 2x variant is kept beside it). */
export const PREVIEW_THUMBNAIL_PX = 320;

/** The largest thumbnail download read from a platform's CDN. */
export const PREVIEW_DOWNLOAD_MAX_BYTES = 8 * 1024 * 1024;

/** The longest platform thumbnail URL taken; a longer one (or one that is no https URL) reads as none. */
export const PREVIEW_SOURCE_URL_MAX_CHARS = 2_048;

/** A caption cut to PREVIEW_CAPTION_MAX_CHARS, never in the middle of a surrogate pair (an emoji). */
export function previewCaptionOf(caption: string | null | undefined): string | null {
  if (caption === null || caption === undefined) return null;
  if (caption.length <= PREVIEW_CAPTION_MAX_CHARS) return caption;
  const cut = caption.slice(0, PREVIEW_CAPTION_MAX_CHARS);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
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

/** What to say in place of a preview, or null when there is one to show. */
export function previewNotice(preview: {
  thumbnailUrl: string | null;
  caption: string | null;
  manual: boolean;
}): string | null {
  if (preview.thumbnailUrl !== null || preview.caption !== null) return null;
  return preview.manual ? previewMessages.manual : previewMessages.none;
}
