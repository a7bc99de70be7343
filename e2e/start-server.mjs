// Starts the already-built app for the browser tests: a fresh embedded database in DATA_DIR (deleted first),
// or the PostgreSQL database in DATABASE_URL when it is set. Playwright's webServer runs this from the repo root.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.DATA_DIR ?? '.data-e2e';

if (!process.env.DATABASE_URL) rmSync(resolve(repoRoot, dataDir), { recursive: true, force: true });

const child = spawn('npm', ['run', 'start', '-w', '@microreach/server'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

// Playwright signals the whole process group; the server closes itself. Exit when it has.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
