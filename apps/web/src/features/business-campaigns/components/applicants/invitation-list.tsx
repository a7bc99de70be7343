// The invitations of one campaign in Manage Influencers (issue 10): who was invited, and whether they accepted,
// declined or have not answered yet. A creator who accepted is also listed among the applicants, as Accepted.
import { Avatar, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { CampaignInvitation } from '@microreach/domain/invitations';
import { INVITATION_STATUS_LABELS } from '@microreach/domain/invitations-rules';
import { notificationTime } from '@microreach/domain/notification-texts';
import { paths } from '@microreach/domain/paths';
import type { InvitationStatus } from '@microreach/domain/statuses';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCampaignInvitations } from '#web/features/business-campaigns/api/business-campaigns';

const STATUS_COLORS: Record<InvitationStatus, string> = { pending: 'blue', accepted: 'green', declined: 'gray' };

export function InvitationList({ campaignId }: { campaignId: string }) {
  const invitations = useCampaignInvitations(campaignId);

  if (invitations.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading invitations" />
      </Center>
    );
  }
  if (invitations.isError) {
    return (
      <Stack align="center" gap="xs" py="md">
        <Text c="dimmed">Failed to load invitations</Text>
        <Button variant="light" size="xs" onClick={() => invitations.refetch()} loading={invitations.isFetching}>
          Retry
        </Button>
      </Stack>
    );
  }
  if (invitations.data.length === 0) {
    return (
      <Stack align="center" gap="xs" py="md">
        <Text c="dimmed" ta="center">
          No invitations sent yet
        </Text>
        <Button
          component={Link}
          to={paths.findInfluencers}
          variant="light"
          size="xs"
          leftSection={<IconSearch size={14} />}
        >
          Find Influencers
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Invitations">
      {invitations.data.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </Stack>
  );
}

function InvitationRow({ invitation }: { invitation: CampaignInvitation }) {
  const ago = (iso: string) => notificationTime(iso).replace(/^Just now$/, 'just now');
  const when =
    invitation.respondedAt === null
      ? `Invited ${ago(invitation.createdAt)}`
      : `Invited ${ago(invitation.createdAt)}, answered ${ago(invitation.respondedAt)}`;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={`Invitation: ${invitation.creatorName}`}>
      <Group wrap="nowrap" gap="sm">
        <Avatar
          src={invitation.creatorPicture}
          name={invitation.creatorName}
          color="initials"
          radius="xl"
          size="md"
          alt={invitation.creatorName}
        />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invitation.creatorName}
          </Text>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Stack>
        <Badge variant="light" color={STATUS_COLORS[invitation.status]} tt="none">
          {INVITATION_STATUS_LABELS[invitation.status]}
        </Badge>
      </Group>
    </Paper>
  );
}
