// Account settings: Password (issue 27 item 4). Being built: the heading only for now.
import { Card, Title } from '@mantine/core';

export function ChangePasswordSection() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Password
      </Title>
    </Card>
  );
}
