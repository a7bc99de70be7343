// Runs in every server test worker before each file (vitest.config.ts, setupFiles): on PostgreSQL it points the
// worker at the scratch database global-setup.ts made for it, so files running at the same moment never share one.
// On PGlite (no DATABASE_URL) every file already opens its own in-memory database.

/** The variable that holds the scratch database of the worker with this pool id (1 to maxWorkers). */
export function workerDatabaseEnv(poolId: number | string): string {
  return `MICROREACH_TEST_DATABASE_URL_${poolId}`;
}

const poolId = process.env.VITEST_POOL_ID;
const own = poolId ? process.env[workerDatabaseEnv(poolId)] : undefined;
if (own) process.env.DATABASE_URL = own;
