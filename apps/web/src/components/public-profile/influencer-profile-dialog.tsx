// The influencer full-profile dialog opened from View Profile (B2: the applicants dialog and Find Influencers): public
// profile fields only, in the shared view.
import { Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { applicantMessages } from '@microreach/domain/campaigns-rules';
import { PublicProfileView } from '#web/components/public-profile/public-profile-view';
import { usePublicProfile } from '#web/components/public-profile/use-public-profile';
import { ReportButton } from '#web/components/report-dialog/report-button';
import { useErrorToast } from '#web/lib/use-error-toast';

export function InfluencerProfileDialog({
  userId,
  opened,
  onClose,
  stackId,
}: {
  /** Kept while the dialog closes, so its content does not vanish during the closing transition. */
  userId: string | null;
  opened: boolean;
  onClose: () => void;
  stackId?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Influencer Profile" size="lg" stackId={stackId}>
      {userId && <ProfileContent userId={userId} />}
    </Modal>
  );
}

function ProfileContent({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  useErrorToast(profile, applicantMessages.profileLoadFailed);

  if (profile.isPending) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading profile...</Text>
        </Stack>
      </Center>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {applicantMessages.profileEmpty}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <PublicProfileView profile={profile.data} />
      <Group justify="flex-end">
        <ReportButton subject={{ kind: 'profile', id: userId, label: `${profile.data.name}’s profile` }}>
          Report profile
        </ReportButton>
      </Group>
    </Stack>
  );
}
