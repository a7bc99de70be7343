// Delayed payouts settled by an operator (issue 28), on PGlite and (with DATABASE_URL) PostgreSQL: marked paid or failed
// back exactly as the provider's own answer would (same transfer and key, same notification), the ledger's invariants
// holding after; two operators at once, a payout that does not need a person, who may call, and bad reasons.
import { randomUUID } from 'node:crypto';
import { payoutDelayReason } from '@microreach/domain/creator-earnings';
import { formatMoney } from '@microreach/domain/ledger';
import { OPERATOR_REASON_MAX, operatorMessages } from '@microreach/domain/operators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, notifications, operatorActions, payoutRequests } from '#server/db/schema/index.ts';
import { applyPayoutEvent } from '#server/modules/creator-earnings/creator-earnings.service.ts';
import { account, balance } from '#server/modules/ledger/ledger.service.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import { TestModeProvider } from '#server/modules/ledger/providers/test-mode.ts';
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
import { PAYOUT_NOT_DELAYED } from './payout-decisions.service.ts';

let app: TestApp;
let operator: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  operator = await createOperator(app);
});
afterAll(() => app.close());

const CENTS = 12_345;
const decide = (who: TestUser | null, id: string, body: unknown) =>
  callAs(app, who, 'POST', `/api/ops/payouts/${id}/decision`, body);

const expectLedgerHolds = async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
};

/** A creator whose withdrawal of $123.45 was handed to the test provider and became Delayed. */
async function delayedPayout() {
  const creator = await signUpCreator(app, { name: 'Dana Delay' });
  await seedPayout(app, creator.user.id, CENTS, 'delayed');
  const [row] = await app.db
    .update(payoutRequests)
    .set({ delayReason: payoutDelayReason('test'), attempts: 1, firstSentAt: new Date(), providerRef: 'test_po_1' })
    .where(eq(payoutRequests.userId, creator.user.id))
    .returning();
  return { creator, payoutId: row.id };
}

const payoutRow = async (id: string) =>
  (await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, id)))[0];
const movements = (payoutId: string) =>
  app.db
    .select({ kind: ledgerTransactions.kind, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.payoutId, payoutId));
const notices = (who: TestUser) => app.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
const inQueue = async (id: string) =>
  (await callAs(app, operator, 'GET', '/api/ops/queue')).json().items.some((i: { id: string }) => i.id === id);
const provider = new TestModeProvider('http://localhost:3000');

describe('an operator settles a Delayed payout', () => {
  it('marks it paid: the money leaves payouts in flight for the provider, as the provider’s answer would', async () => {
    const { creator, payoutId } = await delayedPayout();
    expect(await inQueue(payoutId)).toBe(true);
    const before = await availableBalance(app, creator);
    const res = await decide(operator, payoutId, { decision: 'paid', reason: '  Seen as paid in the dashboard.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: payoutId, status: 'paid' });

    expect(await payoutRow(payoutId)).toMatchObject({ status: 'paid', providerRef: 'test_po_1', failureMessage: null });
    expect(await balance(app.db, account.payouts(creator.user.id))).toBe(0);
    expect(await availableBalance(app, creator)).toBe(before);
    expect(await movements(payoutId)).toContainEqual({ kind: 'payout_paid', key: `payout:${payoutId}:paid` });
    const [notice] = (await notices(creator)).filter((n) => n.kind === 'payout_paid');
    expect(notice.body).toBe(`Your withdrawal of ${formatMoney(CENTS)} was paid.`);
    const audit = await app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, payoutId));
    expect(audit).toMatchObject([
      {
        action: 'payout_marked_paid',
        subjectKind: 'payout',
        subjectUserId: creator.user.id,
        operatorId: operator.user.id,
        reason: 'Seen as paid in the dashboard.',
      },
    ]);
    expect(await inQueue(payoutId)).toBe(false);

    // The provider's own answer arriving afterwards moves nothing more.
    await app.db.transaction((tx) =>
      applyPayoutEvent(tx, provider, { type: 'payout.paid', eventId: 'e1', payoutId, providerRef: 'test_po_1' }, null),
    );
    expect((await movements(payoutId)).filter((m) => m.kind === 'payout_paid')).toHaveLength(1);
    await expectLedgerHolds();
  });

  it('fails it back: the money returns to the available balance once, and the creator reads why', async () => {
    const { creator, payoutId } = await delayedPayout();
    const before = await availableBalance(app, creator);
    const reason = 'Stripe shows no transfer: it never left.';
    const res = await decide(operator, payoutId, { decision: 'failed', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: payoutId, status: 'failed' });

    expect(await payoutRow(payoutId)).toMatchObject({ status: 'failed', failureMessage: reason });
    expect(await availableBalance(app, creator)).toBe(before + CENTS);
    expect(await balance(app.db, account.payouts(creator.user.id))).toBe(0);
    expect(await movements(payoutId)).toContainEqual({ kind: 'payout_failed', key: `payout:${payoutId}:failed` });
    const [notice] = (await notices(creator)).filter((n) => n.kind === 'payout_failed');
    expect(notice.body).toBe(
      `Your withdrawal of ${formatMoney(CENTS)} failed: the money is back in your available balance. Reason: ${reason}`,
    );
    const [audit] = await app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, payoutId));
    expect(audit).toMatchObject({ action: 'payout_failed_back', subjectUserId: creator.user.id, reason });

    // Deciding again, or the provider's failure arriving afterwards, moves nothing more.
    const again = await decide(operator, payoutId, { decision: 'failed', reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    await app.db.transaction((tx) =>
      applyPayoutEvent(
        tx,
        provider,
        { type: 'payout.failed', eventId: 'e2', payoutId, providerRef: 'test_po_1', message: 'Declined.' },
        null,
      ),
    );
    expect(await availableBalance(app, creator)).toBe(before + CENTS);
    expect((await movements(payoutId)).filter((m) => m.kind === 'payout_failed')).toHaveLength(1);
    await expectLedgerHolds();
  });

  it('of two operators at once, one decides and the other is told', async () => {
    const { creator, payoutId } = await delayedPayout();
    const before = await availableBalance(app, creator);
    const second = await createOperator(app);
    const [a, b] = await Promise.all([
      decide(operator, payoutId, { decision: 'paid', reason: 'Paid at the provider.' }),
      decide(second, payoutId, { decision: 'failed', reason: 'Never left.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(loser.json()).toMatchObject({ code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided });
    const status = winner.json().status as 'paid' | 'failed';
    expect((await payoutRow(payoutId)).status).toBe(status);
    expect(await availableBalance(app, creator)).toBe(status === 'failed' ? before + CENTS : before);
    const audit = await app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, payoutId));
    expect(audit).toHaveLength(1);
    const settled = (await movements(payoutId)).filter((m) => m.kind === 'payout_paid' || m.kind === 'payout_failed');
    expect(settled).toHaveLength(1);
    await expectLedgerHolds();
  });

  it('refuses a payout that does not need a person, and one that does not exist', async () => {
    const creator = await signUpCreator(app);
    await seedPayout(app, creator.user.id, 2_000, 'approved');
    const [row] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.userId, creator.user.id));
    const res = await decide(operator, row.id, { decision: 'failed', reason: 'Trying.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: PAYOUT_NOT_DELAYED });
    expect((await payoutRow(row.id)).status).toBe('approved');
    expect(await availableBalance(app, creator)).toBe(0);
    expect((await decide(operator, randomUUID(), { decision: 'paid', reason: 'r' })).statusCode).toBe(404);
    expect((await decide(operator, 'not-a-uuid', { decision: 'paid', reason: 'r' })).statusCode).toBe(400);
    await expectLedgerHolds();
  });

  it('answers anyone but an operator as a missing route, and refuses bad input, moving nothing', async () => {
    const { creator, payoutId } = await delayedPayout();
    const business = await signUpBusiness(app);
    const url = `/api/ops/payouts/${payoutId}/decision`;
    const missing = '/api/ops/no-such-route-post';
    const body = { decision: 'paid', reason: 'r' };
    for (const who of [null, business, creator]) {
      const got = await callAs(app, who, 'POST', url, body);
      const expected = await callAs(app, who, 'POST', missing, body);
      expect(got.statusCode).toBe(who ? 404 : 401);
      expect(got.body.replaceAll(url, '<path>')).toBe(expected.body.replaceAll(missing, '<path>'));
    }
    for (const bad of [
      { decision: 'paid', reason: '   ' },
      { decision: 'paid', reason: 'x'.repeat(OPERATOR_REASON_MAX + 1) },
      { decision: 'paid' },
      { decision: 'refund', reason: 'r' },
      { reason: 'r' },
    ]) {
      expect((await decide(operator, payoutId, bad)).statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect((await payoutRow(payoutId)).status).toBe('delayed');
    expect(await balance(app.db, account.payouts(creator.user.id))).toBe(CENTS);
    const audit = await app.db
      .select()
      .from(operatorActions)
      .where(and(eq(operatorActions.subjectId, payoutId), eq(operatorActions.subjectKind, 'payout')));
    expect(audit).toEqual([]);
  });
});
