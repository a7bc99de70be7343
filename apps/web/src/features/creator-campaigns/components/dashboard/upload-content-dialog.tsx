// Upload Content (C2, C5): pick the platform, paste the post link, check it against the platform's pattern, submit.
// The dialog opens empty every time and clears itself after a successful submit.
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { contentMessages, contentUrlError } from '@microreach/domain/creator-campaigns';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@microreach/domain/statuses';
import { IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useUploadContent } from '#web/features/creator-campaigns/api/creator-campaigns';
import { ApiRequestError } from '#web/lib/api';
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
  const [platform, setPlatform] = useState<Platform | null>(null);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const upload = useUploadContent();
  const canSubmit = platform !== null && url !== '';

  function close() {
    if (upload.isPending) return;
    setPlatform(null);
    setUrl('');
    setUrlError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!platform || upload.isPending) return;
    const error = contentUrlError(platform, url);
    setUrlError(error);
    if (error) return;
    try {
      await upload.mutateAsync({ campaignId: campaign.id, input: { platform, videoUrl: url.trim() } });
    } catch (err) {
      // The server checks the link too; if it disagrees with us, say why next to the field.
      if (err instanceof ApiRequestError && err.status === 400 && err.message) setUrlError(err.message);
      showUploadFailure(err);
      return;
    }
    toast.success(contentMessages.uploaded.title, contentMessages.uploaded.message);
    setPlatform(null);
    setUrl('');
    setUrlError(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Upload Content" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Submit the link to your post for <strong>{campaign.campaignName}</strong>. Views, likes, comments and
            earnings are tracked here once it is in.
          </Text>
          <Radio.Group
            label="Platform"
            withAsterisk
            value={platform}
            onChange={(value) => {
              setPlatform(value as Platform);
              setUrlError(null);
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
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setUrlError(null);
            }}
            error={urlError}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="pink" disabled={!canSubmit} loading={upload.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
