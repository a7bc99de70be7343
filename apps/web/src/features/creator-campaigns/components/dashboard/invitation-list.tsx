// The creator dashboard's Invitations (issue 10), once there is one to answer (invitations-section.tsx): campaigns a
// brand invited the creator to, each with Accept and Decline; an accepted one becomes a card under My Campaigns.
// Accepting shows the campaign's terms with "I agree", which Accept Invitation requires (issue 29).
import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AgreementInput } from '@microreach/domain/campaign-terms';
import { DASHBOARD_DESCRIPTION_MAX } from '@microreach/domain/constants';
import { campaignTimingText, truncate } from '@microreach/domain/creator-campaigns-rules';
import { formatBudget } from '@microreach/domain/formulas';
import type { CreatorInvitation } from '@microreach/domain/invitations';
import { canAcceptInvitation, type InvitationDecision, invitationMessages } from '@microreach/domain/invitations-rules';
import { IconCalendar, IconCheck, IconCurrencyDollar, IconMail, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useRespondToInvitation } from '#web/features/creator-campaigns/api/invitations';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { TermsSummary } from '../terms/terms-summary';
import classes from './creator-dashboard.module.css';
import { brandName } from './creator-figures';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const AgreeToTermsDialog = lazyDialog(() => import('../terms/agree-to-terms-dialog').then((m) => m.AgreeToTermsDialog));

/** The server's reason when it gave one (the campaign filled up, was paused...), under the failure as title. */
function showRespondFailure(decision: InvitationDecision, err: unknown) {
  const failed = decision === 'accept' ? invitationMessages.acceptFailed : invitationMessages.declineFailed;
  if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) {
    toast.error(err.message, err.title ?? failed);
  } else {
    toast.error(failed);
  }
}

export function InvitationList({ invitations }: { invitations: CreatorInvitation[] }) {
  const respond = useRespondToInvitation();
  // The invitation whose terms are shown for "I agree" before accepting (kept while the dialog closes).
  const [accepting, setAccepting] = useState<{ invitation: CreatorInvitation; opened: boolean } | null>(null);

  async function onDecline(invitation: CreatorInvitation) {
    try {
      await respond.mutateAsync({ invitationId: invitation.id, decision: 'decline' });
      const done = invitationMessages.declined(invitation.campaign.campaignName);
      toast.success(done.title, done.message);
    } catch (err) {
      showRespondFailure('decline', err);
    }
  }

  /** Rejects with the refusal, for the terms dialog (changed terms are asked again there). */
  async function onAccept(invitation: CreatorInvitation, agreement: AgreementInput) {
    await respond.mutateAsync({ invitationId: invitation.id, decision: 'accept', agreement });
    const done = invitationMessages.accepted(invitation.campaign.campaignName);
    toast.success(done.title, done.message);
  }

  return (
    <Paper component="section" aria-labelledby="invitations-heading" withBorder radius="lg" p="lg" mb="lg">
      <Group gap="xs" mb="md">
        <IconMail size={20} aria-hidden />
        <Title id="invitations-heading" order={2} size="h4">
          Invitations
        </Title>
        <Badge color="pink" variant="light">
          <span aria-hidden>{invitations.length}</span>
          <VisuallyHidden>{`${invitations.length} waiting for your answer`}</VisuallyHidden>
        </Badge>
      </Group>
      <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {invitations.map((invitation) => (
          <InvitationCard
            key={invitation.id}
            invitation={invitation}
            pendingDecision={
              respond.isPending && respond.variables?.invitationId === invitation.id ? respond.variables.decision : null
            }
            isAnswering={respond.isPending}
            onRespond={(decision) =>
              decision === 'accept' ? setAccepting({ invitation, opened: true }) : onDecline(invitation)
            }
          />
        ))}
      </SimpleGrid>
      {accepting && (
        <AgreeToTermsDialog
          campaignId={accepting.invitation.campaign.id}
          title={`Accept invitation to ${accepting.invitation.campaign.campaignName}`}
          opened={accepting.opened}
          onClose={() => setAccepting((a) => a && { ...a, opened: false })}
          submitLabel="Accept Invitation"
          intro={
            <Text size="sm" c="dimmed">
              {brandName(accepting.invitation.brand)} invited you. You join the campaign when you agree to its terms.
            </Text>
          }
          onSubmit={(agreement) => onAccept(accepting.invitation, agreement)}
          onError={(err) => showRespondFailure('accept', err)}
          color="pink"
        />
      )}
    </Paper>
  );
}

function InvitationCard({
  invitation,
  pendingDecision,
  isAnswering,
  onRespond,
}: {
  invitation: CreatorInvitation;
  pendingDecision: InvitationDecision | null;
  isAnswering: boolean;
  onRespond: (decision: InvitationDecision) => void;
}) {
  const { campaign, brand } = invitation;
  const canAccept = canAcceptInvitation(invitation, campaign);
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={`Invitation to ${campaign.campaignName}`}>
      <Stack gap="xs">
        <div>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {campaign.campaignName}
          </Text>
          <Text size="sm" c="dimmed">
            {brandName(brand)} invited you
          </Text>
        </div>
        <Group gap={6}>
          <Badge variant="light" color={campaign.privatePublic === 'Public' ? 'teal' : 'grape'} tt="none">
            {campaign.privatePublic}
          </Badge>
          {campaign.campaignNiche && (
            <Badge variant="outline" color="gray" tt="none">
              {campaign.campaignNiche}
            </Badge>
          )}
        </Group>
        <Group gap="md" c="gray.7">
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{campaignTimingText(campaign.startDate, campaign.endDate)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconCurrencyDollar size={16} aria-hidden />
            <Text size="sm">{formatBudget(campaign.influencerBudgetCents)} per influencer</Text>
          </Group>
        </Group>
        {campaign.campaignDescription && (
          <Text size="sm">{truncate(campaign.campaignDescription, DASHBOARD_DESCRIPTION_MAX)}</Text>
        )}
        <TermsSummary terms={campaign.terms} />
        {!canAccept && (
          <Text size="sm" c="red.8">
            {invitationMessages.closedNote}
          </Text>
        )}
        <div className={classes.actions}>
          {canAccept && (
            <Button
              color="pink"
              leftSection={<IconCheck size={16} />}
              aria-label={`Accept invitation to ${campaign.campaignName}`}
              loading={pendingDecision === 'accept'}
              disabled={isAnswering && pendingDecision !== 'accept'}
              onClick={() => onRespond('accept')}
            >
              Accept
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            aria-label={`Decline invitation to ${campaign.campaignName}`}
            loading={pendingDecision === 'decline'}
            disabled={isAnswering && pendingDecision !== 'decline'}
            onClick={() => onRespond('decline')}
          >
            Decline
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
