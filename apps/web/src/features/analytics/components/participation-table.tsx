// Influencer Participation (B2): every creator who applied or was accepted (rejected ones are left out), with what their
// posts did and earned; held posts are shown as a badge, since the figures beside it leave them out.
import { Avatar, Badge, EmptyState, Group, Table, Text, Title } from '@mantine/core';
import type { AnalyticsParticipant } from '@microreach/domain/analytics';
import { formatCompact } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconUsers } from '@tabler/icons-react';
import { ShowMore, useShowMore } from '#web/components/show-more';
import { type StackedRow, StackedRows, useIsNarrowScreen } from '#web/components/stacked-rows/stacked-rows';
import { TableRegion } from '#web/components/table-region';
import { participantStatus } from './analytics-figures';

/** Rows shown at first and at each "Show more" (a campaign can have hundreds of creators). */
export const PARTICIPANTS_STEP = 50;

/** The creator's status, and the held posts the figures leave out. */
function StatusBadges({ participant: p }: { participant: AnalyticsParticipant }) {
  const status = participantStatus(p.status);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={status.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
        {status.label}
      </Badge>
      {p.heldPosts > 0 && (
        <Badge color="orange" variant="outline" tt="none" style={{ flexShrink: 0 }}>
          {`${p.heldPosts} on hold`}
        </Badge>
      )}
    </Group>
  );
}

function CreatorName({ participant: p }: { participant: AnalyticsParticipant }) {
  const status = participantStatus(p.status);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={p.profilePicture} name={p.name} alt="" size={32} radius="xl" color="initials" aria-hidden />
      <Text size="sm" fw={500} td={status.hasLeft ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {p.name}
      </Text>
    </Group>
  );
}

/** Issue 30: on a phone each creator is a card with the earnings in front, not a table scrolled sideways. */
function participantCard(p: AnalyticsParticipant): StackedRow {
  return {
    key: p.creatorId,
    title: <CreatorName participant={p} />,
    figure: { label: 'Earnings', value: formatMoney(p.earningsCents) },
    badges: <StatusBadges participant={p} />,
    fields: [
      { label: 'Posts', value: p.posts },
      { label: 'Views', value: formatCompact(p.views) },
      { label: 'Likes', value: formatCompact(p.likes) },
      { label: 'Comments', value: formatCompact(p.comments) },
      { label: 'Shares', value: formatCompact(p.shares) },
      { label: 'Engagement', value: `${p.engagementRate}%` },
    ],
  };
}

export function ParticipationTable({ participants }: { participants: AnalyticsParticipant[] }) {
  const { limit, showMore, step } = useShowMore(PARTICIPANTS_STEP);
  const shown = participants.slice(0, limit);
  const isNarrow = useIsNarrowScreen();
  return (
    <section aria-labelledby="analytics-participation-title">
      <Title id="analytics-participation-title" order={2} size="h3" mb="sm">
        Influencer Participation
      </Title>
      {participants.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} />}
          withIndicatorBackground
          title="No creators yet"
          description="Creators who apply to this campaign, or whom you accept, appear here with their figures."
          py={40}
        />
      ) : (
        <>
          {isNarrow ? (
            <StackedRows label="Influencer Participation" rows={shown.map(participantCard)} />
          ) : (
            <TableRegion label="Influencer Participation table" minWidth={880}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Creator</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Posts</Table.Th>
                  <Table.Th ta="right">Views</Table.Th>
                  <Table.Th ta="right">Likes</Table.Th>
                  <Table.Th ta="right">Comments</Table.Th>
                  <Table.Th ta="right">Shares</Table.Th>
                  <Table.Th ta="right">Engagement</Table.Th>
                  <Table.Th ta="right">Earnings</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((p) => {
                  const status = participantStatus(p.status);
                  return (
                    <Table.Tr key={p.creatorId}>
                      <Table.Th scope="row" fw={400}>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar
                            src={p.profilePicture}
                            name={p.name}
                            alt=""
                            size={32}
                            radius="xl"
                            color="initials"
                            aria-hidden
                          />
                          <Text
                            size="sm"
                            fw={500}
                            td={status.hasLeft ? 'line-through' : undefined}
                            style={{ whiteSpace: 'nowrap' }}
                          >
                            {p.name}
                          </Text>
                        </Group>
                      </Table.Th>
                      <Table.Td>
                        <StatusBadges participant={p} />
                      </Table.Td>
                      <Table.Td ta="right">{p.posts}</Table.Td>
                      <Table.Td ta="right">{formatCompact(p.views)}</Table.Td>
                      <Table.Td ta="right">{formatCompact(p.likes)}</Table.Td>
                      <Table.Td ta="right">{formatCompact(p.comments)}</Table.Td>
                      <Table.Td ta="right">{formatCompact(p.shares)}</Table.Td>
                      <Table.Td ta="right">{`${p.engagementRate}%`}</Table.Td>
                      <Table.Td ta="right">{formatMoney(p.earningsCents)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </TableRegion>
          )}
          <ShowMore
            shown={shown.length}
            total={participants.length}
            step={step}
            noun="creators"
            onShowMore={showMore}
          />
        </>
      )}
    </section>
  );
}
