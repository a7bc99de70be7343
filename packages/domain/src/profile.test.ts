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
});
