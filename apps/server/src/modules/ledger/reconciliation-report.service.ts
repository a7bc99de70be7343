// What `npm run ledger:reconcile` does once it has a database (db/ledger-reconcile-cli.ts is the process around it):
// reconciles each provider now, prints a summary and every difference, and says how the command ends.
import { formatMoney } from '@microreach/domain/ledger';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ledgerAccounts, testProviderRecords } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { configurePayments } from './configure.ts';
import { account, accountId } from './ledger.service.ts';
import { TestModeProvider } from './providers/test-mode.ts';
import type { PaymentProvider } from './providers/types.ts';
import { type ReconcileOptions, type ReconciliationResult, reconcileProvider } from './reconciliation.service.ts';
import { testProviderBooks } from './test-provider-books.ts';

/** The command's exit codes: the ledger and every provider agree; a difference; a provider could not be compared. */
export const RECONCILE_EXIT = { agree: 0, differences: 1, failed: 2 } as const;

const signed = (cents: number | null) =>
  cents === null ? 'nothing' : `${cents < 0 ? '-' : '+'}${formatMoney(Math.abs(cents))}`;

/**
 * The providers to reconcile: the configured one (Stripe when its keys are set, read through its API; else test mode),
 * and test mode's books as well when Stripe is configured and the ledger holds test-mode money (its books are in the
 * database, so they can always be read).
 */
export async function providersToReconcile(db: Db, env: Env, appUrl: string): Promise<PaymentProvider[]> {
  const configured = configurePayments(env, appUrl, db);
  if (configured.name === 'test') return [configured];
  const [[testAccount], [booked]] = await Promise.all([
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId(account.provider('test')))),
    db.select({ id: testProviderRecords.id }).from(testProviderRecords).limit(1),
  ]);
  return testAccount || booked ? [configured, new TestModeProvider(appUrl, testProviderBooks(db))] : [configured];
}

/** Reconciles each provider in turn (a failure does not stop the others) and prints what it found. */
export async function reconcileAndReport(
  db: Db,
  providers: readonly PaymentProvider[],
  options: ReconcileOptions,
  print: (line: string) => void,
): Promise<number> {
  let exit: number = RECONCILE_EXIT.agree;
  for (const provider of providers) {
    let result: ReconciliationResult;
    try {
      result = await reconcileProvider(db, provider, options);
    } catch (err) {
      print(`FAIL ${provider.name}: could not compare: ${err instanceof Error ? err.message : String(err)}`);
      exit = RECONCILE_EXIT.failed;
      continue;
    }
    const period = `${result.periodFrom ? `from ${result.periodFrom.toISOString()}` : 'from the first record'} to ${result.periodTo.toISOString()}`;
    const totals = `ledger ${signed(result.ledgerTotalCents)}, provider ${signed(result.providerTotalCents)}`;
    if (result.differences.length === 0) {
      print(`ok   ${provider.name}: ${result.compared} compared ${period} (${totals}); they agree.`);
      continue;
    }
    print(
      `FAIL ${provider.name}: ${result.differences.length} difference(s) in ${result.compared} compared ${period} (${totals}); run ${result.runId}`,
    );
    for (const d of result.differences) {
      print(
        `       ${d.kind} ${d.subject} ${d.reference}: ledger ${signed(d.ledgerCents)}, provider ${signed(d.providerCents)}`,
      );
      print(`         ${d.detail}`);
    }
    if (exit === RECONCILE_EXIT.agree) exit = RECONCILE_EXIT.differences;
  }
  return exit;
}
