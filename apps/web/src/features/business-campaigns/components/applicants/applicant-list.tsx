// The applicants of one campaign (Manage Influencers and View Details): newest first, as the server orders them, each
// with the creator's agreement to the campaign's terms (issue 29) and rate card (issue 30).
import { Anchor, Avatar, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Applicant } from '@microreach/domain/campaigns';
import { applicantMessages, canDecideApplicant, splitList } from '@microreach/domain/campaigns-rules';
import { paths } from '@microreach/domain/paths';
import { IconCheck, IconFileText, IconMapPin, IconMessage, IconUser, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { NESTED_DIALOG_Z_INDEX } from '#web/components/dialog-layers';
import { FollowerCountList } from '#web/components/follower-counts/follower-count';
import { InfluencerProfileDialog } from '#web/components/public-profile/influencer-profile-dialog';
import { RateCardList } from '#web/components/rate-card/rate-card-list';
import { useApplicants, useDecideApplicant } from '#web/features/business-campaigns/api/business-campaigns';
import { toast } from '#web/lib/toast';
import { useErrorToast } from '#web/lib/use-error-toast';
import { showFailure } from '../dashboard/show-failure';
import { APPLICANT_STATUS_COLORS, APPLICANT_STATUS_LABELS, messageApplicantHref } from './applicant-display';

type Decision = 'accept' | 'reject';

export function ApplicantList({
  campaign,
  canDecide,
  profileStackId,
}: {
  campaign: { id: string; campaignName: string };
  /** Whether Accept and Reject are offered at all here (pending applicants only, in any case). */
  canDecide: boolean;
  /** The profile dialog's id in the surrounding Modal.Stack, so it opens above the dialog holding this list. */
  profileStackId?: string;
}) {
  const applicants = useApplicants(campaign.id);
  const decide = useDecideApplicant(campaign.id);
  const [profile, setProfile] = useState<{ userId: string | null; opened: boolean }>({
    userId: null,
    opened: false,
  });
  // Issue 30: Reject is final, so the applicant to reject waits here for a yes.
  const [rejecting, setRejecting] = useState<Applicant | null>(null);
  useErrorToast(applicants, applicantMessages.loadFailed);

  async function onDecide(applicant: Applicant, decision: Decision) {
    try {
      await decide.mutateAsync({ applicantId: applicant.id, decision });
      const done = decision === 'accept' ? applicantMessages.accepted : applicantMessages.rejected;
      toast.success(done.title, done.message);
    } catch (err) {
      showFailure(decision === 'accept' ? applicantMessages.acceptFailed : applicantMessages.rejectFailed, err);
    }
  }

  let body: ReactNode;
  if (applicants.isPending) {
    body = (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading applicants...</Text>
        </Stack>
      </Center>
    );
  } else if (applicants.isError) {
    body = (
      <Stack align="center" gap="xs" py="lg">
        <Text c="dimmed">{applicantMessages.loadFailed}</Text>
        <Button variant="light" size="xs" onClick={() => applicants.refetch()} loading={applicants.isFetching}>
          Retry
        </Button>
      </Stack>
    );
  } else if (applicants.data.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        No applicants yet
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applicants">
        {applicants.data.map((applicant) => (
          <ApplicantRow
            key={applicant.id}
            applicant={applicant}
            campaign={campaign}
            canDecide={canDecide && canDecideApplicant(applicant.status)}
            pendingDecision={
              decide.isPending && decide.variables?.applicantId === applicant.id ? decide.variables.decision : null
            }
            isDeciding={decide.isPending}
            onDecide={(decision) =>
              decision === 'reject' ? setRejecting(applicant) : void onDecide(applicant, decision)
            }
            onViewProfile={() => setProfile({ userId: applicant.user.id, opened: true })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      {body}
      <ConfirmDialog
        opened={rejecting !== null}
        title="Reject applicant"
        message={rejecting ? applicantMessages.rejectConfirm(rejecting.user.name, campaign.campaignName) : ''}
        confirmLabel="Reject"
        confirmColor="red"
        isBusy={decide.isPending}
        zIndex={NESTED_DIALOG_Z_INDEX}
        onConfirm={async () => {
          if (rejecting) await onDecide(rejecting, 'reject');
          setRejecting(null);
        }}
        onClose={() => setRejecting(null)}
      />
      <InfluencerProfileDialog
        userId={profile.userId}
        opened={profile.opened}
        onClose={() => setProfile((p) => ({ ...p, opened: false }))}
        stackId={profileStackId}
      />
    </>
  );
}

function ApplicantRow({
  applicant,
  campaign,
  canDecide,
  pendingDecision,
  isDeciding,
  onDecide,
  onViewProfile,
}: {
  applicant: Applicant;
  campaign: { id: string; campaignName: string };
  canDecide: boolean;
  pendingDecision: Decision | null;
  isDeciding: boolean;
  onDecide: (decision: Decision) => void;
  onViewProfile: () => void;
}) {
  const { user } = applicant;
  const niches = splitList(user.contentNiches);
  const statusLabel = APPLICANT_STATUS_LABELS[applicant.status];

  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={user.name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={user.profilePicture} name={user.name} color="initials" radius="xl" alt={user.name} />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Text>
            <Badge variant="light" color={APPLICANT_STATUS_COLORS[applicant.status]} tt="none">
              {applicant.status === 'left' ? <s>{statusLabel}</s> : statusLabel}
            </Badge>
          </Group>
          {user.location && (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm">{user.location}</Text>
            </Group>
          )}
          <FollowerCountList counts={user.followerCounts} />
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Rate card
            </Text>
            <RateCardList rates={user.rates} label={`${user.name}'s rates per post`} />
          </Stack>
          {niches.length > 0 && (
            <Group gap={4}>
              {niches.map((niche) => (
                <Badge key={niche} size="sm" variant="outline" color="gray">
                  {niche}
                </Badge>
              ))}
            </Group>
          )}
          <AgreementLink applicant={applicant} />
          {applicant.message && (
            <Text size="sm" c="gray.7" fs="italic" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              “{applicant.message}”
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {canDecide && (
              <>
                <Button
                  size="xs"
                  color="green"
                  leftSection={<IconCheck size={14} />}
                  aria-label={`Accept ${user.name}`}
                  loading={pendingDecision === 'accept'}
                  disabled={isDeciding && pendingDecision !== 'accept'}
                  onClick={() => onDecide('accept')}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconX size={14} />}
                  aria-label={`Reject ${user.name}`}
                  loading={pendingDecision === 'reject'}
                  disabled={isDeciding && pendingDecision !== 'reject'}
                  onClick={() => onDecide('reject')}
                >
                  Reject
                </Button>
              </>
            )}
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={messageApplicantHref(user, campaign)}
              leftSection={<IconMessage size={14} />}
              aria-label={`Message ${user.name}`}
            >
              Message
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUser size={14} />}
              aria-label={`View Profile of ${user.name}`}
              onClick={onViewProfile}
            >
              View Profile
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** "Agreement (v1)", opening the agreement's page; participations from before agreements were recorded have none. */
function AgreementLink({ applicant }: { applicant: Applicant }) {
  const { agreement } = applicant;
  if (!agreement) {
    return (
      <Text size="sm" c="dimmed">
        No agreement on record
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      <Anchor
        component={Link}
        to={paths.agreement(agreement.id)}
        size="sm"
        aria-label={`Agreement (v${agreement.termsVersion}) of ${applicant.user.name}`}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconFileText size={14} aria-hidden />
          Agreement (v{agreement.termsVersion})
        </Group>
      </Anchor>
      {agreement.newerVersion && (
        <Text size="xs" c="dimmed">
          Newer terms not agreed yet
        </Text>
      )}
    </Group>
  );
}
