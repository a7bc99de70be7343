// Plumbing for benches that drive the app as production starts it (`node apps/server/dist/server.js`, its own
// process) from this process: a free port, kept-alive HTTP calls through node:http (fetch costs the generator several
// times the CPU), the server started and waited for, percentiles.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { repoRoot } from '../src/lib/package-paths.ts';

const agent = new Agent({ keepAlive: true, maxSockets: 128 });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
export const ms = (v: number) => Number(v.toPrecision(3));

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /**
   * Stops the server: SIGKILL to its process group, or, when it writes a CPU profile, SIGTERM (it stops as production
   * stops it and writes the profile), waiting up to 30 s for it to exit before the SIGKILL.
   */
  kill(): Promise<void>;
}

/** Starts the production bundle on a free port with `env` added, and waits until /api/health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile there when it stops (where its time went under the load).
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      AUTH_SECRET: randomUUID() + randomUUID(),
      SEED: 'never',
      LOG_LEVEL: 'warn',
      AUTH_LIMIT_SCALE: '1000',
      ...env,
    },
  });
  for (let waited = 0; ; waited += 100) {
    if (
      await call(`${base}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    if (waited > 120_000) throw new Error('the server did not answer /api/health within 120 s');
    await sleep(100);
  }
  return {
    base,
    child,
    async kill() {
      const pid = child.pid;
      if (pid === undefined || child.exitCode !== null) return;
      const killGroup = () => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {}
      };
      if (!profileDir) return killGroup();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(pid, 'SIGTERM');
      } catch {}
      const timeout = sleep(30_000).then(() => 'timeout' as const);
      if ((await Promise.race([exited, timeout])) === 'timeout') killGroup();
    },
  };
}

/** Signs up a business through the server and returns its id and session cookie. */
export async function signUpBusiness(base: string, name: string): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role: 'smb',
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}@bench.microreach.app`,
      password: 'violet-harbor-lantern-42',
      name,
      companyName: name,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { user: { id: string } }).user.id;
  const cookie = (res.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '').split(';')[0];
  return { id, cookie };
}
