// Account settings: Signed-in devices (issue 27 item 4). Being built: the heading only for now.
import { Card, Title } from '@mantine/core';

export function SessionsSection() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Signed-in devices
      </Title>
    </Card>
  );
}
