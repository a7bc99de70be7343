// A post's dispute as one of its parties sees it (issue 28 item 4), under the post on the creator's dashboard and in
// the business's Review Content: "Open a dispute" (a reason from the side's list and a first message), and once one
// exists "Dispute open" or its outcome, with its thread and, while it is open, a reply box.
import { Badge, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger';
import {
  DISPUTE_MESSAGE_MAX,
  DISPUTE_REASON_LABELS,
  DisputeMessageInputSchema,
  type DisputeReason,
  type DisputeSummary,
  type DisputeThreadMessage,
  disputeMessages,
  disputeReasonsFor,
  OpenDisputeInputSchema,
} from '@microreach/domain/operators';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { NESTED_DIALOG_Z_INDEX } from '#web/components/confirm-dialog';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { DisputeMessages } from './dispute-messages';
import {
  type DisputeParty,
  useOpenDispute,
  usePartyDispute,
  usePartyDisputes,
  useReplyToDispute,
} from './use-post-disputes';

/** What the slot says about a post's latest dispute. */
export function disputeStatusText(dispute: DisputeSummary): string {
  if (dispute.status === 'open') return 'Dispute open';
  const paid = dispute.paidCents === null ? '' : `: ${formatMoney(dispute.paidCents)} paid to the creator`;
  return `Dispute decided, ${dispute.outcomeLabel ?? 'closed'}${paid}`;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function PostDispute({
  side,
  postId,
  postLabel,
  relatedKeys,
  isSuggested = false,
}: {
  side: DisputeParty;
  postId: string;
  /** How the post is named in the buttons' accessible names ('post 2', 'Instagram post by Mia Lens'). */
  postLabel: string;
  /** The page's reads of the post, read again once a dispute is opened (its earnings are held). */
  relatedKeys: readonly QueryKey[];
  /** "Open a dispute" is the way forward (a post past its fix requests, issue 29): shown as an action, not a link. */
  isSuggested?: boolean;
}) {
  const disputes = usePartyDisputes(side);
  const [dialog, setDialog] = useState<'open' | 'view' | null>(null);
  // The list is newest first: the post's latest dispute is the one shown.
  const latest = disputes.data?.disputes.find((d) => d.postId === postId) ?? null;
  if (!disputes.isSuccess) return null;

  return (
    <Group gap="xs" mt={4} wrap="wrap" justify="space-between">
      {latest && (
        <Group gap={6} wrap="wrap" style={{ flex: '1 1 12rem' }}>
          {latest.status === 'open' ? (
            <Badge color="grape" variant="light" tt="none">
              Dispute open
            </Badge>
          ) : (
            <Text size="xs" fw={600}>
              {disputeStatusText(latest)}
            </Text>
          )}
        </Group>
      )}
      <Group gap={6} wrap="wrap" ml="auto">
        {latest && (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setDialog('view')}
            aria-label={`View dispute on ${postLabel}`}
          >
            View dispute
          </Button>
        )}
        {latest?.status !== 'open' && (
          <Button
            size="xs"
            variant={isSuggested ? 'light' : 'subtle'}
            color={isSuggested ? 'grape' : 'gray'}
            onClick={() => setDialog('open')}
            aria-label={`Open a dispute on ${postLabel}`}
          >
            Open a dispute
          </Button>
        )}
      </Group>
      <Modal
        opened={dialog === 'open'}
        onClose={() => setDialog(null)}
        title="Open a dispute"
        centered
        zIndex={NESTED_DIALOG_Z_INDEX}
      >
        {dialog === 'open' && (
          <OpenDisputeForm side={side} postId={postId} relatedKeys={relatedKeys} onDone={() => setDialog(null)} />
        )}
      </Modal>
      <Modal
        opened={dialog === 'view' && latest !== null}
        onClose={() => setDialog(null)}
        title="Dispute"
        centered
        size="lg"
        zIndex={NESTED_DIALOG_Z_INDEX}
      >
        {dialog === 'view' && latest && <DisputeThread side={side} summary={latest} />}
      </Modal>
    </Group>
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
