// Upload Content (C2, C5): pick the platform, paste the post link, check it against the platform's pattern (the
// server's own input schema), submit. The dialog opens empty every time: its form is made anew with each opening.
import { Alert, Anchor, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ContentUploadInputSchema } from '@microreach/domain/creator-campaigns';
import {
  contentMessages,
  tiktokHandleMismatch,
  uploadHandleMessages,
} from '@microreach/domain/creator-campaigns-rules';
import { paths } from '@microreach/domain/paths';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@microreach/domain/statuses';
import { IconAlertTriangle, IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOwnProfileHandles, useUploadContent } from '#web/features/creator-campaigns/api/creator-campaigns';
import { ApiRequestError } from '#web/lib/api';
import { oneOf } from '#web/lib/one-of';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { showUploadFailure } from './creator-failures';

const PLACEHOLDERS: Record<Platform, string> = {
  instagram: 'https://www.instagram.com/p/...',
  tiktok: 'https://www.tiktok.com/@yourhandle/video/...',
};

export function UploadContentDialog({
  campaign,
  opened,
  onClose,
}: {
  campaign: { id: string; campaignName: string };
  opened: boolean;
  onClose: () => void;
}) {
  const upload = useUploadContent();
  const close = () => {
    if (!upload.isPending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Upload Content" centered>
      <UploadContentForm campaign={campaign} upload={upload} onCancel={close} onDone={onClose} />
    </Modal>
  );
}

interface UploadValues {
  platform: Platform | null;
  videoUrl: string;
}

function UploadContentForm({
  campaign,
  upload,
  onCancel,
  onDone,
}: {
  campaign: { id: string; campaignName: string };
  upload: ReturnType<typeof useUploadContent>;
  onCancel: () => void;
  onDone: () => void;
}) {
  // Mounted each time the dialog opens (Mantine unmounts a closed Modal's content), so it starts empty.
  const { form, validate } = useSchemaForm<UploadValues, typeof ContentUploadInputSchema>({
    initialValues: { platform: null, videoUrl: '' },
    schema: ContentUploadInputSchema,
  });
  const platform = form.useWatchValue('platform');
  const videoUrl = form.useWatchValue('videoUrl');
  const canSubmit = platform !== null && videoUrl !== '';

  async function submit() {
    if (!platform || !canSubmit || upload.isPending || validate()) return;
    try {
      await upload.mutateAsync({ campaignId: campaign.id, input: { platform, videoUrl: videoUrl.trim() } });
    } catch (err) {
      // The server checks the link too; if it disagrees with us, say why next to the field.
      if (err instanceof ApiRequestError && err.status === 400 && err.message)
        form.setFieldError('videoUrl', err.message);
      showUploadFailure(err);
      return;
    }
    toast.success(contentMessages.uploaded.title, contentMessages.uploaded.message);
    onDone();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Submit the link to your post for <strong>{campaign.campaignName}</strong>. Views, likes, comments and earnings
          are tracked here once it is in.
        </Text>
        <Radio.Group
          label="Platform"
          withAsterisk
          key={form.key('platform')}
          {...form.getInputProps('platform')}
          onChange={(value) => {
            // As the group's own onChange would: the group keeps its element (and the keyboard's focus).
            form.setFieldValue('platform', oneOf(PLATFORMS, value), { forceUpdate: false });
            // The link is checked against the platform: a problem found for the other one no longer stands.
            form.clearFieldError('videoUrl');
          }}
        >
          <Group gap="lg" mt={6}>
            {PLATFORMS.map((p) => (
              <Radio
                key={p}
                value={p}
                color="pink"
                label={
                  <Group gap={4} wrap="nowrap" component="span">
                    {p === 'instagram' ? (
                      <IconBrandInstagram size={16} aria-hidden />
                    ) : (
                      <IconBrandTiktok size={16} aria-hidden />
                    )}
                    {PLATFORM_LABELS[p]}
                  </Group>
                }
              />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="Post URL"
          withAsterisk
          inputMode="url"
          autoComplete="off"
          placeholder={platform ? PLACEHOLDERS[platform] : 'Choose a platform, then paste the link'}
          key={form.key('videoUrl')}
          {...form.getInputProps('videoUrl')}
        />
        {platform && <HandleWarning platform={platform} videoUrl={videoUrl} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="pink" disabled={!canSubmit} loading={upload.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Issue 30: what the creator's profile says about this post before it is submitted. A TikTok link names its account,
 * and the server sends a post on another handle (or with no handle on the profile) straight to Needs Fix; an Instagram
 * post can only be told theirs through the handle on the profile. Says nothing until the profile has loaded.
 */
function HandleWarning({ platform, videoUrl }: { platform: Platform; videoUrl: string }) {
  const handles = useOwnProfileHandles().data;
  if (!handles) return null;
  let message: string | null = null;
  if (platform === 'tiktok') {
    const mismatch = tiktokHandleMismatch(videoUrl.trim(), handles.tiktok);
    message = mismatch
      ? `${mismatch} ${uploadHandleMessages.mismatchOutcome}`
      : handles.tiktok
        ? null
        : uploadHandleMessages.noTiktokHandle;
  } else if (!handles.instagram) {
    message = uploadHandleMessages.noInstagramHandle;
  }
  if (!message) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to={paths.influencerProfileSettings} size="sm">
          Add your {PLATFORM_LABELS[platform]} handle in Profile Settings
        </Anchor>
      </Stack>
    </Alert>
  );
}
