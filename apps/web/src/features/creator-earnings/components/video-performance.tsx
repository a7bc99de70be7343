// Video Performance (C2): each post, newest first as the server sends them, with its counts, engagement rate,
// earnings and review stage. A table on a wide screen; on a phone one card per post with its earnings in front.
import { Anchor, EmptyState, Table, Text, Title } from '@mantine/core';
import { CONTENT_STAGES, type ContentStage } from '@microreach/domain/content-review-rules';
import type { CreatorEarnings } from '@microreach/domain/creator-earnings';
import { formatCompact, formatLocalDay, platformLabel } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconExternalLink, IconVideo } from '@tabler/icons-react';
import { ContentStageBadge } from '#web/components/content-stage/content-stage-badge';
import { type StackedRow, StackedRows, useIsNarrowScreen } from '#web/components/stacked-rows/stacked-rows';
import { TableRegion } from '#web/components/table-region';

type Video = CreatorEarnings['videos'][number];

function isContentStage(stage: string): stage is ContentStage {
  return (CONTENT_STAGES as readonly string[]).includes(stage);
}

/** The post's link; its name says which post, since every row's link reads "View post". */
function PostLink({ video }: { video: Video }) {
  const platform = platformLabel(video.platform);
  return (
    <Anchor
      href={video.videoUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`View post: ${video.campaignName} on ${platform} (opens in a new tab)`}
      style={{ whiteSpace: 'nowrap' }}
    >
      View post <IconExternalLink size={12} aria-hidden />
    </Anchor>
  );
}

function StageBadge({ stage }: { stage: string }) {
  return isContentStage(stage) ? <ContentStageBadge stage={stage} /> : stage;
}

/** A post as a phone card: the same columns as the table, Earnings in front. */
function videoCard(video: Video): StackedRow {
  return {
    key: video.postId,
    title: video.campaignName,
    details: (
      <Text size="xs" c="dimmed">
        {platformLabel(video.platform)} · <PostLink video={video} />
      </Text>
    ),
    figure: { label: 'Earnings', value: formatMoney(video.earningsCents) },
    badges: <StageBadge stage={video.stage} />,
    fields: [
      { label: 'Posted', value: formatLocalDay(video.postedAt) },
      { label: 'Views', value: formatCompact(video.views) },
      { label: 'Likes', value: formatCompact(video.likes) },
      { label: 'Comments', value: formatCompact(video.comments) },
      { label: 'Shares', value: formatCompact(video.shares) },
      { label: 'Engagement', value: `${video.engagementRate}%` },
    ],
  };
}

export function VideoPerformance({ videos }: { videos: Video[] }) {
  const isNarrow = useIsNarrowScreen();
  return (
    <section aria-labelledby="video-performance-title">
      <Title id="video-performance-title" order={2} size="h3" mb="sm">
        Video Performance
      </Title>
      {videos.length === 0 ? (
        <EmptyState
          icon={<IconVideo size={28} />}
          withIndicatorBackground
          color="pink"
          title="No videos yet"
          description="Posts you submit to your campaigns, with their views and earnings, will appear here."
          py={40}
        />
      ) : isNarrow ? (
        <StackedRows label="Video Performance" rows={videos.map(videoCard)} />
      ) : (
        <TableRegion label="Video Performance table" minWidth={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Posted</Table.Th>
              <Table.Th>Campaign</Table.Th>
              <Table.Th>Platform</Table.Th>
              <Table.Th>Video</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
              <Table.Th ta="right">Likes</Table.Th>
              <Table.Th ta="right">Comments</Table.Th>
              <Table.Th ta="right">Shares</Table.Th>
              <Table.Th ta="right">Engagement</Table.Th>
              <Table.Th ta="right">Earnings</Table.Th>
              <Table.Th>Stage</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {videos.map((video) => {
              const platform = platformLabel(video.platform);
              return (
                <Table.Tr key={video.postId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLocalDay(video.postedAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {video.campaignName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{platform}</Table.Td>
                  <Table.Td>
                    <PostLink video={video} />
                  </Table.Td>
                  <Table.Td ta="right">{formatCompact(video.views)}</Table.Td>
                  <Table.Td ta="right">{formatCompact(video.likes)}</Table.Td>
                  <Table.Td ta="right">{formatCompact(video.comments)}</Table.Td>
                  <Table.Td ta="right">{formatCompact(video.shares)}</Table.Td>
                  <Table.Td ta="right">{`${video.engagementRate}%`}</Table.Td>
                  <Table.Td ta="right">{formatMoney(video.earningsCents)}</Table.Td>
                  <Table.Td>
                    <StageBadge stage={video.stage} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </TableRegion>
      )}
    </section>
  );
}
