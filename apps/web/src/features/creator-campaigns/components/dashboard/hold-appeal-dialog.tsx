// The Appeal the void dialog of a held post (issue 28), loaded when first opened (issue 31): a note for the operator
// who decides whether the post is paid.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ContentHold } from '@microreach/domain/content-review';
import { AppealInputSchema } from '@microreach/domain/operators';
import { APPEAL_NOTE_MAX, operatorMessages } from '@microreach/domain/operators-rules';
import { useAppealHold } from '#web/features/creator-campaigns/api/creator-campaigns';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';

export function HoldAppealDialog({
  hold,
  opened,
  onClose,
}: {
  hold: ContentHold;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Appeal the void" centered>
      {opened && <AppealForm hold={hold} onDone={onClose} />}
    </Modal>
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
