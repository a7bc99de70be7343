// The help guide's wording (C2 "Help guide"). The rules it states are the spec's (C5, C9), word for word where quoted;
// their numbers are the ones the product enforces, read from the domain.
import { CONTENT_SLOTS_PER_CAMPAIGN, MAX_ACTIVE_PARTNERSHIPS } from '@microreach/domain/constants';
import { FIX_WINDOW_HOURS, REVIEW_WINDOW_HOURS, TRACKING_WINDOW_DAYS } from '@microreach/domain/content-review-rules';
import { formatUsd } from '@microreach/domain/formulas';
import { PLATFORM_FEE_PERCENT } from '@microreach/domain/ledger-rules';
import {
  BOOST_FOLLOWER_LIMIT,
  BOOST_PERCENT,
  MAX_POSTS_PER_DELIVERABLE,
  MIN_PAYOUT_CENTS,
} from '@microreach/domain/performance-pay-rules';

export const HELP_RULES = {
  maxActivePartnerships: MAX_ACTIVE_PARTNERSHIPS,
  /** '$10'. */
  minPayout: formatUsd(MIN_PAYOUT_CENTS),
  /** A post's earnings are final, and can be withdrawn, once its tracking window ends. */
  payoutDays: TRACKING_WINDOW_DAYS,
  /** C9 writes it '50k'. */
  boostFollowerLimit: `${BOOST_FOLLOWER_LIMIT / 1000}k`,
  boostPercent: BOOST_PERCENT,
  reviewHours: REVIEW_WINDOW_HOURS,
  fixHours: FIX_WINDOW_HOURS,
  maxPostsPerDeliverable: MAX_POSTS_PER_DELIVERABLE,
  contentSlots: CONTENT_SLOTS_PER_CAMPAIGN,
  videoSeconds: '15 to 45 seconds',
  feePercent: PLATFORM_FEE_PERCENT,
} as const;

export const HELP_SECTIONS = [
  { id: 'quick-start', title: 'Quick Start' },
  { id: 'upload-your-content', title: 'Upload Your Content' },
  { id: 'how-payouts-work', title: 'How Payouts Work' },
  { id: 'verification-policy', title: 'Verification & Policy' },
  { id: 'creative-playbook', title: 'Creative Playbook' },
  { id: 'example-videos', title: 'Example Videos' },
  { id: 'approvals-revisions', title: 'Approvals & Revisions' },
  { id: 'support', title: 'Support' },
] as const;
export type HelpSectionId = (typeof HELP_SECTIONS)[number]['id'];

export const LINK_FORMATS = [
  { label: 'Instagram post', example: 'https://www.instagram.com/p/{post-id}/' },
  { label: 'Instagram reel', example: 'https://www.instagram.com/reel/{reel-id}/' },
  { label: 'TikTok video', example: 'https://www.tiktok.com/@{your-handle}/video/{video-number}' },
] as const;

export const PROGRESS_STAGES = [
  { name: 'Submitted', text: 'You sent the post link; it sits in one of your content slots.' },
  { name: 'Under Review', text: 'The brand is checking the post against the brief.' },
  { name: 'Tracking', text: 'Views, likes, comments and shares are being counted.' },
  { name: 'Approved', text: 'The brand accepted the post, so it counts towards your payout.' },
  {
    name: 'Needs Fix',
    text: `The brand asked for a minor change. Make it within ${HELP_RULES.fixHours} hours.`,
  },
] as const;

export const PLAYBOOK_TIPS = [
  { title: 'Keep it short', text: `Aim for a video length of ${HELP_RULES.videoSeconds}.` },
  { title: 'Hook early', text: 'Show the product or the payoff in the first two seconds, before people scroll on.' },
  { title: 'Show real use', text: 'Use the product the way you actually would; it reads as honest and it converts.' },
  {
    title: 'Follow the brief',
    text: "Read the content guidelines and use the campaign's hashtags (View Details on your dashboard).",
  },
  { title: 'Film vertically', text: 'Shoot 9:16 in good light with clear sound, and add captions for silent viewing.' },
] as const;

export const EXAMPLE_FORMATS = [
  {
    title: 'Unboxing & first impressions',
    length: '15 to 25 seconds',
    text: 'Open the package on camera, react honestly and show the one detail you like most.',
  },
  {
    title: 'Quick tutorial',
    length: '30 to 45 seconds',
    text: 'Three clear steps from start to result, with the product in every shot.',
  },
  {
    title: 'Day in the life',
    length: '20 to 45 seconds',
    text: 'Fit the product into your routine with quick cuts: morning, midday, evening.',
  },
  {
    title: 'Before & after',
    length: '15 to 30 seconds',
    text: 'The problem, the product, the result: a simple transformation that needs no voice-over.',
  },
] as const;
