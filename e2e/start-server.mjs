// Starts the already-built app (apps/server/dist/server.js, from `npm run build`) for the browser tests on a database
// of its own: a fresh embedded database in DATA_DIR (deleted first), or, when DATABASE_URL is set, a scratch database
// created on that PostgreSQL server and dropped when the run ends, so the database DATABASE_URL names is left as it
// was found. Playwright's webServer runs this from the repo root.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.DATA_DIR ?? '.data-e2e';

const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'e2e') : null;
if (!scratch) rmSync(resolve(repoRoot, dataDir), { recursive: true, force: true });

// The server bundle on this same Node (the one npm put first on PATH), as `npm start` runs it.
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
});

// Playwright signals the whole process group; the server closes itself. Drop the scratch database once it has.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
child.on('exit', async (code, signal) => {
  if (scratch) {
    await scratch.drop().catch((err) => console.error(`Could not drop ${scratch.name}: ${err.message}`));
  }
  process.exit(code ?? (signal ? 1 : 0));
});
