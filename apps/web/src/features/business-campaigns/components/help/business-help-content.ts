// The business help guide's topics and the numbers it states. Its rules are the ones the product enforces (B4, B5, B9,
// the campaign rules, content review, performance pay and the ledger in the domain), so the numbers come from there.
import { DEFAULT_VISIBILITY, MAX_CAMPAIGN_DAYS } from '@microreach/domain/constants';
import { FIX_WINDOW_HOURS, REVIEW_WINDOW_HOURS, TRACKING_WINDOW_DAYS } from '@microreach/domain/content-review-rules';
import { formatUsd } from '@microreach/domain/formulas';
import { PLATFORM_FEE_PERCENT, TEST_MODE_BANNER } from '@microreach/domain/ledger-rules';
import { MIN_PAYOUT_CENTS } from '@microreach/domain/performance-pay-rules';

export const BUSINESS_HELP_RULES = {
  maxCampaignDays: MAX_CAMPAIGN_DAYS,
  defaultVisibility: DEFAULT_VISIBILITY,
  reviewHours: REVIEW_WINDOW_HOURS,
  fixHours: FIX_WINDOW_HOURS,
  trackingDays: TRACKING_WINDOW_DAYS,
  /** '$10'. */
  minPayout: formatUsd(MIN_PAYOUT_CENTS),
  feePercent: PLATFORM_FEE_PERCENT,
  testModeBanner: TEST_MODE_BANNER,
} as const;

export const BUSINESS_HELP_SECTIONS = [
  { id: 'post-a-campaign', title: 'Post a Campaign' },
  { id: 'review-applicants', title: 'Review Applicants' },
  { id: 'funding-payments', title: 'Funding & Payments' },
  { id: 'analytics', title: 'Analytics' },
  { id: 'support', title: 'Support' },
] as const;
export type BusinessHelpSectionId = (typeof BUSINESS_HELP_SECTIONS)[number]['id'];
