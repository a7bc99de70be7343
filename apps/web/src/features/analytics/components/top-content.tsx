// Top Performing Content (B2): the three counted posts with the most likes, comments and shares.
import { Badge, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsPost } from '@microreach/domain/analytics';
import { engagementCount, topByEngagement } from '@microreach/domain/analytics-rules';
import { formatCompact, platformLabel } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconTrophy } from '@tabler/icons-react';
import { PostLink } from './post-parts';

export function TopContent({ posts }: { posts: AnalyticsPost[] }) {
  const top = topByEngagement(posts.filter((p) => p.counted));
  return (
    <section aria-labelledby="analytics-top-title">
      <Title id="analytics-top-title" order={2} size="h3" mb="sm">
        Top Performing Content
      </Title>
      {top.length === 0 ? (
        <EmptyState
          icon={<IconTrophy size={28} />}
          withIndicatorBackground
          title="No counted posts yet"
          description="The three posts with the most likes, comments and shares appear here once their figures count."
          py={40}
        />
      ) : (
        <SimpleGrid component="ol" cols={{ base: 1, md: 3 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {top.map((post, i) => (
            <Card component="li" key={post.postId} withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <Badge color="yellow" variant="light" size="lg" circle aria-hidden>
                      {i + 1}
                    </Badge>
                    <Stack gap={0} miw={0}>
                      <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                        {post.creatorName}
                      </Title>
                      <Text size="xs" c="dimmed">
                        {platformLabel(post.platform)}
                      </Text>
                    </Stack>
                  </Group>
                  <PostLink post={post} />
                </Group>
                <Text fw={700}>{engagementText(engagementCount(post))}</Text>
                <Text size="sm" c="dimmed">
                  {`${formatCompact(post.views)} views · ${post.engagementRate}% engagement rate · ${formatMoney(post.earningsCents)} earned`}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function engagementText(n: number): string {
  return `${formatCompact(n)} ${n === 1 ? 'engagement' : 'engagements'}`;
}
