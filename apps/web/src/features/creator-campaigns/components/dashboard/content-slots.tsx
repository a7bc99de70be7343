// The three content slots of a dashboard card (C2, C9): each submitted post with its figures, then empty slots. Issue
// 29: a post in review says how many fix requests the brand has left, and a caption found without its disclosure says so.
import { Anchor, Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CONTENT_SLOTS_PER_CAMPAIGN } from '@microreach/domain/constants';
import type { ContentRow } from '@microreach/domain/creator-campaigns';
import { disclosureStatusText, revisionMessages } from '@microreach/domain/disclosure-rules';
import { formatCompact, formatLocalDateTimeShort, formatUsd } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { PLATFORM_LABELS } from '@microreach/domain/statuses';
import { IconBrandInstagram, IconBrandTiktok, IconExternalLink } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ContentStageBadge, EARNINGS_STATUS_LABELS } from '#web/components/content-stage/content-stage-badge';
import { PostDispute } from '#web/components/post-dispute/post-dispute';
import { PostPreview } from '#web/components/post-preview/post-preview';
import { UnverifiedHelp } from '#web/components/unverified-help/unverified-help';
import { creatorKeys } from '#web/features/creator-campaigns/api/creator-campaigns';
import { importOrReload } from '#web/lib/chunk-reload';

// A fix request's form loads when a post has one (issue 31: most posts never do).
const FixRequest = lazy(() => importOrReload(() => import('./fix-request')).then((m) => ({ default: m.FixRequest })));
// A hold's appeal and evidence load when a slot has one to show (issue 31: most dashboards never need them).
const HeldPostDetails = lazy(() =>
  importOrReload(() => import('./held-post-details')).then((m) => ({ default: m.HeldPostDetails })),
);

const METRICS = [
  { key: 'views', label: 'views' },
  { key: 'likes', label: 'likes' },
  { key: 'comments', label: 'comments' },
  { key: 'shares', label: 'shares' },
] as const;

/** A dispute holds the post's earnings: the dashboard is read again once one is opened. */
const DISPUTE_RELATED_KEYS = [creatorKeys.dashboard];

export function ContentSlots({
  campaignName,
  content,
  slotCount = CONTENT_SLOTS_PER_CAMPAIGN,
}: {
  campaignName: string;
  content: ContentRow[];
  /** The posts the creator's agreed terms ask for (issue 29): fewer slots than three when the terms say so. */
  slotCount?: number;
}) {
  // Posts already submitted always show, even past a later, smaller number of slots.
  const total = Math.max(slotCount, content.length);
  const slots = Array.from({ length: total }, (_, i) => content[i] ?? null);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Content
        </Text>
        <Text size="xs" c="dimmed">
          {Math.min(content.length, total)} of {total} slots used
        </Text>
      </Group>
      <Stack
        component="ul"
        gap={6}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={`Content for ${campaignName}`}
      >
        {slots.map((post, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
          <Box component="li" key={i}>
            {post ? <FilledSlot post={post} index={i + 1} /> : <EmptySlot index={i + 1} />}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function FilledSlot({ post, index }: { post: ContentRow; index: number }) {
  const Icon = post.platform === 'instagram' ? IconBrandInstagram : IconBrandTiktok;
  const platform = PLATFORM_LABELS[post.platform];
  return (
    <Box p="xs" bg="gray.0" style={{ borderRadius: 8 }}>
      {/* Issue 30: on a phone the stage and the earnings move to a line of their own rather than squeeze the stage
          badge into "Under R...": neither badge ever shrinks, the row wraps instead. */}
      <Group justify="space-between" gap="xs" style={{ rowGap: 4 }}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Badge
            variant="light"
            color={post.platform === 'instagram' ? 'pink' : 'dark'}
            tt="none"
            leftSection={<Icon size={12} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {platform}
          </Badge>
          <Anchor
            href={post.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="pink"
            aria-label={`View ${platform} post ${index} (opens in a new tab)`}
          >
            <Group gap={2} wrap="nowrap" component="span">
              {/* The words shown are the start of the link's name (WCAG 2.5.3, label in name). */}
              View {platform} post
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <Group gap={6} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
          <ContentStageBadge stage={post.stage} />
          <Text size="sm" fw={600} c="green">
            <VisuallyHidden>{`Post ${index} earnings: `}</VisuallyHidden>
            {/* The figure in its own element: a person (and a test) finds the amount as it is shown. */}
            <span>{formatUsd(post.earningsCents)}</span>
          </Text>
        </Group>
      </Group>
      <Group gap="sm" mt={4} style={{ rowGap: 2 }}>
        {METRICS.map((m) => (
          <Text key={m.key} size="xs" c="dimmed">
            <Text span fw={600} c="dark" size="xs">
              {formatCompact(post[m.key])}
            </Text>{' '}
            {m.label}
          </Text>
        ))}
        {!post.metricsVerified && post.views + post.likes > 0 && (
          <Group gap={2} wrap="nowrap">
            <Text size="xs" c="orange">
              Unverified figures
            </Text>
            <UnverifiedHelp audience="creator" />
          </Group>
        )}
        {post.earningsStatus !== 'pending' && post.earningsStatus !== 'final' && (
          <Text size="xs" c="dimmed">
            {EARNINGS_STATUS_LABELS[post.earningsStatus]}
          </Text>
        )}
      </Group>
      <PostPreview preview={post.preview} mt={6} />
      {post.awaitingFundingCents > 0 && (
        <Text size="xs" c="red.9" mt={4}>
          Waiting for the brand to fund {formatMoney(post.awaitingFundingCents)}
        </Text>
      )}
      <SlotStageNote post={post} />
      <SlotTermsNote post={post} />
      {post.holdReasons.map((reason) => (
        <Text key={reason} size="xs" c="orange" mt={4}>
          Earnings on hold: {reason}
        </Text>
      ))}
      {(post.openHolds.length > 0 || post.holdEvidence) && (
        <Suspense fallback={null}>
          <HeldPostDetails post={post} index={index} />
        </Suspense>
      )}
      <PostDispute side="creator" postId={post.id} postLabel={`post ${index}`} relatedKeys={DISPUTE_RELATED_KEYS} />
    </Box>
  );
}

/** What the stage means for the creator now, and the Replace link form while a fix may still be made. */
function SlotStageNote({ post }: { post: ContentRow }) {
  if (post.stage === 'under_review' && post.reviewDueAt) {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        Waiting for the brand’s review; approved automatically on {formatLocalDateTimeShort(post.reviewDueAt)} if not
        reviewed.
      </Text>
    );
  }
  if (post.stage === 'tracking' && post.trackingEndsAt) {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        {post.autoApproved ? 'Approved automatically after 72 hours. ' : 'Approved. '}Tracking until{' '}
        {formatLocalDateTimeShort(post.trackingEndsAt)}; keep the post public until then.
      </Text>
    );
  }
  if (post.stage === 'approved') {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        Tracking has ended: the earnings are final.
      </Text>
    );
  }
  if (post.stage === 'needs_fix') {
    return (
      <Suspense fallback={null}>
        <FixRequest post={post} />
      </Suspense>
    );
  }
  return null;
}

/** While the brand may still ask for fixes: how many are left; and a disclosure the caption was found without. */
function SlotTermsNote({ post }: { post: ContentRow }) {
  const isInReview = post.stage === 'submitted' || post.stage === 'under_review' || post.stage === 'needs_fix';
  const left = Math.max(0, post.fixRequestLimit - post.fixRequestsUsed);
  return (
    <>
      {post.disclosureState === 'missing' && (
        <Text size="xs" c="red.8" fw={600} mt={4}>
          {disclosureStatusText('missing', null)}
        </Text>
      )}
      {isInReview && post.fixRequestLimit > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {revisionMessages.remaining(left, post.fixRequestLimit)}
        </Text>
      )}
    </>
  );
}

function EmptySlot({ index }: { index: number }) {
  return (
    <Box p="xs" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}>
      <Group gap={6}>
        <Text size="xs" fw={600} c="dimmed">
          Slot {index}
        </Text>
        <Text size="sm" c="dimmed">
          Empty slot
        </Text>
      </Group>
    </Box>
  );
}
