import { Avatar, Box, Card, Grid, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { authPath } from '@microreach/domain/paths';
import { IconQuote, IconTrendingUp } from '@tabler/icons-react';
import {
  businessBenefits,
  businessCtaNotes,
  businessResults,
  businessSteps,
  businessTestimonials,
  sampleContent,
  successStory,
  ugcStatistics,
} from '../content/smb-landing-content';
import { ContentPostCard } from './content-post-card';
import { FeatureCard } from './feature-card';
import { HOW_IT_WORKS_ID, type LandingCallToAction, type LandingHero, LandingPage } from './landing-page';
import classes from './marketing.module.css';
import { MarketingSection } from './marketing-section';
import { roleStyle } from './role-style';
import { RotatingCarousel } from './rotating-carousel';
import { StepList } from './step-list';
import { TestimonialCard } from './testimonial-card';

const AUDIENCE = 'smb';
const { color, textGradient } = roleStyle[AUDIENCE];
const signUpAsBusiness = authPath({ role: 'smb' });

const hero: LandingHero = {
  titleId: 'smb-hero-title',
  badge: 'Pay only for real engagement',
  badgeIcon: <IconTrendingUp size={14} aria-hidden />,
  title: 'Run Influencer Campaigns That',
  titleHighlight: 'Actually Perform',
  titleSize: { fz: { base: 36, sm: 48, md: 56 }, lh: 1.08 },
  description:
    'Partner with micro-influencers matched to your niche, location and audience size, and pay only for the engagement your campaign earns: real views, likes and comments, with safeguards against bots.',
  actionLabel: 'Post Your First Campaign',
  avatarNames: ['Maria Lopez', 'David Chen', 'Priya Patel', 'Sam Carter'],
  proof: 'Trusted by hundreds of businesses',
  proofNote: 'No minimum spend · No long-term contract',
  showcase: (
    <RotatingCarousel
      items={sampleContent}
      label="Sample creator content"
      getDotLabel={(position, count) => `Show sample ${position} of ${count}`}
      audience={AUDIENCE}
      hasArrows
      renderSlide={(post) => <ContentPostCard post={post} mediaHeight={240} />}
    />
  ),
  showcaseMaxWidth: 420,
};

const callToAction: LandingCallToAction = {
  id: 'get-started',
  title: 'Ready to grow with creators your customers trust?',
  description:
    'Join hundreds of businesses running performance-based campaigns, with no minimum spend and no long-term contract.',
  actionLabel: 'Get Started Free',
  notes: businessCtaNotes,
};

/** The public landing page for businesses (B2 "Business landing page"). */
export function SmbLandingPage() {
  return (
    <LandingPage
      audience={AUDIENCE}
      signUpLabel="Get Started"
      signUpTo={signUpAsBusiness}
      hero={hero}
      callToAction={callToAction}
    >
      <MarketingSection
        id="benefits"
        audience={AUDIENCE}
        eyebrow="Why MicroReach"
        title="Influencer marketing without the guesswork"
        description="Everything a small business needs to work with creators, from first match to final payout."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {businessBenefits.map((benefit) => (
            <FeatureCard key={benefit.title} feature={benefit} audience={AUDIENCE} />
          ))}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection
        id={HOW_IT_WORKS_ID}
        audience={AUDIENCE}
        isMuted
        eyebrow="How it works"
        title="From idea to results in three steps"
        description="Launch a campaign in minutes and let the right creators come to you."
      >
        <StepList steps={businessSteps} audience={AUDIENCE} />
      </MarketingSection>

      <MarketingSection
        id="why-ugc"
        audience={AUDIENCE}
        eyebrow="Why UGC wins"
        title="People trust people, not ads"
        description="User-generated content from real creators feels like a recommendation from a friend, and it shows in the numbers."
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {ugcStatistics.map((statistic) => (
            <Paper key={statistic.value} withBorder radius="lg" p="xl" ta="center">
              <Text fz={44} fw={800} lh={1} variant="gradient" gradient={textGradient}>
                {statistic.value}
              </Text>
              <Text fz="sm" mt="sm" className={classes.muted}>
                {statistic.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection
        id="success-story"
        audience={AUDIENCE}
        isMuted
        eyebrow="Success story"
        title={successStory.title}
      >
        <Card withBorder radius="lg" padding={0} shadow="sm">
          <Grid gap={0}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg" p={{ base: 'lg', sm: 40 }}>
                <Text fz={{ base: 'md', md: 'lg' }} lh={1.7}>
                  {successStory.story}
                </Text>
                <Box component="figure" m={0}>
                  <Group gap="sm" align="flex-start" wrap="nowrap">
                    <IconQuote
                      size={28}
                      aria-hidden
                      style={{ color: `var(--mantine-color-${color}-4)`, flex: 'none' }}
                    />
                    <Box component="blockquote" m={0}>
                      <Text fz="md" fs="italic" lh={1.6}>
                        “{successStory.quote}”
                      </Text>
                    </Box>
                  </Group>
                  <Box component="figcaption" mt="md" ml={40}>
                    <Group gap="sm">
                      <Avatar name={successStory.person} color="initials" radius="xl" aria-hidden />
                      <Box>
                        <Text fw={600} fz="sm">
                          {successStory.person}
                        </Text>
                        <Text fz="sm" className={classes.muted}>
                          {successStory.personRole}
                        </Text>
                      </Box>
                    </Group>
                  </Box>
                </Box>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack
                gap="md"
                justify="center"
                h="100%"
                p={{ base: 'lg', sm: 40 }}
                style={{ background: roleStyle[AUDIENCE].panelBackground }}
              >
                {successStory.figures.map((figure) => (
                  <Box key={figure.label} c="white">
                    <Text fz={40} fw={800} lh={1.1}>
                      {figure.value}
                    </Text>
                    <Text fz="sm" opacity={0.95}>
                      {figure.label}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
        </Card>
      </MarketingSection>

      <MarketingSection
        id="results"
        audience={AUDIENCE}
        eyebrow="Results"
        title="Results you can measure"
        description="Every view, like and comment is tracked on your campaign analytics, so you always know what you paid for."
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {businessResults.map(({ icon: ResultIcon, value, label }) => (
            <Card key={label} withBorder radius="lg" padding="xl" className={classes.liftCard}>
              <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
                <ResultIcon size={24} />
              </ThemeIcon>
              <Text fz={32} fw={800} mt="md" lh={1.1}>
                {value}
              </Text>
              <Text fz="sm" className={classes.muted}>
                {label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection
        id="testimonials"
        audience={AUDIENCE}
        isMuted
        eyebrow="Testimonials"
        title="Loved by small businesses"
        description="Owners like you, growing with creators their customers already follow."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {businessTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} audience={AUDIENCE} />
          ))}
        </SimpleGrid>
      </MarketingSection>
    </LandingPage>
  );
}
