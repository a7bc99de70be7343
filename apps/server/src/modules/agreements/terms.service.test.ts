// The hash an agreement carries is the SHA-256 of the version's exact text: any change to what a creator reads
// changes it, and the same text always hashes the same.
import { agreementText, DEFAULT_CAMPAIGN_TERMS, sameDeal, type TermsSnapshot } from '@microreach/domain/campaign-terms';
import { describe, expect, it } from 'vitest';
import { hashText } from './terms.service.ts';

const snapshot: TermsSnapshot = {
  campaignName: 'Cold Brew Launch',
  brandName: 'Northside Coffee',
  campaignNiche: 'Food & Beverage',
  contentTypes: ['Instagram Reel'],
  contentGuidelines: 'Show the can.',
  payTerms: { ratePer1kViewsCents: 1_200, ratePerEngagementCents: 0, fixedPerPostCents: 0 },
  influencerBudgetCents: 40_000,
  terms: DEFAULT_CAMPAIGN_TERMS,
};

describe('hashText', () => {
  it('is the SHA-256 of the UTF-8 text, in lowercase hex', () => {
    expect(hashText('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashText('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashText('é')).toBe(hashText('\u00e9'));
    expect(hashText('é')).not.toBe(hashText('e\u0301'));
  });

  it('changes with any change to the agreed text, and not otherwise', () => {
    const text = agreementText(snapshot, 1);
    expect(hashText(agreementText(structuredClone(snapshot), 1))).toBe(hashText(text));
    const changed = [
      agreementText(snapshot, 2),
      agreementText({ ...snapshot, terms: { ...snapshot.terms, revisionLimit: 1 } }, 1),
      agreementText({ ...snapshot, terms: { ...snapshot.terms, exclusivityDays: 7 } }, 1),
      agreementText({ ...snapshot, contentGuidelines: 'Show the can!' }, 1),
      agreementText({ ...snapshot, payTerms: { ...snapshot.payTerms, ratePer1kViewsCents: 1_300 } }, 1),
      `${text} `,
    ];
    for (const other of changed) {
      expect(other).not.toBe(text);
      expect(hashText(other)).not.toBe(hashText(text));
    }
  });

  it('tells a change of deal from a brand’s new display name', () => {
    expect(sameDeal(snapshot, { ...snapshot, brandName: 'Northside Roasters' })).toBe(true);
    expect(sameDeal(snapshot, { ...snapshot, contentTypes: ['Instagram Reel', 'TikTok Video'] })).toBe(false);
  });
});
