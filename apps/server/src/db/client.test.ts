import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { lockDataDir, openDatabase } from './client.ts';

function tempDir() {
  return join(mkdtempSync(join(tmpdir(), 'mr-lock-')), 'pglite');
}

describe('the PGlite data directory lock', () => {
  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another live process holds it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(`${dir}.lock`, String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${child.pid}`));
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => child.on('exit', r));
    writeFileSync(`${dir}.lock`, String(child.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('keeps a second database open on the same directory from starting', async () => {
    const dir = tempDir();
    const first = await openDatabase({ engine: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toThrow(/in use/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ engine: 'pglite', dataDir: dir });
    await again.close();
  });
});

// A PostgreSQL restart or failover drops the pool's connections: the app must go on with new ones, not end.
// Defined on PostgreSQL only (PGlite has no pool or connections to drop), rather than reported as skipped.
if (process.env.DATABASE_URL)
  describe('a PostgreSQL pool whose connections are dropped', () => {
    it('keeps working, and an idle connection dropped under it raises nothing unheard', async () => {
      const database = await openDatabase({ engine: 'postgres', url: process.env.DATABASE_URL ?? '', poolSize: 2 });
      try {
        const pids = await Promise.all(
          [0, 1].map(() => database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
        );
        const admin = await openDatabase({ engine: 'postgres', url: process.env.DATABASE_URL ?? '', poolSize: 1 });
        try {
          for (const result of pids) {
            const { pid } = (result as unknown as { rows: { pid: number }[] }).rows[0];
            await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
          }
        } finally {
          await admin.close();
        }
        // The dropped connections' errors arrive (unheard, they would fail this run), and the pool lets them go.
        const pool = database.driver.engine === 'postgres' ? database.driver.client : null;
        await vi.waitFor(() => expect(pool?.totalCount).toBe(0), { timeout: 5_000 });
        const again = await database.db.execute(sql`select 1 as one`);
        expect((again as unknown as { rows: { one: number }[] }).rows[0].one).toBe(1);
      } finally {
        await database.close();
      }
    });
  });
