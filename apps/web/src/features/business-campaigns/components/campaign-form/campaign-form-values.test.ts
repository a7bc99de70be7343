import { describe, expect, it } from 'vitest';
import { sampleCampaign } from '#web/test/fixtures/campaign-form';
import {
  campaignToFormValues,
  earliestStartDate,
  emptyCampaignFormValues,
  toCampaignInput,
} from './campaign-form-values';

describe('campaign form values', () => {
  it('starts a new campaign as a Private draft with nothing filled in', () => {
    const values = emptyCampaignFormValues();
    expect(values).toMatchObject({ privatePublic: 'Private', status: 'draft', budget: '', maxInfluencers: '' });
    expect(toCampaignInput(values, 'draft')).toMatchObject({
      campaignNiche: null,
      maxInfluencers: null,
      startDate: null,
      budgetCents: null,
    });
  });

  it('turns a stored campaign into form values and back', () => {
    const campaign = sampleCampaign({
      budgetCents: 123_456_700,
      campaignHashtags: ['fall2026', 'Fall', 'cozy vibes!'],
    });
    const values = campaignToFormValues(campaign);
    // The budget inputs hold whole dollars; the API takes cents.
    expect(values.budget).toBe(1_234_567);
    // Tags the input would refuse are cleaned, and repeats dropped, so that saving is not refused for them.
    expect(values.campaignHashtags).toEqual(['fall2026', 'Fall', 'cozyvibes']);
    expect(toCampaignInput(values, 'launch')).toMatchObject({
      budgetCents: 123_456_700,
      intent: 'launch',
      maxInfluencers: 10,
    });
  });

  it('offers start dates at most 31 days before the end date', () => {
    expect(earliestStartDate('2099-03-01')).toBe('2099-01-29');
  });
});
