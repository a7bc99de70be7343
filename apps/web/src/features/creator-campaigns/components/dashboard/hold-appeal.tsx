// A held post's void as its creator sees it (issue 28): the brand voided the earnings, and the creator may appeal
// with a note until the deadline (an operator then decides); once appealed it says so; after the deadline the void
// is final.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ContentHold } from '@microreach/domain/content-review';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import { APPEAL_NOTE_MAX, AppealInputSchema, holdAppealMessages, operatorMessages } from '@microreach/domain/operators';
import { useState } from 'react';
import { useAppealHold } from '#web/features/creator-campaigns/api/creator-campaigns';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';

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
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Appeal the void" centered>
        {isOpen && <AppealForm hold={hold} onDone={() => setIsOpen(false)} />}
      </Modal>
    </Group>
  );
}

function AppealForm({ hold, onDone }: { hold: ContentHold; onDone: () => void }) {
  const appeal = useAppealHold();
  const { form, validate, showServerErrors } = useSchemaForm({
    initialValues: { note: '' },
    schema: AppealInputSchema,
  });
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (validate()) return;
        try {
          await appeal.mutateAsync({ holdId: hold.id, note: AppealInputSchema.parse(form.getValues()).note });
          toast.success('Appeal sent', operatorMessages.appealSent);
          onDone();
        } catch (err) {
          if (!showServerErrors(err)) toast.error(err instanceof Error ? err.message : String(err));
        }
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          These earnings were held because: {hold.reason} An operator reads your note, the post’s figures and its
          history, then decides whether the post is paid.
        </Text>
        <Textarea
          label="Why should this post be paid?"
          maxLength={APPEAL_NOTE_MAX}
          autosize
          minRows={3}
          withAsterisk
          key={form.key('note')}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={appeal.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="pink" loading={appeal.isPending}>
            Send appeal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
