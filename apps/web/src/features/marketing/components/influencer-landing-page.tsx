import { Avatar, Badge, Box, Button, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { authPath, paths } from '@microreach/domain/paths';
import { IconArrowDown, IconArrowRight, IconCash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  creatorBenefits,
  creatorCtaNotes,
  creatorSteps,
  creatorTestimonials,
  creatorTypes,
  ugcExamples,
} from '../content/influencer-landing-content';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { CallToActionPanel } from './call-to-action-panel';
import { ContentPostCard } from './content-post-card';
import { CreatorTypeCard } from './creator-type-card';
import { FeatureCard } from './feature-card';
import classes from './marketing.module.css';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';
import { MarketingSection } from './marketing-section';
import { roleStyle } from './role-style';
import { RotatingCarousel } from './rotating-carousel';
import { StepList } from './step-list';
import { TestimonialCard } from './testimonial-card';

const AUDIENCE = 'influencer';
const HOW_IT_WORKS_ID = 'how-it-works';
const { color, gradient, textGradient, heroGlow } = roleStyle[AUDIENCE];
const signUpAsCreator = authPath({ role: 'influencer' });

/** The public landing page for creators (B2 "Creator landing page"). */
export function InfluencerLandingPage() {
  const scrollToSection = useScrollToSection();

  return (
    <>
      <MarketingHeader audience={AUDIENCE}>
        <Button component={Link} to={paths.auth} variant="subtle" color="gray" size="sm" px="xs">
          Login
        </Button>
        <Button
          component={Link}
          to={signUpAsCreator}
          variant="gradient"
          gradient={gradient}
          radius="xl"
          size="sm"
          px={{ base: 'sm', xs: 'md' }}
        >
          Join Free
        </Button>
      </MarketingHeader>

      <Box component="main">
        <Box component="section" aria-labelledby="creator-hero-title" className={classes.hero} style={heroGlow}>
          <Container size="lg" py={{ base: 48, md: 96 }}>
            <Grid gap={{ base: 40, md: 64 }} align="center">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <Badge
                    variant="light"
                    color={color}
                    size="lg"
                    radius="xl"
                    leftSection={<IconCash size={14} aria-hidden />}
                    w="fit-content"
                    tt="none"
                  >
                    Turn your content into income
                  </Badge>
                  <Title
                    order={1}
                    id="creator-hero-title"
                    fz={{ base: 40, sm: 52, md: 60 }}
                    lh={1.05}
                    style={{ letterSpacing: -1 }}
                    textWrap="balance"
                  >
                    Your Creativity.{' '}
                    <Text component="span" inherit variant="gradient" gradient={textGradient}>
                      Your Paycheck.
                    </Text>
                  </Title>
                  <Text fz={{ base: 'md', md: 'xl' }} className={classes.muted} maw={560} textWrap="pretty">
                    Partner with local and growing brands that fit your niche. No follower minimums: post the content
                    you love, and get paid for the engagement it earns once your content is verified.
                  </Text>
                  <Group gap="sm">
                    <Button
                      component={Link}
                      to={signUpAsCreator}
                      size="lg"
                      radius="xl"
                      w={{ base: '100%', xs: 'auto' }}
                      variant="gradient"
                      gradient={gradient}
                      rightSection={<IconArrowRight size={20} aria-hidden />}
                    >
                      Join & Start Earning
                    </Button>
                    {/* The spec shows no action for this button; scrolling to the steps is our choice (spec deviation). */}
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
                      {['Lena Park', 'Jordan Brooks', 'Aisha Bello', 'Theo Nguyen'].map((name) => (
                        <Avatar key={name} name={name} color="initials" radius="xl" size="md" />
                      ))}
                    </Avatar.Group>
                    <Text fz="sm" fw={500}>
                      Join 500+ creators already earning
                    </Text>
                  </Group>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Box maw={400} mx="auto">
                  <RotatingCarousel
                    items={creatorTypes}
                    label="Creator types"
                    getDotLabel={(position, count) => `Show creator type ${position} of ${count}`}
                    audience={AUDIENCE}
                    renderSlide={(creatorType) => <CreatorTypeCard creatorType={creatorType} />}
                  />
                </Box>
              </Grid.Col>
            </Grid>
          </Container>
        </Box>

        <MarketingSection
          id="why-creators"
          audience={AUDIENCE}
          eyebrow="Why creators love us"
          title="Why Influencers Love MicroReach"
          description="Built for creators of every size who want fair pay for real results."
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {creatorBenefits.map((benefit) => (
              <FeatureCard key={benefit.title} feature={benefit} audience={AUDIENCE} />
            ))}
          </SimpleGrid>
        </MarketingSection>

        <MarketingSection
          id={HOW_IT_WORKS_ID}
          audience={AUDIENCE}
          isMuted
          eyebrow="How it works"
          title="Start earning in four steps"
          description="From sign-up to payout, everything happens in one app."
        >
          <StepList steps={creatorSteps} audience={AUDIENCE} />
        </MarketingSection>

        <MarketingSection
          id="creator-testimonials"
          audience={AUDIENCE}
          eyebrow="Creator stories"
          title="Creators like you, getting paid"
          description="Real voices with real audiences, big and small."
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {creatorTestimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} audience={AUDIENCE} />
            ))}
          </SimpleGrid>
        </MarketingSection>

        <MarketingSection
          id="ugc-examples"
          audience={AUDIENCE}
          isMuted
          eyebrow="UGC examples"
          title="Content brands are paying for"
          description="Everyday posts in a creator's own style: the kind of content local brands want more of."
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {ugcExamples.map((post) => (
              <ContentPostCard key={post.id} post={post} mediaHeight={180} />
            ))}
          </SimpleGrid>
        </MarketingSection>

        <CallToActionPanel
          id="join"
          audience={AUDIENCE}
          title="Ready to get paid for what you create?"
          description="Create your free profile today and start matching with brands that fit your style."
          actionLabel="Start Earning Today"
          actionTo={signUpAsCreator}
          notes={creatorCtaNotes}
        />
      </Box>

      <MarketingFooter audience={AUDIENCE} />
    </>
  );
}
