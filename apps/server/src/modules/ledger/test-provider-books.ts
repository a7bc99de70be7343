// The test-mode provider's own books in the database (test_provider_records, issue 25): what it did, booked once per
// thing, never changed. The provider writes them when it acts; reconciliation reads them as its records.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { testProviderRecords } from '#server/db/schema/index.ts';
import type { BookedTestEntry, TestProviderBooks } from './providers/test-mode.ts';

export function testProviderBooks(db: Db): TestProviderBooks {
  const toEntry = (row: typeof testProviderRecords.$inferSelect): BookedTestEntry => ({
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    paymentRef: row.paymentRef,
    amountCents: row.amountCents,
    createdAt: row.createdAt,
  });
  return {
    async book(entry) {
      await db.insert(testProviderRecords).values(entry).onConflictDoNothing();
    },
    async find(kind, reference) {
      const [row] = await db
        .select()
        .from(testProviderRecords)
        .where(and(eq(testProviderRecords.kind, kind), eq(testProviderRecords.reference, reference)));
      return row ? toEntry(row) : undefined;
    },
    async ofPayment(paymentRef) {
      const rows = await db.select().from(testProviderRecords).where(eq(testProviderRecords.paymentRef, paymentRef));
      return rows.map(toEntry);
    },
    async list(since) {
      const rows = await db
        .select()
        .from(testProviderRecords)
        .where(since ? gte(testProviderRecords.createdAt, since) : undefined)
        .orderBy(asc(testProviderRecords.createdAt), asc(testProviderRecords.id));
      return rows.map(toEntry);
    },
  };
}
