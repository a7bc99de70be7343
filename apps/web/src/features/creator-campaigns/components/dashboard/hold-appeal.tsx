// A held post's void as its creator sees it (issue 28): the brand voided the earnings, and the creator may appeal
// with a note until the deadline (an operator then decides); once appealed it says so; after the deadline the void
// is final.
import { Button, Group, Text } from '@mantine/core';
import type { ContentHold } from '@microreach/domain/content-review';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import { holdAppealMessages } from '@microreach/domain/operators-rules';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';

const HoldAppealDialog = lazyDialog(() => import('./hold-appeal-dialog').then((m) => m.HoldAppealDialog));

/** Where a requested void stands now: appealable until the deadline, appealed, or past its deadline. */
export function appealState(hold: ContentHold, now = Date.now()): 'none' | 'open' | 'appealed' | 'closed' {
  if (!hold.voidRequestedAt || !hold.appealDeadline) return 'none';
  if (hold.appealedAt) return 'appealed';
  return Date.parse(hold.appealDeadline) > now ? 'open' : 'closed';
}

export function HoldAppeal({ hold, postIndex }: { hold: ContentHold; postIndex: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const state = appealState(hold);
  if (state === 'none') return null;
  if (state === 'appealed') {
    return (
      <Text size="xs" fw={600} mt={4}>
        {holdAppealMessages.appealed}
      </Text>
    );
  }
  if (state === 'closed') {
    return (
      <Text size="xs" c="red" mt={4}>
        {holdAppealMessages.appealWindowPassed}
      </Text>
    );
  }
  return (
    <Group gap="xs" mt={4} wrap="wrap" justify="space-between">
      <Text size="xs" c="red.8" style={{ flex: '1 1 12rem' }}>
        {holdAppealMessages.appealOpen(formatLocalDateTimeShort(hold.appealDeadline ?? ''))}
      </Text>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => setIsOpen(true)}
        aria-label={`Appeal post ${postIndex}`}
      >
        Appeal
      </Button>
      <HoldAppealDialog hold={hold} opened={isOpen} onClose={() => setIsOpen(false)} />
    </Group>
  );
}
