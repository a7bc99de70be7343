// Every operator action asks for a reason (issue 28): a modal that says what will happen, takes the reason (both sides
// and the audit see it) and confirms with a button naming the action. The caller sends it and says how it went.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { OperatorDecisionSchema } from '@microreach/domain/operators';
import { OPERATOR_REASON_MAX } from '@microreach/domain/operators-rules';
import type { FormEvent, ReactNode } from 'react';
import { useSchemaForm } from '#web/lib/schema-form';

export function ReasonDialog({
  opened,
  title,
  message,
  confirmLabel,
  confirmColor,
  isBusy,
  onConfirm,
  onClose,
  children,
  reasonDescription = 'Both sides and the operators’ audit see it.',
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** The verb the button performs ('Pay the creator'), never 'OK'. */
  confirmLabel: string;
  confirmColor?: string;
  isBusy: boolean;
  /** Sends the action; resolves true when the dialog may close, false to keep it open (a problem shown in it). */
  onConfirm: (reason: string, showProblem: (err: unknown) => boolean) => Promise<boolean>;
  onClose: () => void;
  /** Fields the action needs besides the reason (an amount), shown above it. */
  children?: ReactNode;
  /** Who reads the reason (an action with no sides, such as a reconciliation difference, says only the audit). */
  reasonDescription?: string;
}) {
  const { form, validate, showServerErrors } = useSchemaForm({
    schema: OperatorDecisionSchema,
    initialValues: { reason: '' },
  });

  // A dialog opened again starts empty.
  function close() {
    form.reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy || validate()) return;
    const closes = await onConfirm(form.getValues().reason.trim(), showServerErrors);
    if (closes) close();
  }

  return (
    <Modal opened={opened} onClose={isBusy ? () => {} : close} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          {children}
          <Textarea
            label="Reason"
            description={reasonDescription}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={OPERATOR_REASON_MAX}
            data-autofocus
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={isBusy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
