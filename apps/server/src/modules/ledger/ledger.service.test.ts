// The ledger's invariants, held by the database itself (migration 0011) and by transfer(), on PGlite and (with
// DATABASE_URL) PostgreSQL: direct writes that would break them are refused; any sequence of fundings, earnings,
// fees, payouts and returns keeps them (property-based); keyed movements happen once.

import { LEDGER_ACCOUNT_KINDS } from '@microreach/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '#server/db/schema/index.ts';
import { createTestApp, signUpBusiness, signUpCreator, type TestApp, type TestUser } from '#server/test/harness.ts';
import {
  type AccountRef,
  account,
  accountId,
  balance,
  escrowAccountId,
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  isAccountOfKind,
  type Leg,
  transfer,
} from './ledger.service.ts';
import { checkLedger } from './ledger-check.service.ts';

let app: TestApp;
let business: TestUser;
let creator: TestUser;
let campaignId: string;

beforeAll(async () => {
  app = await createTestApp();
  [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  const [row] = await app.db
    .execute<{ id: string }>(
      sql`insert into campaigns (user_id, campaign_name, status) values (${business.user.id}, 'Ledger test', 'Draft') returning id`,
    )
    .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
  campaignId = row.id;
});
afterAll(() => app.close());

const expectNoViolations = async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
};

async function deposit(cents: number) {
  await app.db.transaction((tx) =>
    transfer(tx, {
      kind: 'deposit',
      description: 'test deposit',
      legs: [
        { account: account.provider('test'), amountCents: -cents },
        { account: account.wallet(business.user.id), amountCents: cents },
      ],
    }),
  );
}

/** The error a statement or transaction fails with. */
async function failure(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (err) {
    let e: unknown = err;
    const messages: string[] = [];
    while (e && typeof e === 'object') {
      messages.push(String((e as Error).message));
      e = (e as { cause?: unknown }).cause;
    }
    return messages.join(' / ');
  }
  throw new Error('expected a failure');
}

describe('what the database refuses', () => {
  it('a balance changed other than by an entry', async () => {
    await deposit(5_000);
    const id = accountId(account.wallet(business.user.id));
    expect(
      await failure(() => app.db.execute(sql`update ledger_accounts set balance_cents = 1 where id = ${id}`)),
    ).toMatch(/only through ledger entries/);
    expect(await failure(() => app.db.execute(sql`update ledger_accounts set version = 0 where id = ${id}`))).toMatch(
      /only through ledger entries/,
    );
    expect(
      await failure(() => app.db.execute(sql`update ledger_accounts set kind = 'platform_fees' where id = ${id}`)),
    ).toMatch(/never changes what it is/);
    await expectNoViolations();
  });

  it('a transaction whose entries do not sum to zero, or that has only one', async () => {
    const wallet = accountId(account.wallet(business.user.id));
    const before = await balance(app.db, account.wallet(business.user.id));
    const unbalanced = await failure(() =>
      app.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'deposit', description: 'forged' })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values({ transactionId: t.id, accountId: wallet, amountCents: 1_000_000 });
      }),
    );
    expect(unbalanced).toMatch(/not balanced/);
    const empty = await failure(() =>
      app.db.transaction((tx) => tx.insert(ledgerTransactions).values({ kind: 'deposit', description: 'empty' })),
    );
    expect(empty).toMatch(/not balanced: 0 entries/);
    expect(await balance(app.db, account.wallet(business.user.id))).toBe(before);
    await expectNoViolations();
  });

  it('an entry added to a transaction written earlier (its balance check is over)', async () => {
    await deposit(2_000);
    const [earlier] = await app.db.select().from(ledgerTransactions).limit(1);
    const added = await failure(() =>
      app.db.transaction((tx) =>
        tx.insert(ledgerEntries).values([
          { transactionId: earlier.id, accountId: accountId(account.wallet(business.user.id)), amountCents: -1 },
          { transactionId: earlier.id, accountId: accountId(account.provider('test')), amountCents: 1 },
        ]),
      ),
    );
    expect(added).toMatch(/written with their transaction/);
    await expectNoViolations();
  });

  it('an account other than a provider going below zero, even past transfer()', async () => {
    const wallet = accountId(account.wallet(business.user.id));
    const fees = accountId(account.fees());
    await app.db.insert(ledgerAccounts).values({ id: fees, kind: 'platform_fees' }).onConflictDoNothing();
    const held = await balance(app.db, account.wallet(business.user.id));
    const overdraft = await failure(() =>
      app.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'campaign_funding', description: 'overdraft' })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values([
          { transactionId: t.id, accountId: wallet, amountCents: -(held + 1) },
          { transactionId: t.id, accountId: fees, amountCents: held + 1 },
        ]);
      }),
    );
    // A wallet: only a dispute or a provider's refund may take it below zero (migration 0015's entry trigger).
    expect(overdraft).toMatch(/would go below zero \(campaign_funding\)/);
    // A new account starts at zero whatever the insert says.
    await app.db
      .insert(ledgerAccounts)
      .values({
        id: accountId(account.pending(creator.user.id)),
        kind: 'creator_pending',
        userId: creator.user.id,
        balanceCents: 10_000,
      })
      .onConflictDoNothing();
    expect(await balance(app.db, account.pending(creator.user.id))).toBe(0);
    await expectNoViolations();
  });

  it('changing or deleting an entry or a transaction', async () => {
    await deposit(1_000);
    const [entry] = await app.db.select().from(ledgerEntries).limit(1);
    expect(
      await failure(() => app.db.execute(sql`update ledger_entries set amount_cents = 1 where id = ${entry.id}`)),
    ).toMatch(/never changed or deleted/);
    expect(await failure(() => app.db.execute(sql`delete from ledger_entries where id = ${entry.id}`))).toMatch(
      /never changed or deleted/,
    );
    expect(
      await failure(() =>
        app.db.execute(sql`update ledger_transactions set description = 'x' where id = ${entry.transactionId}`),
      ),
    ).toMatch(/never changed/);
    expect(
      await failure(() => app.db.execute(sql`delete from ledger_transactions where id = ${entry.transactionId}`)),
    ).toMatch(/never changed or deleted/);
    expect(await failure(() => app.db.execute(sql`delete from ledger_accounts where id = ${entry.accountId}`))).toMatch(
      /never changed or deleted/,
    );
  });
});

describe('transfer()', () => {
  it('refuses an overdraft with the caller message before the database would, and writes nothing', async () => {
    // This refusal's own description: other test files write to the same database at the same time on PostgreSQL.
    const count = async () =>
      (await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.description, 'too much'))).length;
    const before = await count();
    const held = await balance(app.db, account.wallet(business.user.id));
    const err = await app.db
      .transaction((tx) =>
        transfer(
          tx,
          {
            kind: 'campaign_funding',
            description: 'too much',
            legs: [
              { account: account.wallet(business.user.id), amountCents: -(held + 1) },
              { account: account.escrow(campaignId, business.user.id), amountCents: held + 1 },
            ],
          },
          'Your balance is too low.',
        ),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientFundsError);
    expect((err as Error).message).toBe('Your balance is too low.');
    expect(await count()).toBe(before);
  });

  it('moves money once per idempotency key', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const before = await balance(app.db, account.wallet(business.user.id));
    const move = () =>
      app.db.transaction((tx) =>
        transfer(tx, {
          kind: 'deposit',
          description: 'keyed',
          idempotencyKey: key,
          legs: [
            { account: account.provider('test'), amountCents: -700 },
            { account: account.wallet(business.user.id), amountCents: 700 },
          ],
        }),
      );
    const [first, second, third] = await Promise.all([move(), move(), move()]);
    expect([first.replayed, second.replayed, third.replayed].filter((r) => !r)).toHaveLength(1);
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    expect(await balance(app.db, account.wallet(business.user.id))).toBe(before + 700);
  });

  it('refuses the same key for a different movement with 409, and replays it for the same one', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const move = (cents: number, description = 'keyed') =>
      app.db.transaction((tx) =>
        transfer(tx, {
          kind: 'deposit',
          description,
          idempotencyKey: key,
          legs: [
            { account: account.provider('test'), amountCents: -cents },
            { account: account.wallet(business.user.id), amountCents: cents },
          ],
        }),
      );
    const first = await move(500);
    const before = await balance(app.db, account.wallet(business.user.id));
    // Other wording, same money: a replay.
    expect(await move(500, 'reworded')).toEqual({ id: first.id, replayed: true });
    const err = await move(900).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IdempotencyKeyReusedError);
    expect(err).toMatchObject({
      statusCode: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This idempotency key was already used for a different request.',
    });
    // Another kind with the same legs is a different request too.
    await expect(
      app.db.transaction((tx) =>
        transfer(tx, {
          kind: 'campaign_funding',
          description: 'x',
          idempotencyKey: key,
          legs: [
            { account: account.wallet(business.user.id), amountCents: -500 },
            { account: account.escrow(campaignId, business.user.id), amountCents: 500 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await balance(app.db, account.wallet(business.user.id))).toBe(before);
    // Two concurrent attempts with different amounts: one moves, the other is refused (never a silent replay).
    const raceKey = `test:${crypto.randomUUID()}`;
    const race = (cents: number) =>
      app.db
        .transaction((tx) =>
          transfer(tx, {
            kind: 'deposit',
            description: 'race',
            idempotencyKey: raceKey,
            legs: [
              { account: account.provider('test'), amountCents: -cents },
              { account: account.wallet(business.user.id), amountCents: cents },
            ],
          }),
        )
        .then(
          () => 'moved',
          (e: unknown) => (e instanceof IdempotencyKeyReusedError ? 'refused' : e),
        );
    expect((await Promise.all([race(100), race(200)])).sort()).toEqual(['moved', 'refused']);
  });

  it('a key written before fingerprints existed still replays', async () => {
    const key = `test:${crypto.randomUUID()}`;
    await deposit(1); // the provider's account exists
    // Written as before migration 0016 (no fingerprint), then rolled back: the ledger keeps no such row.
    const rolledBack = new Error('rolled back');
    const err = await app.db
      .transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'deposit', description: 'before 0016', idempotencyKey: key })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values([
          { transactionId: t.id, accountId: accountId(account.provider('test')), amountCents: -100 },
          { transactionId: t.id, accountId: accountId(account.wallet(business.user.id)), amountCents: 100 },
        ]);
        const replay = await transfer(tx, {
          kind: 'deposit',
          description: 'after 0016',
          idempotencyKey: key,
          legs: [
            { account: account.provider('test'), amountCents: -250 },
            { account: account.wallet(business.user.id), amountCents: 250 },
          ],
        });
        expect(replay).toEqual({ id: t.id, replayed: true });
        throw rolledBack;
      })
      .catch((e: unknown) => e);
    expect(err).toBe(rolledBack);
  });

  it('lets only a dispute or a refund made at the provider take a wallet below zero', async () => {
    const { user } = await signUpBusiness(app);
    const taken = (kind: 'dispute_debit' | 'deposit_refund' | 'campaign_funding', mayOverdraw: boolean) =>
      app.db.transaction((tx) =>
        transfer(
          tx,
          {
            kind,
            description: 'taken back',
            legs: [
              { account: account.wallet(user.id), amountCents: -300, mayOverdraw },
              { account: account.provider('test'), amountCents: 300 },
            ],
          },
          'Not covered.',
        ),
      );
    // Without the flag, even a dispute is checked for cover.
    await expect(taken('dispute_debit', false)).rejects.toThrow('Not covered.');
    await taken('dispute_debit', true);
    await taken('deposit_refund', true);
    expect(await balance(app.db, account.wallet(user.id))).toBe(-600);
    // Any other kind that marks a leg is refused by the database, whatever the balance.
    expect(await failure(() => taken('campaign_funding', true))).toMatch(
      /a campaign_funding may not overdraw an account/,
    );
    expect(await balance(app.db, account.wallet(user.id))).toBe(-600);
    // The business pays it back (this file's other checks want no wallet below zero without a recorded dispute).
    await app.db.transaction((tx) =>
      transfer(tx, {
        kind: 'deposit',
        description: 'paid back',
        legs: [
          { account: account.provider('test'), amountCents: -600 },
          { account: account.wallet(user.id), amountCents: 600 },
        ],
      }),
    );
  });

  it('refuses legs that do not sum to zero, fractional cents, or a single account', async () => {
    const legs = (a: number, b: number): Leg[] => [
      { account: account.wallet(business.user.id), amountCents: a },
      { account: account.provider('test'), amountCents: b },
    ];
    for (const bad of [legs(100, -99), legs(0.5, -0.5), legs(100, -100).slice(0, 1)]) {
      await expect(
        app.db.transaction((tx) => transfer(tx, { kind: 'deposit', description: 'bad', legs: bad })),
      ).rejects.toThrow();
    }
  });
});

describe('account ids in SQL', () => {
  it('names each account by its kind, and a query finds the accounts of a kind by their ids', async () => {
    const ids = [
      accountId(account.wallet(business.user.id)),
      accountId(account.escrow(campaignId, business.user.id)),
      accountId(account.pending(creator.user.id)),
      accountId(account.available(creator.user.id)),
      accountId(account.payouts(creator.user.id)),
      accountId(account.fees()),
      accountId(account.provider('test')),
    ];
    expect(escrowAccountId(campaignId)).toBe(ids[1]);
    // Ids an unescaped pattern would take for a kind's ('_' matches any character, '%' any run of them).
    const lookalikes = ['businessXwallet:x', 'creatorXpending:x', 'creator_payouts', 'platform_fees:x', 'provider'];
    for (const [i, kind] of LEDGER_ACCOUNT_KINDS.entries()) {
      const hits: string[] = [];
      for (const id of [...ids, ...lookalikes]) {
        const [row] = await app.db
          .execute<{ hit: boolean }>(sql`select ${isAccountOfKind(sql`${id}::text`, kind)} as hit`)
          .then((r) => (r as unknown as { rows: Array<{ hit: boolean }> }).rows);
        if (row.hit) hits.push(id);
      }
      expect(hits, kind).toEqual([ids[i]]);
    }
  });
});

describe('any sequence of movements keeps every invariant (property-based)', () => {
  const refs = (): Record<string, AccountRef> => ({
    provider: account.provider('test'),
    wallet: account.wallet(business.user.id),
    escrow: account.escrow(campaignId, business.user.id),
    pending: account.pending(creator.user.id),
    available: account.available(creator.user.id),
    payouts: account.payouts(creator.user.id),
    fees: account.fees(),
  });
  // The money's paths (decision 018): [from, to, kind].
  const PATHS = [
    ['provider', 'wallet', 'deposit'],
    ['wallet', 'escrow', 'campaign_funding'],
    ['escrow', 'pending', 'earnings_reserve'],
    ['pending', 'escrow', 'earnings_release'],
    ['pending', 'available', 'earnings_settlement'],
    ['escrow', 'wallet', 'escrow_return'],
    ['available', 'payouts', 'payout_request'],
    ['payouts', 'provider', 'payout_paid'],
    ['payouts', 'available', 'payout_failed'],
  ] as const;

  it('holds after every run, with overdrafts refused and nothing else lost', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            path: fc.integer({ min: 0, max: PATHS.length - 1 }),
            cents: fc.integer({ min: 1, max: 50_000 }),
          }),
          {
            minLength: 1,
            maxLength: 25,
          },
        ),
        async (moves) => {
          const r = refs();
          for (const { path, cents } of moves) {
            const [from, to, kind] = PATHS[path];
            const legs: Leg[] =
              kind === 'earnings_settlement'
                ? [
                    { account: r.pending, amountCents: -cents },
                    { account: r.available, amountCents: cents - Math.floor((cents * 5 + 50) / 100) },
                    { account: r.fees, amountCents: Math.floor((cents * 5 + 50) / 100) },
                  ]
                : [
                    { account: r[from], amountCents: -cents },
                    { account: r[to], amountCents: cents },
                  ];
            // The provider's and the fee accounts are shared with every other test file, which on PostgreSQL run at
            // the same time against the same database: only this file's own accounts are compared.
            const own = Object.entries(r)
              .filter(([name]) => name !== 'provider' && name !== 'fees')
              .map(([, ref]) => ref);
            const before = await Promise.all(own.map((ref) => balance(app.db, ref)));
            // Keyed, as every earnings movement is (ledger:check).
            const idempotencyKey = `property:${crypto.randomUUID()}`;
            try {
              await app.db.transaction((tx) => transfer(tx, { kind, description: 'property', idempotencyKey, legs }));
            } catch (err) {
              // Only an overdraft may refuse a movement, and then nothing moved: no balance of ours, and no
              // transaction under its key (which would have moved the shared accounts).
              expect(err).toBeInstanceOf(InsufficientFundsError);
              expect(await Promise.all(own.map((ref) => balance(app.db, ref)))).toEqual(before);
              const written = await app.db
                .select()
                .from(ledgerTransactions)
                .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
              expect(written).toEqual([]);
            }
          }
          await expectNoViolations();
        },
      ),
      { numRuns: 15 },
    );
  });
});
