// Account settings: Download my data (issue 27 item 4). Being built: the heading only for now.
import { Card, Title } from '@mantine/core';

export function DownloadDataSection() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Download my data
      </Title>
    </Card>
  );
}
