// Static promotional copy for the creator landing page (B1: testimonials are samples).

import type { MantineColor } from '@mantine/core';
import {
  type Icon,
  IconBarbell,
  IconBrush,
  IconCamera,
  IconCash,
  IconChefHat,
  IconCoffee,
  IconDeviceLaptop,
  IconLayoutDashboard,
  IconMessages,
  IconPalette,
  IconPizza,
  IconSearch,
  IconShieldCheck,
  IconTargetArrow,
  IconToolsKitchen2,
  IconUserPlus,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ContentPost } from '../components/content-post-card';
import type { Feature } from '../components/feature-card';
import type { Step } from '../components/step-list';
import type { Testimonial } from '../components/testimonial-card';

export interface CreatorType {
  id: string;
  title: string;
  description: string;
  brands: string;
  /** An example campaign such a creator might join. */
  sampleCampaign: string;
  icon: Icon;
  colors: [MantineColor, MantineColor];
}

export const creatorTypes: CreatorType[] = [
  {
    id: 'lifestyle',
    title: 'Lifestyle Creators',
    description: 'Day-in-the-life stories, local finds and honest hauls.',
    brands: 'Boutiques, cafés and home-goods shops',
    sampleCampaign: 'Spring collection try-on',
    icon: IconCamera,
    colors: ['violet', 'pink'],
  },
  {
    id: 'food',
    title: 'Foodies',
    description: 'Tastings, recipes and hidden-gem restaurant reviews.',
    brands: 'Restaurants, bakeries and food trucks',
    sampleCampaign: 'New seasonal menu tasting',
    icon: IconToolsKitchen2,
    colors: ['orange', 'red'],
  },
  {
    id: 'fitness',
    title: 'Fitness Coaches',
    description: 'Workouts, wellness routines and healthy habits.',
    brands: 'Gyms, studios and supplement brands',
    sampleCampaign: '30-day studio challenge',
    icon: IconBarbell,
    colors: ['teal', 'blue'],
  },
  {
    id: 'beauty',
    title: 'Beauty Creators',
    description: 'Tutorials, skincare routines and product reviews.',
    brands: 'Salons, skincare and cosmetics brands',
    sampleCampaign: 'Clean skincare routine',
    icon: IconPalette,
    colors: ['pink', 'grape'],
  },
];

export const creatorBenefits: Feature[] = [
  {
    icon: IconCash,
    title: 'Get Paid for Real Results',
    description:
      'Earn from the views, likes and comments your posts bring. Payouts are sent automatically once your content is verified.',
  },
  {
    icon: IconUsers,
    title: 'No Follower Minimums',
    description: 'Micro and nano creators welcome. Brands here want authentic voices, not just big numbers.',
  },
  {
    icon: IconTargetArrow,
    title: 'Brands That Fit You',
    description:
      'Campaigns matched to your niche, location and audience size, so every post feels natural to your followers.',
  },
  {
    icon: IconWallet,
    title: 'Keep 95% of Earnings',
    description: 'One 5% service fee, shown on every payment, and nothing else. Track every payout in your wallet.',
  },
  {
    icon: IconMessages,
    title: 'Chat Directly With Brands',
    description: 'Agree on ideas and ask questions in built-in chat, without email chains or lost DMs.',
  },
  {
    icon: IconLayoutDashboard,
    title: 'Your Own Creator Dashboard',
    description: 'See views, likes, comments, shares and earnings for every campaign you join, all in one place.',
  },
];

export const creatorSteps: Step[] = [
  {
    icon: IconUserPlus,
    title: 'Sign Up',
    description: 'Create your free creator profile and tell us the content you make and the industries you love.',
  },
  {
    icon: IconSearch,
    title: 'Match With Brands',
    description: 'Browse campaigns from businesses looking for creators like you and join the ones that fit.',
  },
  {
    icon: IconBrush,
    title: 'Create Content',
    description: 'Post on Instagram or TikTok in your own style, then submit your post link in the app.',
  },
  {
    icon: IconShieldCheck,
    title: 'Get Paid for Results',
    description: 'Once your content is verified you earn from the engagement it brings, paid out automatically.',
  },
];

export const creatorTestimonials: Testimonial[] = [
  {
    name: 'Lena Park',
    business: 'Lifestyle creator, 6K followers',
    quote: 'I never thought 6K followers was enough to get paid. Now local brands reach out to me every month.',
    rating: 5,
  },
  {
    name: 'Jordan Brooks',
    business: 'Food creator, 12K followers',
    quote: 'I post about restaurants I already love and get paid for the engagement. The payouts are quick and simple.',
    rating: 5,
  },
  {
    name: 'Aisha Bello',
    business: 'Fitness creator, 3K followers',
    quote:
      'Chatting with the gym owner in the app made the whole campaign easy. My dashboard shows exactly what I earned.',
    rating: 4,
  },
];

export const ugcExamples: ContentPost[] = [
  {
    id: 'latte',
    creator: 'Jordan Brooks',
    handle: '@jordaneats',
    platform: 'TikTok',
    niche: 'Food',
    location: 'Chicago, IL',
    business: 'Corner Brew',
    caption: 'Rating every latte at Corner Brew so you do not have to',
    views: '18.4K',
    likes: '2.1K',
    comments: '96',
    icon: IconCoffee,
    colors: ['orange', 'yellow'],
  },
  {
    id: 'pizza',
    creator: 'Nina Rossi',
    handle: '@ninaslice',
    platform: 'Instagram',
    niche: 'Food',
    location: 'Brooklyn, NY',
    business: 'Forno Pizza Co.',
    caption: 'Behind the counter: how a wood-fired pie gets made',
    views: '27.6K',
    likes: '3.4K',
    comments: '158',
    icon: IconPizza,
    colors: ['red', 'orange'],
  },
  {
    id: 'desk',
    creator: 'Theo Nguyen',
    handle: '@theo.builds',
    platform: 'TikTok',
    niche: 'Tech',
    location: 'San Jose, CA',
    business: 'Nook Desks',
    caption: 'My small-space desk setup, one month in',
    views: '35.2K',
    likes: '4.0K',
    comments: '221',
    icon: IconDeviceLaptop,
    colors: ['indigo', 'cyan'],
  },
  {
    id: 'bakery',
    creator: 'Lena Park',
    handle: '@lena.daily',
    platform: 'Instagram',
    niche: 'Lifestyle',
    location: 'Seattle, WA',
    business: 'Rise Bakery',
    caption: 'Sunday reset with a box of pastries from Rise',
    views: '12.9K',
    likes: '1.5K',
    comments: '74',
    icon: IconChefHat,
    colors: ['grape', 'pink'],
  },
];

export const creatorCtaNotes = ['Free to join', 'No contracts', 'Keep 95% of earnings'];
