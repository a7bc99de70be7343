// Preview Profile on the settings pages (B2, C2): the profile as others will see it, unsaved edits included.
import { Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PublicProfile } from '@microreach/domain/profiles';
import { PublicProfileView } from '#web/components/public-profile/public-profile-view';

export function ProfilePreviewDialog({
  opened,
  onClose,
  profile,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  profile: PublicProfile;
  title: string;
}) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close preview' }}
    >
      <PublicProfileView profile={profile} />
    </Modal>
  );
}
