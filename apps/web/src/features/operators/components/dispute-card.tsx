// An open dispute in the queue (issue 28 item 4): a creator or a business disputes a post; the operator reads the
// reason, the post's figures and series against the expected curve, its audit trail, the money and the thread, writes
// to both sides, then pays in full, pays part or returns the money to the campaign's escrow, each with a reason.
import { Anchor, Button, Divider, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CONTENT_STAGE_LABELS } from '@microreach/domain/content-review-rules';
import { formatCount, platformLabel } from '@microreach/domain/formulas';
import { formatMoney, parseUsd } from '@microreach/domain/ledger-rules';
import type { DisputeThreadMessage, QueueItem } from '@microreach/domain/operators';
import {
  DISPUTE_MESSAGE_MAX,
  DISPUTE_OUTCOME_LABELS,
  type DisputeOutcome,
  operatorMessages,
} from '@microreach/domain/operators-rules';
import { useState } from 'react';
import { EARNINGS_STATUS_LABELS } from '#web/components/content-stage/content-stage-badge';
import { HoldEvidenceChart } from '#web/components/hold-evidence/hold-evidence-chart';
import { lazyDialog } from '#web/components/lazy-dialog';
import { DisputeMessages } from '#web/components/post-dispute/dispute-messages';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useDecideDispute, useReplyInDispute } from '../api/ops-disputes';
import { isAccessLost } from './ops-access';
import { PostAuditTrail } from './post-audit-trail';
import { Fact, QueueCard } from './queue-card';
import { runDecision } from './run-decision';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReasonDialog = lazyDialog(() => import('./reason-dialog').then((m) => m.ReasonDialog));

type DisputeItem = Extract<QueueItem, { kind: 'dispute' }>;

/** What each decision does with the money, in words the confirmation shows. */
export function decisionMoneyText(item: DisputeItem, outcome: DisputeOutcome, partCents: number | null): string {
  const { creator, business, money } = item;
  const escrow = `${business.name}’s campaign escrow`;
  const settled =
    money.settledCents > 0 ? ` ${formatMoney(money.settledCents)} of it is already settled to the creator.` : '';
  if (outcome === 'pay_full') {
    return `${creator.name} is paid ${formatMoney(money.payFullCents)} for this post, all it earned, from ${escrow}.${settled}`;
  }
  if (outcome === 'pay_part') {
    if (partCents === null) {
      return `${creator.name} is paid the amount you enter, at most ${formatMoney(money.payFullCents)}; the rest stays in ${escrow}.`;
    }
    const rest = Math.max(0, money.payFullCents - partCents);
    return `${creator.name} is paid ${formatMoney(partCents)} of the ${formatMoney(money.payFullCents)} this post earned; the other ${formatMoney(rest)} stays in ${escrow}.${settled}`;
  }
  return `${creator.name} is not paid for this post; ${money.setAsideCents > 0 ? `the ${formatMoney(money.setAsideCents)} set aside returns` : 'its earnings return'} to ${escrow}.${settled}`;
}

/** The amount typed for a part payment, in cents, or the problem with it. */
function readPart(text: string, mostCents: number): { cents: number } | { error: string } {
  const parsed = parseUsd(text);
  if ('error' in parsed) return parsed;
  if (parsed.cents > mostCents) return { error: operatorMessages.partAboveEarned(formatMoney(mostCents)) };
  return parsed;
}

export function DisputeCard({ item }: { item: DisputeItem }) {
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [partText, setPartText] = useState('');
  const [partError, setPartError] = useState<string | null>(null);
  const decide = useDecideDispute();
  const { money } = item;
  const part = readPart(partText, money.payFullCents);
  const partCents = 'cents' in part ? part.cents : null;
  const opener = item.openedBy === 'creator' ? item.creator.name : item.business.name;
  const labelOf = (message: DisputeThreadMessage) =>
    message.side === 'operator' ? 'MicroReach' : `${message.authorName} (${message.side})`;

  function close() {
    setOutcome(null);
    setPartText('');
    setPartError(null);
  }

  async function confirm(reason: string, showProblem: (err: unknown) => boolean): Promise<boolean> {
    if (outcome === null) return true;
    if (outcome === 'pay_part' && partCents === null) {
      setPartError('error' in part ? part.error : null);
      return false;
    }
    const body = {
      id: item.id,
      outcome,
      reason,
      ...(outcome === 'pay_part' && partCents !== null ? { amountCents: partCents } : {}),
    };
    try {
      await decide.mutateAsync(body);
    } catch (err) {
      // A post whose earnings are final and settled keeps them: the server says what may still be decided.
      if (err instanceof ApiRequestError && err.code === 'EARNINGS_FINAL') {
        toast.error(err.message, 'Earnings are final');
        return false;
      }
      // Anything else as every console action tells it (another operator first: 409, a refused amount: 400).
      return runDecision(() => Promise.reject(err), { title: '' }, showProblem);
    }
    toast.success(`Dispute decided: ${DISPUTE_OUTCOME_LABELS[outcome].toLowerCase()}`, 'Both sides were told.');
    return true;
  }

  return (
    <QueueCard
      kind="dispute"
      since={item.since}
      title={`${item.campaign.name}: ${item.creator.name}’s post, ${item.reasonLabel}`}
      actions={
        <>
          <Button color="teal" onClick={() => setOutcome('pay_full')}>
            Pay in full
          </Button>
          <Button color="teal" variant="light" onClick={() => setOutcome('pay_part')}>
            Pay part
          </Button>
          <Button color="red" variant="light" onClick={() => setOutcome('return_to_escrow')}>
            Return to escrow
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Reason">{item.reasonLabel}</Fact>
        <Fact label="Opened by">{`${opener} (${item.openedBy})`}</Fact>
        <Fact label="Creator">{item.creator.name}</Fact>
        <Fact label="Business">{item.business.name}</Fact>
        <Fact label="Post">
          <Anchor href={item.post.videoUrl} target="_blank" rel="noreferrer" size="sm">
            {platformLabel(item.post.platform)} post
          </Anchor>{' '}
          ({CONTENT_STAGE_LABELS[item.post.stage]})
        </Fact>
        <Fact label="Views">{formatCount(item.post.views)}</Fact>
        <Fact label="Likes">{formatCount(item.post.likes)}</Fact>
        <Fact label="Comments">{formatCount(item.post.comments)}</Fact>
        <Fact label="Shares">{formatCount(item.post.shares)}</Fact>
      </SimpleGrid>
      <Divider label="Money" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Earned">{`${formatMoney(money.earnedCents)} (${EARNINGS_STATUS_LABELS[money.earningsStatus]})`}</Fact>
        <Fact label="Set aside">{formatMoney(money.setAsideCents)}</Fact>
        <Fact label="Settled">{formatMoney(money.settledCents)}</Fact>
        <Fact label="Pay in full pays">{formatMoney(money.payFullCents)}</Fact>
        <Fact label="Earnings final">{money.isFinal ? 'Yes: a decision may not pay less than was settled' : 'No'}</Fact>
      </SimpleGrid>
      {item.evidence && <HoldEvidenceChart evidence={item.evidence} />}
      <Divider label="Agreed terms" labelPosition="left" />
      {item.agreement ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {`Version ${item.agreement.termsVersion}, agreed ${new Date(item.agreement.agreedAt).toLocaleString()}`}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.agreement.text}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No agreement on record: the creator joined before terms were recorded.
        </Text>
      )}
      <Divider />
      <PostAuditTrail events={item.events} />
      <Divider />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          The thread
        </Text>
        <DisputeMessages messages={item.messages} labelOf={labelOf} />
      </Stack>
      <OperatorReply disputeId={item.id} />
      <ReasonDialog
        opened={outcome !== null}
        title={outcome ? DISPUTE_OUTCOME_LABELS[outcome] : ''}
        message={`${outcome ? decisionMoneyText(item, outcome, partCents) : ''} Both sides are told, with your reason.`}
        confirmLabel={
          outcome === 'pay_full'
            ? `Pay ${formatMoney(money.payFullCents)}`
            : outcome === 'pay_part'
              ? partCents === null
                ? 'Pay part'
                : `Pay ${formatMoney(partCents)}`
              : 'Return to escrow'
        }
        confirmColor={outcome === 'return_to_escrow' ? 'red' : 'teal'}
        isBusy={decide.isPending}
        onClose={close}
        onConfirm={confirm}
      >
        {outcome === 'pay_part' && (
          <TextInput
            label="Amount to pay"
            description={`In dollars, at most ${formatMoney(money.payFullCents)}.`}
            withAsterisk
            inputMode="decimal"
            value={partText}
            onChange={(e) => {
              setPartText(e.currentTarget.value);
              setPartError(null);
            }}
            error={partError}
          />
        )}
      </ReasonDialog>
    </QueueCard>
  );
}

/** The reply's schema (and zod) load after the page shows (issue 31). */
const loadMessageSchema = () => import('@microreach/domain/operators').then((m) => m.DisputeMessageInputSchema);

/** A message to both sides in the thread; audited like every operator action. */
function OperatorReply({ disputeId }: { disputeId: string }) {
  const reply = useReplyInDispute();
  const { form, validate, ready, schema, showServerErrors } = useSchemaForm({
    initialValues: { body: '' },
    schema: loadMessageSchema,
  });
  return (
    <form
      aria-label="Message both sides"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (reply.isPending || !(await ready()) || validate()) return;
        try {
          await reply.mutateAsync({ id: disputeId, body: schema().parse(form.getValues()).body });
          form.reset();
          toast.success('Message sent', 'Both sides were told.');
        } catch (err) {
          if (isAccessLost(err) || showServerErrors(err)) return;
          toast.error(err instanceof Error ? err.message : String(err));
        }
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Message both sides"
          description="The creator, the business and the operators’ audit see it."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={DISPUTE_MESSAGE_MAX}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Button type="submit" variant="default" size="sm" loading={reply.isPending} style={{ alignSelf: 'flex-end' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
