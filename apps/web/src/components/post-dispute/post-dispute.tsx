// A post's dispute as one of its parties sees it (issue 28 item 4), under the post on the creator's dashboard and in
// the business's Review Content: "Open a dispute" (a reason from the side's list and a first message), and once one
// exists "Dispute open" or its outcome, with its thread and, while it is open, a reply box.
import { Badge, Button, Group, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { disputeStatusText } from './dispute-status';
import { type DisputeParty, usePartyDisputes } from './use-post-disputes';

const PostDisputeDialogs = lazyDialog(() => import('./post-dispute-dialogs').then((m) => m.PostDisputeDialogs));

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
      <PostDisputeDialogs
        opened={dialog !== null}
        dialog={dialog}
        side={side}
        postId={postId}
        relatedKeys={relatedKeys}
        latest={latest}
        onClose={() => setDialog(null)}
      />
    </Group>
  );
}
