// A reconciliation difference acknowledged by a person (issue 28): what they found or did about it (a refund made by
// hand at the provider, a deposit the ledger will never see), recorded in the operators' audit. No money moves: a
// difference is a fact about two sets of books, and the ledger changes only through its own movements (decision 028).
import { operatorMessages } from '@microreach/domain/operators';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { operatorActions, reconciliationDifferences, reconciliationRuns } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordOperatorAction } from './operator-audit.service.ts';

/**
 * True for a difference (of a query over reconciliation_differences joined to its reconciliation_runs) that an
 * operator acknowledged: this one, or the same fact found by an earlier run (same provider, kind, subject, reference
 * and amounts on both sides). Every run compares everything from the first record, so an acknowledged difference is
 * found again each day; a changed amount is a new fact and comes back to the queue.
 */
export const differenceAcknowledged = sql`exists (
  select 1 from ${operatorActions} acknowledged
  join ${reconciliationDifferences} seen on seen.id::text = acknowledged.subject_id
  join ${reconciliationRuns} seen_run on seen_run.id = seen.run_id
  where acknowledged.action = 'reconciliation_acknowledged' and acknowledged.subject_kind = 'reconciliation'
    and seen_run.provider = ${reconciliationRuns.provider}
    and seen.kind = ${reconciliationDifferences.kind}
    and seen.subject = ${reconciliationDifferences.subject}
    and seen.reference = ${reconciliationDifferences.reference}
    and seen.ledger_cents is not distinct from ${reconciliationDifferences.ledgerCents}
    and seen.provider_cents is not distinct from ${reconciliationDifferences.providerCents})`;

/**
 * Records the operator's acknowledgement of a difference, under the difference's row lock: of two operators at once
 * one wins and the other (like a replay) gets 409 ALREADY_DECIDED. Nothing else changes; the queue leaves it out.
 */
export async function acknowledgeDifference(
  db: Db,
  operator: UserRow,
  differenceId: string,
  reason: string,
): Promise<{ id: string; status: 'acknowledged' }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: reconciliationDifferences.id })
      .from(reconciliationDifferences)
      .where(eq(reconciliationDifferences.id, differenceId))
      .for('update');
    if (!locked) throw notFound('Difference not found.');
    const [row] = await tx
      .select({
        difference: reconciliationDifferences,
        run: reconciliationRuns,
        acknowledged: sql<boolean>`${differenceAcknowledged}`,
      })
      .from(reconciliationDifferences)
      .innerJoin(reconciliationRuns, eq(reconciliationRuns.id, reconciliationDifferences.runId))
      .where(eq(reconciliationDifferences.id, differenceId));
    if (row.acknowledged) throw conflict(operatorMessages.alreadyDecided, 'ALREADY_DECIDED');
    const { difference, run } = row;
    await recordOperatorAction(tx, operator, {
      action: 'reconciliation_acknowledged',
      subjectKind: 'reconciliation',
      subjectId: difference.id,
      subjectUserId: null,
      reason,
      data: {
        provider: run.provider,
        runId: run.id,
        kind: difference.kind,
        subject: difference.subject,
        reference: difference.reference,
        ledgerCents: difference.ledgerCents,
        providerCents: difference.providerCents,
      },
    });
    return { id: difference.id, status: 'acknowledged' as const };
  });
}
