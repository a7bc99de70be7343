import { Badge, Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { authPath, paths } from '@microreach/domain/paths';
import {
  type Icon,
  IconArrowRight,
  IconBuildingStore,
  IconChartBar,
  IconCircleCheck,
  IconHeartHandshake,
  IconShieldCheck,
  IconSparkles,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './marketing.module.css';
import { MarketingPage } from './marketing-page';
import { type Audience, roleStyle } from './role-style';

interface RoleChoice {
  audience: Audience;
  icon: Icon;
  title: string;
  description: string;
  points: string[];
  landingLabel: string;
  landingTo: string;
  signUpLabel: string;
  signUpTo: string;
}

const roleChoices: RoleChoice[] = [
  {
    audience: 'smb',
    icon: IconBuildingStore,
    title: 'For Businesses',
    description: 'Launch campaigns with local creators and pay only for the engagement they deliver.',
    points: [
      'Pay for real views, likes and comments',
      'Creators matched by niche, location and audience size',
      'No minimum spend, no long-term contract',
    ],
    landingLabel: "I'm a Business",
    landingTo: paths.smbLanding,
    signUpLabel: 'Get Started as a Business',
    signUpTo: authPath({ role: 'smb', tab: 'signup' }),
  },
  {
    audience: 'influencer',
    icon: IconSparkles,
    title: 'For Creators',
    description: 'Turn the content you love making into income with brands that fit your style.',
    points: ['No follower minimums', 'Paid once your content is verified', 'Keep 95% of your earnings'],
    landingLabel: "I'm an Influencer",
    landingTo: paths.influencerLanding,
    signUpLabel: 'Get Started as a Creator',
    signUpTo: authPath({ role: 'influencer', tab: 'signup' }),
  },
];

const highlights: { icon: Icon; label: string }[] = [
  { icon: IconUsersGroup, label: 'Trusted by hundreds of businesses' },
  { icon: IconHeartHandshake, label: '500+ creators already earning' },
  { icon: IconChartBar, label: 'Performance-based pricing' },
  { icon: IconShieldCheck, label: 'Secure payments' },
];

/** The home page: a role chooser between the business and creator journeys (B2 "Home (/)"). */
export function HomePage() {
  return (
    // Sign Up opens the Sign Up tab (the spec sends it to plain /auth, which opens Sign In: docs/spec-deviations.md).
    <MarketingPage audience="smb" signUpLabel="Sign Up" signUpTo={authPath({ tab: 'signup' })}>
      <Box component="main" className={classes.hero} style={roleStyle.smb.heroGlow}>
        <Container size="lg" py={{ base: 48, md: 88 }}>
          <Stack align="center" ta="center" gap="lg" maw={800} mx="auto">
            <Badge variant="light" size="lg" radius="xl" tt="none" leftSection={<IconSparkles size={14} aria-hidden />}>
              The local influencer marketplace
            </Badge>
            <Title
              order={1}
              fz={{ base: 36, sm: 50, md: 60 }}
              lh={1.08}
              style={{ letterSpacing: -1 }}
              textWrap="balance"
            >
              Where Small Businesses Meet Their{' '}
              <Text component="span" inherit variant="gradient" gradient={{ from: 'teal.7', to: 'pink.7', deg: 90 }}>
                Perfect Creators
              </Text>
            </Title>
            <Text fz={{ base: 'md', md: 'xl' }} className={classes.muted} maw={640} textWrap="pretty">
              Businesses run performance-based campaigns with micro-influencers matched by niche, location and audience
              size. Creators turn their content into income. Tell us who you are to get started.
            </Text>
          </Stack>

          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing={{ base: 'lg', md: 32 }}
            mt={{ base: 40, md: 56 }}
            maw={960}
            mx="auto"
          >
            {roleChoices.map((choice) => (
              <RoleChoiceCard key={choice.audience} choice={choice} />
            ))}
          </SimpleGrid>

          <Box
            component="ul"
            className={classes.plainList}
            mt={{ base: 40, md: 56 }}
            style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.75rem 2rem' }}
          >
            {highlights.map(({ icon: HighlightIcon, label }) => (
              <Box component="li" key={label} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <HighlightIcon size={18} aria-hidden style={{ color: 'var(--mantine-color-teal-7)' }} />
                <Text component="span" fz="sm" fw={500}>
                  {label}
                </Text>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>
    </MarketingPage>
  );
}

function RoleChoiceCard({ choice }: { choice: RoleChoice }) {
  const { color, gradient, panelBackground } = roleStyle[choice.audience];
  const ChoiceIcon = choice.icon;
  const headingId = `home-${choice.audience}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="xl"
      padding="xl"
      shadow="md"
      className={classes.liftCard}
    >
      <Card.Section h={6} style={{ background: panelBackground }} mb="xl" />
      <Stack gap="md" h="100%">
        <ThemeIcon variant="gradient" gradient={gradient} size={60} radius="xl" aria-hidden>
          <ChoiceIcon size={32} stroke={1.8} />
        </ThemeIcon>
        <Title order={2} id={headingId} fz={{ base: 24, md: 28 }}>
          {choice.title}
        </Title>
        <Text className={classes.muted}>{choice.description}</Text>
        <Box component="ul" className={classes.plainList}>
          {choice.points.map((point) => (
            <Box component="li" key={point} mb={8} style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
              <IconCircleCheck
                size={20}
                aria-hidden
                style={{ flex: 'none', color: `var(--mantine-color-${color}-7)`, marginTop: 2 }}
              />
              <Text component="span">{point}</Text>
            </Box>
          ))}
        </Box>
        <Stack gap="xs" mt="auto">
          <Button
            component={Link}
            to={choice.landingTo}
            size="xl"
            radius="xl"
            fullWidth
            variant="gradient"
            gradient={gradient}
            rightSection={<IconArrowRight size={22} aria-hidden />}
          >
            {choice.landingLabel}
          </Button>
          <Button component={Link} to={choice.signUpTo} size="md" radius="xl" fullWidth variant="subtle" color={color}>
            {choice.signUpLabel}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
