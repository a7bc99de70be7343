import { FOLLOWERS_MAX, ProfileSchema, PublicProfileSchema } from '@microreach/domain/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, users } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  dayFromToday,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

let app: TestApp;
let creator: TestUser;
let other: TestUser;
let business: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  creator = await signUpCreator(app, { name: 'Ava Creator', dateOfBirth: '1999-01-02', location: 'Lisbon' });
  other = await signUpCreator(app, { name: 'Ben Other' });
  business = await signUpBusiness(app, { companyName: 'Acme Studio' });
  await app.db
    .update(users)
    .set({ phoneNumber: '+1 555 0100', bio: 'I film coffee.', instagramFollowers: 12_400 })
    .where(eq(users.id, creator.user.id));
  await app.db
    .update(users)
    .set({ phoneNumber: '+1 555 0199', campaignBudget: '5k-10k', targetAudience: 'Parents' })
    .where(eq(users.id, business.user.id));
});
afterAll(() => app.close());

const PRIVATE_FIELDS = ['email', 'dateOfBirth', 'phoneNumber', 'campaignBudget', 'targetAudience'];

/** The stored row and the auth user's name: what "nothing changed" compares. */
async function stored(who: TestUser) {
  const [row] = await app.db.select().from(users).where(eq(users.id, who.user.id));
  const [auth] = await app.db.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, who.user.id));
  return { row, authName: auth?.name };
}

describe('GET /api/me', () => {
  it('returns the caller their own private fields', async () => {
    const res = await callAs(app, creator, 'GET', '/api/me');
    expect(res.statusCode).toBe(200);
    const body = ProfileSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      id: creator.user.id,
      email: creator.email,
      dateOfBirth: '1999-01-02',
      phoneNumber: '+1 555 0100',
      instagramFollowers: 12_400,
      tiktokFollowers: null,
      avatar: null,
      banner: null,
      portfolio: [],
      contentNiches: [],
      preferredIndustry: [],
    });
  });

  it('is a 401 signed out', async () => {
    expect((await callAs(app, null, 'GET', '/api/me')).statusCode).toBe(401);
  });
});

describe('GET /api/profiles/:id', () => {
  it.each([
    ['another creator', () => other],
    ['a business', () => business],
  ])('shows %s only the public fields of a creator', async (_label, viewer) => {
    const res = await callAs(app, viewer(), 'GET', `/api/profiles/${creator.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(PublicProfileSchema.shape).sort());
    expect(body).toMatchObject({
      id: creator.user.id,
      name: 'Ava Creator',
      location: 'Lisbon',
      bio: 'I film coffee.',
      instagramFollowers: 12_400,
      avatar: null,
      banner: null,
      portfolio: [],
      hashtagsKeywords: [],
    });
    for (const field of PRIVATE_FIELDS) expect(body).not.toHaveProperty(field);
    expect(res.body).not.toContain(creator.email);
    expect(res.body).not.toContain('555 0100');
    expect(res.body).not.toContain('1999-01-02');
  });

  it("never shows a business's phone, budget or target audience", async () => {
    const res = await callAs(app, creator, 'GET', `/api/profiles/${business.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: business.user.id, role: 'SMB', companyName: 'Acme Studio' });
    for (const field of PRIVATE_FIELDS) expect(res.json()).not.toHaveProperty(field);
    for (const secret of [business.email, '555 0199', '5k-10k', 'Parents']) expect(res.body).not.toContain(secret);
  });

  it('is a 404 for a user that does not exist', async () => {
    const res = await callAs(app, other, 'GET', '/api/profiles/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });

  it('is a 401 signed out', async () => {
    expect((await callAs(app, null, 'GET', `/api/profiles/${creator.user.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('changes the caller own profile only', async () => {
    const res = await callAs(app, other, 'PATCH', '/api/me', {
      bio: 'Travel vlogs',
      location: 'Osaka',
      instagramFollowers: 4200,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: other.user.id,
      bio: 'Travel vlogs',
      location: 'Osaka',
      instagramFollowers: 4200,
    });
    const [untouched] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(untouched.bio).toBe('I film coffee.');
    expect(untouched.location).toBe('Lisbon');
    expect(untouched.instagramFollowers).toBe(12_400);
  });

  it('has no way to address another user: PATCH /api/profiles/:id does not exist', async () => {
    const res = await callAs(app, other, 'PATCH', `/api/profiles/${creator.user.id}`, { bio: 'hacked' });
    expect(res.statusCode).toBe(404);
    const [row] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(row.bio).toBe('I film coffee.');
  });

  it('is a 401 signed out', async () => {
    const res = await callAs(app, null, 'PATCH', '/api/me', { location: 'Nowhere' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps company names for businesses', async () => {
    const res = await callAs(app, creator, 'PATCH', '/api/me', { companyName: 'Sneaky LLC' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FIELD_NOT_IN_ROLE',
      message: 'Company name is not part of a creator profile.',
    });
    const ok = await callAs(app, business, 'PATCH', '/api/me', { companyName: 'Acme Studio Two' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().companyName).toBe('Acme Studio Two');
    const blank = await callAs(app, business, 'PATCH', '/api/me', { companyName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Enter your company name.');
    const [row] = await app.db.select().from(users).where(eq(users.id, business.user.id));
    expect(row.companyName).toBe('Acme Studio Two');
    const [creatorRow] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(creatorRow.companyName).toBeNull();
  });
});

describe('PATCH /api/me: a business saves every business field', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpBusiness(app, { companyName: 'Harbor Bakery' });
  });

  it('stores each field and reads it back (lists as comma-separated text)', async () => {
    const res = await callAs(app, owner, 'PATCH', '/api/me', {
      name: '  Nora Baker ',
      companyName: 'Harbor Bakery & Co',
      location: 'Portland',
      websitePortfolio: 'https://harbor.example.com/shop',
      instagram: '@harbor.bakery',
      tiktok: 'https://www.tiktok.com/@harbor_bakes',
      businessBio: 'Sourdough since 1998.',
      phoneNumber: '+1 (503) 555-0123',
      preferredIndustry: ['real-estate'],
      campaignBudget: '10k-25k',
      targetAudience: 'Millennials (25-34)',
      contentNiches: ['Food', 'Lifestyle', 'Food'],
      preferredContentTypes: ['unboxing', 'product-reviews'],
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: owner.user.id,
      role: 'SMB',
      name: 'Nora Baker',
      companyName: 'Harbor Bakery & Co',
      location: 'Portland',
      websitePortfolio: 'https://harbor.example.com/shop',
      instagram: 'harbor.bakery',
      tiktok: 'harbor_bakes',
      businessBio: 'Sourdough since 1998.',
      phoneNumber: '+1 (503) 555-0123',
      preferredIndustry: ['real-estate'],
      campaignBudget: '10k-25k',
      targetAudience: 'Millennials (25-34)',
      // Duplicates dropped, in the option list's order.
      contentNiches: ['Food', 'Lifestyle'],
      preferredContentTypes: ['product-reviews', 'unboxing'],
      dateOfBirth: null,
      bio: null,
    };
    expect(res.json()).toMatchObject(expected);
    const again = await callAs(app, owner, 'GET', '/api/me');
    expect(ProfileSchema.parse(again.json())).toMatchObject(expected);

    const { row, authName } = await stored(owner);
    expect(row).toMatchObject({
      contentNiches: 'Food, Lifestyle',
      preferredContentTypes: 'product-reviews,unboxing',
      preferredIndustry: ['real-estate'],
      instagram: 'harbor.bakery',
    });
    expect(authName).toBe('Nora Baker');
  });

  it('clears optional fields with blanks, null and empty lists', async () => {
    const res = await callAs(app, owner, 'PATCH', '/api/me', {
      location: '',
      websitePortfolio: '   ',
      instagram: null,
      campaignBudget: null,
      preferredIndustry: [],
      contentNiches: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      location: null,
      websitePortfolio: null,
      instagram: null,
      campaignBudget: null,
      preferredIndustry: [],
      contentNiches: [],
      // Untouched by this body.
      tiktok: 'harbor_bakes',
      targetAudience: 'Millennials (25-34)',
    });
    const { row } = await stored(owner);
    expect(row).toMatchObject({ location: null, preferredIndustry: null, contentNiches: null, campaignBudget: null });
  });

  it('keeps one industry only', async () => {
    const before = await stored(owner);
    const res = await callAs(app, owner, 'PATCH', '/api/me', { preferredIndustry: ['finance', 'technology'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose one industry.');
    expect(await stored(owner)).toEqual(before);
  });
});

describe('PATCH /api/me: a creator saves every creator field', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpCreator(app, { name: 'Lena Lens' });
  });

  it('stores each field and reads it back (lists as comma-separated text)', async () => {
    const res = await callAs(app, owner, 'PATCH', '/api/me', {
      name: 'Lena Lensworth',
      location: 'Berlin',
      dateOfBirth: '1996-05-17',
      bio: 'Street photography and coffee.',
      instagram: 'https://www.instagram.com/lena.lens/',
      tiktok: '@lena_lens',
      twitter: '@lenalens',
      youtube: 'LenaLensChannel',
      websitePortfolio: 'http://lena.example.org',
      instagramFollowers: 48_250,
      tiktokFollowers: 0,
      contentNiches: ['Photography', 'Travel'],
      hashtagsKeywords: ['#streetphoto', 'Berlin cafes', 'streetphoto', ''],
      preferredContentTypes: ['tutorials', 'behind-the-scenes'],
      preferredIndustry: ['travel-tourism', 'food-beverage'],
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: owner.user.id,
      role: 'Influencer',
      name: 'Lena Lensworth',
      location: 'Berlin',
      dateOfBirth: '1996-05-17',
      bio: 'Street photography and coffee.',
      instagram: 'lena.lens',
      tiktok: 'lena_lens',
      twitter: '@lenalens',
      youtube: 'LenaLensChannel',
      websitePortfolio: 'http://lena.example.org',
      instagramFollowers: 48_250,
      tiktokFollowers: 0,
      contentNiches: ['Travel', 'Photography'],
      hashtagsKeywords: ['streetphoto', 'Berlin cafes'],
      preferredContentTypes: ['tutorials', 'behind-the-scenes'],
      preferredIndustry: ['food-beverage', 'travel-tourism'],
      companyName: null,
      businessBio: null,
    };
    expect(res.json()).toMatchObject(expected);
    const again = await callAs(app, owner, 'GET', '/api/me');
    expect(ProfileSchema.parse(again.json())).toMatchObject(expected);

    const { row, authName } = await stored(owner);
    expect(row).toMatchObject({
      contentNiches: 'Travel, Photography',
      hashtagsKeywords: 'streetphoto, Berlin cafes',
      preferredContentTypes: 'tutorials,behind-the-scenes',
      preferredIndustry: ['food-beverage', 'travel-tourism'],
      instagramFollowers: 48_250,
      tiktokFollowers: 0,
      dateOfBirth: '1996-05-17',
    });
    expect(authName).toBe('Lena Lensworth');

    // Another user sees the public part of it.
    const seen = await callAs(app, business, 'GET', `/api/profiles/${owner.user.id}`);
    expect(seen.json()).toMatchObject({ instagram: 'lena.lens', instagramFollowers: 48_250 });
    expect(seen.json()).not.toHaveProperty('dateOfBirth');
  });

  it('clears the date of birth and follower counts', async () => {
    const res = await callAs(app, owner, 'PATCH', '/api/me', {
      dateOfBirth: '',
      instagramFollowers: null,
      hashtagsKeywords: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dateOfBirth: null, instagramFollowers: null, hashtagsKeywords: [] });
    expect((await stored(owner)).row).toMatchObject({
      dateOfBirth: null,
      instagramFollowers: null,
      tiktokFollowers: 0,
    });
  });
});

describe('PATCH /api/me: refused bodies change nothing', () => {
  let shop: TestUser;
  let maker: TestUser;
  beforeAll(async () => {
    shop = await signUpBusiness(app, { companyName: 'Steady Shop' });
    maker = await signUpCreator(app, { name: 'Max Maker', dateOfBirth: '1995-03-04' });
    const full = await callAs(app, shop, 'PATCH', '/api/me', {
      location: 'Leeds',
      businessBio: 'We sell kettles.',
      instagram: 'steady.shop',
      campaignBudget: '1k-5k',
      preferredIndustry: ['home-garden'],
    });
    expect(full.statusCode).toBe(200);
    const fullCreator = await callAs(app, maker, 'PATCH', '/api/me', {
      location: 'Leeds',
      bio: 'I make things.',
      instagramFollowers: 2000,
      contentNiches: ['Art'],
      preferredIndustry: ['education'],
    });
    expect(fullCreator.statusCode).toBe(200);
  });

  const who = (role: 'business' | 'creator') => (role === 'business' ? shop : maker);

  // Each body also carries a valid change (location), which must not be saved either.
  it.each([
    ['business', { dateOfBirth: '1990-01-01' }, 'Date of birth is not part of a business profile.', ['dateOfBirth']],
    ['business', { bio: 'Hello' }, 'Bio is not part of a business profile.', ['bio']],
    [
      'business',
      { instagramFollowers: 10 },
      'Instagram followers is not part of a business profile.',
      ['instagramFollowers'],
    ],
    [
      'business',
      // Every foreign field is listed; the message names the first one sent.
      { hashtagsKeywords: ['kettles'], twitter: 'shop' },
      'Hashtags and keywords is not part of a business profile.',
      ['hashtagsKeywords', 'twitter'],
    ],
    ['creator', { companyName: 'Sneaky LLC' }, 'Company name is not part of a creator profile.', ['companyName']],
    ['creator', { businessBio: 'We sell.' }, 'Business bio is not part of a creator profile.', ['businessBio']],
    ['creator', { phoneNumber: '+1 555 0111' }, 'Phone number is not part of a creator profile.', ['phoneNumber']],
    ['creator', { campaignBudget: '1k-5k' }, 'Campaign budget is not part of a creator profile.', ['campaignBudget']],
    ['creator', { targetAudience: 'Parents' }, 'Target audience is not part of a creator profile.', ['targetAudience']],
  ] as const)('a %s sending %j is told the field is not part of its profile', async (role, body, message, fields) => {
    const user = who(role);
    const before = await stored(user);
    const res = await callAs(app, user, 'PATCH', '/api/me', { location: 'Changed', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FIELD_NOT_IN_ROLE', message, fields });
    expect(await stored(user)).toEqual(before);
  });

  it.each([
    ['business', 'an unknown budget', { campaignBudget: 'lots' }, 'Choose a campaign budget from the list.'],
    ['business', 'an unknown audience', { targetAudience: 'Cats' }, 'Choose a target audience from the list.'],
    [
      'business',
      'an unknown industry',
      { preferredIndustry: ['mining'] },
      // The business form's own wording: the role's schema speaks before the route's.
      'Choose an industry from the list.',
    ],
    ['business', 'two industries', { preferredIndustry: ['finance', 'automotive'] }, 'Choose one industry.'],
    ['creator', 'an unknown niche', { contentNiches: ['Art', 'Knitting'] }, 'Choose niches from the list.'],
    [
      'creator',
      'a business-only industry',
      { preferredIndustry: ['real-estate'] },
      'Choose preferred industries from the list.',
    ],
    [
      'creator',
      'an unknown content type',
      { preferredContentTypes: ['memes'] },
      'Choose preferred content types from the list.',
    ],
    [
      'business',
      'an Instagram handle with a space',
      { instagram: 'steady shop' },
      'Enter your Instagram handle without spaces, like @yourname.',
    ],
    [
      'creator',
      'a TikTok handle with a space',
      { tiktok: '@max maker' },
      'Enter your TikTok handle without spaces, like @yourname.',
    ],
    [
      'creator',
      'a Twitter handle with a space',
      { twitter: 'max maker' },
      'Twitter / X handle may not contain spaces.',
    ],
    [
      'business',
      'a website without http',
      { websitePortfolio: 'www.steady.example.com' },
      'Enter a full website link starting with http:// or https://.',
    ],
    [
      'creator',
      'a website without http',
      { websitePortfolio: 'maker.example.com' },
      'Enter a full website link starting with http:// or https://.',
    ],
    ['creator', 'a future date of birth', { dateOfBirth: dayFromToday(30) }, 'Enter a real date of birth in the past.'],
    [
      'creator',
      'a date of birth that is not a date',
      { dateOfBirth: '04/03/1995' },
      'Enter your date of birth as YYYY-MM-DD.',
    ],
    ['creator', 'negative followers', { instagramFollowers: -5 }, 'Instagram followers cannot be negative.'],
    ['creator', 'fractional followers', { tiktokFollowers: 10.5 }, 'Enter your TikTok followers as a whole number.'],
    [
      'creator',
      'a follower range code',
      { instagramFollowers: '2500-10000' },
      'Enter your Instagram followers as a whole number.',
    ],
    [
      'creator',
      'too many followers',
      { tiktokFollowers: 1_000_000_001 },
      'TikTok followers must be at most 1,000,000,000.',
    ],
    [
      'creator',
      'a right-to-left override in a location (issue 32)',
      { location: 'Lisbon \u202Egpj.exe' },
      'Text cannot contain hidden characters that change the direction of the text around them (U+202A to U+202E, U+2066 to U+2069). Remove them and try again.',
    ],
    [
      'business',
      'a directional isolate in a company name (issue 32)',
      { companyName: 'Acme \u2067Coffee\u2069' },
      'Text cannot contain hidden characters that change the direction of the text around them (U+202A to U+202E, U+2066 to U+2069). Remove them and try again.',
    ],
    [
      'creator',
      'a letter under a stack of combining marks (issue 32)',
      { bio: `a${'\u0301'.repeat(40)}` },
      'Text cannot contain a character with more than 15 accents or joined marks. Remove some and try again.',
    ],
    [
      'creator',
      'a hashtag with punctuation',
      { hashtagsKeywords: ['ok', 'no!'] },
      "Hashtags and keywords may use letters, digits, spaces and '_' (up to 40 characters each).",
    ],
    ['business', 'a blank name', { name: ' ' }, 'Enter your name.'],
    ['business', 'a bad phone number', { phoneNumber: 'call me' }, 'Enter a valid phone number.'],
    ['business', 'a change of email', { email: 'new@example.com' }, 'Email cannot be changed here.'],
    ['creator', 'a change of email', { email: 'new@example.com' }, 'Email cannot be changed here.'],
    ['creator', 'a change of role', { role: 'SMB' }, 'The account type cannot be changed.'],
    ['business', 'a change of role', { role: 'Influencer' }, 'The account type cannot be changed.'],
    [
      'creator',
      'an id',
      { id: '00000000-0000-4000-8000-000000000000' },
      'The request has a field we do not accept: id.',
    ],
    [
      'creator',
      'an image column',
      { profilePicture: '/files/x.webp' },
      'The request has a field we do not accept: profilePicture.',
    ],
  ] as const)('a %s sending %s gets a 400 with a sentence', async (role, _label, body, message) => {
    const user = who(role);
    const before = await stored(user);
    const res = await callAs(app, user, 'PATCH', '/api/me', { location: 'Changed', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await stored(user)).toEqual(before);
    expect(before.row).toMatchObject({
      location: 'Leeds',
      email: user.email,
      role: role === 'business' ? 'SMB' : 'Influencer',
    });
  });
});

describe('follower counts whose sum passes a PostgreSQL integer (issue 32)', () => {
  it('takes both counts at their largest (the audience size they add up to fits) and refuses one past it', async () => {
    const big = await signUpCreator(app);
    const res = await callAs(app, big, 'PATCH', '/api/me', {
      instagramFollowers: FOLLOWERS_MAX,
      tiktokFollowers: FOLLOWERS_MAX,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db
      .select({ audienceSize: users.audienceSize })
      .from(users)
      .where(eq(users.id, big.user.id));
    expect(row.audienceSize).toBe(2 * FOLLOWERS_MAX);
    // Before: two counts of 2,000,000,000 passed validation and overflowed the generated column (a 500).
    const over = await callAs(app, big, 'PATCH', '/api/me', {
      instagramFollowers: 2_000_000_000,
      tiktokFollowers: 2_000_000_000,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Instagram followers must be at most 1,000,000,000.',
      fields: ['instagramFollowers'],
    });
  });
});
