// Start-up as a person pays it: runs a command (default `npm start`) in its own process group, samples the RSS of
// every process in its tree every 20 ms, and reports the time to the first successful GET /api/health (with its ratio
// to one GET /api/health once running), the processes and their memory then, the peak memory on the way, and how long
// SIGTERM takes to stop it all. It starts the command BENCH_STARTS times (default 2) on the same data: the first start
// on an empty database migrates and seeds the demo data, the later ones are restarts.
// Data: a new temporary DATA_DIR (PGlite), or with DATABASE_URL a scratch database beside that one (the database named
// there is never touched); both are removed afterwards. Runs on plain Node 24 (erasable TypeScript only), so it can
// measure any checkout (BENCH_CWD):
//   node apps/server/bench/startup.bench.ts [command...]
//   BENCH_UNTIL_EXIT=1 node apps/server/bench/startup.bench.ts npm run build   (a command that ends by itself)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../src/db/scratch-database.ts';

const command = process.argv.slice(2).length ? process.argv.slice(2) : ['npm', 'start'];
const untilExit = Boolean(process.env.BENCH_UNTIL_EXIT);
const starts = untilExit ? 1 : Number(process.env.BENCH_STARTS ?? 2);
const port = await freePort();
const healthUrl = `http://127.0.0.1:${port}/api/health`;
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'startup') : null;
const dataDir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'microreach-startup-'));
const env = {
  ...process.env,
  PORT: String(port),
  ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
};
console.log(`${command.join(' ')} on ${scratch ? 'PostgreSQL (scratch database)' : 'PGlite (new DATA_DIR)'}`);

interface Proc {
  pid: number;
  ppid: number;
  pgrp: number;
  comm: string;
  rssKiB: number;
  /** CPU seconds used by the process and by the children it has reaped (utime + stime + cutime + cstime). */
  cpuSeconds: number;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat
      .slice(close + 2)
      .split(' ')
      .map(Number);
    const [, ppid, pgrp] = fields;
    // utime, stime, cutime and cstime: fields 14 to 17 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
    const cpuSeconds = (fields[11] + fields[12] + fields[13] + fields[14]) / 100;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { pid, ppid, pgrp, comm, rssKiB, cpuSeconds };
  } catch {
    return null; // gone between listing and reading
  }
}

/** Every process in the command's process group (it runs detached, so the group is its own). */
function tree(group: number): Proc[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readProc(Number(d)))
    .filter((p): p is Proc => p !== null && p.pgrp === group);
}

const mib = (kib: number) => Math.round(kib / 1024);
const sum = (procs: Proc[]) => procs.reduce((s, p) => s + p.rssKiB, 0);

async function measure(label: string): Promise<void> {
  console.log(`\n${label}`);
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: process.env.BENCH_CWD,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rootPid = child.pid!;
  let exited = false;
  let exitCode: number | null = null;
  const exitedAt = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      exitCode = code;
      resolve();
    }),
  );

  let peakKiB = 0;
  let peakProcs = 0;
  const sampler = setInterval(() => {
    const procs = tree(rootPid);
    peakKiB = Math.max(peakKiB, sum(procs));
    peakProcs = Math.max(peakProcs, procs.length);
  }, 20);

  async function healthy(): Promise<boolean> {
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(1000) });
      return res.ok;
    } catch {
      return false;
    }
  }

  if (untilExit) {
    await exitedAt;
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    // The command was our child and has been reaped: its CPU time (and its children's) is our cutime + cstime now.
    const self = readFileSync('/proc/self/stat', 'utf8');
    const f = self
      .slice(self.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const cpu = (f[13] + f[14]) / 100;
    console.log(`${command.join(' ')}: exit ${exitCode} after ${seconds.toFixed(2)} s, ${cpu.toFixed(2)} CPU s`);
    console.log(`peak RSS of the process tree ${mib(peakKiB)} MiB (at most ${peakProcs} processes at once)`);
    return;
  }

  while (!(await healthy())) {
    if (exited) {
      console.error(`${command.join(' ')} exited (code ${exitCode}) before /api/health answered`);
      throw new Error('the command exited before /api/health answered');
    }
    if (performance.now() - started > 180_000) throw new Error('no answer from /api/health within 180 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readySeconds = (performance.now() - started) / 1000;
  const atReady = tree(rootPid);
  // CPU time is what a busy machine cannot inflate much (wall time waits for other processes' turns).
  const cpuAtReady = atReady.reduce((s, p) => s + p.cpuSeconds, 0);
  await new Promise((r) => setTimeout(r, 2000));
  const settled = tree(rootPid);
  clearInterval(sampler);
  // The yardstick every bench prints: one GET /api/health on the running server, median of 200 sequential requests.
  const healthMs: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await fetch(healthUrl).then((r) => r.arrayBuffer());
    healthMs.push(performance.now() - t0);
  }
  healthMs.sort((a, b) => a - b);
  const healthMedianMs = healthMs[100];

  console.log(
    `${command.join(' ')}: first successful GET /api/health after ${readySeconds.toFixed(2)} s, ${cpuAtReady.toFixed(2)} CPU s` +
      ` (${Math.round((readySeconds * 1000) / healthMedianMs)}x one GET /api/health once running: median ${healthMedianMs.toFixed(2)} ms)`,
  );
  console.log(`peak RSS of the process tree on the way: ${mib(peakKiB)} MiB (at most ${peakProcs} processes at once)`);
  console.log(
    `2 s after ready: ${settled.length} processes, ${mib(sum(settled))} MiB RSS in all (at ready: ${mib(sum(atReady))} MiB)`,
  );
  for (const p of settled) console.log(`  pid ${p.pid} (parent ${p.ppid}) ${p.comm}: ${mib(p.rssKiB)} MiB`);

  const stopAt = performance.now();
  process.kill(rootPid, 'SIGTERM');
  await Promise.race([exitedAt, new Promise((r) => setTimeout(r, 20_000))]);
  const rootSeconds = (performance.now() - stopAt) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const orphans = tree(rootPid);
  console.log(
    (exited
      ? `SIGTERM to ${command[0]}: it exited (code ${exitCode}) after ${rootSeconds.toFixed(2)} s`
      : `SIGTERM to ${command[0]}: no exit within 20 s`) +
      (orphans.length
        ? `, leaving ${orphans.length} processes running: ${orphans.map((p) => p.comm).join(', ')}`
        : ', nothing left running'),
  );
  // What was left gets SIGTERM too (so a database closes cleanly before the next measurement), then SIGKILL after 20 s.
  if (orphans.length) {
    for (const p of orphans) {
      try {
        process.kill(p.pid, 'SIGTERM');
      } catch {} // it may have ended with its parent
    }
    const until = performance.now() + 20_000;
    while (tree(rootPid).length > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
    try {
      if (tree(rootPid).length > 0) process.kill(-rootPid, 'SIGKILL');
    } catch {}
  }
}

try {
  for (let i = 0; i < starts; i++) await measure(i === 0 ? 'first start (empty database)' : `restart ${i}`);
} finally {
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
