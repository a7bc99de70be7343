// An appealed hold in the queue (issue 28 item 3): the business voided the post's pay, the creator appealed; the
// operator reads the series against the expected curve, the post's audit trail, both notes and the money, then pays
// or voids.
import { Anchor, Button, Divider, SimpleGrid } from '@mantine/core';
import { CONTENT_STAGE_LABELS } from '@microreach/domain/content-review-rules';
import { formatCount, formatLocalDateTime, platformLabel } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { QueueItem } from '@microreach/domain/operators';
import { useState } from 'react';
import { HoldEvidenceChart } from '#web/components/hold-evidence/hold-evidence-chart';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useDecideHold } from '../api/ops-queue';
import { PostAuditTrail } from './post-audit-trail';
import { Fact, QueueCard } from './queue-card';
import { runDecision } from './run-decision';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReasonDialog = lazyDialog(() => import('./reason-dialog').then((m) => m.ReasonDialog));

type HoldAppealItem = Extract<QueueItem, { kind: 'hold_appeal' }>;

export function HoldAppealCard({ item }: { item: HoldAppealItem }) {
  const [decision, setDecision] = useState<'pay' | 'void' | null>(null);
  const decide = useDecideHold();
  const money = formatMoney(item.post.earningsCents);

  return (
    <QueueCard
      kind="hold_appeal"
      since={item.since}
      title={`${item.campaign.name}: ${item.creator.name}’s post`}
      actions={
        <>
          <Button color="teal" onClick={() => setDecision('pay')}>
            Pay the creator
          </Button>
          <Button color="red" variant="light" onClick={() => setDecision('void')}>
            Void: do not pay
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Creator">{item.creator.name}</Fact>
        <Fact label="Business">{item.business.name}</Fact>
        <Fact label="Money held">{money}</Fact>
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
      <Fact label={`Held ${formatLocalDateTime(item.hold.createdAt)}`}>{item.hold.reason}</Fact>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={`The business asked to void it, ${formatLocalDateTime(item.hold.voidRequestedAt)}`}>
          {item.hold.voidNote ?? 'No note.'}
        </Fact>
        <Fact label={`The creator appealed, ${formatLocalDateTime(item.hold.appealedAt)}`}>{item.hold.appealNote}</Fact>
      </SimpleGrid>
      <HoldEvidenceChart evidence={item.evidence} />
      <Divider />
      <PostAuditTrail events={item.events} />
      <ReasonDialog
        opened={decision !== null}
        title={decision === 'pay' ? 'Pay the creator' : 'Void the hold'}
        message={
          decision === 'pay'
            ? `${item.creator.name} is paid ${money} for this post. Both sides are told, with your reason.`
            : `${item.creator.name} is not paid for this post; the ${money} stays with ${item.business.name}. Both sides are told, with your reason.`
        }
        confirmLabel={decision === 'pay' ? `Pay ${money}` : 'Void the hold'}
        confirmColor={decision === 'pay' ? 'teal' : 'red'}
        isBusy={decide.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(reason, showProblem) =>
          runDecision(
            () => decide.mutateAsync({ id: item.id, decision: decision ?? 'pay', reason }),
            { title: decision === 'pay' ? 'Hold paid' : 'Hold voided', message: 'Both sides were told.' },
            showProblem,
          )
        }
      />
    </QueueCard>
  );
}
