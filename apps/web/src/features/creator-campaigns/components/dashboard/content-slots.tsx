// The three content slots of a dashboard card (C2, C9): each submitted post with its figures, then empty slots.
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { CONTENT_SLOTS_PER_CAMPAIGN } from '@microreach/domain/constants';
import type { ContentRow } from '@microreach/domain/creator-campaigns';
import { formatCompact, formatUsd } from '@microreach/domain/formulas';
import { IconBrandInstagram, IconBrandTiktok, IconExternalLink } from '@tabler/icons-react';
import { PLATFORM_LABELS } from './creator-figures';

const METRICS = [
  { key: 'views', label: 'views' },
  { key: 'likes', label: 'likes' },
  { key: 'comments', label: 'comments' },
  { key: 'shares', label: 'shares' },
] as const;

export function ContentSlots({ campaignName, content }: { campaignName: string; content: ContentRow[] }) {
  const slots = Array.from({ length: CONTENT_SLOTS_PER_CAMPAIGN }, (_, i) => content[i] ?? null);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Content
        </Text>
        <Text size="xs" c="dimmed">
          {Math.min(content.length, CONTENT_SLOTS_PER_CAMPAIGN)} of {CONTENT_SLOTS_PER_CAMPAIGN} slots used
        </Text>
      </Group>
      <Stack
        component="ul"
        gap={6}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={`Content for ${campaignName}`}
      >
        {slots.map((post, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
          <Box component="li" key={i}>
            {post ? <FilledSlot post={post} index={i + 1} /> : <EmptySlot index={i + 1} />}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function FilledSlot({ post, index }: { post: ContentRow; index: number }) {
  const Icon = post.platform === 'instagram' ? IconBrandInstagram : IconBrandTiktok;
  const platform = PLATFORM_LABELS[post.platform];
  return (
    <Box p="xs" bg="gray.0" style={{ borderRadius: 8 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          <Badge
            variant="light"
            color={post.platform === 'instagram' ? 'pink' : 'dark'}
            tt="none"
            leftSection={<Icon size={12} aria-hidden />}
          >
            {platform}
          </Badge>
          <Anchor
            href={post.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="pink"
            aria-label={`View ${platform} post ${index} (opens in a new tab)`}
          >
            <Group gap={2} wrap="nowrap" component="span">
              {/* The words shown are the start of the link's name (WCAG 2.5.3, label in name). */}
              View {platform} post
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <Text size="sm" fw={600} c="green" aria-label={`Post ${index} earnings`}>
          {formatUsd(post.earningsCents)}
        </Text>
      </Group>
      <Group gap="sm" mt={4} style={{ rowGap: 2 }}>
        {METRICS.map((m) => (
          <Text key={m.key} size="xs" c="dimmed">
            <Text span fw={600} c="dark" size="xs">
              {formatCompact(post[m.key])}
            </Text>{' '}
            {m.label}
          </Text>
        ))}
      </Group>
    </Box>
  );
}

function EmptySlot({ index }: { index: number }) {
  return (
    <Box p="xs" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}>
      <Group gap={6}>
        <Text size="xs" fw={600} c="dimmed">
          Slot {index}
        </Text>
        <Text size="sm" c="dimmed">
          Empty slot
        </Text>
      </Group>
    </Box>
  );
}
