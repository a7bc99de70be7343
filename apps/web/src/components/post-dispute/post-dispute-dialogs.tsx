// A post's dispute dialogs (issue 28 item 4): "Open a dispute" (a reason from the side's list and a first message), and
// the dispute's thread with, while it is open, a reply box. Loaded when the slot first opens one (issue 31).
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import {
  DisputeMessageInputSchema,
  type DisputeSummary,
  type DisputeThreadMessage,
  OpenDisputeInputSchema,
} from '@microreach/domain/operators';
import {
  DISPUTE_MESSAGE_MAX,
  DISPUTE_REASON_LABELS,
  type DisputeReason,
  disputeMessages,
  disputeReasonsFor,
} from '@microreach/domain/operators-rules';
import type { QueryKey } from '@tanstack/react-query';
import { NESTED_DIALOG_Z_INDEX } from '#web/components/dialog-layers';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { DisputeMessages } from './dispute-messages';
import { disputeStatusText } from './dispute-status';
import { type DisputeParty, useOpenDispute, usePartyDispute, useReplyToDispute } from './use-post-disputes';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function PostDisputeDialogs({
  dialog,
  side,
  postId,
  relatedKeys,
  latest,
  onClose,
}: {
  /** Whether one is open (lazyDialog loads them the first time). */
  opened: boolean;
  dialog: 'open' | 'view' | null;
  side: DisputeParty;
  postId: string;
  relatedKeys: readonly QueryKey[];
  /** The post's latest dispute, if any. */
  latest: DisputeSummary | null;
  onClose: () => void;
}) {
  return (
    <>
      <Modal
        opened={dialog === 'open'}
        onClose={onClose}
        title="Open a dispute"
        centered
        zIndex={NESTED_DIALOG_Z_INDEX}
      >
        {dialog === 'open' && (
          <OpenDisputeForm side={side} postId={postId} relatedKeys={relatedKeys} onDone={onClose} />
        )}
      </Modal>
      <Modal
        opened={dialog === 'view' && latest !== null}
        onClose={onClose}
        title="Dispute"
        centered
        size="lg"
        zIndex={NESTED_DIALOG_Z_INDEX}
      >
        {dialog === 'view' && latest && <DisputeThread side={side} summary={latest} />}
      </Modal>
    </>
  );
}

interface OpenValues {
  reason: string;
  message: string;
}

function OpenDisputeForm({
  side,
  postId,
  relatedKeys,
  onDone,
}: {
  side: DisputeParty;
  postId: string;
  relatedKeys: readonly QueryKey[];
  onDone: () => void;
}) {
  const open = useOpenDispute(side, relatedKeys);
  const reasonOptions = [
    { value: '', label: 'Choose a reason', disabled: true },
    ...disputeReasonsFor(side).map((reason) => ({ value: reason, label: DISPUTE_REASON_LABELS[reason] })),
  ];
  // No reason chosen goes to the schema as none, which it refuses beside the field.
  const toInput = (values: OpenValues) => ({
    reason: (values.reason || undefined) as DisputeReason,
    message: values.message,
  });
  const { form, validate, showServerErrors } = useSchemaForm<OpenValues, typeof OpenDisputeInputSchema>({
    initialValues: { reason: '', message: '' },
    schema: OpenDisputeInputSchema,
    toInput,
  });

  async function submit() {
    if (validate()) return;
    try {
      await open.mutateAsync({ postId, ...OpenDisputeInputSchema.parse(toInput(form.getValues())) });
      toast.success('Dispute opened', disputeMessages.opened);
      onDone();
    } catch (err) {
      if (showServerErrors(err)) return;
      toast.error(errorText(err));
      // Another dispute already open: its thread is where to write, and the slot now shows it.
      if (err instanceof ApiRequestError && err.code === 'DISPUTE_ALREADY_OPEN') onDone();
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">
          An operator at MicroReach reads your message, the other side’s answer, the post’s figures and its history,
          then decides what the post is paid. Its earnings are held until then.
        </Text>
        <NativeSelect
          label="Reason"
          data={reasonOptions}
          withAsterisk
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <Textarea
          label="Message"
          description="What happened; the other side and the operator read it."
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={DISPUTE_MESSAGE_MAX}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={open.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="grape" loading={open.isPending}>
            Open dispute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisputeThread({ side, summary }: { side: DisputeParty; summary: DisputeSummary }) {
  const detail = usePartyDispute(side, summary.id, true);
  const dispute = detail.data ?? { ...summary, messages: [] as DisputeThreadMessage[] };
  const labelOf = (message: DisputeThreadMessage) =>
    message.side === side ? 'You' : message.side === 'operator' ? 'MicroReach' : message.authorName;

  return (
    <Stack gap="sm">
      <Text size="sm">
        {dispute.openedBy === side ? 'You' : `The ${dispute.openedBy}`} opened it on{' '}
        {formatLocalDateTimeShort(dispute.createdAt)}: {dispute.reasonLabel}. Campaign: {dispute.campaign.name}.
      </Text>
      {dispute.status === 'open' ? (
        <Text size="sm" c="dimmed">
          Open: an operator will decide. The post’s earnings are held until then.
        </Text>
      ) : (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {disputeStatusText(dispute)}
            {dispute.decidedAt ? ` (${formatLocalDateTimeShort(dispute.decidedAt)})` : ''}
          </Text>
          {dispute.decisionReason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              The operator’s reason: “{dispute.decisionReason}”
            </Text>
          )}
        </Stack>
      )}
      {detail.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Loading the messages…
        </Text>
      ) : detail.isError ? (
        <Text size="sm" c="red">
          {errorText(detail.error)}
        </Text>
      ) : (
        <DisputeMessages messages={dispute.messages} labelOf={labelOf} />
      )}
      {detail.isSuccess && dispute.status === 'open' && <ReplyForm side={side} id={dispute.id} />}
    </Stack>
  );
}

function ReplyForm({ side, id }: { side: DisputeParty; id: string }) {
  const reply = useReplyToDispute(side, id);
  const { form, validate, showServerErrors } = useSchemaForm({
    initialValues: { body: '' },
    schema: DisputeMessageInputSchema,
  });
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (validate()) return;
        try {
          await reply.mutateAsync(DisputeMessageInputSchema.parse(form.getValues()).body);
          form.reset();
        } catch (err) {
          if (!showServerErrors(err)) toast.error(errorText(err));
        }
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          label="Your reply"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={DISPUTE_MESSAGE_MAX}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={reply.isPending}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
