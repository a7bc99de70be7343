// Option lists from the spec (B3 "Option lists", C3). Values are stored exactly as listed here.

export const PREFERRED_CONTENT_TYPES = [
  'product-reviews',
  'unboxing',
  'tutorials',
  'lifestyle-content',
  'behind-the-scenes',
  'story-posts',
  'reels-short-videos',
  'live-streams',
] as const;

export const PREFERRED_INDUSTRIES = [
  'fashion-beauty',
  'food-beverage',
  'technology',
  'health-wellness',
  'travel-tourism',
  'entertainment',
  'education',
  'sports-fitness',
] as const;

/** The business settings page offers these four on top of the sign-up list (stored lowercased with hyphens). */
export const BUSINESS_EXTRA_INDUSTRIES = ['home-garden', 'automotive', 'finance', 'real-estate'] as const;
export const BUSINESS_INDUSTRIES = [...PREFERRED_INDUSTRIES, ...BUSINESS_EXTRA_INDUSTRIES] as const;

export const INFLUENCER_NICHES = [
  'Fashion',
  'Beauty',
  'Fitness',
  'Food',
  'Travel',
  'Tech',
  'Gaming',
  'Lifestyle',
  'Photography',
  'Art',
  'Music',
  'Sports',
  'Education',
  'Comedy',
] as const;

export const CAMPAIGN_NICHES = [
  'Beauty & Cosmetics',
  'Fashion & Style',
  'Health & Fitness',
  'Technology',
  'Food & Beverage',
  'Travel & Lifestyle',
  'Gaming',
  'Business & Finance',
  'Home & Garden',
  'Sports',
  'Entertainment',
  'Education',
] as const;

export const CAMPAIGN_CONTENT_TYPES = [
  'Instagram Post',
  'Instagram Story',
  'Instagram Reel',
  'TikTok Video',
  'YouTube Video',
  'YouTube Short',
  'Blog Post',
  'Twitter Post',
  'LinkedIn Post',
] as const;

export const BUSINESS_CONTENT_TYPES = [
  'Product Reviews',
  'Unboxing',
  'Tutorials',
  'Lifestyle Content',
  'Behind the Scenes',
  'Story Posts',
  'Reels/Short Videos',
  'Live Streams',
] as const;

export const TARGET_AUDIENCES = [
  'Gen Z (18-24)',
  'Millennials (25-34)',
  'Gen X (35-44)',
  'Baby Boomers (45+)',
  'Parents',
  'Students',
  'Professionals',
  'Entrepreneurs',
  'Other',
] as const;

export const BUDGET_RANGES = ['under-1k', '1k-5k', '5k-10k', '10k-25k', '25k-plus'] as const;

export const FOLLOWER_RANGES = ['1000-', '1000-2500', '2500-10000', '10000-25000', '25000-50000', '50000+'] as const;

export const LOCATIONS = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Brazil',
  'Mexico',
  'India',
  'Japan',
] as const;

/** Labels for stored option values whose words alone read badly. */
const OPTION_LABELS: Record<string, string> = {
  'behind-the-scenes': 'Behind the Scenes',
  'reels-short-videos': 'Reels / Short Videos',
  'fashion-beauty': 'Fashion & Beauty',
  'food-beverage': 'Food & Beverage',
  'health-wellness': 'Health & Wellness',
  'travel-tourism': 'Travel & Tourism',
  'sports-fitness': 'Sports & Fitness',
  'home-garden': 'Home & Garden',
  'under-1k': 'Under $1K',
  '1k-5k': '$1K - $5K',
  '5k-10k': '$5K - $10K',
  '10k-25k': '$10K - $25K',
  '25k-plus': '$25K+',
};

/** Human label for a stored option value: 'product-reviews' -> 'Product Reviews', 'food-beverage' -> 'Food & Beverage'. */
export function optionLabel(value: string): string {
  const known = OPTION_LABELS[value];
  if (known) return known;
  return value
    .split('-')
    .map((w) => (w.length > 0 ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}
