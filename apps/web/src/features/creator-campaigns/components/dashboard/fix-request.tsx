// A post the brand asked to fix (issue 29): the brand's note, and until the fix window closes the form that replaces
// the post's link (checked as the upload is); after it, that the window closed. Loaded by the content slot of a post
// that needs a fix.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { contentReviewMessages, isFixWindowOpen } from '@microreach/domain/content-review-rules';
import type { ContentRow } from '@microreach/domain/creator-campaigns';
import { contentUrlError } from '@microreach/domain/creator-campaigns-rules';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import { PLATFORM_LABELS } from '@microreach/domain/statuses';
import { useState } from 'react';
import { useReplacePostLink } from '#web/features/creator-campaigns/api/creator-campaigns';
import { toast } from '#web/lib/toast';

export function FixRequest({ post }: { post: ContentRow }) {
  const replace = useReplacePostLink();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = isFixWindowOpen(post);
  return (
    <Stack gap={4} mt={4}>
      <Text size="xs">
        Fix requested: “{post.fixNote}”
        {open && post.fixDueAt ? ` Replace the link by ${formatLocalDateTimeShort(post.fixDueAt)}.` : ''}
      </Text>
      {open ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const problem = contentUrlError(post.platform, url);
            if (problem) {
              setError(problem);
              return;
            }
            try {
              await replace.mutateAsync({ postId: post.id, videoUrl: url.trim() });
              toast.success(contentReviewMessages.linkReplaced.title, contentReviewMessages.linkReplaced.message);
            } catch (err) {
              toast.error(err instanceof Error ? err.message : String(err));
            }
          }}
        >
          <Group gap={6} align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              flex={1}
              aria-label={`New ${PLATFORM_LABELS[post.platform]} link`}
              placeholder={`New ${PLATFORM_LABELS[post.platform]} post URL`}
              value={url}
              onChange={(e) => {
                setUrl(e.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            <Button type="submit" size="xs" loading={replace.isPending}>
              Replace link
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="xs" c="red">
          {contentReviewMessages.fixWindowClosed}
        </Text>
      )}
    </Stack>
  );
}
