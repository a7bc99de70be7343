// Review Content (issue 12): every post submitted to a campaign with its stage, figures, earnings and holds; the
// business approves a post under review, asks for a fix with a note, records figures when no account is connected,
// and releases or voids a hold. Issue 29: each post says what its caption showed of the disclosure (approval asks
// "I saw the disclosure" where it could not be read) and how many of its fix requests are used; past the limit the
// business approves or opens a dispute. The server performs each step; this dialog shows what it answers.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  type ContentHold,
  type ManualMetricsInput,
  ManualMetricsInputSchema,
  RequestFixInputSchema,
  type ReviewPost,
} from '@microreach/domain/content-review';
import { contentReviewMessages, FIX_NOTE_MAX } from '@microreach/domain/content-review-rules';
import {
  disclosureMessages,
  disclosureStatusText,
  needsDisclosureConfirmation,
  revisionMessages,
} from '@microreach/domain/disclosure-rules';
import {
  engagementRate,
  formatCompact,
  formatLocalDateTimeShort,
  formatUsd,
  platformLabel,
} from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { holdAppealMessages } from '@microreach/domain/operators-rules';
import { isEarningsFinal } from '@microreach/domain/performance-pay-rules';
import { PLATFORM_LABELS } from '@microreach/domain/statuses';
import { useId, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { ContentStageBadge, EARNINGS_STATUS_LABELS } from '#web/components/content-stage/content-stage-badge';
import { NESTED_DIALOG_Z_INDEX } from '#web/components/dialog-layers';
import { HoldEvidenceChart } from '#web/components/hold-evidence/hold-evidence-chart';
import { LoadError } from '#web/components/load-error';
import { NumberField } from '#web/components/number-field';
import { PostDispute } from '#web/components/post-dispute/post-dispute';
import { PostPreview } from '#web/components/post-preview/post-preview';
import { UnverifiedHelp } from '#web/components/unverified-help/unverified-help';
import { ApiRequestError } from '#web/lib/api';
import { businessDashboardKey } from '#web/lib/query-keys';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { contentReviewKeys, useCampaignPosts, useReviewPost } from '../api/content-review';

export function ReviewContentDialog({
  campaign,
  opened,
  onClose,
  stackId,
}: {
  campaign: { id: string; campaignName: string };
  opened: boolean;
  onClose: () => void;
  stackId?: string;
}) {
  const posts = useCampaignPosts(campaign.id, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Review Content: ${campaign.campaignName}`}
      size="xl"
      stackId={stackId}
    >
      <Text size="sm" c="dimmed" mb="md">
        {contentReviewMessages.autoApproveNote} {contentReviewMessages.fixWindowNote}
      </Text>
      {posts.isPending ? (
        <Group justify="center" p="lg" role="status" aria-label="Loading posts">
          <Loader size="sm" />
        </Group>
      ) : posts.isError ? (
        <LoadError title="Failed to load posts." onRetry={() => posts.refetch()} isRetrying={posts.isFetching} />
      ) : posts.data.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          No posts submitted yet
        </Text>
      ) : (
        <Stack gap="md">
          {posts.data.map((post) => (
            <PostReview key={post.id} campaignId={campaign.id} post={post} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

type Panel = 'fix' | 'metrics' | null;

function PostReview({ campaignId, post }: { campaignId: string; post: ReviewPost }) {
  const review = useReviewPost(campaignId);
  const [panel, setPanel] = useState<Panel>(null);
  const [isConfirmingPay, setIsConfirmingPay] = useState(false);
  const label = `${PLATFORM_LABELS[post.platform]} post by ${post.creator.name}`;
  // Figures that paid are frozen: the server refuses new ones (issue 25), so the button says why instead.
  const isFinal = isEarningsFinal(post.earningsStatus);
  const finalNoteId = useId();
  // Issue 29: a caption never read needs "I saw the disclosure" before Approve; past the limit no fix can be asked.
  const [isDisclosureSeen, setIsDisclosureSeen] = useState(false);
  const needsConfirmation = post.stage === 'under_review' && needsDisclosureConfirmation(post.disclosureState);
  const isApproveBlocked = needsConfirmation && !isDisclosureSeen;
  const isAtFixLimit = post.stage === 'under_review' && post.fixRequestsUsed >= post.fixRequestLimit;
  const approveNoteId = useId();
  const fixLimitId = useId();

  async function run(call: Parameters<typeof review.mutateAsync>[0], success: { title: string; message: string }) {
    try {
      await review.mutateAsync(call);
      toast.success(success.title, success.message);
      setPanel(null);
      return true;
    } catch (err) {
      toast.error(
        err instanceof Error ? err.message : String(err),
        err instanceof ApiRequestError ? err.title : undefined,
      );
      return false;
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{label}</Text>
            <Anchor
              href={post.videoUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {post.videoUrl}
            </Anchor>
          </Stack>
          <ContentStageBadge stage={post.stage} />
        </Group>

        <StageNote post={post} />
        <PostPreview preview={post.preview} />

        <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
          {(
            [
              ['Views', formatCompact(post.views)],
              ['Likes', formatCompact(post.likes)],
              ['Comments', formatCompact(post.comments)],
              ['Shares', formatCompact(post.shares)],
              ['Engagement', `${engagementRate(post)}%`],
            ] as const
          ).map(([name, value]) => (
            <Stack key={name} gap={0} align="center" p={6} bg="gray.0" style={{ borderRadius: 8 }}>
              <Text fw={700}>{value}</Text>
              <Text size="xs" c="dimmed">
                {name}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          {post.metricsSource === 'none' ? (
            <Text size="sm" c="dimmed">
              No figures yet.
            </Text>
          ) : post.metricsVerified ? (
            <Badge color="teal" variant="light" tt="none">
              Verified from {platformLabel(post.metricsSource)}
            </Badge>
          ) : (
            <Group gap={2} wrap="nowrap">
              <Badge color="orange" variant="light" tt="none">
                Unverified: entered by you
              </Badge>
              <UnverifiedHelp audience="business" />
            </Group>
          )}
          <Text size="sm">
            Earnings: <strong>{formatUsd(post.earningsCents)}</strong> ({EARNINGS_STATUS_LABELS[post.earningsStatus]})
            {post.uncappedEarningsCents > post.earningsCents && post.earningsStatus !== 'void'
              ? `, capped from ${formatUsd(post.uncappedEarningsCents)}`
              : ''}
          </Text>
        </Group>

        <Stack gap={2}>
          <Text size="sm" c={post.disclosureState === 'missing' ? 'red.8' : undefined}>
            {disclosureStatusText(post.disclosureState, post.disclosureTag)}
          </Text>
          <Text size="sm" c="dimmed">
            {revisionMessages.used(post.fixRequestsUsed, post.fixRequestLimit)}
          </Text>
        </Stack>

        {post.holds
          .filter((h) => h.status === 'open')
          .map((hold) => (
            <OpenHold
              key={hold.id}
              hold={hold}
              isBusy={review.isPending}
              onRelease={() =>
                run(
                  { kind: 'resolve-hold', holdId: hold.id, resolution: 'release' },
                  contentReviewMessages.holdReleased,
                )
              }
              onVoid={() =>
                run({ kind: 'resolve-hold', holdId: hold.id, resolution: 'void' }, holdAppealMessages.voidRequested)
              }
            />
          ))}
        {/* Once per post, however many holds: the figures every open hold was read from (issue 26). */}
        {post.holdEvidence && (
          <Paper withBorder radius="md" p="xs">
            <HoldEvidenceChart evidence={post.holdEvidence} />
          </Paper>
        )}

        {needsConfirmation && (
          <Checkbox
            label={disclosureMessages.confirmLabel}
            checked={isDisclosureSeen}
            onChange={(e) => setIsDisclosureSeen(e.currentTarget.checked)}
          />
        )}
        <Group gap="xs">
          {post.stage === 'under_review' && (
            <>
              <Button
                size="sm"
                onClick={() =>
                  run(
                    { kind: 'approve', postId: post.id, disclosureSeen: needsConfirmation && isDisclosureSeen },
                    contentReviewMessages.approved,
                  )
                }
                loading={review.isPending && panel === null}
                disabled={isApproveBlocked}
                aria-describedby={isApproveBlocked ? approveNoteId : undefined}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => setPanel(panel === 'fix' ? null : 'fix')}
                disabled={isAtFixLimit}
                aria-describedby={isAtFixLimit ? fixLimitId : undefined}
              >
                Ask for a fix
              </Button>
            </>
          )}
          {post.stage === 'tracking' && (
            <Button size="sm" variant="light" onClick={() => setIsConfirmingPay(true)}>
              Pay now
            </Button>
          )}
          {post.stage !== 'submitted' && post.stage !== 'needs_fix' && (
            <Button
              size="sm"
              variant="subtle"
              onClick={() => setPanel(panel === 'metrics' ? null : 'metrics')}
              disabled={isFinal}
              aria-describedby={isFinal ? finalNoteId : undefined}
            >
              Record metrics
            </Button>
          )}
          {post.stage !== 'needs_fix' && post.stage !== 'approved' && (
            <Button
              size="sm"
              variant="subtle"
              onClick={() => run({ kind: 'refresh', postId: post.id }, contentReviewMessages.refreshQueued)}
            >
              Refresh metrics
            </Button>
          )}
        </Group>

        {isFinal && (
          <Text id={finalNoteId} size="xs" c="dimmed">
            {contentReviewMessages.earningsFinal}
          </Text>
        )}
        {isApproveBlocked && (
          <Text id={approveNoteId} size="xs" c="dimmed">
            {disclosureMessages.confirmRequired}
          </Text>
        )}
        {isAtFixLimit && (
          <Text id={fixLimitId} size="xs">
            {post.fixRequestLimit === 0
              ? revisionMessages.noRevisions
              : revisionMessages.limitReached(post.fixRequestLimit)}
          </Text>
        )}

        {panel === 'fix' && !isAtFixLimit && (
          <FixForm
            label={label}
            isBusy={review.isPending}
            onSubmit={(note) => run({ kind: 'request-fix', postId: post.id, note }, contentReviewMessages.fixRequested)}
          />
        )}
        {panel === 'metrics' && !isFinal && (
          <MetricsForm
            post={post}
            isBusy={review.isPending}
            onSubmit={(figures) =>
              run({ kind: 'metrics', postId: post.id, figures }, contentReviewMessages.metricsRecorded)
            }
          />
        )}
        {/* Issue 30: paying ends tracking and makes the amount final for good, so it is asked first. */}
        <ConfirmDialog
          opened={isConfirmingPay}
          title="Pay now"
          message={contentReviewMessages.payNowConfirm({
            creator: post.creator.name,
            amount: formatMoney(post.earningsCents),
            trackingEnds: post.trackingEndsAt ? formatLocalDateTimeShort(post.trackingEndsAt) : null,
            isHeld: post.holds.some((h) => h.status === 'open'),
          })}
          confirmLabel={`Pay ${formatMoney(post.earningsCents)}`}
          isBusy={review.isPending}
          zIndex={NESTED_DIALOG_Z_INDEX}
          onConfirm={async () => {
            await run({ kind: 'release-payment', postId: post.id }, contentReviewMessages.paymentReleased);
            setIsConfirmingPay(false);
          }}
          onClose={() => setIsConfirmingPay(false)}
        />
        <PostDispute
          side="business"
          postId={post.id}
          postLabel={label}
          relatedKeys={[contentReviewKeys.posts(campaignId), businessDashboardKey]}
          isSuggested={isAtFixLimit}
        />
      </Stack>
    </Card>
  );
}

/**
 * An open hold: why it was raised, Release (the post earns again) and Void. A void waits HOLD_APPEAL_WINDOW_HOURS for
 * the creator's appeal (issue 28), so it is confirmed first and, once requested, the hold says until when; the business
 * may still release it.
 */
function OpenHold({
  hold,
  isBusy,
  onRelease,
  onVoid,
}: {
  hold: ContentHold;
  isBusy: boolean;
  onRelease: () => Promise<boolean>;
  onVoid: () => Promise<boolean>;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const voidStateId = useId();
  const voidState = hold.appealedAt
    ? holdAppealMessages.appealed
    : hold.voidRequestedAt && hold.appealDeadline
      ? holdAppealMessages.voidPending(formatLocalDateTimeShort(hold.appealDeadline))
      : null;
  return (
    <Alert color="orange" title="Earnings on hold">
      <Stack gap="xs">
        <Text size="sm">{hold.reason}</Text>
        {voidState && (
          <Text id={voidStateId} size="sm" fw={600}>
            {voidState}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="white" onClick={onRelease} loading={isBusy}>
            Release hold
          </Button>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={() => setIsConfirming(true)}
            disabled={voidState !== null}
            aria-describedby={voidState ? voidStateId : undefined}
          >
            Void earnings
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        title="Void earnings"
        message={`The post will not earn. ${holdAppealMessages.voidConfirm}`}
        confirmLabel="Void earnings"
        confirmColor="red"
        isBusy={isBusy}
        zIndex={NESTED_DIALOG_Z_INDEX}
        onConfirm={async () => {
          await onVoid();
          setIsConfirming(false);
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Alert>
  );
}

function StageNote({ post }: { post: ReviewPost }) {
  if (post.stage === 'under_review' && post.reviewDueAt) {
    return (
      <Text size="sm">
        Approved automatically on {formatLocalDateTimeShort(post.reviewDueAt)} unless you review it first.
      </Text>
    );
  }
  if (post.stage === 'needs_fix') {
    const open = post.fixDueAt !== null && Date.parse(post.fixDueAt) > Date.now();
    return (
      <Text size="sm">
        Fix requested: “{post.fixNote}”.{' '}
        {open && post.fixDueAt
          ? `The creator can replace the link until ${formatLocalDateTimeShort(post.fixDueAt)}.`
          : 'The 48 hours to fix it have passed: this post will not earn.'}
      </Text>
    );
  }
  if (post.stage === 'tracking' && post.trackingEndsAt) {
    return (
      <Text size="sm">
        {post.autoApproved ? 'Approved automatically after 72 hours. ' : 'Approved. '}
        Metrics are tracked until {formatLocalDateTimeShort(post.trackingEndsAt)}; then the earnings are final. Pay now
        makes them final today, at the figures so far.
      </Text>
    );
  }
  if (post.stage === 'approved') return <Text size="sm">Tracking has ended: the earnings are final.</Text>;
  return <Text size="sm">We are checking that the post is on the creator’s own account.</Text>;
}

function FixForm({
  label,
  isBusy,
  onSubmit,
}: {
  label: string;
  isBusy: boolean;
  onSubmit: (note: string) => Promise<boolean>;
}) {
  const { form, validate } = useSchemaForm({ initialValues: { note: '' }, schema: RequestFixInputSchema });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) return;
        void onSubmit(RequestFixInputSchema.parse(form.getValues()).note);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="What needs fixing"
          aria-label={`What needs fixing in the ${label}`}
          maxLength={FIX_NOTE_MAX}
          autosize
          minRows={2}
          key={form.key('note')}
          {...form.getInputProps('note')}
        />
        <Group>
          <Button type="submit" size="sm" color="red" loading={isBusy}>
            Send fix request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const METRIC_FIELDS = [
  ['views', 'Views'],
  ['likes', 'Likes'],
  ['comments', 'Comments'],
  ['shares', 'Shares'],
] as const;

/** The figures as typed: a cleared field is '' (NumberField's empty value). */
type MetricsValues = Record<keyof ManualMetricsInput, number | string>;

/** A cleared field is no number, and the schema says so: 'Views must be a whole number.' */
const figure = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
const toMetricsInput = (values: MetricsValues): ManualMetricsInput => ({
  views: figure(values.views),
  likes: figure(values.likes),
  comments: figure(values.comments),
  shares: figure(values.shares),
});

function MetricsForm({
  post,
  isBusy,
  onSubmit,
}: {
  post: ReviewPost;
  isBusy: boolean;
  onSubmit: (figures: ManualMetricsInput) => Promise<boolean>;
}) {
  const { form, validate } = useSchemaForm<MetricsValues, typeof ManualMetricsInputSchema>({
    initialValues: { views: post.views, likes: post.likes, comments: post.comments, shares: post.shares },
    schema: ManualMetricsInputSchema,
    toInput: toMetricsInput,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) return;
        void onSubmit(ManualMetricsInputSchema.parse(toMetricsInput(form.getValues())));
      }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Figures you enter are marked as unverified. They cannot be lower than figures read from the platform.
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {METRIC_FIELDS.map(([key, name]) => (
            <NumberField
              label={name}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator=","
              key={form.key(key)}
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" size="sm" loading={isBusy}>
            Save figures
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
