// A user's public profile as others see it: the settings previews, the applicants dialog and Find Influencers all show
// this one view. It reads only PublicProfile fields, so even a full Profile passed in never shows email, phone or
// date of birth.
import { Anchor, Avatar, Badge, Box, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { shownFollowers } from '@microreach/domain/followers-rules';
import { optionLabel } from '@microreach/domain/options';
import type { PublicProfile } from '@microreach/domain/profiles';
import { hashtagOrKeywordLabel, socialProfileUrl } from '@microreach/domain/profiles-rules';
import {
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconMapPin,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FollowerCount } from '#web/components/follower-counts/follower-count';
import { RateCardList } from '#web/components/rate-card/rate-card-list';
import { DEFAULT_CREATOR_BIO, DEFAULT_NICHE } from './profile-defaults';
import { ProfileImage } from './profile-image';
import classes from './public-profile-view.module.css';

const ROLE_LABELS = { SMB: 'Business', Influencer: 'Creator' } as const;

export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const isCreator = profile.role === 'Influencer';
  const bio = (isCreator ? profile.bio?.trim() || DEFAULT_CREATOR_BIO : profile.businessBio?.trim()) || null;
  const niches = profile.contentNiches.length > 0 ? profile.contentNiches : isCreator ? [DEFAULT_NICHE] : [];
  const website = httpLink(profile.websitePortfolio);
  const company = profile.companyName?.trim();

  return (
    <Stack gap="lg">
      <Box className={classes.header}>
        {profile.banner ? (
          <ProfileImage image={profile.banner} alt={`${profile.name}'s banner`} className={classes.banner} />
        ) : (
          <div className={classes.band} />
        )}
        <Avatar
          src={profile.avatar?.url}
          imageProps={profile.avatar ? { srcSet: profile.avatar.srcSet } : undefined}
          alt={isCreator ? `${profile.name}'s profile picture` : `${company || profile.name} logo`}
          name={profile.name}
          color="initials"
          size={88}
          radius={isCreator ? 100 : 'md'}
          className={classes.avatar}
        />
      </Box>

      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} className={classes.text}>
            {profile.name}
          </Title>
          <Badge color={isCreator ? 'pink' : 'teal'} variant="light">
            {ROLE_LABELS[profile.role]}
          </Badge>
        </Group>
        {!isCreator && company && (
          <Text fw={500} className={classes.text}>
            {company}
          </Text>
        )}
        {profile.location?.trim() && (
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{profile.location}</Text>
          </Group>
        )}
      </Stack>

      <SocialLinks profile={profile} showFollowers={isCreator} />

      {bio && (
        <Section title={isCreator ? 'Bio' : 'About'}>
          <Text size="sm" className={classes.text}>
            {bio}
          </Text>
        </Section>
      )}

      {isCreator && (
        <Section title="Rate card">
          <RateCardList rates={profile.rates} label={`${profile.name}'s rates per post`} />
        </Section>
      )}

      {niches.length > 0 && (
        <Section title="Niches">
          <BadgeList items={niches} color="pink" />
        </Section>
      )}

      {profile.hashtagsKeywords.length > 0 && (
        <Section title="Hashtags & Keywords">
          <BadgeList items={profile.hashtagsKeywords.map(hashtagOrKeywordLabel)} color="gray" />
        </Section>
      )}

      {profile.preferredContentTypes.length > 0 && (
        <Section title="Preferred Content Types">
          <BadgeList items={profile.preferredContentTypes.map(optionLabel)} color="grape" />
        </Section>
      )}

      {profile.preferredIndustry.length > 0 && (
        <Section title={isCreator ? 'Preferred Industries' : 'Industry'}>
          <BadgeList items={profile.preferredIndustry.map(optionLabel)} color="teal" />
        </Section>
      )}

      {website && (
        <Section title="Website">
          <ExternalLink href={website} icon={<IconWorld size={16} aria-hidden />} platform="Website">
            {shortUrl(website)}
          </ExternalLink>
        </Section>
      )}

      {profile.portfolio.length > 0 && (
        <Section title="Portfolio">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {profile.portfolio.map((image, index) => (
              <ProfileImage
                key={image.id}
                image={image}
                alt={`Portfolio image ${index + 1} of ${profile.portfolio.length}`}
                className={classes.portfolioImage}
              />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}

/**
 * Instagram and TikTok as links to the profiles (with follower counts for a creator, each labelled verified or
 * self-reported), Twitter / X and YouTube.
 */
function SocialLinks({ profile, showFollowers }: { profile: PublicProfile; showFollowers: boolean }) {
  const rows: ReactNode[] = [];
  for (const [platform, name, icon, handle] of [
    ['instagram', 'Instagram', <IconBrandInstagram key="i" size={16} aria-hidden />, profile.instagram],
    ['tiktok', 'TikTok', <IconBrandTiktok key="t" size={16} aria-hidden />, profile.tiktok],
  ] as const) {
    const value = handle?.trim();
    const followers = profile.followerCounts[platform];
    const hasCount = showFollowers && shownFollowers(followers) !== null;
    if (!value && !hasCount) continue;
    rows.push(
      <Group key={platform} gap="xs" wrap="wrap">
        {value ? (
          <ExternalLink href={socialProfileUrl(platform, value)} icon={icon} platform={name}>
            {handleText(value)}
          </ExternalLink>
        ) : (
          <Group gap={6} wrap="nowrap">
            {icon}
            <Text size="sm">{name}</Text>
          </Group>
        )}
        {hasCount && <FollowerCount followers={followers} />}
      </Group>,
    );
  }
  // Twitter / X and YouTube are free text (a handle or a link): a link only when it is one.
  for (const [key, name, icon, value] of [
    ['twitter', 'Twitter / X', <IconBrandX key="x" size={16} aria-hidden />, profile.twitter],
    ['youtube', 'YouTube', <IconBrandYoutube key="y" size={16} aria-hidden />, profile.youtube],
  ] as const) {
    const text = value?.trim();
    if (!text) continue;
    const href = httpLink(text);
    rows.push(
      href ? (
        <ExternalLink key={key} href={href} icon={icon} platform={name}>
          {shortUrl(href)}
        </ExternalLink>
      ) : (
        <Group key={key} gap={6} wrap="nowrap">
          {icon}
          <Text size="sm">
            {name}: {text}
          </Text>
        </Group>
      ),
    );
  }
  if (rows.length === 0) return null;
  return <Stack gap={6}>{rows}</Stack>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={4} size="xs" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function BadgeList({ items, color }: { items: string[]; color: string }) {
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light" color={color} tt="none">
          {item}
        </Badge>
      ))}
    </Group>
  );
}

function ExternalLink({
  href,
  icon,
  platform,
  children,
}: {
  href: string;
  icon: ReactNode;
  platform: string;
  children: ReactNode;
}) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={6} wrap="nowrap" component="span">
        {icon}
        <span className={classes.text}>{children}</span>{' '}
        <VisuallyHidden>
          {platform === 'Website' ? '(opens in a new tab)' : `on ${platform} (opens in a new tab)`}
        </VisuallyHidden>
      </Group>
    </Anchor>
  );
}

/** Only http(s) values become links, so a stored 'javascript:' never does. */
function httpLink(value: string | null): string | null {
  const v = value?.trim();
  return v && /^https?:\/\/\S+$/i.test(v) ? v : null;
}

function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** '@mia.lens' for a stored handle; a stored link is shown without its scheme. */
function handleText(value: string): string {
  return /^https?:\/\//i.test(value) ? shortUrl(value) : `@${value.replace(/^@/, '')}`;
}
