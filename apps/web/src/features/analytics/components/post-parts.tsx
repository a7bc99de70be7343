// Pieces of a post as Campaign Videos and Top Performing Content show it: its link, badges and figures.
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnalyticsPost } from '@microreach/domain/analytics';
import { CONTENT_STAGES, type ContentStage } from '@microreach/domain/content-review-rules';
import { formatCompact, platformLabel } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconExternalLink } from '@tabler/icons-react';
import { ContentStageBadge, EARNINGS_STATUS_LABELS } from '#web/components/content-stage/content-stage-badge';
import { UnverifiedHelp } from '#web/components/unverified-help/unverified-help';

function isContentStage(stage: string): stage is ContentStage {
  return (CONTENT_STAGES as readonly string[]).includes(stage);
}

export function PostLink({ post }: { post: AnalyticsPost }) {
  return (
    <Anchor
      href={post.videoUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`View post by ${post.creatorName} on ${platformLabel(post.platform)} (opens in a new tab)`}
      style={{ whiteSpace: 'nowrap' }}
    >
      View post <IconExternalLink size={12} aria-hidden />
    </Anchor>
  );
}

/** The review stage and whatever keeps the post out of the totals or makes its figures unchecked. */
export function PostBadges({ post }: { post: AnalyticsPost }) {
  return (
    <Group gap={6}>
      {isContentStage(post.stage) ? (
        <ContentStageBadge stage={post.stage} />
      ) : (
        <Badge color="gray" variant="light" tt="none">
          {post.stage}
        </Badge>
      )}
      {post.held && (
        <Badge color="orange" variant="filled" tt="none" autoContrast>
          On hold
        </Badge>
      )}
      {post.unverified && (
        <Group gap={2} wrap="nowrap">
          <Badge color="yellow" variant="outline" tt="none">
            Unverified
          </Badge>
          <UnverifiedHelp audience="business" />
        </Group>
      )}
      {!post.counted && (
        <Badge color="gray" variant="outline" tt="none">
          Not counted
        </Badge>
      )}
    </Group>
  );
}

/**
 * Views, likes, comments, shares, engagement rate and earnings as a description list (not named groups: the page's
 * metric cards are the groups called Views, Likes and so on).
 */
export function PostFigures({ post }: { post: AnalyticsPost }) {
  const figures = [
    { label: 'Views', value: formatCompact(post.views) },
    { label: 'Likes', value: formatCompact(post.likes) },
    { label: 'Comments', value: formatCompact(post.comments) },
    { label: 'Shares', value: formatCompact(post.shares) },
    { label: 'Engagement', value: `${post.engagementRate}%` },
    {
      label: 'Earnings',
      value: `${formatMoney(post.earningsCents)} (${EARNINGS_STATUS_LABELS[post.earningsStatus]})`,
    },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, xs: 3, md: 6 }} spacing="xs" verticalSpacing={6} m={0}>
      {figures.map((f) => (
        <Stack key={f.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {f.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
