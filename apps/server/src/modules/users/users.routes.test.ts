import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { createTestApp, signUpBusiness, signUpCreator, type TestApp, type TestUser } from '#server/test/harness.ts';

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
    .set({ phoneNumber: '+1 555 0100', campaignBudget: '1k-5k', bio: 'I film coffee.' })
    .where(eq(users.id, creator.user.id));
});
afterAll(() => app.close());

const PRIVATE_FIELDS = ['email', 'dateOfBirth', 'phoneNumber', 'campaignBudget', 'targetAudience', 'preferredIndustry'];

describe('GET /api/me', () => {
  it('returns the caller their own private fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: creator.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: creator.user.id,
      email: creator.email,
      dateOfBirth: '1999-01-02',
      phoneNumber: '+1 555 0100',
      campaignBudget: '1k-5k',
    });
  });
});

describe('GET /api/users/:id', () => {
  it.each([
    ['another creator', () => other],
    ['a business', () => business],
  ])('shows %s only the public fields of a creator', async (_label, viewer) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/users/${creator.user.id}`,
      headers: { cookie: viewer().cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: creator.user.id, name: 'Ava Creator', location: 'Lisbon', bio: 'I film coffee.' });
    for (const field of PRIVATE_FIELDS) expect(body).not.toHaveProperty(field);
    expect(res.body).not.toContain(creator.email);
    expect(res.body).not.toContain('555 0100');
  });

  it('is a 404 for a user that does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/me', () => {
  it('changes the caller own profile only', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: other.cookie },
      payload: { bio: 'Travel vlogs', location: 'Osaka', instagramFollowers: '2500-10000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.user.id, bio: 'Travel vlogs', location: 'Osaka' });
    const [untouched] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(untouched.bio).toBe('I film coffee.');
    expect(untouched.location).toBe('Lisbon');
  });

  it('has no way to address another user: PATCH /api/users/:id does not exist', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${creator.user.id}`,
      headers: { cookie: other.cookie },
      payload: { bio: 'hacked' },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(row.bio).toBe('I film coffee.');
  });

  it.each([
    ['email', { email: 'new@example.com' }],
    ['role', { role: 'SMB' }],
    ['id', { id: '00000000-0000-4000-8000-000000000000' }],
    ['an unknown budget range', { campaignBudget: 'lots' }],
  ])('refuses to change %s and changes nothing', async (_label, payload) => {
    const res = await app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie: creator.cookie }, payload });
    expect(res.statusCode).toBe(400);
    const [row] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(row).toMatchObject({ email: creator.email, role: 'Influencer', campaignBudget: '1k-5k' });
  });

  it('keeps company names for businesses', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: creator.cookie },
      payload: { companyName: 'Sneaky LLC' },
    });
    expect(res.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: business.cookie },
      payload: { companyName: 'Acme Studio Two' },
    });
    expect(ok.json().companyName).toBe('Acme Studio Two');
    const blank = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: business.cookie },
      payload: { companyName: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Company name is required');
    const [row] = await app.db.select().from(users).where(eq(users.id, business.user.id));
    expect(row.companyName).toBe('Acme Studio Two');
  });
});
