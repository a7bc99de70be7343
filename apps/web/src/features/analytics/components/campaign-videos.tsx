// Campaign Videos (B2): every post of the campaign, held and uncounted ones too (with badges saying so), in the order
// the business picks.
import { Card, EmptyState, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsPost } from '@microreach/domain/analytics';
import { formatLocalDay, platformLabel } from '@microreach/domain/formulas';
import { IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { ShowMore, useShowMore } from '#web/components/show-more';
import { isVideoSort, sortVideos, VIDEO_SORTS, type VideoSort } from './analytics-figures';
import { PostBadges, PostFigures, PostLink } from './post-parts';

/** Videos shown at first and at each "Show more" (a campaign can have thousands). */
export const VIDEOS_STEP = 24;

export function CampaignVideos({ posts }: { posts: AnalyticsPost[] }) {
  const [sort, setSort] = useState<VideoSort>('views');
  const sorted = sortVideos(posts, sort);
  const { limit, showMore, step } = useShowMore(VIDEOS_STEP);
  const shown = sorted.slice(0, limit);
  return (
    <section aria-labelledby="analytics-videos-title">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title id="analytics-videos-title" order={2} size="h3">
          Campaign Videos
        </Title>
        {posts.length > 0 && (
          // A native select, as the other pages' sorts (issue 31: Mantine's Select brings its Combobox and Popover).
          <NativeSelect
            label="Sort by"
            data={VIDEO_SORTS}
            value={sort}
            onChange={(event) => {
              const { value } = event.currentTarget;
              if (isVideoSort(value)) setSort(value);
            }}
            w={{ base: '100%', xs: 220 }}
          />
        )}
      </Group>
      {posts.length === 0 ? (
        <EmptyState
          icon={<IconVideo size={28} />}
          withIndicatorBackground
          title="No videos yet"
          description="Posts creators submit to this campaign appear here with their figures and earnings."
          py={40}
        />
      ) : (
        <>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Campaign Videos">
            {shown.map((post) => (
              <VideoCard key={post.postId} post={post} />
            ))}
          </Stack>
          <ShowMore shown={shown.length} total={posts.length} step={step} noun="videos" onShowMore={showMore} />
        </>
      )}
    </section>
  );
}

function VideoCard({ post }: { post: AnalyticsPost }) {
  const titleId = `analytics-video-${post.postId}`;
  const platform = platformLabel(post.platform);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Title id={titleId} order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {post.creatorName}
            </Title>
            <Text size="sm" c="dimmed">
              {`${platform} · ${formatLocalDay(post.postedAt)}`}
            </Text>
          </Stack>
          <PostLink post={post} />
        </Group>
        <PostBadges post={post} />
        <PostFigures post={post} />
      </Stack>
    </Card>
  );
}
