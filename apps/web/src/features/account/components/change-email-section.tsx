// Account settings: Email address (issue 27 item 4). Being built: the heading only for now.
import { Card, Title } from '@mantine/core';

export function ChangeEmailSection() {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Email address
      </Title>
    </Card>
  );
}
