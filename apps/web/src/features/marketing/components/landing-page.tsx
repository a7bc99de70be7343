// The shape the two landing pages share: header, hero, their own sections, the closing call to action and footer.
// The pages fill in their words.
import { Avatar, Badge, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { CallToActionPanel } from './call-to-action-panel';
import classes from './marketing.module.css';
import { MarketingPage } from './marketing-page';
import { type Audience, roleStyle } from './role-style';

/** The id of a landing page's steps section, where See How It Works scrolls to. */
export const HOW_IT_WORKS_ID = 'how-it-works';

export interface LandingHero {
  /** The id of the page's heading, which names the hero. */
  titleId: string;
  badge: string;
  badgeIcon: ReactNode;
  /** The heading: its words, then the ones in the audience's gradient. */
  title: string;
  titleHighlight: string;
  titleSize: { fz: { base: number; sm: number; md: number }; lh: number };
  description: string;
  /** The sign-up button under the description. */
  actionLabel: string;
  /** The names on the row of avatars beside the social proof. */
  avatarNames: string[];
  proof: string;
  /** A smaller line under the social proof. */
  proofNote?: string;
  /** What shows beside the words (a carousel), and its widest. */
  showcase: ReactNode;
  showcaseMaxWidth: number;
}

export interface LandingCallToAction {
  id: string;
  title: string;
  description: string;
  actionLabel: string;
  notes: string[];
}

/**
 * A landing page for one audience: header, hero, the page's sections (one of them with the id HOW_IT_WORKS_ID), the
 * call to action and the footer. Every sign-up button leads to `signUpTo`.
 */
export function LandingPage({
  audience,
  signUpLabel,
  signUpTo,
  hero,
  children,
  callToAction,
}: {
  audience: Audience;
  /** The header's sign-up button. */
  signUpLabel: string;
  signUpTo: string;
  hero: LandingHero;
  /** The sections between the hero and the call to action. */
  children: ReactNode;
  callToAction: LandingCallToAction;
}) {
  return (
    <MarketingPage audience={audience} signUpLabel={signUpLabel} signUpTo={signUpTo}>
      <Box component="main">
        <Hero audience={audience} signUpTo={signUpTo} hero={hero} />
        {children}
        <CallToActionPanel audience={audience} actionTo={signUpTo} {...callToAction} />
      </Box>
    </MarketingPage>
  );
}

function Hero({ audience, signUpTo, hero }: { audience: Audience; signUpTo: string; hero: LandingHero }) {
  const scrollToSection = useScrollToSection();
  const { color, gradient, textGradient, heroGlow } = roleStyle[audience];
  return (
    <Box component="section" aria-labelledby={hero.titleId} className={classes.hero} style={heroGlow}>
      <Container size="lg" py={{ base: 48, md: 96 }}>
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge
                variant="light"
                color={color}
                size="lg"
                radius="xl"
                leftSection={hero.badgeIcon}
                w="fit-content"
                tt="none"
              >
                {hero.badge}
              </Badge>
              <Title
                order={1}
                id={hero.titleId}
                fz={hero.titleSize.fz}
                lh={hero.titleSize.lh}
                style={{ letterSpacing: -1 }}
                textWrap="balance"
              >
                {hero.title}{' '}
                <Text component="span" inherit variant="gradient" gradient={textGradient}>
                  {hero.titleHighlight}
                </Text>
              </Title>
              <Text fz={{ base: 'md', md: 'xl' }} className={classes.muted} maw={560} textWrap="pretty">
                {hero.description}
              </Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to={signUpTo}
                  size="lg"
                  radius="xl"
                  w={{ base: '100%', xs: 'auto' }}
                  variant="gradient"
                  gradient={gradient}
                  rightSection={<IconArrowRight size={20} aria-hidden />}
                >
                  {hero.actionLabel}
                </Button>
                {/* The spec shows no action for this button on the creator page; scrolling to the steps is our choice
                    there (spec deviation). */}
                <Button
                  size="lg"
                  radius="xl"
                  w={{ base: '100%', xs: 'auto' }}
                  variant="default"
                  rightSection={<IconArrowDown size={20} aria-hidden />}
                  onClick={() => scrollToSection(HOW_IT_WORKS_ID)}
                >
                  See How It Works
                </Button>
              </Group>
              <Group gap="md" mt="xs">
                <Avatar.Group aria-hidden>
                  {hero.avatarNames.map((name) => (
                    <Avatar key={name} name={name} color="initials" radius="xl" size="md" />
                  ))}
                </Avatar.Group>
                <Text fz="sm" fw={500}>
                  {hero.proof}
                  {hero.proofNote && (
                    <Text component="span" display="block" fz="sm" fw={400} className={classes.muted}>
                      {hero.proofNote}
                    </Text>
                  )}
                </Text>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box maw={hero.showcaseMaxWidth} mx="auto">
              {hero.showcase}
            </Box>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
