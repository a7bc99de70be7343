// The post preview (issue 30) as the API shows it, and where its files live. Written by modules/metrics
// (post-preview.service.ts) after a reading; cleared with the link (review.service.ts replacePostLink).
import type { PostPreview } from '@microreach/domain/post-preview';
import type { StoredImageVariant } from '#server/db/schema/index.ts';
import { fileUrl } from '#server/lib/storage/file-url.ts';
import type { PostRow } from './content-review.shared.ts';

/** The folder of one post's preview files, with its trailing '/'. */
export function previewKeyPrefix(postId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(postId)) throw new TypeError(`Not a post id: ${JSON.stringify(postId)}`);
  return `previews/${postId}/`;
}

/** The API's view of a post's preview: our own file URLs, never the platform's (the caller has checked who may see it). */
export function toPostPreview(
  row: Pick<PostRow, 'previewCaption' | 'previewImage' | 'previewFetchedAt' | 'metricsSource'>,
): PostPreview {
  const variants = row.previewImage ?? [];
  const at = (density: 1 | 2) => variants.find((v) => v.density === density) ?? null;
  const oneX = at(1) ?? variants[0] ?? null;
  const twoX = at(2);
  return {
    caption: row.previewCaption,
    thumbnailUrl: oneX ? fileUrl(oneX.key) : null,
    thumbnailUrl2x: twoX ? fileUrl(twoX.key) : null,
    fetchedAt: row.previewFetchedAt?.toISOString() ?? null,
    manual: row.metricsSource === 'manual',
  };
}

/** Every storage key of a stored preview image (none for none). */
export function previewKeys(image: readonly StoredImageVariant[] | null): string[] {
  return (image ?? []).map((v) => v.key);
}
