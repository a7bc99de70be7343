// Static promotional copy for the business landing page (B1: testimonials and statistics are samples).
import {
  IconBarbell,
  IconChartBar,
  IconClipboardCheck,
  IconCoffee,
  IconEye,
  IconHanger,
  IconHeartHandshake,
  IconLayoutDashboard,
  IconLockOpen,
  IconPlant2,
  IconSpeakerphone,
  IconTargetArrow,
  IconTrendingUp,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ContentPost } from '../components/content-post-card';
import type { Feature } from '../components/feature-card';
import type { Step } from '../components/step-list';
import type { Testimonial } from '../components/testimonial-card';

export const sampleContent: ContentPost[] = [
  {
    id: 'cafe',
    creator: 'Sofia Ramirez',
    handle: '@sofia.sips',
    platform: 'Instagram',
    niche: 'Food & drink',
    location: 'Austin, TX',
    business: 'Bean & Bloom Café',
    caption: 'My new Saturday ritual: lavender oat latte at Bean & Bloom',
    views: '24.3K',
    likes: '1.9K',
    comments: '146',
    icon: IconCoffee,
    colors: ['orange', 'red'],
  },
  {
    id: 'boutique',
    creator: 'Marcus Lee',
    handle: '@marcusfits',
    platform: 'TikTok',
    niche: 'Fashion',
    location: 'Portland, OR',
    business: 'Thread & Needle',
    caption: '3 ways to style one linen shirt from a local boutique',
    views: '58.1K',
    likes: '6.2K',
    comments: '312',
    icon: IconHanger,
    colors: ['violet', 'indigo'],
  },
  {
    id: 'gym',
    creator: 'Jade Thompson',
    handle: '@jade.moves',
    platform: 'TikTok',
    niche: 'Fitness',
    location: 'Denver, CO',
    business: 'Peak Performance Gym',
    caption: 'Leg day at Peak Performance: the 20-minute finisher',
    views: '41.7K',
    likes: '4.4K',
    comments: '208',
    icon: IconBarbell,
    colors: ['teal', 'blue'],
  },
  {
    id: 'skincare',
    creator: 'Amara Okafor',
    handle: '@amara.glows',
    platform: 'Instagram',
    niche: 'Beauty',
    location: 'Atlanta, GA',
    business: 'Glow Naturals',
    caption: 'Unboxing a small-batch skincare routine that actually works',
    views: '32.9K',
    likes: '3.1K',
    comments: '187',
    icon: IconPlant2,
    colors: ['pink', 'grape'],
  },
];

export const businessBenefits: Feature[] = [
  {
    icon: IconChartBar,
    title: 'Pay Only for Results',
    description:
      'Campaigns are performance-based: you pay for real engagement (views, likes and comments), with safeguards that filter out bot activity.',
  },
  {
    icon: IconTargetArrow,
    title: 'Perfectly Matched Creators',
    description:
      'We match you with micro-influencers by niche, location and audience size, so your brand reaches the people most likely to buy.',
  },
  {
    icon: IconLayoutDashboard,
    title: 'One Dashboard, Built-in Chat',
    description:
      'Track every campaign from your business dashboard and talk to creators in in-app chat, with no scattered emails or DMs.',
  },
  {
    icon: IconLockOpen,
    title: 'No Minimums, No Lock-in',
    description:
      'No minimum spend and no long-term contract. Fund campaigns securely by card and creators are paid out automatically.',
  },
];

export const businessSteps: Step[] = [
  {
    icon: IconSpeakerphone,
    title: 'Post Campaign',
    description:
      'Describe your product, goals, budget and dates. Your campaign is ready for creators in a few minutes.',
  },
  {
    icon: IconUsersGroup,
    title: 'Get Matched',
    description:
      'Creators who fit your niche, location and audience size join your campaign, and you can search and message influencers directly.',
  },
  {
    icon: IconClipboardCheck,
    title: 'Approve Content',
    description:
      'Creators post on Instagram or TikTok and submit their links. Review the content and watch views, likes and comments come in.',
  },
];

export interface Statistic {
  value: string;
  label: string;
}

export const ugcStatistics: Statistic[] = [
  { value: '92%', label: 'of consumers trust recommendations from people over brand advertising' },
  { value: '4x', label: 'higher click-through rates for creator content than for brand-made ads' },
  { value: '50%', label: 'lower cost per click when ads feature user-generated content' },
  { value: '79%', label: 'of shoppers say user-generated content strongly influences what they buy' },
];

export const successStory = {
  business: 'Bean & Bloom Café',
  title: 'How Bean & Bloom Café filled its weekend brunch',
  story:
    'A neighborhood café in Austin posted one campaign and was matched with eight local food creators with 3K to 25K followers each. Within three weeks their posts had reached thousands of nearby coffee lovers, and the café paid only for the engagement the posts earned.',
  quote:
    'We had tried paid ads with nothing to show for it. With MicroReach, real locals talked about us, and we could see every view and comment we paid for.',
  person: 'Maria Lopez',
  personRole: 'Owner, Bean & Bloom Café',
  figures: [
    { value: '8', label: 'local creators' },
    { value: '126K', label: 'views in 3 weeks' },
    { value: '+38%', label: 'weekend visits' },
  ] satisfies Statistic[],
};

export const businessResults: (Statistic & { icon: typeof IconEye })[] = [
  { icon: IconEye, value: '2.4M+', label: 'views delivered for small businesses' },
  { icon: IconTrendingUp, value: '6.8%', label: 'average engagement rate on campaign posts' },
  { icon: IconHeartHandshake, value: '500+', label: 'creators ready to work with your brand' },
  { icon: IconUsersGroup, value: 'Hundreds', label: 'of businesses growing with creators' },
];

export const businessTestimonials: Testimonial[] = [
  {
    name: 'Maria Lopez',
    business: 'Bean & Bloom Café',
    quote: 'Local creators brought in customers our ads never reached, and we only paid for the engagement we got.',
    rating: 5,
  },
  {
    name: 'David Chen',
    business: 'Peak Performance Gym',
    quote:
      'The matching is spot on. Every creator we worked with trains in our city and speaks to exactly our members.',
    rating: 5,
  },
  {
    name: 'Priya Patel',
    business: 'Glow Naturals',
    quote: 'No minimum spend made it easy to try. Chatting with creators inside the app kept everything in one place.',
    rating: 4,
  },
];

export const businessCtaNotes = [
  'No credit card required',
  'Setup in 5 minutes',
  'Secure payments',
  'Performance guarantee',
];
