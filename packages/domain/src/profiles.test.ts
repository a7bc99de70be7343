import { describe, expect, it } from 'vitest';
import {
  BusinessProfileInputSchema,
  CreatorProfileInputSchema,
  cleanProfileHashtags,
  FOLLOWER_RANGE_FLOORS,
  followerRange,
  HASHTAGS_MAX,
  HashtagsSchema,
  InstagramHandleSchema,
  notInRoleProfileMessage,
  profileHashtagsProblem,
  profileInputSchema,
  socialProfileUrl,
  TikTokHandleSchema,
  UpdateProfileInputSchema,
} from './profiles.ts';
import { createRandom } from './random.ts';
import { textMessages } from './text.ts';

const message = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('BusinessProfileInputSchema', () => {
  it('accepts every business field and turns blank text into null', () => {
    expect(
      BusinessProfileInputSchema.parse({
        name: ' Dana ',
        companyName: 'Acme',
        location: '  ',
        websitePortfolio: 'https://acme.example.com',
        instagram: '@acme',
        tiktok: 'https://www.tiktok.com/@acme.shop',
        businessBio: 'We roast coffee.',
        phoneNumber: '+1 (555) 010-2000',
        preferredIndustry: ['real-estate'],
        campaignBudget: '1k-5k',
        targetAudience: 'Parents',
        contentNiches: ['Food', 'Fashion', 'Food'],
        preferredContentTypes: ['unboxing', 'product-reviews'],
      }),
    ).toEqual({
      name: 'Dana',
      companyName: 'Acme',
      location: null,
      websitePortfolio: 'https://acme.example.com',
      instagram: 'acme',
      tiktok: 'acme.shop',
      businessBio: 'We roast coffee.',
      phoneNumber: '+1 (555) 010-2000',
      preferredIndustry: ['real-estate'],
      campaignBudget: '1k-5k',
      targetAudience: 'Parents',
      // In the list's own order, each once.
      contentNiches: ['Fashion', 'Food'],
      preferredContentTypes: ['product-reviews', 'unboxing'],
    });
  });
  it('offers the four extra industries and keeps one industry', () => {
    for (const industry of ['home-garden', 'automotive', 'finance', 'real-estate'])
      expect(BusinessProfileInputSchema.safeParse({ preferredIndustry: [industry] }).success).toBe(true);
    expect(message(BusinessProfileInputSchema, { preferredIndustry: ['finance', 'automotive'] })).toBe(
      'Choose one industry.',
    );
    expect(message(BusinessProfileInputSchema, { preferredIndustry: ['crypto'] })).toBe(
      'Choose an industry from the list.',
    );
  });
  it('refuses the creator fields and fields nobody may change', () => {
    expect(BusinessProfileInputSchema.safeParse({ dateOfBirth: '1990-01-01' }).success).toBe(false);
    expect(BusinessProfileInputSchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
    expect(message(BusinessProfileInputSchema, { companyName: '  ' })).toBe('Enter your company name.');
    expect(message(BusinessProfileInputSchema, { campaignBudget: 'a lot' })).toBe(
      'Choose a campaign budget from the list.',
    );
    expect(message(BusinessProfileInputSchema, { phoneNumber: 'call me' })).toBe('Enter a valid phone number.');
    expect(message(BusinessProfileInputSchema, { websitePortfolio: 'acme.com' })).toBe(
      'Enter a full website link starting with http:// or https://.',
    );
  });
});

describe('CreatorProfileInputSchema', () => {
  it('accepts every creator field', () => {
    expect(
      CreatorProfileInputSchema.parse({
        name: 'Mia',
        dateOfBirth: '1996-04-18',
        bio: 'Coffee.',
        instagram: 'https://instagram.com/mia.eats/',
        tiktok: '@miaeats',
        twitter: '@mia',
        youtube: 'MiaEats',
        instagramFollowers: 12_400,
        tiktokFollowers: null,
        contentNiches: ['Food'],
        hashtagsKeywords: ['#coffee', 'home barista', 'Coffee', ' '],
        preferredContentTypes: ['tutorials'],
        preferredIndustry: ['food-beverage', 'technology'],
      }),
    ).toMatchObject({
      instagram: 'mia.eats',
      tiktok: 'miaeats',
      instagramFollowers: 12_400,
      hashtagsKeywords: ['coffee', 'home barista'],
      preferredIndustry: ['food-beverage', 'technology'],
    });
  });
  it('keeps the sign-up rules for the date of birth; blank clears it', () => {
    expect(CreatorProfileInputSchema.parse({ dateOfBirth: '' })).toEqual({ dateOfBirth: null });
    expect(CreatorProfileInputSchema.safeParse({ dateOfBirth: '2999-01-01' }).success).toBe(false);
    expect(CreatorProfileInputSchema.safeParse({ dateOfBirth: '1990-02-30' }).success).toBe(false);
  });
  it('refuses business fields, industries only businesses have, and bad counts', () => {
    expect(CreatorProfileInputSchema.safeParse({ companyName: 'Acme' }).success).toBe(false);
    expect(CreatorProfileInputSchema.safeParse({ businessBio: 'x' }).success).toBe(false);
    expect(message(CreatorProfileInputSchema, { preferredIndustry: ['real-estate'] })).toBe(
      'Choose preferred industries from the list.',
    );
    expect(message(CreatorProfileInputSchema, { instagramFollowers: -1 })).toBe(
      'Instagram followers cannot be negative.',
    );
    expect(message(CreatorProfileInputSchema, { tiktokFollowers: 1.5 })).toBe(
      'Enter your TikTok followers as a whole number.',
    );
    expect(message(CreatorProfileInputSchema, { contentNiches: ['Knitting'] })).toBe('Choose niches from the list.');
  });
  it('bounds hashtags and keywords', () => {
    expect(message(CreatorProfileInputSchema, { hashtagsKeywords: ['no, commas'] })).toMatch(/letters, digits/);
    const many = Array.from({ length: HASHTAGS_MAX + 1 }, (_, i) => `tag${i}`);
    expect(message(CreatorProfileInputSchema, { hashtagsKeywords: many })).toBe(
      `Add at most ${HASHTAGS_MAX} hashtags and keywords.`,
    );
  });
});

describe('hashtags and keywords without zod (the profile form checks them before its schema loads)', () => {
  const HASHTAG_MESSAGE = "Hashtags and keywords may use letters, digits, spaces and '_' (up to 40 characters each).";
  const TOO_MANY = 'Add at most 20 hashtags and keywords.';
  const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`);

  it("cleans a list as the schema does: '#' dropped, trimmed, blanks and repeats (ignoring case) left out", () => {
    expect(cleanProfileHashtags([' #coffee ', 'home barista', 'Coffee', ' ', '##', '# Latte', 'latte'])).toEqual([
      'coffee',
      'home barista',
      'Latte',
    ]);
    expect(profileHashtagsProblem(['#coffee', 'home barista', 'Coffee', ' '])).toBeNull();
    expect(profileHashtagsProblem([])).toBeNull();
    expect(profileHashtagsProblem(tags(20))).toBeNull();
  });

  it("names the schema's problems, in its words", () => {
    expect(profileHashtagsProblem(['tea & cake'])).toBe(HASHTAG_MESSAGE);
    expect(profileHashtagsProblem(['no, commas'])).toBe(HASHTAG_MESSAGE);
    expect(profileHashtagsProblem([' leading'])).toBeNull();
    expect(profileHashtagsProblem(['x'.repeat(41)])).toBe(HASHTAG_MESSAGE);
    expect(profileHashtagsProblem([`#${'x'.repeat(40)}`])).toBeNull();
    expect(profileHashtagsProblem([`##${'x'.repeat(40)}`])).toBe(HASHTAG_MESSAGE);
    expect(profileHashtagsProblem(['caf\u00e9', '\u0663', 'snake_case'])).toBeNull();
    expect(profileHashtagsProblem(['pay \u202Emoc'])).toBe(textMessages.directionControls);
    expect(profileHashtagsProblem([`Z${'\u0351'.repeat(30)}`])).toBe(textMessages.stackedMarks);
    expect(profileHashtagsProblem(tags(21))).toBe(TOO_MANY);
    // Too many is said before any item's problem, as the schema does.
    expect(profileHashtagsProblem(['x'.repeat(45), ...tags(20)])).toBe(TOO_MANY);
  });

  it('agrees with HashtagsSchema on every list: the first problem, or what is kept', () => {
    const random = createRandom(31);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const pieces = [
      'coffee',
      'Coffee',
      '#',
      ' ',
      'street food',
      '_',
      '&',
      ',',
      '!',
      '\u00e9',
      '\u0301',
      '\u0663',
      '\t',
    ];
    const special = ['x'.repeat(39), 'x'.repeat(40), 'x'.repeat(41), 'pay \u202Emoc', `Z${'\u0351'.repeat(20)}`, ''];
    const item = () =>
      random() < 0.2
        ? pick(special)
        : Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(pieces)).join('');
    const lists: string[][] = [[], tags(20), tags(21), [...tags(19), 'TAG0', '#tag1']];
    for (let i = 0; i < 2000; i++) {
      const length = random() < 0.05 ? 19 + Math.floor(random() * 4) : Math.floor(random() * 5);
      lists.push(Array.from({ length }, item));
    }
    for (const list of lists) {
      const parsed = HashtagsSchema.safeParse(list);
      const problem = profileHashtagsProblem(list);
      expect(problem, JSON.stringify(list)).toBe(parsed.error?.issues[0]?.message ?? null);
      if (parsed.success) expect(cleanProfileHashtags(list)).toEqual(parsed.data);
    }
  });
});

describe('handles', () => {
  it('stores a bare handle from @name, name or a profile link', () => {
    expect(InstagramHandleSchema.parse('@mia.eats')).toBe('mia.eats');
    expect(InstagramHandleSchema.parse('https://www.instagram.com/mia.eats/?hl=en')).toBe('mia.eats');
    expect(TikTokHandleSchema.parse('tiktok.com/@mia_eats')).toBe('mia_eats');
    expect(InstagramHandleSchema.parse('')).toBeNull();
  });
  it('refuses spaces and characters the platforms never allow', () => {
    expect(InstagramHandleSchema.safeParse('mia eats').error?.issues[0]?.message).toBe(
      'Enter your Instagram handle without spaces, like @yourname.',
    );
    expect(TikTokHandleSchema.safeParse('m').success).toBe(false);
    expect(InstagramHandleSchema.safeParse('https://evil.example.com/mia').success).toBe(false);
  });
  it('builds the public profile links', () => {
    expect(socialProfileUrl('instagram', 'mia.eats')).toBe('https://www.instagram.com/mia.eats/');
    expect(socialProfileUrl('tiktok', '@mia_eats')).toBe('https://www.tiktok.com/@mia_eats');
  });
});

describe('per-role update', () => {
  it('names a field of the other role', () => {
    expect(notInRoleProfileMessage('dateOfBirth', 'SMB')).toBe('Date of birth is not part of a business profile.');
    expect(notInRoleProfileMessage('companyName', 'Influencer')).toBe('Company name is not part of a creator profile.');
    expect(notInRoleProfileMessage('email', 'SMB')).toBe('Email cannot be changed here.');
  });
  it('picks the schema of the role, and the route schema takes either form', () => {
    expect(profileInputSchema('SMB')).toBe(BusinessProfileInputSchema);
    expect(profileInputSchema('Influencer')).toBe(CreatorProfileInputSchema);
    expect(UpdateProfileInputSchema.safeParse({ preferredIndustry: ['finance'] }).success).toBe(true);
    expect(UpdateProfileInputSchema.safeParse({ dateOfBirth: '1990-01-01', companyName: 'x' }).success).toBe(true);
    expect(UpdateProfileInputSchema.safeParse({ role: 'SMB' }).success).toBe(false);
  });
  it('gives what each schema made back unchanged when checked again (the service checks twice)', () => {
    const once = UpdateProfileInputSchema.parse({
      instagram: 'https://instagram.com/mia/',
      hashtagsKeywords: ['#a', 'A', 'b'],
      dateOfBirth: '',
      contentNiches: ['Food', 'Art'],
    });
    expect(CreatorProfileInputSchema.parse(once)).toEqual(once);
  });
});

describe('follower counts', () => {
  it('fall in the spec ranges by their lower bounds', () => {
    expect(followerRange(0).code).toBe('1000-');
    expect(followerRange(999).code).toBe('1000-');
    expect(followerRange(1000).code).toBe('1000-2500');
    expect(followerRange(12_000).code).toBe('10000-25000');
    expect(followerRange(50_000).code).toBe('50000+');
    expect(followerRange(3_000_000).label).toBe('50K+');
    expect(FOLLOWER_RANGE_FLOORS.map((r) => r.code)).toEqual([
      '1000-',
      '1000-2500',
      '2500-10000',
      '10000-25000',
      '25000-50000',
      '50000+',
    ]);
  });
});
