// A platform's follower count with where it comes from (issue 26): 'Verified Mar 3, 2026' when it was read from the
// creator's connected account, 'self-reported' when the creator typed it. Find Influencers' cards, profiles and the
// applicants dialog all show counts this way.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FollowerCounts, PlatformFollowers } from '@microreach/domain/followers';
import { followersLabel, formatFollowers, shownFollowers } from '@microreach/domain/followers-rules';
import { platformLabel } from '@microreach/domain/formulas';
import type { Platform } from '@microreach/domain/statuses';
import { IconBrandInstagram, IconBrandTiktok, IconRosetteDiscountCheck } from '@tabler/icons-react';

/** '12.4K followers' and its label; nothing when the platform has no count. */
export function FollowerCount({ followers }: { followers: PlatformFollowers }) {
  const shown = shownFollowers(followers);
  if (!shown) return null;
  const isVerified = shown.verifiedAt !== null;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text size="sm" c="dimmed" component="span">
        {formatFollowers(shown.count)}
      </Text>
      <Badge
        size="sm"
        variant="light"
        color={isVerified ? 'teal' : 'gray'}
        tt="none"
        leftSection={isVerified ? <IconRosetteDiscountCheck size={12} aria-hidden /> : undefined}
      >
        {followersLabel(shown)}
      </Badge>
    </Group>
  );
}

const ICONS: Record<Platform, typeof IconBrandInstagram> = {
  instagram: IconBrandInstagram,
  tiktok: IconBrandTiktok,
};

/** Each platform that has a count, on a line of its own: icon, '12.4K followers' and its label. */
export function FollowerCountList({ counts }: { counts: FollowerCounts }) {
  const platforms = (['instagram', 'tiktok'] as const).filter((p) => shownFollowers(counts[p]) !== null);
  if (platforms.length === 0) return null;
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Followers">
      {platforms.map((platform) => {
        const Icon = ICONS[platform];
        return (
          <Group key={platform} component="li" gap={6} wrap="nowrap" aria-label={platformLabel(platform)}>
            <Icon size={14} aria-hidden />
            <FollowerCount followers={counts[platform]} />
          </Group>
        );
      })}
    </Stack>
  );
}
