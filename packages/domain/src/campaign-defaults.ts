// A new campaign's input, zod-free: the campaign form starts from it before its schema has loaded (issue 31), and
// the tests build inputs from it.
import { DEFAULT_CAMPAIGN_TERMS } from './campaign-terms-rules.ts';
import type { CampaignInput } from './campaigns.ts';
import { DEFAULT_PAY_TERMS } from './performance-pay-rules.ts';

/** A new campaign's input: nothing filled in, the default pay terms and terms, saved as a draft. */
export const emptyCampaignInput = (): CampaignInput => ({
  campaignName: '',
  campaignDescription: '',
  campaignNiche: null,
  campaignHashtags: [],
  maxInfluencers: null,
  startDate: null,
  endDate: null,
  contentTypes: [],
  contentGuidelines: '',
  budgetCents: null,
  influencerBudgetCents: null,
  privatePublic: 'Private',
  payTerms: { ...DEFAULT_PAY_TERMS },
  terms: { ...DEFAULT_CAMPAIGN_TERMS, platforms: [...DEFAULT_CAMPAIGN_TERMS.platforms] },
  intent: 'draft',
});
