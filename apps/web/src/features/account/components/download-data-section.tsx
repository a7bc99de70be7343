// Account settings: Download my data (issue 27 item 4): everything MicroReach holds about the person, as one JSON file.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { accountDataMessages } from '@microreach/domain/account-data-rules';
import { IconDownload } from '@tabler/icons-react';
import { toast } from '#web/lib/toast';
import { useDownloadData } from '../api/account-data';

export function DownloadDataSection() {
  const download = useDownloadData();

  async function onDownload() {
    try {
      await download.mutateAsync();
      toast.success(accountDataMessages.downloading);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : accountDataMessages.downloadFailed);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="download-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="download-data-title">
          Download my data
        </Title>
        <Text size="sm" c="dimmed">
          A copy of everything we hold about you, as a JSON file: your profile, campaigns, applications, posts and their
          figures, messages, notifications, money (in cents) and signed-in devices.
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={onDownload}
          >
            Download my data
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
