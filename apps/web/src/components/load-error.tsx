import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A list that failed to load: what happened and a Retry button. */
export function LoadError({
  title,
  message = 'Check your connection and try again.',
  onRetry,
  isRetrying,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
