import { RateCardInputSchema, rateCardMessages } from '@microreach/domain/rate-card';
import { describe, expect, it } from 'vitest';
import {
  issuesByFormat,
  type RateCardFormValues,
  rateCardErrors,
  rateCardFormValues,
  toRateCardInput,
} from './rate-card-form-values';

const EMPTY = { instagram_post: '', instagram_reel: '', instagram_story: '', tiktok_video: '' };

describe('rate card form values', () => {
  it('shows a saved card in dollars, with none as empty', () => {
    expect(rateCardFormValues([{ format: 'tiktok_video', priceCents: 12_050 }])).toEqual({
      ...EMPTY,
      tiktok_video: 120.5,
    });
  });

  it('sends the filled-in inputs as cents in display order, and nothing for an empty form', () => {
    expect(toRateCardInput({ ...EMPTY, tiktok_video: 300, instagram_post: 120.1 })).toEqual({
      rates: [
        { format: 'instagram_post', priceCents: 12_010 },
        { format: 'tiktok_video', priceCents: 30_000 },
      ],
    });
    expect(toRateCardInput(EMPTY)).toEqual({ rates: [] });
  });

  it("names each input the schema refuses with the domain's message", () => {
    const errors = (values: RateCardFormValues) => rateCardErrors(RateCardInputSchema, values);
    expect(errors({ ...EMPTY, instagram_post: 0.99, instagram_story: 100_000.01, tiktok_video: 5 })).toEqual({
      instagram_post: rateCardMessages.min,
      instagram_story: rateCardMessages.max,
    });
    expect(errors({ ...EMPTY, instagram_reel: 1.005 })).toEqual({ instagram_reel: rateCardMessages.whole });
    expect(errors({ ...EMPTY, instagram_reel: 1 })).toEqual({});
  });

  it("puts a server issue's path on its kind of post", () => {
    const input = toRateCardInput({ ...EMPTY, instagram_reel: 10, tiktok_video: 20 });
    expect(issuesByFormat(input, [{ path: 'rates.1.priceCents', message: 'too much' }])).toEqual({
      tiktok_video: 'too much',
    });
    expect(issuesByFormat(input, [{ path: 'rates', message: rateCardMessages.duplicate }])).toEqual({
      instagram_reel: rateCardMessages.duplicate,
    });
  });
});
