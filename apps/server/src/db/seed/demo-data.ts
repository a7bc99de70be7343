// The demo marketplace as data: businesses and creators, campaigns in every status, applications, posts, payments,
// payouts and chats, with days counted from today; seed.ts turns it into rows. No database code: it is loaded only to
// seed (`npm run seed`, or a server's first start on an empty database).

import type { CampaignTerms } from '@microreach/domain/campaign-terms';
import type { PayoutState } from '@microreach/domain/creator-earnings';
import type {
  BUDGET_RANGES,
  BUSINESS_CONTENT_TYPES,
  BUSINESS_INDUSTRIES,
  CAMPAIGN_CONTENT_TYPES,
  CAMPAIGN_NICHES,
  FOLLOWER_RANGES,
  INFLUENCER_NICHES,
  LOCATIONS,
  PREFERRED_CONTENT_TYPES,
  PREFERRED_INDUSTRIES,
  TARGET_AUDIENCES,
} from '@microreach/domain/options';
import type { ApplicantStatus, CampaignStatus, Platform, Role, Visibility } from '@microreach/domain/statuses';

/** Every demo account signs in with this password (printed by `npm run seed`, listed in the README). */
export const DEMO_PASSWORD = 'MicroReach-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.microreach.app';

export interface DemoAccount {
  email: string;
  role: Role;
  name: string;
  companyName?: string;
  /** What the account shows off, for the README and the seed script's output. */
  about: string;
}

type Option<T extends readonly string[]> = T[number];

// ---------------------------------------------------------------------------------------------------------------
// Accounts

interface BusinessSeed {
  key: string;
  name: string;
  companyName: string;
  location: Option<typeof LOCATIONS>;
  businessBio: string;
  instagram: string;
  tiktok: string;
  website: string;
  phone: string;
  campaignBudget: Option<typeof BUDGET_RANGES>;
  targetAudience: Option<typeof TARGET_AUDIENCES>;
  contentTypes: readonly Option<typeof BUSINESS_CONTENT_TYPES>[];
  industries: readonly Option<typeof BUSINESS_INDUSTRIES>[];
  joinedDaysAgo: number;
  about: string;
}

export const BUSINESSES = [
  {
    key: 'brew',
    name: 'Daniel Reyes',
    companyName: 'Northside Coffee Roasters',
    location: 'United States',
    businessBio:
      'Small-batch specialty coffee roasted in Portland since 2016. We partner with home baristas and food creators who love slow mornings and honest reviews.',
    instagram: '@northsideroasters',
    tiktok: '@northsideroasters',
    website: 'https://northsideroasters.example.com',
    phone: '+1 503 555 0142',
    campaignBudget: '5k-10k',
    targetAudience: 'Millennials (25-34)',
    contentTypes: ['Product Reviews', 'Unboxing', 'Reels/Short Videos'],
    industries: ['food-beverage'],
    joinedDaysAgo: 210,
    about:
      'Coffee roaster: Live Public and Live Private campaigns, 3 pending applications to accept or reject on "Cold Brew Concentrate Launch", a Completed and a Draft campaign, 2 unread messages; Review Content: posts Under Review, Tracking, Approved and Needs Fix (one with time left, one whose 48 hours have passed), one approved automatically, one held for a burst of likes',
  },
  {
    key: 'glow',
    name: 'Hannah Lee',
    companyName: 'Glow Theory Skincare',
    location: 'Canada',
    businessBio:
      'Dermatologist-formulated skincare for sensitive skin, made in Toronto. Fragrance-free, cruelty-free and tested on real routines, not filters.',
    instagram: '@glowtheoryskin',
    tiktok: '@glowtheory',
    website: 'https://glowtheory.example.com',
    phone: '+1 416 555 0178',
    campaignBudget: '10k-25k',
    targetAudience: 'Gen Z (18-24)',
    contentTypes: ['Product Reviews', 'Tutorials', 'Unboxing', 'Story Posts'],
    industries: ['fashion-beauty', 'health-wellness'],
    joinedDaysAgo: 190,
    about:
      'Skincare brand: every campaign status except Completed (Live, Paused, Ended, Draft), an Unlimited-slot Public campaign, 2 pending applications on a Private one, 2 unread messages; a hold on a jump in views, released',
  },
  {
    key: 'pulse',
    name: 'Marcus Bell',
    companyName: 'PulseFit',
    location: 'United Kingdom',
    businessBio:
      'PulseFit is a workout and running app with 20-minute home sessions, guided runs and a community that keeps you on your streak.',
    instagram: '@pulsefitapp',
    tiktok: '@pulsefit',
    website: 'https://pulsefit.example.com',
    phone: '+44 20 7946 0958',
    campaignBudget: '10k-25k',
    targetAudience: 'Millennials (25-34)',
    contentTypes: ['Tutorials', 'Reels/Short Videos', 'Live Streams'],
    industries: ['sports-fitness', 'health-wellness', 'technology'],
    joinedDaysAgo: 180,
    about:
      'Fitness app: the most campaigns (6) in every status, a Draft with no budget yet (TBD), pending applications on the Private "PulseFit Run Club Launch"; a post approved automatically, one held after its comments were purged, one whose fix never came',
  },
  {
    key: 'fernway',
    name: 'Olivia Grant',
    companyName: 'Fernway Travel Gear',
    location: 'Australia',
    businessBio: 'Carry-on backpacks and packing cubes designed in Melbourne for people who travel light.',
    instagram: '@fernwaygear',
    tiktok: '@fernwaygear',
    website: 'https://fernway.example.com',
    phone: '+61 3 5550 1234',
    campaignBudget: '1k-5k',
    targetAudience: 'Professionals',
    contentTypes: ['Lifestyle Content', 'Behind the Scenes'],
    industries: ['travel-tourism'],
    joinedDaysAgo: 3,
    about: 'New business with no campaigns yet: the empty dashboard, and one conversation started with a creator',
  },
] as const satisfies readonly BusinessSeed[];

type BusinessKey = (typeof BUSINESSES)[number]['key'];

interface CreatorSeed {
  key: string;
  name: string;
  dateOfBirth: string;
  location: Option<typeof LOCATIONS>;
  bio: string;
  instagram: string;
  tiktok: string;
  website?: string;
  niches: readonly Option<typeof INFLUENCER_NICHES>[];
  keywords: readonly string[];
  contentTypes: readonly Option<typeof PREFERRED_CONTENT_TYPES>[];
  industries: readonly Option<typeof PREFERRED_INDUSTRIES>[];
  /** Follower counts (docs/decisions/013); the seeded views follow the spec's range each count falls in. */
  instagramFollowers: number;
  tiktokFollowers: number;
  joinedDaysAgo: number;
  /** When the creator last used the app (Find Influencers' "Recently Active"), varied so the sort shows. */
  lastActiveHoursAgo: number;
  about: string;
}

export const CREATORS = [
  {
    key: 'mia',
    name: 'Mia Torres',
    dateOfBirth: '1996-04-18',
    location: 'United States',
    bio: 'Home barista and brunch enthusiast in Austin. Honest coffee reviews, easy recipes and slow-morning routines.',
    instagram: '@miatorres.eats',
    tiktok: '@miatorreseats',
    website: 'https://miatorres.example.com',
    niches: ['Food', 'Lifestyle'],
    keywords: ['specialty coffee', 'home barista', 'brunch recipes'],
    contentTypes: ['product-reviews', 'reels-short-videos', 'lifestyle-content'],
    industries: ['food-beverage', 'health-wellness'],
    instagramFollowers: 12_400,
    tiktokFollowers: 6_800,
    joinedDaysAgo: 160,
    lastActiveHoursAgo: 2,
    about:
      'Busiest creator: 2 Live campaigns with posts, a Completed one, a post uploaded hours ago (0 views, Under Review), posts Tracking and Approved with weeks of figures, one Needs Fix with 48 hours to replace the link, payouts paid and pending, 2 unread messages',
  },
  {
    key: 'jordan',
    name: 'Jordan Blake',
    dateOfBirth: '1993-09-02',
    location: 'United Kingdom',
    bio: 'Strength coach and marathon runner in Manchester. Short, no-nonsense home workouts you can actually stick to.',
    instagram: '@jordanlifts',
    tiktok: '@jordanblakefit',
    niches: ['Fitness', 'Sports'],
    keywords: ['strength training', 'home workouts', 'marathon prep'],
    contentTypes: ['tutorials', 'reels-short-videos', 'live-streams'],
    industries: ['sports-fitness', 'health-wellness'],
    instagramFollowers: 44_100,
    tiktokFollowers: 12_400,
    joinedDaysAgo: 150,
    lastActiveHoursAgo: 30,
    about:
      'Top performer on PulseFit campaigns (posts Tracking, Under Review and Approved, one Needs Fix whose 48 hours have passed), a Pending Approval application, a rejected payout request, 2 unread messages',
  },
  {
    key: 'aiko',
    name: 'Aiko Tanaka',
    dateOfBirth: '1998-01-25',
    location: 'Japan',
    bio: 'J-beauty and minimalist skincare from Osaka. Fewer products, better skin.',
    instagram: '@aiko.skin',
    tiktok: '@aikotanaka',
    niches: ['Beauty', 'Fashion'],
    keywords: ['skincare routines', 'j-beauty', 'minimalist makeup'],
    contentTypes: ['product-reviews', 'tutorials', 'unboxing'],
    industries: ['fashion-beauty'],
    instagramFollowers: 1_215_000,
    tiktokFollowers: 44_100,
    joinedDaysAgo: 140,
    lastActiveHoursAgo: 6,
    about: 'Largest audience: high-view Glow Theory posts, an approved payout request',
  },
  {
    key: 'lucas',
    name: 'Lucas Moreau',
    dateOfBirth: '1991-06-11',
    location: 'France',
    bio: 'Slow travel and film photography. City guides from Lyon and wherever the train goes next.',
    instagram: '@lucasmoreau.travels',
    tiktok: '@lucasmoreau',
    website: 'https://lucasmoreau.example.com',
    niches: ['Travel', 'Photography'],
    keywords: ['slow travel', 'film photography', 'city guides'],
    contentTypes: ['lifestyle-content', 'behind-the-scenes', 'story-posts'],
    industries: ['travel-tourism', 'entertainment'],
    instagramFollowers: 12_400,
    tiktokFollowers: 1_930,
    joinedDaysAgo: 130,
    lastActiveHoursAgo: 200,
    about: 'A Left Campaign (cannot rejoin), an Application Declined, a first message from a new brand',
  },
  {
    key: 'priya',
    name: 'Priya Sharma',
    dateOfBirth: '1997-11-30',
    location: 'India',
    bio: 'Everyday makeup and ayurvedic skincare from Bengaluru. Self-care that fits into a busy day.',
    instagram: '@priyaglows',
    tiktok: '@priya.sharma',
    niches: ['Beauty', 'Lifestyle'],
    keywords: ['ayurvedic skincare', 'everyday makeup', 'self-care'],
    contentTypes: ['product-reviews', 'reels-short-videos', 'story-posts'],
    industries: ['fashion-beauty', 'health-wellness'],
    instagramFollowers: 44_100,
    tiktokFollowers: 12_400,
    joinedDaysAgo: 125,
    lastActiveHoursAgo: 50,
    about: 'Every application state: approved, pending (Paused campaign) and rejected; a pending payout',
  },
  {
    key: 'sofia',
    name: 'Sofia Rossi',
    dateOfBirth: '1995-03-08',
    location: 'Italy',
    bio: 'Italian home cooking and espresso culture from Bologna. Recipes your nonna would approve of.',
    instagram: '@sofiainthekitchen',
    tiktok: '@sofiarossi.cooks',
    niches: ['Food', 'Travel'],
    keywords: ['italian recipes', 'espresso culture', 'food markets'],
    contentTypes: ['tutorials', 'reels-short-videos', 'behind-the-scenes'],
    industries: ['food-beverage', 'travel-tourism'],
    instagramFollowers: 17_900,
    tiktokFollowers: 44_100,
    joinedDaysAgo: 120,
    lastActiveHoursAgo: 12,
    about: 'Pending Approval on a Private campaign while chatting with the brand, 1 unread message',
  },
  {
    key: 'ethan',
    name: 'Ethan Walker',
    dateOfBirth: '1994-08-14',
    location: 'Canada',
    bio: 'Gadget reviews, desk setups and the occasional late-night stream from Vancouver.',
    instagram: '@ethanbuilds',
    tiktok: '@ethanwalkertech',
    niches: ['Tech', 'Gaming'],
    keywords: ['gadget reviews', 'desk setups', 'fitness tech'],
    contentTypes: ['product-reviews', 'unboxing', 'live-streams'],
    industries: ['technology', 'entertainment'],
    instagramFollowers: 4_200,
    tiktokFollowers: 36_200,
    joinedDaysAgo: 115,
    lastActiveHoursAgo: 400,
    about:
      'An Ended tech campaign with earnings, a paid payout and a Delayed one (the provider could not confirm it); one rejected and one left application',
  },
  {
    key: 'chloe',
    name: 'Chloe Nguyen',
    dateOfBirth: '1999-05-21',
    location: 'Australia',
    bio: 'Pilates instructor in Sydney sharing wellness routines and habits that last longer than January.',
    instagram: '@chloemoves',
    tiktok: '@chloenguyen.fit',
    niches: ['Fitness', 'Lifestyle'],
    keywords: ['pilates', 'wellness routines', 'healthy habits'],
    contentTypes: ['reels-short-videos', 'tutorials', 'lifestyle-content'],
    industries: ['sports-fitness', 'health-wellness'],
    instagramFollowers: 21_600,
    tiktokFollowers: 68_300,
    joinedDaysAgo: 110,
    lastActiveHoursAgo: 1,
    about: 'Three Live campaigns at once plus a pending application, whole balance paid out',
  },
  {
    key: 'mateo',
    name: 'Mateo García',
    dateOfBirth: '1992-12-03',
    location: 'Spain',
    bio: 'Runner and cyclist in Valencia. Training logs, sports nutrition and sunrise routes.',
    instagram: '@mateoruns',
    tiktok: '@mateogarcia.run',
    niches: ['Sports', 'Fitness'],
    keywords: ['running', 'cycling', 'sports nutrition'],
    contentTypes: ['behind-the-scenes', 'reels-short-videos', 'story-posts'],
    industries: ['sports-fitness'],
    instagramFollowers: 6_800,
    tiktokFollowers: 8_350,
    joinedDaysAgo: 105,
    lastActiveHoursAgo: 90,
    about: 'An "active" application, a Paused campaign and a Pending Approval one',
  },
  {
    key: 'ana',
    name: 'Ana Souza',
    dateOfBirth: '2000-02-14',
    location: 'Brazil',
    bio: 'Thrifted outfits and skincare on a budget from São Paulo. Looking good should not cost a fortune.',
    instagram: '@anasouza.style',
    tiktok: '@anasouza',
    website: 'https://anasouza.example.com',
    niches: ['Fashion', 'Beauty'],
    keywords: ['thrift fashion', 'budget skincare', 'outfit ideas'],
    contentTypes: ['unboxing', 'reels-short-videos', 'product-reviews'],
    industries: ['fashion-beauty'],
    instagramFollowers: 28_700,
    tiktokFollowers: 17_900,
    joinedDaysAgo: 100,
    lastActiveHoursAgo: 20,
    about: 'A payment Under Review, a Pending Approval application and unanswered messages to the brand',
  },
  {
    key: 'lena',
    name: 'Lena Fischer',
    dateOfBirth: '1990-07-09',
    location: 'Germany',
    bio: 'Illustrator and still-life photographer in Berlin. Latte art, watercolour and slow craft.',
    instagram: '@lena.fischer.art',
    tiktok: '@lenafischerart',
    niches: ['Art', 'Photography'],
    keywords: ['latte art', 'still life photography', 'watercolour'],
    contentTypes: ['behind-the-scenes', 'tutorials', 'story-posts'],
    industries: ['entertainment', 'food-beverage'],
    instagramFollowers: 8_350,
    tiktokFollowers: 1_480,
    joinedDaysAgo: 95,
    lastActiveHoursAgo: 150,
    about: 'Joined a Live campaign with no content yet (Upload Content), an Application Declined',
  },
  {
    key: 'diego',
    name: 'Diego Hernández',
    dateOfBirth: '1995-10-27',
    location: 'Mexico',
    bio: 'Street food, kitchen fails and coffee sketches from Mexico City. Comedy first, recipes second.',
    instagram: '@diegocomedia',
    tiktok: '@diegohdz',
    niches: ['Comedy', 'Food'],
    keywords: ['street food', 'kitchen fails', 'coffee sketches'],
    contentTypes: ['reels-short-videos', 'lifestyle-content', 'live-streams'],
    industries: ['food-beverage', 'entertainment'],
    instagramFollowers: 17_900,
    tiktokFollowers: 324_000,
    joinedDaysAgo: 92,
    lastActiveHoursAgo: 4,
    about: 'Viral TikToks, a payment Under Review and a pending application, 1 unread message',
  },
  {
    key: 'grace',
    name: 'Grace Kim',
    dateOfBirth: '1996-05-05',
    location: 'United States',
    bio: 'Study-with-me sessions, productivity apps and wearables, from a grad student in Seattle.',
    instagram: '@gracekimstudies',
    tiktok: '@grace.studies',
    niches: ['Education', 'Tech'],
    keywords: ['study with me', 'productivity apps', 'wearables'],
    contentTypes: ['tutorials', 'product-reviews', 'lifestyle-content'],
    industries: ['education', 'technology'],
    instagramFollowers: 12_400,
    tiktokFollowers: 36_200,
    joinedDaysAgo: 90,
    lastActiveHoursAgo: 70,
    about: 'Ended campaign earnings with no payout requested yet (a positive balance), a pending application',
  },
  {
    key: 'noah',
    name: 'Noah Bennett',
    dateOfBirth: '2001-09-19',
    location: 'Canada',
    bio: 'Acoustic covers and campus life in Montreal. Playlists for studying and slow Sundays.',
    instagram: '@noahbennettmusic',
    tiktok: '@noahbplays',
    niches: ['Music', 'Lifestyle'],
    keywords: ['acoustic covers', 'campus life', 'playlist picks'],
    contentTypes: ['live-streams', 'behind-the-scenes'],
    industries: ['entertainment', 'education'],
    instagramFollowers: 910,
    tiktokFollowers: 1_480,
    joinedDaysAgo: 1,
    lastActiveHoursAgo: 0.5,
    about: 'New creator with no campaigns: empty dashboard and earnings, ready to browse and join',
  },
] as const satisfies readonly CreatorSeed[];

type CreatorKey = (typeof CREATORS)[number]['key'];

export const emailOf = (key: string) => `${key}@${DEMO_EMAIL_DOMAIN}`;

/** The demo's operator (issue 28): signs in at /ops with the demo password; never offered by the marketplace. */
export const DEMO_OPERATOR = { key: 'ops', email: emailOf('ops'), name: 'Demo Operator', joinedDaysAgo: 120 } as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...BUSINESSES.map((b) => ({
    email: emailOf(b.key),
    role: 'SMB' as const,
    name: b.name,
    companyName: b.companyName,
    about: b.about,
  })),
  ...CREATORS.map((c) => ({ email: emailOf(c.key), role: 'Influencer' as const, name: c.name, about: c.about })),
];

// ---------------------------------------------------------------------------------------------------------------
// Campaigns. Dates are whole days from today (UTC); `start: null` leaves the dates unset.

export interface CampaignSeed {
  key: string;
  owner: BusinessKey;
  name: string;
  status: CampaignStatus;
  visibility: Visibility;
  niche: Option<typeof CAMPAIGN_NICHES>;
  start: number;
  days: number;
  budgetUsd: number | null;
  perInfluencerUsd: number | null;
  maxInfluencers: number | null;
  contentTypes: readonly Option<typeof CAMPAIGN_CONTENT_TYPES>[];
  hashtags: readonly string[];
  description: string;
  guidelines: string;
  /** Days between creating the campaign and its start (ignored for drafts, which were created recently). */
  leadDays?: number;
  /**
   * Usage rights, exclusivity, deliverables, revisions and disclosure (issue 29), over the defaults. Every demo campaign
   * takes posts on both platforms, allows at least the fix requests its posts got, and asks for at least as many posts
   * as any of its creators made (seed.ts checks).
   */
  terms?: Partial<CampaignTerms>;
}

export const CAMPAIGNS = [
  {
    key: 'brew-pour-over',
    owner: 'brew',
    name: 'Slow Mornings Pour-Over Challenge',
    status: 'Live',
    visibility: 'Public',
    niche: 'Food & Beverage',
    start: -10,
    days: 28,
    budgetUsd: 3000,
    perInfluencerUsd: 250,
    maxInfluencers: 10,
    contentTypes: ['Instagram Reel', 'TikTok Video'],
    hashtags: ['#SlowMornings', '#NorthsidePourOver', '#HomeBarista'],
    description:
      'Show your followers how you brew our Ethiopia Yirgacheffe as a pour-over at home. We ship a 250 g bag and a filter kit; you share your morning ritual and your honest take on the cup.',
    guidelines:
      'One Reel or TikTok of 15 to 45 seconds, from bloom to first sip. Mention the tasting notes (jasmine, lemon, honey) in your own words. Tag @northsideroasters and add #ad to the caption.',
    terms: { usageRights: 'brand_repost', postsPerCreator: 2 },
  },
  {
    key: 'brew-cold-brew',
    owner: 'brew',
    name: 'Cold Brew Concentrate Launch',
    status: 'Live',
    visibility: 'Private',
    niche: 'Food & Beverage',
    start: -4,
    days: 28,
    budgetUsd: 4800,
    perInfluencerUsd: 400,
    maxInfluencers: 8,
    contentTypes: ['Instagram Reel', 'Instagram Story', 'TikTok Video'],
    hashtags: ['#ColdBrewSeason', '#NorthsideColdBrew', '#IcedCoffee', '#CoffeeRecipes'],
    description:
      'Our ready-to-pour cold brew concentrate lands in stores this month. We are looking for food and lifestyle creators to invent three signature iced drinks with it.',
    guidelines:
      'One recipe Reel or TikTok plus two Stories linking to the store locator. Keep the label visible in the first three seconds. Disclose the partnership with #ad.',
    terms: { usageRights: 'paid_ads', paidAdsDays: 30, postsPerCreator: 3 },
  },
  {
    key: 'brew-gift-box',
    owner: 'brew',
    name: 'Holiday Gift Box Unboxing',
    status: 'Completed',
    visibility: 'Public',
    niche: 'Food & Beverage',
    start: -48,
    days: 28,
    budgetUsd: 2400,
    perInfluencerUsd: 200,
    maxInfluencers: 12,
    contentTypes: ['Instagram Post', 'Instagram Reel', 'TikTok Video'],
    hashtags: ['#NorthsideGifts', '#CoffeeLover', '#GiftIdeas'],
    description:
      'Unbox our three-origin holiday gift box and help your followers pick a present for the coffee lover in their life.',
    guidelines:
      'Film the unboxing in one take if you can. Show all three bags and the tasting card, and brew at least one of them. Link the gift box in your bio for the campaign period.',
    terms: { usageRights: 'perpetual', postsPerCreator: 2, revisionLimit: 1 },
  },
  {
    key: 'brew-latte-art',
    owner: 'brew',
    name: 'Latte Art at Home Series',
    status: 'Draft',
    visibility: 'Private',
    niche: 'Food & Beverage',
    start: 14,
    days: 21,
    budgetUsd: 3600,
    perInfluencerUsd: 300,
    maxInfluencers: null,
    contentTypes: ['Instagram Reel', 'YouTube Short'],
    hashtags: ['#LatteArt', '#HomeBarista', '#NorthsideEspresso'],
    description:
      'A three-part series teaching latte art on a home espresso machine, from microfoam to a rosetta, using our Espresso Blend.',
    guidelines: 'Draft: final brief to follow. Short vertical videos, one technique per video, no music with lyrics.',
    terms: { usageRights: 'brand_repost', postsPerCreator: 3, revisionLimit: 3 },
  },
  {
    key: 'glow-serum',
    owner: 'glow',
    name: 'Barrier Repair Serum 30-Day Glow-Up',
    status: 'Live',
    visibility: 'Private',
    niche: 'Beauty & Cosmetics',
    start: -12,
    days: 30,
    budgetUsd: 6000,
    perInfluencerUsd: 500,
    maxInfluencers: 10,
    contentTypes: ['Instagram Reel', 'Instagram Post', 'TikTok Video'],
    hashtags: ['#GlowTheory', '#SkinBarrier', '#GlowUpMonth', '#SkincareRoutine'],
    description:
      'Use our Barrier Repair Serum morning and night for 30 days and document the journey. Best for creators with sensitive or reactive skin.',
    guidelines:
      'A day-1 video and a day-30 comparison in the same light. Say "calms" and "supports the barrier", never "cures" or "heals". Tag @glowtheoryskin and use #ad.',
    terms: { usageRights: 'brand_repost', exclusivityDays: 14, postsPerCreator: 2 },
  },
  {
    key: 'glow-spf',
    owner: 'glow',
    name: 'SPF Every Day Reels',
    status: 'Live',
    visibility: 'Public',
    niche: 'Beauty & Cosmetics',
    start: -6,
    days: 26,
    budgetUsd: 2500,
    perInfluencerUsd: 150,
    maxInfluencers: null,
    contentTypes: ['Instagram Reel', 'TikTok Video', 'YouTube Short'],
    hashtags: ['#SPFEveryDay', '#GlowTheory', '#Sunscreen'],
    description:
      'Show how our invisible SPF 50 fits into your everyday routine, under makeup, at the gym or on a rainy day. Open to every creator who wears sunscreen.',
    guidelines:
      'One short video, 15 to 30 seconds, applying the sunscreen on camera. No white cast jokes without showing the result. Add #ad.',
    terms: { usageRights: 'organic', postsPerCreator: 1, revisionLimit: 1 },
  },
  {
    key: 'glow-night',
    owner: 'glow',
    name: 'Night Routine Unboxing',
    status: 'Paused',
    visibility: 'Private',
    niche: 'Beauty & Cosmetics',
    start: -8,
    days: 23,
    budgetUsd: 3000,
    perInfluencerUsd: 250,
    maxInfluencers: 6,
    contentTypes: ['Instagram Story', 'Instagram Reel'],
    hashtags: ['#NightRoutine', '#GlowTheory', '#Unboxing'],
    description:
      'Unbox the new Night Routine set (cleanser, serum, overnight mask). Paused while we restock the mask; it will resume in a few days.',
    guidelines: 'Unboxing Story sequence and one Reel of your routine after a week of use.',
    terms: { usageRights: 'brand_repost', postsPerCreator: 2 },
  },
  {
    key: 'glow-spring',
    owner: 'glow',
    name: 'Spring Skin Reset',
    status: 'Ended',
    visibility: 'Public',
    niche: 'Beauty & Cosmetics',
    start: -62,
    days: 31,
    budgetUsd: 4000,
    perInfluencerUsd: 300,
    maxInfluencers: 15,
    contentTypes: ['Instagram Post', 'TikTok Video'],
    hashtags: ['#SpringSkinReset', '#GlowTheory', '#CleanBeauty'],
    description: 'Swap heavy winter creams for a lighter spring routine with our gel moisturiser and gentle exfoliant.',
    guidelines: 'One before-and-after post and one routine video. Natural light, no filters.',
    terms: { usageRights: 'organic', postsPerCreator: 2 },
  },
  {
    key: 'glow-grwm',
    owner: 'glow',
    name: 'Get Ready With Me: Fall Edit',
    status: 'Draft',
    visibility: 'Public',
    niche: 'Fashion & Style',
    start: 10,
    days: 30,
    budgetUsd: 5000,
    perInfluencerUsd: 350,
    maxInfluencers: 12,
    contentTypes: ['Instagram Reel', 'TikTok Video', 'YouTube Video'],
    hashtags: ['#GRWM', '#FallEdit', '#GlowTheory'],
    description: 'Get ready with our skincare and your favourite fall outfit: skin prep first, then the look.',
    guidelines: 'Draft: outfit partners to be confirmed.',
    terms: { usageRights: 'brand_repost', exclusivityDays: 30, postsPerCreator: 2 },
  },
  {
    key: 'pulse-streak',
    owner: 'pulse',
    name: '21-Day Home Workout Streak',
    status: 'Live',
    visibility: 'Public',
    niche: 'Health & Fitness',
    start: -7,
    days: 21,
    budgetUsd: 5000,
    perInfluencerUsd: 300,
    maxInfluencers: 15,
    contentTypes: ['Instagram Reel', 'TikTok Video'],
    hashtags: ['#PulseFitStreak', '#HomeWorkout', '#StreakChallenge'],
    description:
      'Do a PulseFit 20-minute home session every day for 21 days and bring your followers along. Streak badges, bloopers and rest days all welcome.',
    guidelines:
      'At least two videos: your day-1 set-up and a mid-streak check-in. Show the app screen with your streak count. Use #ad and the campaign hashtags.',
    terms: { usageRights: 'brand_repost', postsPerCreator: 3 },
  },
  {
    key: 'pulse-run-club',
    owner: 'pulse',
    name: 'PulseFit Run Club Launch',
    status: 'Live',
    visibility: 'Private',
    niche: 'Sports',
    start: -2,
    days: 28,
    budgetUsd: 3600,
    perInfluencerUsd: 450,
    maxInfluencers: 8,
    contentTypes: ['Instagram Reel', 'Instagram Story', 'TikTok Video'],
    hashtags: ['#PulseFitRunClub', '#RunningCommunity', '#CouchToFiveK'],
    description:
      'We are launching guided group runs in the app. Looking for runners of every level to host a weekend long-run and share it with their community.',
    guidelines:
      'Host one run with the guided-run feature and post a Reel or TikTok afterwards, plus Stories on the day. Mention the free 14-day trial.',
    terms: { usageRights: 'paid_ads', paidAdsDays: 14, exclusivityDays: 7, postsPerCreator: 2 },
  },
  {
    key: 'pulse-new-year',
    owner: 'pulse',
    name: 'New Year, New Goals Kickoff',
    status: 'Completed',
    visibility: 'Private',
    niche: 'Health & Fitness',
    start: -70,
    days: 30,
    budgetUsd: 4500,
    perInfluencerUsd: 400,
    maxInfluencers: 10,
    contentTypes: ['Instagram Post', 'Instagram Reel', 'TikTok Video'],
    hashtags: ['#NewYearNewGoals', '#PulseFit', '#FitnessJourney'],
    description: 'Set a fitness goal for the new year with a PulseFit plan and share your first month honestly.',
    guidelines: 'A goal-setting post in week one and a progress video in week four.',
    terms: { usageRights: 'organic', postsPerCreator: 2 },
  },
  {
    key: 'pulse-mobility',
    owner: 'pulse',
    name: 'Recovery & Mobility Tips',
    status: 'Paused',
    visibility: 'Public',
    niche: 'Health & Fitness',
    start: -5,
    days: 25,
    budgetUsd: 2000,
    perInfluencerUsd: 150,
    maxInfluencers: null,
    contentTypes: ['Instagram Reel', 'YouTube Short'],
    hashtags: ['#MobilityMatters', '#RecoveryDay', '#PulseFit'],
    description: 'Share your favourite 10-minute mobility flow from the PulseFit recovery library.',
    guidelines: 'Paused while the new recovery library is being recorded.',
    terms: { usageRights: 'organic', postsPerCreator: 1, revisionLimit: 1 },
  },
  {
    key: 'pulse-wearables',
    owner: 'pulse',
    name: 'Smartwatch Sync Reviews',
    status: 'Ended',
    visibility: 'Public',
    niche: 'Technology',
    start: -45,
    days: 21,
    budgetUsd: 3000,
    perInfluencerUsd: 250,
    maxInfluencers: 10,
    contentTypes: ['YouTube Video', 'TikTok Video', 'Blog Post'],
    hashtags: ['#PulseFitSync', '#FitnessTech', '#Wearables'],
    description: 'Review the new smartwatch sync: heart-rate zones, auto-detected workouts and battery life.',
    guidelines: 'Compare at least two watches. Be honest about what does not work yet.',
    terms: { usageRights: 'brand_repost', postsPerCreator: 1, revisionLimit: 0 },
  },
  {
    key: 'pulse-summer',
    owner: 'pulse',
    name: 'Summer Shred Challenge',
    status: 'Draft',
    visibility: 'Private',
    niche: 'Sports',
    start: 30,
    days: 30,
    budgetUsd: null,
    perInfluencerUsd: null,
    maxInfluencers: null,
    contentTypes: ['Instagram Reel', 'TikTok Video'],
    hashtags: ['#SummerShred', '#PulseFit'],
    description: 'Six weeks of high-intensity sessions before summer. Budget still being approved.',
    guidelines: 'Draft.',
  },
] as const satisfies readonly CampaignSeed[];

type CampaignKey = (typeof CAMPAIGNS)[number]['key'];

// ---------------------------------------------------------------------------------------------------------------
// Applications and posts. `day` counts days from the campaign's start date (negative: before it); days are chosen so
// nothing lands on today, and a few events have an explicit `hoursAgo`.

interface PostSeed {
  platform: Platform;
  day?: number;
  hoursAgo?: number;
  /** How the business reviewed it (issue 12); default `APPROVED_NEXT_DAY`. */
  review?: ReviewSeed;
  /** A pattern in its figures that a bot safeguard holds (packages/domain/src/metrics-holds.ts). */
  bots?: BotSeed;
}

/**
 * The business's decision on a post under review, counted from when it came in. One taken after the 72 hours is never
 * taken: the post was approved automatically first. Until the decision's time has come the post waits for review.
 */
export type ReviewSeed =
  | { decision: 'approve'; afterHours: number }
  | { decision: 'fix'; afterHours: number; note: string }
  /** Never reviewed: approved automatically when its 72 hours ran out. */
  | { decision: 'none' };

export const APPROVED_NEXT_DAY: ReviewSeed = { decision: 'approve', afterHours: 24 };

/**
 * Figures that look bought, showing at the given snapshot (0 is the first): likes bought in a burst, comments bought
 * with the upload that the platform purges as spam, or a package of views that brought hardly any likes. The
 * safeguards hold the post when they see it; `released`: the business checked and released the hold that many hours
 * later.
 */
export interface BotSeed {
  pattern: 'like_burst' | 'comments_purge' | 'view_package';
  atSnapshot: number;
  released?: { afterHours: number; note: string };
}

interface ApplicationSeed {
  campaign: CampaignKey;
  creator: CreatorKey;
  status: ApplicantStatus;
  day: number;
  message: string;
  posts?: readonly PostSeed[];
  /** Days from applying to the status change (review, rejection, leaving); default 1. */
  decidedAfterDays?: number;
}

export const APPLICATIONS: readonly ApplicationSeed[] = [
  // Slow Mornings Pour-Over Challenge (Live, Public: joining approves at once)
  {
    campaign: 'brew-pour-over',
    creator: 'mia',
    status: 'approved',
    day: -3,
    message: 'Pour-over is my whole morning personality. I would love to brew the Yirgacheffe for my coffee community.',
    posts: [
      { platform: 'instagram', day: 1 },
      { platform: 'tiktok', day: 6 },
    ],
  },
  {
    campaign: 'brew-pour-over',
    creator: 'sofia',
    status: 'approved',
    day: -1,
    message: 'Espresso is my first love but I am curious about a good pour-over. Count me in!',
    // A fix asked for and never made: the 48 hours have passed, so the post cannot earn.
    posts: [
      {
        platform: 'tiktok',
        day: 4,
        review: {
          decision: 'fix',
          afterHours: 20,
          note: 'The video never names the tasting notes (jasmine, lemon, honey) and the caption has no #ad. Please add both and replace the link.',
        },
      },
    ],
  },
  {
    campaign: 'brew-pour-over',
    creator: 'diego',
    status: 'active',
    day: 0,
    message: 'I have a sketch idea: a pour-over that takes longer than my morning commute.',
    // Approved within the hour (so its tracking window has ended whatever the time of day); then a burst of likes the
    // safeguards hold.
    posts: [
      {
        platform: 'tiktok',
        day: 2,
        review: { decision: 'approve', afterHours: 1 },
        bots: { pattern: 'like_burst', atSnapshot: 3 },
      },
    ],
  },
  {
    campaign: 'brew-pour-over',
    creator: 'lucas',
    status: 'left',
    day: -2,
    message: 'I shoot slow mornings on film, this could fit my travel diaries.',
    decidedAfterDays: 5,
  },
  {
    campaign: 'brew-pour-over',
    creator: 'lena',
    status: 'approved',
    day: 8,
    message: 'I paint my coffee before I drink it. Happy to turn the brew into a watercolour time-lapse.',
  },
  // Cold Brew Concentrate Launch (Live, Private: the brand reviews)
  {
    campaign: 'brew-cold-brew',
    creator: 'mia',
    status: 'approved',
    day: -3,
    message: 'I already have three iced drink ideas: a cold brew tonic, a horchata latte and a salted maple shakerato.',
    posts: [
      {
        platform: 'instagram',
        day: 2,
        // Asked the next day, so the 48 hours to fix it always run past now.
        review: {
          decision: 'fix',
          afterHours: 20,
          note: 'Please keep the bottle label visible in the first three seconds and add #ad to the caption, as the brief asks, then replace the link.',
        },
      },
      { platform: 'tiktok', hoursAgo: 3 },
    ],
  },
  {
    campaign: 'brew-cold-brew',
    creator: 'sofia',
    status: 'pending',
    day: 1,
    message:
      'An Italian take on cold brew: affogato, granita and a cold brew spritz. 18k average views on recipe videos.',
  },
  {
    campaign: 'brew-cold-brew',
    creator: 'diego',
    status: 'pending',
    day: 2,
    message: 'Cold brew vs. Mexico City heat: a three-part comedy series where the coffee always wins.',
  },
  {
    campaign: 'brew-cold-brew',
    creator: 'grace',
    status: 'pending',
    day: 3,
    message:
      'My study-with-me streams run three hours; cold brew is always on the desk. Happy to feature it on stream.',
  },
  {
    campaign: 'brew-cold-brew',
    creator: 'ethan',
    status: 'rejected',
    day: -2,
    message: 'I could review the concentrate alongside my desk setup videos.',
  },
  // Holiday Gift Box Unboxing (Completed, Public)
  {
    campaign: 'brew-gift-box',
    creator: 'mia',
    status: 'approved',
    day: -3,
    message: 'Gift guides are my most saved posts every December. This box would be the star.',
    posts: [
      { platform: 'instagram', day: 2 },
      { platform: 'tiktok', day: 9 },
    ],
  },
  {
    campaign: 'brew-gift-box',
    creator: 'sofia',
    status: 'approved',
    day: 0,
    message: 'I will pair each coffee with a Christmas biscotti recipe.',
    posts: [{ platform: 'instagram', day: 5 }],
  },
  {
    campaign: 'brew-gift-box',
    creator: 'diego',
    status: 'approved',
    day: 1,
    message: 'Unboxing as a dramatic telenovela scene. Trust me.',
    posts: [{ platform: 'tiktok', day: 4 }],
  },
  {
    campaign: 'brew-gift-box',
    creator: 'lena',
    status: 'approved',
    day: 3,
    message: 'I would photograph the box as a still life and illustrate the tasting card.',
    posts: [{ platform: 'instagram', day: 10 }],
  },
  {
    campaign: 'brew-gift-box',
    creator: 'lucas',
    status: 'approved',
    day: 6,
    message: 'A coffee gift for travellers: I will take it on the night train to Milan.',
    posts: [{ platform: 'instagram', day: 15, review: { decision: 'none' } }],
  },
  // Barrier Repair Serum 30-Day Glow-Up (Live, Private)
  {
    campaign: 'glow-serum',
    creator: 'aiko',
    status: 'approved',
    day: -4,
    message: 'My skin barrier is famously dramatic. A 30-day diary with weekly close-ups would be very honest content.',
    posts: [
      {
        platform: 'instagram',
        day: 3,
        // A jump in views the safeguards held and the brand released.
        bots: {
          pattern: 'view_package',
          atSnapshot: 5,
          released: {
            afterHours: 20,
            note: 'Aiko shared her insights: the views came from a repost in a skincare round-up, so we are paying them.',
          },
        },
      },
      { platform: 'tiktok', day: 10 },
    ],
  },
  {
    campaign: 'glow-serum',
    creator: 'priya',
    status: 'approved',
    day: -3,
    message: 'I will layer it with my ayurvedic routine and report weekly. Sensitive skin here too.',
    posts: [{ platform: 'instagram', day: 6 }],
  },
  {
    campaign: 'glow-serum',
    creator: 'ana',
    status: 'pending',
    day: 9,
    message:
      'My followers keep asking for affordable barrier care. I would test it on my combination skin in humid weather.',
  },
  {
    campaign: 'glow-serum',
    creator: 'chloe',
    status: 'pending',
    day: 11,
    message: 'Post-workout skin is my angle: sweat, showers and a serum that has to keep up.',
  },
  {
    campaign: 'glow-serum',
    creator: 'lena',
    status: 'rejected',
    day: -2,
    message: 'I could illustrate the 30 days as a painted diary.',
    decidedAfterDays: 2,
  },
  // SPF Every Day Reels (Live, Public, unlimited slots)
  {
    campaign: 'glow-spf',
    creator: 'priya',
    status: 'approved',
    day: 0,
    message: 'SPF under makeup is my most requested tutorial.',
    posts: [{ platform: 'tiktok', day: 3 }],
  },
  {
    campaign: 'glow-spf',
    creator: 'ana',
    status: 'approved',
    day: 1,
    message: 'Sunscreen in São Paulo summer is not optional. Joining!',
    posts: [{ platform: 'instagram', day: 4 }],
  },
  {
    campaign: 'glow-spf',
    creator: 'aiko',
    status: 'active',
    day: 0,
    message: 'J-beauty sunscreen standards are high, let us see how it compares.',
    posts: [{ platform: 'instagram', day: 2 }],
  },
  {
    campaign: 'glow-spf',
    creator: 'chloe',
    status: 'approved',
    day: 5,
    message: 'Outdoor pilates means sunscreen every session.',
  },
  {
    campaign: 'glow-spf',
    creator: 'sofia',
    status: 'left',
    day: 1,
    message: 'Joining for my market-day videos.',
    decidedAfterDays: 2,
  },
  // Night Routine Unboxing (Paused, Private)
  {
    campaign: 'glow-night',
    creator: 'ana',
    status: 'approved',
    day: -3,
    message: 'Unboxings are my best-performing format. Night routines too.',
  },
  {
    campaign: 'glow-night',
    creator: 'priya',
    status: 'pending',
    day: -1,
    message: 'I would love to try the overnight mask with my evening self-care series.',
  },
  // Spring Skin Reset (Ended, Public)
  {
    campaign: 'glow-spring',
    creator: 'aiko',
    status: 'approved',
    day: -2,
    message: 'Seasonal routine changes are my favourite topic.',
    posts: [
      { platform: 'instagram', day: 5 },
      { platform: 'tiktok', day: 18 },
    ],
  },
  {
    campaign: 'glow-spring',
    creator: 'ana',
    status: 'approved',
    day: 1,
    message: 'Spring outfits and spring skin, the perfect pair.',
    posts: [{ platform: 'tiktok', day: 7 }],
  },
  {
    campaign: 'glow-spring',
    creator: 'priya',
    status: 'approved',
    day: 2,
    message: 'Lighter textures for Indian summers, I am in.',
    posts: [{ platform: 'instagram', day: 12 }],
  },
  // 21-Day Home Workout Streak (Live, Public)
  {
    campaign: 'pulse-streak',
    creator: 'jordan',
    status: 'approved',
    day: -2,
    message: 'I will do all 21 days and film every single one. No excuses content is my brand.',
    posts: [
      { platform: 'tiktok', day: 1 },
      {
        platform: 'tiktok',
        day: 3,
        review: {
          decision: 'fix',
          afterHours: 20,
          note: 'The brief asks to show the app screen with your streak count. Please add it and replace the link.',
        },
      },
      // In for less than three days and not reviewed yet: waiting for the brand.
      { platform: 'instagram', day: 5, review: { decision: 'none' } },
    ],
  },
  {
    campaign: 'pulse-streak',
    creator: 'chloe',
    status: 'approved',
    day: -1,
    message: 'Pilates-friendly sessions please! I will mix them into my weekly plan.',
    posts: [{ platform: 'tiktok', day: 3, review: { decision: 'none' } }],
  },
  {
    campaign: 'pulse-streak',
    creator: 'mateo',
    status: 'active',
    day: 0,
    message: 'Cross-training on rest days from running. This is perfect timing.',
    posts: [{ platform: 'instagram', day: 1, bots: { pattern: 'comments_purge', atSnapshot: 3 } }],
  },
  {
    campaign: 'pulse-streak',
    creator: 'grace',
    status: 'approved',
    day: 6,
    message: 'Study breaks with a 20-minute workout: my followers need this.',
  },
  {
    campaign: 'pulse-streak',
    creator: 'ethan',
    status: 'left',
    day: -1,
    message: 'Trying to get off my gaming chair for 21 days.',
    decidedAfterDays: 4,
  },
  // PulseFit Run Club Launch (Live, Private)
  {
    campaign: 'pulse-run-club',
    creator: 'chloe',
    status: 'approved',
    day: -4,
    message: 'Sydney beach runs every Saturday, I would host one with the guided-run feature.',
    posts: [{ platform: 'instagram', day: 1 }],
  },
  {
    campaign: 'pulse-run-club',
    creator: 'jordan',
    status: 'pending',
    day: -1,
    message: 'Marathon block starts next month; a weekly long-run series with the club would be ideal.',
  },
  {
    campaign: 'pulse-run-club',
    creator: 'mateo',
    status: 'pending',
    day: 1,
    message: 'I run with a club of 40 people in Valencia. We would all join the guided run.',
  },
  {
    campaign: 'pulse-run-club',
    creator: 'lucas',
    status: 'rejected',
    day: -3,
    message: 'Running tours of Lyon could be fun.',
  },
  // New Year, New Goals Kickoff (Completed, Private)
  {
    campaign: 'pulse-new-year',
    creator: 'jordan',
    status: 'approved',
    day: -4,
    message: 'Goal: sub-3:30 marathon. I will share the plan and the first month honestly.',
    posts: [
      { platform: 'instagram', day: 2 },
      { platform: 'tiktok', day: 12 },
    ],
  },
  {
    campaign: 'pulse-new-year',
    creator: 'chloe',
    status: 'approved',
    day: -3,
    message: 'My goal is consistency over intensity, a message my audience loves.',
    posts: [{ platform: 'tiktok', day: 6 }],
  },
  {
    campaign: 'pulse-new-year',
    creator: 'mateo',
    status: 'approved',
    day: -2,
    message: 'First triathlon this year. The plan starts now.',
    posts: [{ platform: 'instagram', day: 9 }],
  },
  {
    campaign: 'pulse-new-year',
    creator: 'priya',
    status: 'rejected',
    day: -3,
    message: 'Yoga and skincare goals for the new year.',
  },
  // Recovery & Mobility Tips (Paused, Public)
  {
    campaign: 'pulse-mobility',
    creator: 'mateo',
    status: 'approved',
    day: -1,
    message: 'Runners skip mobility work. I want to change that.',
  },
  {
    campaign: 'pulse-mobility',
    creator: 'grace',
    status: 'approved',
    day: 0,
    message: 'Desk posture fixes for students would fit right in.',
  },
  // Smartwatch Sync Reviews (Ended, Public)
  {
    campaign: 'pulse-wearables',
    creator: 'ethan',
    status: 'approved',
    day: -2,
    message: 'I own four smartwatches. Let me compare them all.',
    posts: [{ platform: 'tiktok', day: 4 }],
  },
  {
    campaign: 'pulse-wearables',
    creator: 'grace',
    status: 'approved',
    day: 0,
    message: 'Sleep and study tracking is what my audience asks about most.',
    posts: [{ platform: 'tiktok', day: 8 }],
  },
  {
    campaign: 'pulse-wearables',
    creator: 'jordan',
    status: 'left',
    day: 1,
    message: 'Happy to test heart-rate zones on long runs.',
    decidedAfterDays: 3,
  },
];

/** Payments the brand is still reviewing (everything else on a Live campaign is pending). */
export const PAYMENTS_UNDER_REVIEW: ReadonlyArray<{ campaign: CampaignKey; creator: CreatorKey; reason: string }> = [
  { campaign: 'brew-pour-over', creator: 'diego', reason: 'brand is checking the #ad disclosure' },
  { campaign: 'glow-spf', creator: 'ana', reason: 'brand asked for a caption fix' },
];

/** Withdrawals, as a share of the creator's earnings on Completed or Ended campaigns (approved + paid never exceed them). */
export const PAYOUTS: ReadonlyArray<{
  creator: CreatorKey;
  share: number;
  status: PayoutState;
  daysAgo: number;
  notes: string;
}> = [
  { creator: 'mia', share: 0.5, status: 'paid', daysAgo: 14, notes: 'Bank transfer to account ending 4821' },
  { creator: 'mia', share: 0.3, status: 'requested', daysAgo: 1, notes: 'Bank transfer to account ending 4821' },
  { creator: 'jordan', share: 0.6, status: 'paid', daysAgo: 30, notes: 'Bank transfer to account ending 0937' },
  {
    creator: 'jordan',
    share: 0.4,
    status: 'failed',
    daysAgo: 6,
    notes: 'The account holder name did not match the profile name. Update it and request again.',
  },
  { creator: 'aiko', share: 0.7, status: 'approved', daysAgo: 4, notes: 'PayPal payout' },
  { creator: 'chloe', share: 1, status: 'paid', daysAgo: 25, notes: 'Bank transfer to account ending 5512' },
  { creator: 'priya', share: 0.5, status: 'requested', daysAgo: 2, notes: 'Bank transfer to account ending 7703' },
  { creator: 'ethan', share: 0.4, status: 'paid', daysAgo: 12, notes: 'PayPal payout' },
  // Sent 4 days ago, and the provider never confirmed it: it waits for a person, its money still on its way.
  { creator: 'ethan', share: 0.5, status: 'delayed', daysAgo: 4, notes: 'PayPal payout' },
];

interface ThreadSeed {
  business: BusinessKey;
  creator: CreatorKey;
  campaign: CampaignKey | null;
  messages: ReadonlyArray<{ from: 'business' | 'creator'; hoursAgo: number; text: string }>;
  /** How many of the last messages the recipient has not read yet. */
  unread: number;
}

export const THREADS: readonly ThreadSeed[] = [
  {
    business: 'brew',
    creator: 'mia',
    campaign: 'brew-cold-brew',
    unread: 2,
    messages: [
      {
        from: 'business',
        hoursAgo: 84,
        text: 'Hi Mia! You are approved for the Cold Brew Concentrate Launch. A case of concentrate ships to you tomorrow.',
      },
      {
        from: 'creator',
        hoursAgo: 82,
        text: 'Thank you! I already have the tonic, horchata and salted maple recipes planned.',
      },
      {
        from: 'business',
        hoursAgo: 81,
        text: 'Salted maple sounds amazing. Please keep the label visible in the first three seconds.',
      },
      { from: 'creator', hoursAgo: 5, text: 'The case arrived and the first Reel is up. Stories go out on Thursday.' },
      { from: 'creator', hoursAgo: 4, text: 'Could you send me the store-locator link for the Stories?' },
    ],
  },
  {
    business: 'brew',
    creator: 'sofia',
    campaign: 'brew-cold-brew',
    unread: 1,
    messages: [
      {
        from: 'creator',
        hoursAgo: 70,
        text: 'Hi Northside team, I applied to the cold brew launch. Most of my audience is in Italy and the US.',
      },
      {
        from: 'business',
        hoursAgo: 50,
        text: 'Thanks Sofia! Could you share your average views on recipe videos from the last month?',
      },
      { from: 'creator', hoursAgo: 47, text: 'Sure: about 18k views per recipe video, with around 9% engagement.' },
      { from: 'business', hoursAgo: 6, text: 'Great numbers. We will confirm the shortlist by Friday.' },
    ],
  },
  {
    business: 'brew',
    creator: 'diego',
    campaign: 'brew-pour-over',
    unread: 1,
    messages: [
      {
        from: 'business',
        hoursAgo: 75,
        text: 'Diego, your pour-over sketch made the whole team laugh. Can we repost it on our account?',
      },
      { from: 'creator', hoursAgo: 60, text: 'Of course! Tag me and I will pin your comment.' },
      { from: 'business', hoursAgo: 10, text: 'Done. Any chance of a second video before the campaign ends?' },
    ],
  },
  {
    business: 'glow',
    creator: 'aiko',
    campaign: 'glow-serum',
    unread: 0,
    messages: [
      {
        from: 'business',
        hoursAgo: 260,
        text: 'Hi Aiko, welcome to the 30-Day Glow-Up! Your serum kit shipped today.',
      },
      { from: 'creator', hoursAgo: 236, text: 'Received it, thank you! Starting day 1 tonight.' },
      { from: 'business', hoursAgo: 150, text: 'Your first Reel is doing really well. The comments are lovely.' },
      { from: 'creator', hoursAgo: 148, text: 'So glad! The next video is a side-by-side comparison on day 10.' },
      {
        from: 'business',
        hoursAgo: 120,
        text: 'Perfect. One note from compliance: please avoid "cures" and "heals".',
      },
      { from: 'creator', hoursAgo: 119, text: 'Noted, I will keep it to "calms" and "supports the barrier".' },
    ],
  },
  {
    business: 'glow',
    creator: 'ana',
    campaign: 'glow-serum',
    unread: 2,
    messages: [
      {
        from: 'creator',
        hoursAgo: 40,
        text: 'Hi Glow Theory! I applied to the Barrier Repair Serum campaign. My followers keep asking about affordable barrier care.',
      },
      { from: 'creator', hoursAgo: 39, text: 'Here is my media kit: https://anasouza.example.com/media-kit' },
    ],
  },
  {
    business: 'pulse',
    creator: 'jordan',
    campaign: 'pulse-run-club',
    unread: 2,
    messages: [
      {
        from: 'business',
        hoursAgo: 90,
        text: 'Hey Jordan, your streak videos are among the best on the campaign. Would you apply for Run Club too?',
      },
      { from: 'creator', hoursAgo: 86, text: 'Done, applied this morning. Marathon prep fits perfectly.' },
      { from: 'business', hoursAgo: 20, text: 'We are reviewing applications this week and you are on the shortlist.' },
      { from: 'business', hoursAgo: 19, text: 'Could you do a Saturday long-run Story series if accepted?' },
    ],
  },
  {
    business: 'pulse',
    creator: 'chloe',
    campaign: 'pulse-streak',
    unread: 1,
    messages: [
      {
        from: 'creator',
        hoursAgo: 100,
        text: 'My day-3 TikTok is up! The comments are full of people joining the streak.',
      },
      { from: 'business', hoursAgo: 96, text: 'Love it. We shared it on the PulseFit account.' },
      { from: 'creator', hoursAgo: 50, text: 'Quick one: can I record with the app in dark mode?' },
      { from: 'business', hoursAgo: 30, text: 'Yes, dark mode is fine. Keep the streak counter in frame.' },
    ],
  },
  {
    business: 'pulse',
    creator: 'grace',
    campaign: 'pulse-wearables',
    unread: 0,
    messages: [
      {
        from: 'business',
        hoursAgo: 24 * 20,
        text: 'Hi Grace, thanks for the Smartwatch Sync review. It was our best-performing video.',
      },
      { from: 'creator', hoursAgo: 24 * 20 - 3, text: 'Thank you! Happy to work together again.' },
      {
        from: 'business',
        hoursAgo: 24 * 19,
        text: 'We will have a study-focused campaign later this year. We will keep you posted.',
      },
    ],
  },
  {
    business: 'fernway',
    creator: 'lucas',
    campaign: null,
    unread: 1,
    messages: [
      {
        from: 'business',
        hoursAgo: 20,
        text: 'Hi Lucas, we are a new travel gear brand and love your city guides. Would you be open to a campaign next month?',
      },
    ],
  },
];

/**
 * The demo campaigns' rate per 1,000 views (their pay terms; the earnings engine adds the boost, the $10 minimum per
 * approved post and the caps), and the least a payout request asks for.
 */
export const EARNINGS_PER_THOUSAND_VIEWS_USD = 12;
export const MIN_EARNINGS_PER_POST_USD = 10;

/** Typical views a post reaches in the end, for a follower range (the upper end of reach for micro-influencers). */
export const VIEWS_BY_FOLLOWERS: Record<Option<typeof FOLLOWER_RANGES>, number> = {
  '1000-': 1_200,
  '1000-2500': 2_600,
  '2500-10000': 7_500,
  '10000-25000': 16_000,
  '25000-50000': 34_000,
  '50000+': 72_000,
};
