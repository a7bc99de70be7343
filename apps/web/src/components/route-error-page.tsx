// The fallback when a route fails to render or load (B2): the status or the message.
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { routeErrorTitle } from '@microreach/domain/messages';
import { paths } from '@microreach/domain/paths';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={560}>
        <Title order={1} ta="center">
          {routeErrorTitle}
        </Title>
        <Code block>{detail}</Code>
        <Text c="dimmed" size="sm" ta="center">
          Something went wrong on this page. Reload it, or go back home.
        </Text>
        <Button component="a" href={paths.home} variant="light">
          Return to Home
        </Button>
      </Stack>
    </Center>
  );
}
