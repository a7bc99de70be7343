// First start against an empty database: fill it with the demo data and say what happened. Several servers may start
// together on one empty PostgreSQL; the seed's advisory lock lets one of them seed, and the others must not claim to.
// The seed (its code and its 1,300 lines of data) is imported only once the database is found empty: a restart, or a
// server started with SEED=never, never loads it (in the bundle it is a chunk of its own).

import type { FileStorage } from '#server/lib/storage/index.ts';
import { type Db, isEmpty } from './client.ts';
import type { SeedSummary } from './seed/seed.ts';

export interface StartLog {
  info(message: string): void;
}

/** `storage` receives the demo accounts' pictures (null: no pictures, for tests about the seeding race only). */
export async function seedDemoDataIfEmpty(
  db: Db,
  log: StartLog,
  storage: FileStorage | null,
): Promise<SeedSummary | null> {
  if (!(await isEmpty(db))) return null;
  const { seedDemoData } = await import('./seed/seed.ts');
  const summary = await seedDemoData(db, { storage });
  if (summary.seeded) {
    const counts = Object.entries(summary.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    log.info(`Empty database: seeded demo data (${counts}). Demo sign-ins are listed in README.md.`);
  } else {
    log.info('Demo data was seeded by another server that started at the same time.');
  }
  return summary;
}
