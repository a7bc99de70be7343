// The portfolio on a settings page (B3/C3, B9/C9: up to five images): each piece with Remove, and Add image while
// there is room. Uploads and removals are saved at once; the server keeps the limit (PORTFOLIO_FULL) as well.
import { ActionIcon, Box, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IMAGE_ACCEPT, PORTFOLIO_MAX_IMAGES } from '@microreach/domain/images';
import type { ProfileImage as ProfileImageData } from '@microreach/domain/profiles';
import type { Role } from '@microreach/domain/statuses';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { ProfileImage } from '#web/components/public-profile/profile-image';
import { useAddPortfolioImage, useRemovePortfolioImage } from '#web/features/profiles/api/profiles';
import classes from './image-upload-field.module.css';
import { isUploadable, portfolioToasts, toastFailure, toastSuccess } from './image-upload-messages';

export function PortfolioField({ images, accountRole: role }: { images: ProfileImageData[]; accountRole: Role }) {
  const labelId = useId();
  const counterId = useId();
  const resetRef = useRef<() => void>(null);
  const add = useAddPortfolioImage();
  const remove = useRemovePortfolioImage();
  const toasts = portfolioToasts(role);
  const hasRoom = images.length < PORTFOLIO_MAX_IMAGES;
  const removingId = remove.isPending ? remove.variables?.imageId : undefined;

  function upload(file: File | null) {
    resetRef.current?.();
    if (!file || add.isPending || !isUploadable(file, toasts.uploadFailed)) return;
    add.mutate(
      { file },
      {
        onSuccess: () => toastSuccess(toasts.uploaded),
        onError: (err) => toastFailure(toasts.uploadFailed, err, role),
      },
    );
  }

  function onRemove(imageId: string) {
    remove.mutate(
      { imageId },
      {
        onSuccess: () => toastSuccess(toasts.removed),
        onError: (err) => toastFailure(toasts.removeFailed, err, role),
      },
    );
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={counterId}>
      <Group justify="space-between" gap="xs">
        <Text id={labelId} fw={500} size="sm">
          Portfolio
        </Text>
        <Text id={counterId} size="xs" c="dimmed">
          {images.length} of {PORTFOLIO_MAX_IMAGES} images
        </Text>
      </Group>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs">
          {images.map((image, i) => (
            <Paper key={image.id} withBorder radius="sm" p={4} pos="relative">
              <ProfileImage image={image} alt={`Portfolio image ${i + 1}`} className={classes.portfolioImage} />
              <Box pos="absolute" top={8} right={8}>
                <ActionIcon
                  variant="white"
                  color="red"
                  aria-label={`Remove portfolio image ${i + 1}`}
                  loading={removingId === image.id}
                  disabled={remove.isPending && removingId !== image.id}
                  onClick={() => onRemove(image.id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Box>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {hasRoom ? (
        <Group gap="xs">
          <FileButton
            onChange={upload}
            accept={IMAGE_ACCEPT}
            resetRef={resetRef}
            disabled={add.isPending}
            inputProps={{ 'aria-label': 'Portfolio image file' }}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                loading={add.isPending}
              >
                Add image
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            Up to {PORTFOLIO_MAX_IMAGES} images of your work.
          </Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          Your portfolio is full. Remove an image to add another.
        </Text>
      )}
    </Stack>
  );
}
