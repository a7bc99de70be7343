import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { notFoundTitle } from '@microreach/domain/messages';
import { paths } from '@microreach/domain/paths';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} ta="center">
          {notFoundTitle}
        </Title>
        <Button component={Link} to={paths.home} variant="light">
          Return to Home
        </Button>
      </Stack>
    </Center>
  );
}
