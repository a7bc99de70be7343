// A preview of the post itself (issue 30): the caption and a thumbnail of the picture or video's cover, as the
// platform's API returns them (Instagram media `caption`, `media_url`/`thumbnail_url`; TikTok `video_description`/
// `title`, `cover_image_url`). The thumbnail is copied into our file storage, because TikTok's cover URL expires after
// six hours and Instagram's CDN URLs are signed and short-lived too. Shown in Review Content and on the creator's slot.
import { z } from 'zod';

export {
  isLongCaption,
  PREVIEW_CAPTION_CLAMP_CHARS,
  PREVIEW_CAPTION_LINES,
  PREVIEW_CAPTION_MAX_CHARS,
  PREVIEW_DOWNLOAD_MAX_BYTES,
  PREVIEW_SOURCE_URL_MAX_CHARS,
  PREVIEW_THUMBNAIL_PX,
  previewCaptionOf,
  previewMessages,
  previewNotice,
} from './post-preview-rules.ts';

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
