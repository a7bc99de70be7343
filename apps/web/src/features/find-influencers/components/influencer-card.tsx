// One creator on Find Influencers (B2): picture or initials, name, handles, bio, niches, location, each platform's
// followers labelled verified or self-reported (issue 26), the lowest rate of the creator's rate card (issue 30; the
// whole card is in View Profile), audience and engagement, View Profile and Invite to Campaign.
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InfluencerCard as InfluencerCardData } from '@microreach/domain/find-influencers';
import { formatAudience, formatEngagement } from '@microreach/domain/find-influencers-rules';
import { IconBrandInstagram, IconBrandTiktok, IconMapPin, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { FollowerCountList } from '#web/components/follower-counts/follower-count';
import { lazyDialog } from '#web/components/lazy-dialog';
import { DEFAULT_CREATOR_BIO, DEFAULT_NICHE } from '#web/components/public-profile/profile-defaults';
import { RateSummary } from '#web/components/rate-card/rate-card-list';
import { InviteMenu } from './invite-menu';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const InfluencerProfileDialog = lazyDialog(() =>
  import('#web/components/public-profile/influencer-profile-dialog').then((m) => m.InfluencerProfileDialog),
);

export function InfluencerCard({
  influencer,
  isVerifiedOnly = false,
}: {
  influencer: InfluencerCardData;
  /** "Verified counts only" is on: the audience shown is the verified one, as the list is filtered and sorted on. */
  isVerifiedOnly?: boolean;
}) {
  const [isProfileOpen, setProfileOpen] = useState(false);
  const titleId = `influencer-${influencer.id}-name`;
  const bio = influencer.bio?.trim() || DEFAULT_CREATOR_BIO;
  const niches = influencer.niches.length > 0 ? influencer.niches : [DEFAULT_NICHE];

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={influencer.profilePicture}
            alt={`${influencer.name}'s profile picture`}
            name={influencer.name}
            color="initials"
            size={56}
            radius={100}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title id={titleId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {influencer.name}
            </Title>
            <Handles instagram={influencer.instagram} tiktok={influencer.tiktok} />
          </Stack>
        </Group>

        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {bio}
        </Text>

        <Group gap={6} role="group" aria-label="Niches">
          {niches.map((niche) => (
            <Badge key={niche} variant="light" color="pink" tt="none">
              {niche}
            </Badge>
          ))}
        </Group>

        {influencer.location && (
          <Group gap={4} c="dimmed">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{influencer.location}</Text>
          </Group>
        )}

        <FollowerCountList counts={influencer.followerCounts} />

        <RateSummary rates={influencer.rates} />

        <SimpleGrid cols={2} spacing="xs" mt="auto" pt="xs">
          {isVerifiedOnly ? (
            <Figure label="Verified audience" value={formatAudience(influencer.verifiedAudienceSize ?? 0)} />
          ) : (
            <Figure label="Audience" value={formatAudience(influencer.audienceSize)} />
          )}
          <Figure label="Engagement" value={formatEngagement(influencer.engagementRate)} />
        </SimpleGrid>

        <Group gap="xs" grow wrap="wrap" preventGrowOverflow={false}>
          <Button
            variant="default"
            leftSection={<IconUser size={16} aria-hidden />}
            onClick={() => setProfileOpen(true)}
          >
            View Profile
          </Button>
          <InviteMenu creatorId={influencer.id} />
        </Group>
      </Stack>
      <InfluencerProfileDialog userId={influencer.id} opened={isProfileOpen} onClose={() => setProfileOpen(false)} />
    </Card>
  );
}

function Handles({ instagram, tiktok }: { instagram: string | null; tiktok: string | null }) {
  if (!instagram && !tiktok) {
    return (
      <Text size="sm" c="dimmed">
        No social handles yet
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      {instagram && (
        <Group gap={4} wrap="nowrap" aria-label={`Instagram @${instagram}`} role="group">
          <IconBrandInstagram size={14} aria-hidden />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{instagram}
          </Text>
        </Group>
      )}
      {tiktok && (
        <Group gap={4} wrap="nowrap" aria-label={`TikTok @${tiktok}`} role="group">
          <IconBrandTiktok size={14} aria-hidden />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{tiktok}
          </Text>
        </Group>
      )}
    </Group>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}
