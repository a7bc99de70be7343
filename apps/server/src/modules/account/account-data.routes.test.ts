// Download my data (issue 27 item 4), on PGlite and (with DATABASE_URL) PostgreSQL: only the signed-in person's own
// data, as an attachment; another person in the same conversation and campaign appears by name, never by address;
// no token, hash or secret; the money is the ledger's to the cent; five downloads an hour.
import { randomUUID } from 'node:crypto';
import { type AccountExport, AccountExportSchema } from '@microreach/domain/account-data';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, authSessions, ledgerAccounts } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { addFunds, fundCampaign, seedPayout } from '#server/test/ledger.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const download = (who: TestUser | null) => callAs(app, who, 'GET', '/api/account/export');

/** A business and a creator who share a campaign (applied, posted) and a conversation, with money on both sides. */
async function sharedHistory() {
  const [business, creator] = await Promise.all([
    signUpBusiness(app, { name: 'Bea Owner', companyName: `Roastery ${randomUUID().slice(0, 6)}` }),
    signUpCreator(app, { name: `Cleo ${randomUUID().slice(0, 6)}` }),
  ]);
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  const applied = await joinAs(app, creator, campaignId);
  expect(applied.statusCode, applied.body).toBe(201);
  const posted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/Export${randomUUID().slice(0, 8)}/`,
  });
  expect(posted.statusCode, posted.body).toBe(201);
  for (const [from, to, text] of [
    [business, creator, 'Hello from the roastery'],
    [creator, business, 'Hi! Happy to help'],
  ] as const) {
    const sent = await callAs(app, from, 'POST', '/api/chat/messages', {
      clientId: randomUUID(),
      to: to.user.id,
      text,
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }
  await addFunds(app, business, 120_000);
  const funded = await fundCampaign(app, business, campaignId, 45_000);
  expect(funded.statusCode, funded.body).toBe(201);
  const tax = await callAs(app, creator, 'PUT', '/api/creator/earnings/tax', {
    legalName: 'Cleo Lens',
    businessName: '',
    country: 'US',
    classification: 'individual',
    taxId: '123-45-6789',
    addressLine1: '1 Main St',
    addressLine2: '',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    dateOfBirth: null,
    certify: true,
  });
  expect(tax.statusCode, tax.body).toBe(200);
  await seedPayout(app, creator.user.id, 7_500, 'paid');
  await seedPayout(app, creator.user.id, 2_500, 'failed');
  return { business, creator, campaignId, postId: posted.json().id as string };
}

/** The sum of each of the person's ledger accounts, as the ledger itself holds them. */
async function ledgerBalances(userId: string): Promise<Record<string, number>> {
  const rows = await app.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.id, r.balance]));
}

function expectNoSecrets(body: string, others: TestUser[], secrets: string[]) {
  for (const other of others) expect(body).not.toContain(other.email);
  for (const secret of secrets) expect(body).not.toContain(secret);
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        walk(inner);
      }
  };
  walk(JSON.parse(body));
  expect([...keys].filter((k) => /password|token|secret|hash$|externalId/i.test(k))).toEqual([]);
}

describe('GET /api/account/export', () => {
  it('refuses a signed-out visitor', async () => {
    const res = await download(null);
    expect(res.statusCode).toBe(401);
  });

  it('gives each person their own data as a dated JSON attachment, the other side by name only', async () => {
    const { business, creator, campaignId, postId } = await sharedHistory();
    const [hashes, tokens] = await Promise.all([
      app.db.select({ password: authAccounts.password }).from(authAccounts),
      app.db
        .select({ token: authSessions.token })
        .from(authSessions)
        .where(sql`${authSessions.userId} in (${business.user.id}, ${creator.user.id})`),
    ]);
    const secrets = [...hashes.map((h) => h.password ?? ''), ...tokens.map((t) => t.token)].filter(Boolean);

    const res = await download(creator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="microreach-data-${day}.json"`);
    const data: AccountExport = AccountExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ id: creator.user.id, email: creator.email, role: 'Influencer' });
    expect(data.applications).toEqual([
      expect.objectContaining({ campaignId, partnerName: expect.stringMatching(/^Roastery /), status: 'approved' }),
    ]);
    expect(data.posts.map((p) => p.id)).toEqual([postId]);
    expect(data.campaigns).toEqual([]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]!.messages.map((m) => [m.fromMe, m.message])).toEqual([
      [false, 'Hello from the roastery'],
      [true, 'Hi! Happy to help'],
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    // The terms the creator agreed to, word for word, and where from; the tax details masked (issue 29).
    expect(data.agreements).toEqual([
      expect.objectContaining({ campaignId, creatorName: creator.user.name, termsVersion: 1, via: 'join' }),
    ]);
    expect(data.agreements[0]!.text).toContain('MicroReach campaign terms, version 1');
    expect(data.agreements[0]!.textSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(data.agreements[0]!.userAgent ?? data.agreements[0]!.ip).not.toBeNull();
    expect(data.taxDetails).toMatchObject({
      form: 'W-9',
      legalName: 'Cleo Lens',
      taxIdMasked: expect.stringMatching(/6789$/),
      address: '1 Main St, Austin, TX, 78701, US',
    });
    expect(res.body).not.toContain('123-45-6789');
    expect(res.body).not.toContain('123456789');
    expectNoSecrets(res.body, [business], secrets);

    // Money: every account's entries add up to the ledger's balance, and the figures are the wallet page's.
    const ledger = await ledgerBalances(creator.user.id);
    expect(Object.keys(ledger).length).toBeGreaterThan(0);
    for (const acct of data.money.ledgerAccounts) {
      expect(acct.balanceCents).toBe(ledger[acct.id]);
      expect(acct.entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(ledger[acct.id]);
    }
    expect(data.money.ledgerAccounts.map((a) => a.id).sort()).toEqual(Object.keys(ledger).sort());
    const wallet = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(data.money.creator).toEqual({
      availableCents: wallet.availableCents,
      pendingCents: wallet.pendingCents,
      underReviewCents: wallet.underReviewCents,
      totalEarningsCents: wallet.totalEarningsCents,
      platformFeesCents: wallet.platformFeesCents,
      withdrawnCents: wallet.withdrawnCents,
    });
    expect(data.money.creator!.availableCents).toBe(2_500);
    expect(data.money.payouts.map((p) => [p.amountCents, p.status]).sort()).toEqual([
      [2_500, 'failed'],
      [7_500, 'paid'],
    ]);

    const own = await download(business);
    expect(own.statusCode, own.body).toBe(200);
    const mine: AccountExport = AccountExportSchema.parse(own.json());
    expect(mine.profile.email).toBe(business.email);
    expect(mine.campaigns).toHaveLength(1);
    expect(mine.campaigns[0]!.applications).toEqual([
      expect.objectContaining({ partnerName: creator.user.name, status: 'approved' }),
    ]);
    expect(mine.campaigns[0]!.posts.map((p) => p.id)).toEqual([postId]);
    expect(mine.applications).toEqual([]);
    // The creator's agreement to the business's campaign, without the creator's address or browser.
    expect(mine.agreements).toEqual([
      expect.objectContaining({ campaignId, creatorName: creator.user.name, ip: null, userAgent: null }),
    ]);
    expect(mine.taxDetails).toBeNull();
    expect(mine.conversations[0]!.partnerName).toBe(creator.user.name);
    expectNoSecrets(own.body, [creator], secrets);
    const businessLedger = await ledgerBalances(business.user.id);
    for (const acct of mine.money.ledgerAccounts) {
      expect(acct.entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(businessLedger[acct.id]);
    }
    const walletAcct = mine.money.ledgerAccounts.find((a) => a.kind === 'business_wallet');
    expect(walletAcct?.balanceCents).toBe(75_000);
    expect(mine.money.business?.walletBalanceCents).toBe(75_000);
    const escrow = mine.money.ledgerAccounts.find((a) => a.kind === 'campaign_escrow');
    expect(escrow?.balanceCents).toBe(45_000);
    expect(mine.money.deposits).toEqual([expect.objectContaining({ amountCents: 120_000, state: 'paid' })]);
  });

  it('allows five downloads an hour, then answers 429 with a sentence', async () => {
    const creator = await signUpCreator(app);
    for (let i = 0; i < 5; i++) expect((await download(creator)).statusCode).toBe(200);
    const sixth = await download(creator);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('5 times') });
    // Another person's limit is their own.
    expect((await download(await signUpCreator(app))).statusCode).toBe(200);
  });
});
