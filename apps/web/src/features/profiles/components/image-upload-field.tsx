// One profile image on a settings page (B3/C3: logo or profile picture, and banner): the current image, the
// recommended size, a file chooser that uploads at once, and Remove. The server answers with the whole profile, which
// the page reads the image back from.
import { Box, Button, FileButton, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IMAGE_ACCEPT, IMAGE_SIZES } from '@microreach/domain/images';
import type { ProfileImage as ProfileImageData } from '@microreach/domain/profiles';
import type { Role } from '@microreach/domain/statuses';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { ProfileImage } from '#web/components/public-profile/profile-image';
import { type SingleImageKind, useRemoveImage, useReplaceImage } from '#web/features/profiles/api/profiles';
import classes from './image-upload-field.module.css';
import { IMAGE_WORDS, imageToasts, isUploadable, toastFailure, toastSuccess } from './image-upload-messages';

export function ImageUploadField({
  kind,
  image,
  accountRole: role,
}: {
  kind: SingleImageKind;
  image: ProfileImageData | null;
  /** The account type (SMB or Influencer), which picks the spec's toasts. */
  accountRole: Role;
}) {
  const labelId = useId();
  const hintId = useId();
  const resetRef = useRef<() => void>(null);
  const replace = useReplaceImage();
  const remove = useRemoveImage();
  const words = IMAGE_WORDS[kind];
  const toasts = imageToasts(kind, role);
  const size = IMAGE_SIZES[kind];
  const isBusy = replace.isPending || remove.isPending;
  const isBanner = kind === 'banner';

  function upload(file: File | null) {
    // Cleared at once, so choosing the same file again (after a failure) still starts an upload.
    resetRef.current?.();
    if (!file || isBusy || !isUploadable(file, toasts.uploadFailed)) return;
    replace.mutate(
      { kind, file },
      {
        onSuccess: () => toastSuccess(toasts.uploaded),
        onError: (err) => toastFailure(toasts.uploadFailed, err, role),
      },
    );
  }

  function onRemove() {
    remove.mutate(
      { kind },
      {
        onSuccess: () => toastSuccess(toasts.removed),
        onError: (err) => toastFailure(toasts.removeFailed, err, role),
      },
    );
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <div>
        <Text id={labelId} fw={500} size="sm">
          {words.label}
        </Text>
        <Text id={hintId} size="xs" c="dimmed">
          Recommended: {size.width}x{size.height}
        </Text>
      </div>
      <Box
        pos="relative"
        className={isBanner ? classes.bannerFrame : classes.squareFrame}
        data-round={kind === 'profile-picture' || undefined}
        aria-busy={isBusy}
      >
        {image ? (
          <ProfileImage image={image} alt={words.alt} className={classes.image} />
        ) : (
          <Stack className={classes.placeholder} gap={4} align="center" justify="center">
            <IconPhoto size={isBanner ? 32 : 28} aria-hidden />
            <Text size="xs">No {words.noun} yet</Text>
          </Stack>
        )}
        <LoadingOverlay visible={isBusy} loaderProps={{ size: 'sm' }} overlayProps={{ blur: 1 }} />
      </Box>
      <Group gap="xs">
        <FileButton
          onChange={upload}
          accept={IMAGE_ACCEPT}
          resetRef={resetRef}
          disabled={isBusy}
          inputProps={{ 'aria-label': `${words.label} file` }}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={replace.isPending}
              disabled={remove.isPending}
            >
              {image ? `Change ${words.noun}` : `Upload ${words.noun}`}
            </Button>
          )}
        </FileButton>
        {image && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            disabled={replace.isPending}
            onClick={onRemove}
          >
            Remove {words.noun}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
