import { describe, expect, it } from 'vitest';
import {
  type PostPreview,
  PREVIEW_CAPTION_MAX_CHARS,
  previewCaptionOf,
  previewMessages,
  previewNotice,
} from './post-preview.ts';

const empty: PostPreview = { caption: null, thumbnailUrl: null, thumbnailUrl2x: null, fetchedAt: null, manual: false };

describe('previewCaptionOf', () => {
  it('keeps a caption within the limit as it is, and none as none', () => {
    expect(previewCaptionOf('Cold brew #ad')).toBe('Cold brew #ad');
    expect(previewCaptionOf('')).toBe('');
    expect(previewCaptionOf(null)).toBeNull();
    expect(previewCaptionOf(undefined)).toBeNull();
  });

  it('cuts a longer caption to the limit', () => {
    const cut = previewCaptionOf('a'.repeat(PREVIEW_CAPTION_MAX_CHARS + 50));
    expect(cut).toHaveLength(PREVIEW_CAPTION_MAX_CHARS);
  });

  it('never leaves half an emoji at the cut', () => {
    // The limit falls between the two halves of the last emoji.
    const caption = `${'a'.repeat(PREVIEW_CAPTION_MAX_CHARS - 1)}😀 more`;
    const cut = previewCaptionOf(caption)!;
    expect(cut).toBe('a'.repeat(PREVIEW_CAPTION_MAX_CHARS - 1));
    expect(cut).not.toMatch(/[\uD800-\uDFFF]/);
  });
});

describe('previewNotice', () => {
  it('says nothing when there is a thumbnail or a caption', () => {
    expect(previewNotice({ ...empty, thumbnailUrl: '/files/x.webp' })).toBeNull();
    expect(previewNotice({ ...empty, caption: 'Hello' })).toBeNull();
  });

  it('tells a post not read yet from one whose figures are typed in', () => {
    expect(previewNotice(empty)).toBe(previewMessages.none);
    expect(previewNotice({ ...empty, manual: true })).toBe(previewMessages.manual);
  });
});
