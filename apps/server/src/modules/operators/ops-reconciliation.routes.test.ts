// Reconciliation differences acknowledged by an operator (issue 28), on PGlite and (with DATABASE_URL) PostgreSQL: the
// acknowledgement is audited and takes the difference (and the same fact found by a later run) out of
// the queue; two operators at once, who may call, and bad reasons.
import { randomUUID } from 'node:crypto';
import { OPERATOR_REASON_MAX, operatorMessages } from '@microreach/domain/operators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions, reconciliationDifferences, reconciliationRuns } from '#server/db/schema/index.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { createOperator } from '#server/test/support/operators.ts';
import { differenceItems } from './queue.service.ts';

let app: TestApp;
let operator: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  operator = await createOperator(app);
});
afterAll(() => app.close());

const acknowledge = (who: TestUser | null, id: string, body: unknown) =>
  callAs(app, who, 'POST', `/api/ops/reconciliation/${id}/acknowledge`, body);

/**
 * A run of the Stripe reconciliation at `at` that found refunds made at Stripe and missing from the ledger, one
 * difference each (in the order given).
 */
async function recordRun(at: Date, refunds: Array<{ reference: string; providerCents: number }>) {
  const [run] = await app.db
    .insert(reconciliationRuns)
    .values({
      provider: 'stripe',
      startedAt: at,
      finishedAt: at,
      periodTo: at,
      ledgerTotalCents: 0,
      providerTotalCents: refunds.reduce((sum, r) => sum + r.providerCents, 0),
      differenceCount: refunds.length,
      status: 'differences',
    })
    .returning();
  const differences = await app.db
    .insert(reconciliationDifferences)
    .values(
      refunds.map(({ reference, providerCents }) => ({
        runId: run.id,
        kind: 'missing_in_ledger' as const,
        subject: 'refund' as const,
        reference,
        ledgerCents: null,
        providerCents,
        detail: `Stripe refunded ${reference}; the ledger has no refund for it.`,
      })),
    )
    .returning();
  return { runId: run.id, differenceIds: differences.map((d) => d.id) };
}

const newReference = () => `re_${randomUUID().slice(0, 12)}`;

/**
 * One such run with one difference. Dated long ago: on PostgreSQL the database is shared, and a run of now would be
 * the latest other test files read.
 */
async function runWithDifference(reference: string, providerCents = -2_500) {
  const { runId, differenceIds } = await recordRun(new Date('2001-01-01T03:15:00.000Z'), [
    { reference, providerCents },
  ]);
  return { runId, differenceId: differenceIds[0] };
}

const audited = (id: string) => app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, id));

describe('an operator acknowledges a reconciliation difference', () => {
  it('is audited with the reason and leaves the queue with the same fact found again', async () => {
    const reference = newReference();
    const first = await runWithDifference(reference);
    expect((await differenceItems(app.db, [first.runId])).map((i) => i.id)).toEqual([first.differenceId]);

    const reason = 'Refund made by hand in Stripe; the business was told.';
    const res = await acknowledge(operator, first.differenceId, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: first.differenceId, status: 'acknowledged' });
    expect(await audited(first.differenceId)).toMatchObject([
      {
        action: 'reconciliation_acknowledged',
        subjectKind: 'reconciliation',
        subjectUserId: null,
        operatorId: operator.user.id,
        reason,
        data: { provider: 'stripe', runId: first.runId, reference, providerCents: -2_500, ledgerCents: null },
      },
    ]);
    expect(await differenceItems(app.db, [first.runId])).toEqual([]);

    // The next run finds the same fact again: still acknowledged. A changed amount is a new fact.
    const again = await runWithDifference(reference);
    expect(await differenceItems(app.db, [again.runId])).toEqual([]);
    const changed = await runWithDifference(reference, -3_000);
    expect((await differenceItems(app.db, [changed.runId])).map((i) => i.id)).toEqual([changed.differenceId]);

    for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  });

  it('reach the queue through its route, counted in its totals, and leave both when acknowledged', async () => {
    // The latest Stripe run (dated after any other test's), with two differences; removed again at the end.
    const { runId, differenceIds } = await recordRun(new Date('2100-01-01T03:15:00.000Z'), [
      { reference: newReference(), providerCents: -2_500 },
      { reference: newReference(), providerCents: -5_000 },
    ]);
    try {
      const queue = async () => {
        const res = await callAs(app, operator, 'GET', '/api/ops/queue');
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        const shown = body.items.filter((i: { kind: string }) => i.kind === 'reconciliation');
        return { ids: shown.map((i: { id: string }) => i.id), total: body.totals.reconciliation as number };
      };
      const before = await queue();
      expect(before.ids.sort()).toEqual([...differenceIds].sort());
      expect(before.total).toBe(2);

      const res = await acknowledge(operator, differenceIds[0], { reason: 'Refunded by hand; the business knows.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await queue()).toEqual({ ids: [differenceIds[1]], total: 1 });
    } finally {
      await app.db.delete(reconciliationRuns).where(eq(reconciliationRuns.id, runId));
    }
  });

  it('of two operators at once, one acknowledges and the other is told; a replay too', async () => {
    const { differenceId } = await runWithDifference(newReference());
    const second = await createOperator(app);
    const [a, b] = await Promise.all([
      acknowledge(operator, differenceId, { reason: 'Refunded by hand.' }),
      acknowledge(second, differenceId, { reason: 'Looked at it too.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided });
    const replay = await acknowledge(operator, differenceId, { reason: 'Again.' });
    expect(replay.statusCode).toBe(409);
    expect(await audited(differenceId)).toHaveLength(1);
  });

  it('answers anyone but an operator as a missing route, and refuses bad input, recording nothing', async () => {
    const { runId, differenceId } = await runWithDifference(newReference());
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    const url = `/api/ops/reconciliation/${differenceId}/acknowledge`;
    const missing = '/api/ops/no-such-route-post';
    for (const who of [null, business, creator]) {
      const got = await callAs(app, who, 'POST', url, { reason: 'r' });
      const expected = await callAs(app, who, 'POST', missing, { reason: 'r' });
      expect(got.statusCode).toBe(who ? 404 : 401);
      expect(got.body.replaceAll(url, '<path>')).toBe(expected.body.replaceAll(missing, '<path>'));
    }
    for (const bad of [{ reason: '' }, { reason: ' \n ' }, { reason: 'x'.repeat(OPERATOR_REASON_MAX + 1) }, {}]) {
      expect((await acknowledge(operator, differenceId, bad)).statusCode).toBe(400);
    }
    expect((await acknowledge(operator, randomUUID(), { reason: 'r' })).statusCode).toBe(404);
    expect((await acknowledge(operator, 'nope', { reason: 'r' })).statusCode).toBe(400);
    expect(await audited(differenceId)).toEqual([]);
    expect((await differenceItems(app.db, [runId])).map((i) => i.id)).toEqual([differenceId]);
  });
});
