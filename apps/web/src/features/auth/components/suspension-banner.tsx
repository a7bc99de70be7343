// The banner of every signed-in page while the account is suspended (issue 28): why, in the operator's words, and
// what the person can still do. Writes are refused by the server (ACCOUNT_SUSPENDED, toasted by lib/query-client.ts).
import { Alert, Box, Text } from '@mantine/core';
import type { Suspension } from '@microreach/domain/operators';
import { operatorMessages } from '@microreach/domain/operators-rules';
import { IconLock } from '@tabler/icons-react';

export const SUSPENDED_STILL_ALLOWED = 'You can still read your data and withdraw available money.';

export function SuspensionBanner({ suspension }: { suspension: Suspension | null | undefined }) {
  if (!suspension) return null;
  return (
    <Box px={{ base: 'xs', sm: 'md' }} pt="xs">
      <Alert
        color="red"
        variant="filled"
        icon={<IconLock size={18} />}
        role="region"
        aria-label="Account suspended"
        styles={{ message: { overflowWrap: 'anywhere' } }}
      >
        <Text size="sm" fw={600}>
          {operatorMessages.suspended(suspension.reason)}
        </Text>
        <Text size="sm">{SUSPENDED_STILL_ALLOWED}</Text>
      </Alert>
    </Box>
  );
}
