// Start-up as a person pays it: runs a command (default `npm start`) in its own process group, samples the RSS of
// every process in its tree every 20 ms, and reports the time to the first successful GET /api/health, the processes
// and their memory then, the peak memory on the way, and how long SIGTERM takes to stop it all.
// Runs on plain Node 24 (erasable TypeScript only), so it can measure any checkout:
//   node apps/server/bench/startup.bench.ts [command...]        (PORT, DATA_DIR etc. are passed through)
//   BENCH_UNTIL_EXIT=1 node apps/server/bench/startup.bench.ts npm run build   (a command that ends by itself)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const command = process.argv.slice(2).length ? process.argv.slice(2) : ['npm', 'start'];
const untilExit = Boolean(process.env.BENCH_UNTIL_EXIT);
const port = Number(process.env.PORT ?? 3000);
const healthUrl = `http://127.0.0.1:${port}/api/health`;

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

const started = performance.now();
const child = spawn(command[0], command.slice(1), { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
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
  process.exit(0);
}

while (!(await healthy())) {
  if (exited) {
    console.error(`${command.join(' ')} exited (code ${exitCode}) before /api/health answered`);
    process.exit(1);
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

console.log(
  `${command.join(' ')}: first successful GET /api/health after ${readySeconds.toFixed(2)} s, ${cpuAtReady.toFixed(2)} CPU s`,
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
