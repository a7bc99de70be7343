// A load process for the ledger bench (ledger.bench.ts): balanced transfers through transfer(), CONCURRENCY at a time,
// each taking from one hot account (the test provider's) and giving to one of the wallets in ACCOUNTS, until
// SECONDS have passed or the process is killed. Prints one JSON line: transfers done and their latencies.
import { openDatabase } from '../src/db/client.ts';
import { account, transfer } from '../src/modules/ledger/ledger.service.ts';

const url = process.env.DATABASE_URL ?? '';
const wallets = JSON.parse(process.env.ACCOUNTS ?? '[]') as string[];
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const seconds = Number(process.env.SECONDS ?? 10);
const database = await openDatabase({ engine: 'postgres', url, poolSize: concurrency });
const latencies: number[] = [];
let failed = 0;
const end = performance.now() + seconds * 1000;
process.stdout.write('ready\n');
await Promise.all(
  Array.from({ length: concurrency }, async (_, worker) => {
    for (let i = 0; performance.now() < end; i++) {
      const userId = wallets[(worker + i * concurrency) % wallets.length];
      const t = performance.now();
      try {
        // One statement, atomic on its own: no BEGIN/COMMIT round trips around it.
        await transfer(database.db, {
          kind: 'deposit',
          description: 'bench',
          legs: [
            { account: account.provider('test'), amountCents: -100 },
            { account: account.wallet(userId), amountCents: 100 },
          ],
        });
        latencies.push(performance.now() - t);
      } catch {
        failed++;
      }
    }
  }),
);
process.stdout.write(`${JSON.stringify({ done: latencies.length, failed, latencies })}\n`);
await database.close();
