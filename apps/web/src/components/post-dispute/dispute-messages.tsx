// A dispute's thread, oldest first: who wrote each message (as the reader calls them), when, and what.
import { Paper, Stack, Text } from '@mantine/core';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import type { DisputeSide, DisputeThreadMessage } from '@microreach/domain/operators';

const SIDE_COLORS: Record<DisputeSide, string> = { creator: 'pink.0', business: 'blue.0', operator: 'grape.0' };

export function DisputeMessages({
  messages,
  labelOf,
}: {
  messages: DisputeThreadMessage[];
  /** The author as this reader names them: 'You', the business's name, 'MicroReach'. */
  labelOf: (message: DisputeThreadMessage) => string;
}) {
  if (messages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No messages.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {messages.map((message) => (
        <Paper component="li" key={message.id} p="xs" radius="md" bg={SIDE_COLORS[message.side]}>
          <Text size="xs" c="dimmed">
            <Text span size="xs" fw={600} c="dark">
              {labelOf(message)}
            </Text>{' '}
            <time dateTime={message.createdAt}>{formatLocalDateTimeShort(message.createdAt)}</time>
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
