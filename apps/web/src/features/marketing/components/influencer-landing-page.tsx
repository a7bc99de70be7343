import { SimpleGrid } from '@mantine/core';
import { authPath } from '@microreach/domain/paths';
import { IconCash } from '@tabler/icons-react';
import {
  creatorBenefits,
  creatorCtaNotes,
  creatorSteps,
  creatorTestimonials,
  creatorTypes,
  ugcExamples,
} from '../content/influencer-landing-content';
import { ContentPostCard } from './content-post-card';
import { CreatorTypeCard } from './creator-type-card';
import { FeatureCard } from './feature-card';
import { HOW_IT_WORKS_ID, type LandingCallToAction, type LandingHero, LandingPage } from './landing-page';
import { MarketingSection } from './marketing-section';
import { RotatingCarousel } from './rotating-carousel';
import { StepList } from './step-list';
import { TestimonialCard } from './testimonial-card';

const AUDIENCE = 'influencer';
const signUpAsCreator = authPath({ role: 'influencer' });

const hero: LandingHero = {
  titleId: 'creator-hero-title',
  badge: 'Turn your content into income',
  badgeIcon: <IconCash size={14} aria-hidden />,
  title: 'Your Creativity.',
  titleHighlight: 'Your Paycheck.',
  titleSize: { fz: { base: 40, sm: 52, md: 60 }, lh: 1.05 },
  description:
    'Partner with local and growing brands that fit your niche. No follower minimums: post the content you love, and get paid for the engagement it earns once your content is verified.',
  actionLabel: 'Join & Start Earning',
  avatarNames: ['Lena Park', 'Jordan Brooks', 'Aisha Bello', 'Theo Nguyen'],
  proof: 'Join 500+ creators already earning',
  showcase: (
    <RotatingCarousel
      items={creatorTypes}
      label="Creator types"
      getDotLabel={(position, count) => `Show creator type ${position} of ${count}`}
      audience={AUDIENCE}
      renderSlide={(creatorType) => <CreatorTypeCard creatorType={creatorType} />}
    />
  ),
  showcaseMaxWidth: 400,
};

const callToAction: LandingCallToAction = {
  id: 'join',
  title: 'Ready to get paid for what you create?',
  description: 'Create your free profile today and start matching with brands that fit your style.',
  actionLabel: 'Start Earning Today',
  notes: creatorCtaNotes,
};

/** The public landing page for creators (B2 "Creator landing page"). */
export function InfluencerLandingPage() {
  return (
    <LandingPage
      audience={AUDIENCE}
      signUpLabel="Join Free"
      signUpTo={signUpAsCreator}
      hero={hero}
      callToAction={callToAction}
    >
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
    </LandingPage>
  );
}
