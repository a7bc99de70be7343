// Issue 11 ("Scale"): chat delivery across app servers. On PostgreSQL two app servers run as production starts them
// (`node apps/server/dist/server.js`, each its own process) on one scratch database; on PGlite, one server. This
// process is the load generator: 500 WebSocket clients (250 businesses and their 250 creators, each business on
// server one and its creator on server two, so every message crosses servers), 500 messages a second for 30 s sent
// over HTTP to the sender's server. It reports delivered, lost and duplicated messages and the latency from the send
// to the other person's socket, with ratios to GET /api/health measured in the same run.
//   npm run bench:chat    (BENCH_CLIENTS, BENCH_RATE, BENCH_SECONDS: 500, 500, 30 on PostgreSQL; 500, 150, 30 on PGlite)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createScratchDatabase } from '../src/db/scratch-database.ts';
import { repoRoot } from '../src/lib/package-paths.ts';

// The load on PostgreSQL; on PGlite (one process, its database on the same thread) the same clients at the
// rate it carries with room to spare (it saturates one core at about 220 messages a second).
const onPostgres = Boolean(process.env.DATABASE_URL);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? (onPostgres ? 500 : 150));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PASSWORD = 'violet-harbor-lantern-42';
const command = [process.execPath, 'apps/server/dist/server.js'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The load's requests go through node:http with kept-alive connections: fetch (undici) costs this process several
// times the CPU per request, and on a 2-core machine shared with the servers the generator's cost is their latency.
const agent = new Agent({ keepAlive: true, maxSockets: 128 });
function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'bench') : null;
const engine = scratch ? 'PostgreSQL' : 'PGlite';
const dataDir = mkdtempSync(join(tmpdir(), 'microreach-bench-chat-'));
const authSecret = randomUUID() + randomUUID();
const serverCount = scratch ? 2 : 1;
const servers: { base: string; pid: number; exited: Promise<unknown> }[] = [];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (ms: number) => Number(ms.toPrecision(3));

try {
  for (let i = 0; i < serverCount; i++) {
    const port = await freePort();
    const child = spawn(command[0], command.slice(1), {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        AUTH_SECRET: authSecret,
        SEED: 'never',
        LOG_LEVEL: 'warn',
        AUTH_LIMIT_SCALE: '1000',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
    });
    servers.push({
      base: `http://127.0.0.1:${port}`,
      pid: child.pid!,
      exited: new Promise((resolve) => child.once('exit', resolve)),
    });
    // One at a time: the first runs the migrations.
    for (let waited = 0; ; waited += 100) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (waited > 120_000) throw new Error('a server did not answer /api/health within 120 s');
      await sleep(100);
    }
  }
  const [serverA, serverB] = [servers[0], servers[serverCount - 1]];

  // Accounts: business i and creator i, signed up through the servers (password hashing included).
  const pairs = CLIENTS / 2;
  interface Person {
    id: string;
    cookie: string;
    base: string;
  }
  async function signUp(base: string, role: 'smb' | 'influencer', n: number): Promise<Person> {
    const res = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        role,
        email: `chat-${role}-${n}-${randomUUID().slice(0, 8)}@bench.microreach.app`,
        password: PASSWORD,
        name: `${role === 'smb' ? 'Brand' : 'Creator'} ${n}`,
        ...(role === 'smb' ? { companyName: `Brand ${n}` } : {}),
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '').split(';')[0];
    return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie, base };
  }
  const businesses: Person[] = [];
  const creators: Person[] = [];
  const started = performance.now();
  for (let i = 0; i < pairs; i += 8) {
    const batch = Array.from({ length: Math.min(8, pairs - i) }, (_, k) => i + k);
    businesses.push(...(await Promise.all(batch.map((n) => signUp(serverA.base, 'smb', n)))));
    creators.push(...(await Promise.all(batch.map((n) => signUp(serverB.base, 'influencer', n)))));
  }
  console.log(`${engine}: ${CLIENTS} accounts in ${Math.round((performance.now() - started) / 1000)} s`);

  const send = (from: Person, to: Person, clientId: string, text: string) =>
    call(`${from.base}/api/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: from.cookie, origin: from.base },
      body: JSON.stringify({ clientId, to: to.id, text }),
    });
  // Each business writes first, so its creator may answer.
  for (let i = 0; i < pairs; i += 25) {
    await Promise.all(
      businesses.slice(i, i + 25).map(async (b, k) => {
        const res = await send(b, creators[i + k], randomUUID(), 'Hello!');
        if (res.status !== 201) throw new Error(`first message failed: ${res.status} ${res.body}`);
      }),
    );
  }

  // The sockets, and what each receives.
  const sentAt = new Map<string, number>();
  const receivedBy = new Map<string, number>(); // clientId -> times the receiver got it
  const latencies: number[] = [];
  const receiverOf = new Map<string, string>(); // clientId -> receiver id
  const sockets: WebSocket[] = [];
  for (const person of [...businesses, ...creators]) {
    const socket = new WebSocket(`${person.base.replace('http', 'ws')}/api/chat/socket`, {
      headers: { cookie: person.cookie, origin: person.base },
    });
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: { clientId: string; receiverId: string } };
      if (event.type !== 'message' || !event.message) return;
      const { clientId, receiverId } = event.message;
      if (receiverId !== person.id || receiverOf.get(clientId) !== person.id) return;
      const t0 = sentAt.get(clientId);
      if (t0 === undefined) return;
      const times = (receivedBy.get(clientId) ?? 0) + 1;
      receivedBy.set(clientId, times);
      if (times === 1) latencies.push(performance.now() - t0);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    sockets.push(socket);
  }

  // GET /api/health latency in this run, 50 requests in flight for 3 s, for the ratios.
  const health: number[] = [];
  const healthEnd = performance.now() + 3000;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (performance.now() < healthEnd) {
        const t = performance.now();
        await call(`${serverA.base}/api/health`);
        health.push(performance.now() - t);
      }
    }),
  );
  health.sort((a, b) => a - b);

  // The load: RATE messages a second for SECONDS, alternating direction, every pair in turn.
  let sent = 0;
  let refused = 0;
  const refusals = new Map<number, number>();
  const inFlight: Promise<void>[] = [];
  const total = RATE * SECONDS;
  const tickMs = 10;
  const perTick = (RATE * tickMs) / 1000;
  const loadStart = performance.now();
  let next = 0;
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - loadStart) / tickMs) * perTick));
    for (; next < due; next++) {
      const pair = next % pairs;
      const fromBusiness = Math.floor(next / pairs) % 2 === 0;
      const from = fromBusiness ? businesses[pair] : creators[pair];
      const to = fromBusiness ? creators[pair] : businesses[pair];
      const clientId = randomUUID();
      receiverOf.set(clientId, to.id);
      sentAt.set(clientId, performance.now());
      inFlight.push(
        send(from, to, clientId, `message ${next}`).then((res) => {
          if (res.status === 201) sent++;
          else {
            refused++;
            refusals.set(res.status, (refusals.get(res.status) ?? 0) + 1);
            sentAt.delete(clientId);
          }
        }),
      );
    }
    await sleep(tickMs / 2);
  }
  await Promise.all(inFlight);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  // Stragglers: up to 10 s for the last deliveries.
  for (let waited = 0; waited < 10_000 && latencies.length < sent; waited += 100) await sleep(100);

  let lost = 0;
  let duplicated = 0;
  for (const clientId of sentAt.keys()) {
    const times = receivedBy.get(clientId) ?? 0;
    if (times === 0) lost++;
    if (times > 1) duplicated++;
  }
  latencies.sort((a, b) => a - b);
  const ratio = (ms: number, h: number) => `${Number((ms / h).toPrecision(2))}x`;
  const [h50, h95, h99] = [50, 95, 99].map((p) => percentile(health, p));
  const [l50, l95, l99] = [50, 95, 99].map((p) => percentile(latencies, p));
  console.log(
    [
      `\n${engine}, ${serverCount} app server${serverCount > 1 ? 's' : ''}: ${CLIENTS} WebSocket clients, ${RATE} messages/s for ${SECONDS} s (took ${loadSeconds.toFixed(1)} s)\n`,
      '| figure | value | ratio to GET /api/health |',
      '|---|---|---|',
      `| GET /api/health p50 / p95 / p99 | ${round(h50)} / ${round(h95)} / ${round(h99)} ms | 1x |`,
      `| messages sent (201) | ${sent.toLocaleString('en-US')} | |`,
      `| sends refused | ${refused} ${refused ? JSON.stringify(Object.fromEntries(refusals)) : ''} | |`,
      `| delivered to the other person's socket | ${latencies.length.toLocaleString('en-US')} | |`,
      `| lost | ${lost} | |`,
      `| duplicated | ${duplicated} | |`,
      `| send to delivery p50 | ${round(l50)} ms | ${ratio(l50, h50)} |`,
      `| send to delivery p95 | ${round(l95)} ms | ${ratio(l95, h95)} |`,
      `| send to delivery p99 | ${round(l99)} ms | ${ratio(l99, h99)} |`,
    ].join('\n'),
  );
  for (const socket of sockets) socket.terminate();
} finally {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  }
  await Promise.all(servers.map((s) => s.exited));
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
