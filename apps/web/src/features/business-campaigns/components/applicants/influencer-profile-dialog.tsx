// The influencer full-profile dialog opened from View Profile (B2): public profile fields only.
import { Anchor, Avatar, Badge, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { applicantMessages, splitList } from '@microreach/domain/campaigns';
import { optionLabel } from '@microreach/domain/options';
import type { PublicProfile } from '@microreach/domain/profile';
import { IconBrandInstagram, IconBrandTiktok, IconMapPin, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePublicProfile } from '#web/features/business-campaigns/api/business-campaigns';
import { useErrorToast } from '#web/lib/use-error-toast';
import { followerRangeLabel, socialLink, websiteLink } from './applicant-display';

export const DEFAULT_BIO = 'Content creator and influencer';
export const DEFAULT_NICHE = 'General';

export function InfluencerProfileDialog({
  userId,
  opened,
  onClose,
  stackId,
}: {
  /** Kept while the dialog closes, so its content does not vanish during the closing transition. */
  userId: string | null;
  opened: boolean;
  onClose: () => void;
  stackId?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Influencer Profile" size="md" stackId={stackId}>
      {userId && <ProfileContent userId={userId} />}
    </Modal>
  );
}

function ProfileContent({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  useErrorToast(profile, applicantMessages.profileLoadFailed);

  if (profile.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading profile...</Text>
        </Stack>
      </Center>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {applicantMessages.profileEmpty}
      </Text>
    );
  }
  return <ProfileDetails profile={profile.data} />;
}

function ProfileDetails({ profile }: { profile: PublicProfile }) {
  const niches = splitList(profile.contentNiches);
  const contentTypes = splitList(profile.preferredContentTypes);
  const instagram = socialLink('instagram', profile.instagram);
  const tiktok = socialLink('tiktok', profile.tiktok);
  const website = websiteLink(profile.websitePortfolio);

  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="center">
        <Avatar
          src={profile.profilePicture}
          name={profile.name}
          color="initials"
          size={72}
          radius="xl"
          alt={profile.name}
        />
        <Stack gap={4} miw={0}>
          <Title order={3} size="h4">
            {profile.name}
          </Title>
          {profile.location && (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm">{profile.location}</Text>
            </Group>
          )}
        </Stack>
      </Group>

      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {profile.bio?.trim() || DEFAULT_BIO}
      </Text>

      <Section label="Niches">
        <Group gap={6}>
          {(niches.length > 0 ? niches : [DEFAULT_NICHE]).map((niche) => (
            <Badge key={niche} variant="light" color="pink">
              {niche}
            </Badge>
          ))}
        </Group>
      </Section>

      {contentTypes.length > 0 && (
        <Section label="Content types">
          <Text size="sm">{contentTypes.map(optionLabel).join(', ')}</Text>
        </Section>
      )}

      <Section label="Followers">
        <Stack gap={2}>
          <Text size="sm">
            Instagram: {profile.instagramFollowers ? followerRangeLabel(profile.instagramFollowers) : 'Not shared'}
          </Text>
          <Text size="sm">
            TikTok: {profile.tiktokFollowers ? followerRangeLabel(profile.tiktokFollowers) : 'Not shared'}
          </Text>
        </Stack>
      </Section>

      {(instagram || tiktok || website) && (
        <Section label="Links">
          <Stack gap={4}>
            {instagram && (
              <ExternalLink href={instagram.href} icon={<IconBrandInstagram size={16} aria-hidden />}>
                Instagram {instagram.text}
              </ExternalLink>
            )}
            {tiktok && (
              <ExternalLink href={tiktok.href} icon={<IconBrandTiktok size={16} aria-hidden />}>
                TikTok {tiktok.text}
              </ExternalLink>
            )}
            {website && (
              <ExternalLink href={website.href} icon={<IconWorld size={16} aria-hidden />}>
                Website {website.text}
              </ExternalLink>
            )}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function ExternalLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={6} wrap="nowrap" component="span">
        {icon}
        <span>{children}</span>
      </Group>
    </Anchor>
  );
}
