// The operators' own audit (issue 28 item 7): every operator action, append-only (migration 0027's triggers refuse
// UPDATE, DELETE and TRUNCATE). Written in the transaction of the action it records.
import type { OperatorAction } from '@microreach/domain/operators';
import type { Tx } from '#server/db/client.ts';
import { operatorActions, type UserRow } from '#server/db/schema/index.ts';

export interface OperatorActionRecord {
  action: OperatorAction;
  subjectKind: 'hold' | 'dispute' | 'payout' | 'report' | 'user' | 'reconciliation' | 'tax_year';
  subjectId: string;
  /** The person the action concerned most (the suspended user, the post's creator), for the audit's filter. */
  subjectUserId: string | null;
  reason: string;
  data?: Record<string, unknown>;
}

export async function recordOperatorAction(tx: Tx, operator: UserRow, record: OperatorActionRecord): Promise<void> {
  await tx.insert(operatorActions).values({
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: record.action,
    subjectKind: record.subjectKind,
    subjectId: record.subjectId,
    subjectUserId: record.subjectUserId,
    reason: record.reason,
    data: record.data ?? null,
  });
}
