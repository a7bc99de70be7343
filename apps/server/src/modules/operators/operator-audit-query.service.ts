// Reading the operators' audit (issue 28 item 7): filtered, 50 a page newest first, or every row as CSV.
import {
  OPERATOR_ACTION_LABELS,
  OPERATOR_AUDIT_PAGE_SIZE,
  type OperatorAuditEntry,
  type OperatorAuditPage,
  type OperatorAuditQuerySchema,
} from '@microreach/domain/operators';
import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { operatorActions } from '#server/db/schema/index.ts';
import { toCsv } from '#server/lib/csv.ts';

export type OperatorAuditQuery = z.infer<typeof OperatorAuditQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function filters(q: OperatorAuditQuery): SQL | undefined {
  return and(
    q.operator
      ? ilike(operatorActions.operatorEmail, `%${q.operator.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    q.action ? eq(operatorActions.action, q.action) : undefined,
    q.subjectUserId ? eq(operatorActions.subjectUserId, q.subjectUserId) : undefined,
    q.from ? gte(operatorActions.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    // `to` is a whole day, included.
    q.to ? lt(operatorActions.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
}

function toEntry(row: typeof operatorActions.$inferSelect): OperatorAuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    operatorEmail: row.operatorEmail,
    action: row.action,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    subjectUserId: row.subjectUserId,
    reason: row.reason,
  };
}

export async function listOperatorActions(db: Db, q: OperatorAuditQuery): Promise<OperatorAuditPage> {
  const where = filters(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(operatorActions)
      .where(where)
      .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
      .limit(OPERATOR_AUDIT_PAGE_SIZE)
      .offset((q.page - 1) * OPERATOR_AUDIT_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(operatorActions)
      .where(where),
  ]);
  return { entries: rows.map(toEntry), total, page: q.page, pageSize: OPERATOR_AUDIT_PAGE_SIZE };
}

export const OPERATOR_AUDIT_CSV_HEADER = [
  'When (UTC)',
  'Operator',
  'Action',
  'Subject kind',
  'Subject id',
  'Subject user id',
  'Reason',
] as const;

/** Every row the filters match, newest first, as CSV with a header row. */
export async function operatorActionsCsv(db: Db, q: OperatorAuditQuery): Promise<string> {
  const rows = await db
    .select()
    .from(operatorActions)
    .where(filters(q))
    .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id));
  return toCsv(
    OPERATOR_AUDIT_CSV_HEADER,
    rows.map((r) => [
      r.createdAt.toISOString(),
      r.operatorEmail,
      OPERATOR_ACTION_LABELS[r.action],
      r.subjectKind,
      r.subjectId,
      r.subjectUserId ?? '',
      r.reason,
    ]),
  );
}
