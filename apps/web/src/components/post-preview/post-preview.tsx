// A preview of the post itself (issue 30): the thumbnail and the caption the platform returned, copied to our own
// storage by the server. Shown in Review Content (the business) and on the creator's content slot. The picture sits in
// a box of a fixed size and shape, so nothing moves when it loads; the caption is clamped to a few lines.
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { PostPreview as PostPreviewData } from '@microreach/domain/post-preview';
import {
  isLongCaption,
  PREVIEW_CAPTION_LINES,
  previewMessages,
  previewNotice,
} from '@microreach/domain/post-preview-rules';
import { useId, useState } from 'react';

/** The thumbnail box in CSS pixels: 4:5, the shape of a portrait Instagram post (others are cropped to it). */
const BOX = { width: 72, height: 90 } as const;

export function PostPreview({ preview, mt }: { preview: PostPreviewData; mt?: number | string }) {
  const notice = previewNotice(preview);
  if (notice) {
    return (
      <Text size="xs" c="dimmed" mt={mt}>
        {notice}
      </Text>
    );
  }
  return (
    <Group
      component="figure"
      aria-label={previewMessages.label}
      gap="sm"
      align="flex-start"
      wrap="nowrap"
      m={0}
      mt={mt}
    >
      {preview.thumbnailUrl && (
        <Box w={BOX.width} h={BOX.height} bg="gray.2" style={{ flexShrink: 0, borderRadius: 6, overflow: 'hidden' }}>
          <img
            src={preview.thumbnailUrl}
            srcSet={preview.thumbnailUrl2x ? `${preview.thumbnailUrl} 1x, ${preview.thumbnailUrl2x} 2x` : undefined}
            alt={previewMessages.alt}
            width={BOX.width}
            height={BOX.height}
            loading="lazy"
            decoding="async"
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      )}
      <Box component="figcaption" miw={0} style={{ flex: 1 }}>
        <Caption caption={preview.caption} />
      </Box>
    </Group>
  );
}

function Caption({ caption }: { caption: string | null }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  if (caption === null) return null;
  if (caption.trim() === '') {
    return (
      <Text size="xs" c="dimmed">
        {previewMessages.noCaption}
      </Text>
    );
  }
  const isLong = isLongCaption(caption);
  return (
    <Stack gap={2} align="flex-start">
      <Text
        id={textId}
        size="sm"
        lineClamp={isLong && !isExpanded ? PREVIEW_CAPTION_LINES : undefined}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {caption}
      </Text>
      {isLong && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setIsExpanded((v) => !v)}
        >
          {isExpanded ? previewMessages.showLess : previewMessages.showMore}
        </Anchor>
      )}
    </Stack>
  );
}
