// Tax details before larger payouts (issue 29 item 5), on PGlite and (with DATABASE_URL) PostgreSQL: the threshold at
// $599.99 / $600.00 / $600.01 through real withdrawals paid by the test-mode provider, a refusal that writes nothing
// and can be retried with its key once details are given, the id sealed to its user, malformed details refused with
// nothing stored, and who may call.
import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import type { PayoutState } from '@microreach/domain/creator-earnings';
import { type TaxDetailsInput, taxMessages } from '@microreach/domain/tax';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerTransactions, payoutRequests, taxProfiles } from '#server/db/schema/index.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import { decryptToken, TokenCryptoError } from '#server/modules/metrics/providers/token-crypto.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { availableBalance, seedPayout } from '#server/test/ledger.ts';
import { createOperator } from '#server/test/support/operators.ts';
import { openTaxId, taxIdAssociatedData } from './tax-details.service.ts';

const TAX = '/api/creator/earnings/tax';
const WITHDRAW = '/api/creator/earnings/withdrawals';
const tokenKey = createSecretKey(randomBytes(32));
const year = new Date().getUTCFullYear();

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ metrics: { providers: {}, tokenKey } });
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

const W9: TaxDetailsInput = {
  legalName: 'Mia Lens',
  businessName: '',
  country: 'US',
  classification: 'individual',
  taxId: '123-45-6789',
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  dateOfBirth: null,
  certify: true,
};
const W8BEN: TaxDetailsInput = {
  legalName: 'Jonas Berg',
  country: 'DE',
  classification: 'individual',
  taxId: ' 12 345 678 901 ',
  addressLine1: 'Hauptstraße 1',
  city: 'Berlin',
  postalCode: '10115',
  dateOfBirth: '1990-04-01',
  certify: true,
};

/** A creator with `cents` available (settled earnings) and a test-mode bank account that pays out at once. */
async function creatorWithMoney(cents = 200_000): Promise<TestUser> {
  const creator = await signUpCreator(app, { name: 'Tess Taxpayer' });
  await transfer(app.db, {
    kind: 'earnings_settlement',
    description: 'test earnings',
    idempotencyKey: `test:${randomUUID()}`,
    creatorId: creator.user.id,
    legs: [
      { account: account.provider('test'), amountCents: -cents },
      { account: account.available(creator.user.id), amountCents: cents },
    ],
  });
  expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
  const done = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
    accountHolder: 'Tess Taxpayer',
    accountNumber: '000123456789',
  });
  expect(done.statusCode, done.body).toBe(200);
  return creator;
}

const withdraw = (creator: TestUser, amountCents: number, key: string = randomUUID()) =>
  callAs(app, creator, 'POST', WITHDRAW, { amountCents }, { 'idempotency-key': key });

/** Withdraws and expects it paid by the test-mode provider. */
async function withdrawPaid(creator: TestUser, amountCents: number) {
  const res = await withdraw(creator, amountCents);
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, res.json().id));
  expect(row.status).toBe('paid');
}

function expectTaxRefusal(res: Awaited<ReturnType<typeof withdraw>>, paid: number, allowed: number) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({
    code: 'TAX_DETAILS_REQUIRED',
    title: taxMessages.requiredTitle,
    message: taxMessages.required(paid, allowed),
  });
}

const status = async (who: TestUser) => {
  const res = await callAs(app, who, 'GET', TAX);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const saveDetails = (who: TestUser | null, body: unknown) => callAs(app, who, 'PUT', TAX, body);
const profileRow = async (who: TestUser) =>
  (await app.db.select().from(taxProfiles).where(eq(taxProfiles.userId, who.user.id)))[0];

/** What a refused withdrawal must not have written. */
async function writtenFor(creator: TestUser) {
  const [payouts, movements, available] = await Promise.all([
    app.db.select().from(payoutRequests).where(eq(payoutRequests.userId, creator.user.id)),
    app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.creatorId, creator.user.id)),
    availableBalance(app, creator),
  ]);
  return { payouts: payouts.length, movements: movements.length, available };
}

describe('the threshold: $600.00 paid in a calendar year', () => {
  it('lets $599.99 through, and then refuses a withdrawal that would pass $600.00', async () => {
    const creator = await creatorWithMoney();
    expect(await status(creator)).toEqual({
      year,
      thresholdCents: 60_000,
      paidThisYearCents: 0,
      withdrawableWithoutDetailsCents: 60_000,
      details: null,
    });
    await withdrawPaid(creator, 59_999);
    expect(await status(creator)).toMatchObject({ paidThisYearCents: 59_999, withdrawableWithoutDetailsCents: 1 });
    expectTaxRefusal(await withdraw(creator, 1_000), 59_999, 1);
  });

  it('lets a year’s total of exactly $600.00 through', async () => {
    const creator = await creatorWithMoney();
    await withdrawPaid(creator, 50_000);
    await withdrawPaid(creator, 10_000);
    expect(await status(creator)).toMatchObject({ paidThisYearCents: 60_000, withdrawableWithoutDetailsCents: 0 });
    expectTaxRefusal(await withdraw(creator, 1_000), 60_000, 0);
  });

  it('refuses $600.01 (at once, or as the withdrawal that passes $600.00)', async () => {
    const fresh = await creatorWithMoney();
    expectTaxRefusal(await withdraw(fresh, 60_001), 0, 60_000);
    const creator = await creatorWithMoney();
    await withdrawPaid(creator, 50_001);
    expectTaxRefusal(await withdraw(creator, 10_000), 50_001, 9_999);
  });

  it('writes nothing when it refuses, and the same request goes through with its key once details are given', async () => {
    const creator = await creatorWithMoney();
    await withdrawPaid(creator, 55_000);
    const before = await writtenFor(creator);
    const key = randomUUID();
    expectTaxRefusal(await withdraw(creator, 10_000, key), 55_000, 5_000);
    expect(await writtenFor(creator)).toEqual(before);
    const keys = () =>
      app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, creator.user.id), eq(idempotencyKeys.key, key)));
    expect(await keys()).toEqual([]);
    // Asked again, refused again, still nothing written.
    expectTaxRefusal(await withdraw(creator, 10_000, key), 55_000, 5_000);
    expect(await writtenFor(creator)).toEqual(before);

    expect((await saveDetails(creator, W9)).statusCode).toBe(200);
    const done = await withdraw(creator, 10_000, key);
    expect(done.statusCode, done.body).toBe(201);
    const replay = await withdraw(creator, 10_000, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(done.json().id);
    expect(await writtenFor(creator)).toMatchObject({
      payouts: before.payouts + 1,
      available: before.available - 10_000,
    });
    expect(await status(creator)).toMatchObject({ paidThisYearCents: 65_000, withdrawableWithoutDetailsCents: null });
    // Past the threshold, with details, withdrawals keep going through.
    await withdrawPaid(creator, 100_000);
  });

  it('counts withdrawals on their way and delayed ones, not failed ones nor last year’s', async () => {
    const creator = await creatorWithMoney();
    const seeded = async (cents: number, state: PayoutState, requestedAt?: Date) => {
      await seedPayout(app, creator.user.id, cents, state);
      if (requestedAt) {
        await app.db
          .update(payoutRequests)
          .set({ requestedAt })
          .where(and(eq(payoutRequests.userId, creator.user.id), eq(payoutRequests.amountCents, cents)));
      }
    };
    await seeded(70_000, 'failed');
    await seeded(80_000, 'paid', new Date(Date.UTC(year - 1, 11, 31, 23, 59, 59)));
    expect(await status(creator)).toMatchObject({ paidThisYearCents: 0 });
    await seeded(20_000, 'delayed');
    await seeded(15_000, 'requested');
    await seeded(10_000, 'approved', new Date(Date.UTC(year, 0, 1)));
    expect(await status(creator)).toMatchObject({ paidThisYearCents: 45_000, withdrawableWithoutDetailsCents: 15_000 });
    expectTaxRefusal(await withdraw(creator, 15_001), 45_000, 15_000);
    const res = await withdraw(creator, 15_000);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lets only one of several withdrawals at once take the year toward $600.00', async () => {
    const creator = await creatorWithMoney();
    const results = await Promise.all(Array.from({ length: 4 }, () => withdraw(creator, 40_000)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) expectTaxRefusal(refused, 40_000, 20_000);
    const rows = await app.db.select().from(payoutRequests).where(eq(payoutRequests.userId, creator.user.id));
    expect(rows).toHaveLength(1);
  });

  it('still refuses for the balance or the payout account first, as before', async () => {
    const creator = await signUpCreator(app);
    const res = await withdraw(creator, 70_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_PAYOUT_ACCOUNT');
  });
});

describe('tax details', () => {
  it('seals the id to its user, keeps it out of every answer, and shows it masked', async () => {
    const creator = await signUpCreator(app);
    const before = Date.now();
    const res = await saveDetails(creator, { ...W9, dateOfBirth: '1990-01-01' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      year,
      paidThisYearCents: 0,
      withdrawableWithoutDetailsCents: null,
      details: {
        form: 'W-9',
        legalName: 'Mia Lens',
        country: 'US',
        classification: 'individual',
        taxIdMasked: '•••-••-6789',
        addressLine2: 'Apt 2',
        // A W-9 asks for no date of birth: it is not kept.
        dateOfBirth: null,
      },
    });
    expect(Date.parse(answer.details.certifiedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(answer)).not.toMatch(/12345|123-45/);
    expect((await callAs(app, creator, 'GET', TAX)).body).not.toMatch(/12345|123-45/);

    const row = await profileRow(creator);
    expect(row.taxIdMasked).toBe('•••-••-6789');
    expect(row.taxIdSealed).not.toContain('123456789');
    expect(row.taxIdSealed).not.toContain('123-45-6789');
    expect(row.taxIdSealed).toMatch(/^v1\./);
    expect(decryptToken(row.taxIdSealed, tokenKey, `tax-id:${creator.user.id}`)).toBe('123456789');
    expect(openTaxId(tokenKey, creator.user.id, row.taxIdSealed)).toBe('123456789');

    // Bound to its user: another user's associated data, or none, does not open it; nor does another key.
    const other = await signUpCreator(app);
    expect(() => decryptToken(row.taxIdSealed, tokenKey, taxIdAssociatedData(other.user.id))).toThrow(TokenCryptoError);
    expect(() => decryptToken(row.taxIdSealed, tokenKey)).toThrow(TokenCryptoError);
    expect(() =>
      decryptToken(row.taxIdSealed, createSecretKey(randomBytes(32)), taxIdAssociatedData(creator.user.id)),
    ).toThrow(TokenCryptoError);
    // Copied onto another user's row, it does not open there.
    expect((await saveDetails(other, { ...W9, taxId: '987-65-4321' })).statusCode).toBe(200);
    await app.db.update(taxProfiles).set({ taxIdSealed: row.taxIdSealed }).where(eq(taxProfiles.userId, other.user.id));
    expect(() => openTaxId(tokenKey, other.user.id, row.taxIdSealed)).toThrow(TokenCryptoError);
  });

  it('replaces the details when saved again and certifies them again', async () => {
    const creator = await signUpCreator(app);
    expect((await saveDetails(creator, W9)).statusCode).toBe(200);
    const first = await profileRow(creator);
    const res = await saveDetails(creator, W8BEN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toMatchObject({
      form: 'W-8BEN',
      country: 'DE',
      taxIdMasked: '•••• 8901',
      dateOfBirth: '1990-04-01',
      addressLine2: '',
      region: '',
    });
    const rows = await app.db.select().from(taxProfiles).where(eq(taxProfiles.userId, creator.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].taxIdSealed).not.toBe(first.taxIdSealed);
    expect(rows[0].certifiedAt.getTime()).toBeGreaterThanOrEqual(first.certifiedAt.getTime());
    expect(openTaxId(tokenKey, creator.user.id, rows[0].taxIdSealed)).toBe('12 345 678 901');

    const corp = await saveDetails(creator, { ...W9, classification: 'c_corporation', taxId: '12-3456789' });
    expect(corp.json().details).toMatchObject({
      form: 'W-9',
      classification: 'c_corporation',
      taxIdMasked: '••-•••6789',
    });
  });

  const BAD: Array<[string, Record<string, unknown>, string]> = [
    ['an SSN in area 000', { ...W9, taxId: '000-12-3456' }, taxMessages.invalidSsn],
    ['an SSN in area 666', { ...W9, taxId: '666-12-3456' }, taxMessages.invalidSsn],
    [
      'a 9xx number as a corporation’s SSN',
      { ...W9, classification: 'c_corporation', taxId: '912-70-1234' },
      taxMessages.invalidEin,
    ],
    [
      'an EIN with a prefix the IRS does not use',
      { ...W9, classification: 'partnership', taxId: '07-1234567' },
      taxMessages.invalidEin,
    ],
    ['a foreign id with a control character', { ...W8BEN, taxId: 'AB\u0007123456' }, taxMessages.invalidForeignTaxId],
    ['a foreign id of 31 characters', { ...W8BEN, taxId: 'A'.repeat(31) }, 'Tax id can be at most 30 characters.'],
    ['a W-8BEN for a corporation', { ...W8BEN, classification: 'c_corporation' }, taxMessages.w8benIndividualsOnly],
    ['a W-8BEN without a date of birth', { ...W8BEN, dateOfBirth: null }, taxMessages.dateOfBirthRequired],
    ['no certification', { ...W9, certify: undefined }, taxMessages.certifyRequired],
    ['a certification of false', { ...W9, certify: false }, taxMessages.certifyRequired],
    [
      'a legal name with a line break',
      { ...W9, legalName: 'Mia\nLens' },
      'Legal name cannot contain control characters.',
    ],
    [
      'a legal name of 121 characters',
      { ...W9, legalName: 'M'.repeat(121) },
      'Legal name can be at most 120 characters.',
    ],
    ['an unknown country', { ...W9, country: 'XX' }, 'Choose your country of residence.'],
    ['an unknown key', { ...W9, taxIdPlain: '123456789' }, ''],
    ['a NUL character', { ...W9, city: 'Aus\u0000tin' }, ''],
  ];

  it.each(BAD)('refuses %s with a clear message and stores nothing', async (_, body, message) => {
    const fresh = await signUpCreator(app);
    const res = await saveDetails(fresh, body);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
    else expect(res.json().message).toEqual(expect.any(String));
    expect(await profileRow(fresh)).toBeUndefined();

    // Details given before stay as they were.
    const saved = await signUpCreator(app);
    expect((await saveDetails(saved, W9)).statusCode).toBe(200);
    const before = await profileRow(saved);
    expect((await saveDetails(saved, body)).statusCode).toBe(400);
    expect(await profileRow(saved)).toEqual(before);
  });

  it('is the creator’s own: another creator reads and changes only theirs', async () => {
    const mia = await signUpCreator(app);
    const other = await signUpCreator(app);
    expect((await saveDetails(mia, W9)).statusCode).toBe(200);
    const mine = await profileRow(mia);
    expect((await status(other)).details).toBeNull();
    expect((await saveDetails(other, W8BEN)).statusCode).toBe(200);
    expect(await profileRow(mia)).toEqual(mine);
    expect((await status(mia)).details.legalName).toBe('Mia Lens');
  });

  it('refuses a business (as the other earnings routes do), an operator and a signed-out visitor', async () => {
    const business = await signUpBusiness(app);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', W9],
    ] as const) {
      const res = await callAs(app, business, method, TAX, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('WRONG_ROLE');
      expect((await callAs(app, business, 'GET', '/api/creator/earnings')).json().code).toBe('WRONG_ROLE');
      expect((await callAs(app, null, method, TAX, body)).statusCode).toBe(401);
    }
    // Operators are signed-out visitors on marketplace routes (decision 028).
    const operator = await createOperator(app);
    expect((await callAs(app, operator, 'GET', TAX)).statusCode).toBe(401);
    expect(await app.db.select().from(taxProfiles).where(eq(taxProfiles.userId, business.user.id))).toEqual([]);
  });
});
