// Report a message, a profile or a campaign (issue 28): why (one of the domain's reasons) and an optional note, sent
// to the operators. One dialog for every place a person can report from; the place passes what is reported.
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { type ReportInput, ReportInputSchema } from '@microreach/domain/operators';
import {
  operatorMessages,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportSubject,
} from '@microreach/domain/operators-rules';
import { NESTED_DIALOG_Z_INDEX } from '#web/components/dialog-layers';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useFileReport } from './use-file-report';

const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason', disabled: true },
  ...REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] })),
];

interface ReportValues {
  reason: string;
  note: string;
}

export function ReportDialog({
  subject,
  opened,
  onClose,
}: {
  /** What is reported: its kind, its id, and how the dialog names it ("Maya's message", "Autumn Roast"). */
  subject: { kind: ReportSubject; id: string; label: string };
  opened: boolean;
  onClose: () => void;
}) {
  return (
    // Opened from a menu, a card or another dialog (maybe one in a Modal.Stack): drawn above all of them.
    <Modal opened={opened} onClose={onClose} title={TITLES[subject.kind]} centered zIndex={NESTED_DIALOG_Z_INDEX}>
      {/* Mounted only while open, so every report starts from an empty form. */}
      {opened && <ReportForm subject={subject} onDone={onClose} />}
    </Modal>
  );
}

const TITLES: Record<ReportSubject, string> = {
  message: 'Report message',
  profile: 'Report profile',
  campaign: 'Report campaign',
};

function ReportForm({
  subject,
  onDone,
}: {
  subject: { kind: ReportSubject; id: string; label: string };
  onDone: () => void;
}) {
  const report = useFileReport();
  // No reason chosen is sent to the schema as none, which it words as "Choose a reason for the report."
  const toInput = (values: ReportValues): ReportInput => ({
    subjectKind: subject.kind,
    subjectId: subject.id,
    reason: (values.reason || undefined) as ReportReason,
    note: values.note.trim() || undefined,
  });
  const { form, validate, showServerErrors } = useSchemaForm<ReportValues, typeof ReportInputSchema>({
    initialValues: { reason: '', note: '' },
    schema: ReportInputSchema,
    toInput,
  });

  async function submit() {
    if (validate()) return;
    try {
      await report.mutateAsync(ReportInputSchema.parse(toInput(form.getValues())));
      toast.success('Report sent', operatorMessages.reportSent);
      onDone();
    } catch (err) {
      if (showServerErrors(err)) return;
      const tooMany = err instanceof ApiRequestError && err.status === 429;
      toast.error(tooMany ? operatorMessages.reportTooMany : err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          You are reporting {subject.label}. Operators read every report.
        </Text>
        <NativeSelect
          label="Reason"
          data={REASON_OPTIONS}
          withAsterisk
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <Textarea
          label="Note (optional)"
          description="What happened, in a few words."
          maxLength={REPORT_NOTE_MAX}
          autosize
          minRows={2}
          key={form.key('note')}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={report.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
