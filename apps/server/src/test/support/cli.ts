// The command-line tests (seed, operator, ledger:reconcile, backup/restore) run the real commands from the repository
// root, as a person types them: these build the server once and run a command with an environment of its own.
import { spawn, spawnSync } from 'node:child_process';
import { repoRoot } from '#server/lib/package-paths.ts';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Builds the server's bundles (dist/), which `npm run <script>` runs; throws with the build's output if it fails. */
export function buildServer(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}\n${build.stderr}`);
}

/**
 * Runs `command args` from the repository root with the tests' environment and `env` over it; a name set to
 * `undefined` in `env` is left out (say DATABASE_URL, for a command meant for the embedded database).
 */
export function runCli(command: string, args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
