import { describe, expect, it } from 'vitest';
import { UpdateProfileInputSchema } from './profile.ts';

describe('UpdateProfileInputSchema', () => {
  it('accepts a partial update and turns blank text into null', () => {
    expect(UpdateProfileInputSchema.parse({ bio: '  ', location: 'Lisbon' })).toEqual({
      bio: null,
      location: 'Lisbon',
    });
  });
  it('refuses fields the owner may not change', () => {
    expect(UpdateProfileInputSchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
    expect(UpdateProfileInputSchema.safeParse({ role: 'SMB' }).success).toBe(false);
  });
  it('keeps option lists to their values', () => {
    expect(UpdateProfileInputSchema.safeParse({ campaignBudget: '1k-5k' }).success).toBe(true);
    expect(UpdateProfileInputSchema.safeParse({ campaignBudget: 'a lot' }).success).toBe(false);
    expect(UpdateProfileInputSchema.safeParse({ preferredIndustry: ['real-estate'] }).success).toBe(true);
    expect(UpdateProfileInputSchema.safeParse({ instagramFollowers: '50000+' }).success).toBe(true);
    expect(UpdateProfileInputSchema.safeParse({ phoneNumber: 'call me' }).success).toBe(false);
  });
  it('refuses a name of only spaces and words its problems as sentences', () => {
    const message = (input: unknown) => UpdateProfileInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ name: '   ' })).toBe('Enter your name.');
    expect(message({ websitePortfolio: 'example.com' })).toBe(
      'Enter a full website link starting with http:// or https://.',
    );
    expect(message({ phoneNumber: 'call me' })).toBe('Enter a valid phone number.');
    expect(message({ bio: 'x'.repeat(2001) })).toBe('Bio must be at most 2000 characters.');
    expect(message({ campaignBudget: 'a lot' })).toBe('Choose a campaign budget from the list.');
  });
});
