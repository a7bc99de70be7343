// A database of one's own on the PostgreSQL server at a given URL, created empty and dropped after use, so tests and
// benchmarks leave the database they were pointed at exactly as they found it. Plain `pg`, the domain's calendar and
// erasable TypeScript only: e2e/start-server.mjs imports this file directly (Node's type stripping).
import { randomBytes } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Scratch databases left by a run that was killed are dropped by a later run once they are this old. */
const STALE_AFTER_MS = 6 * HOUR_MS;

async function withAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `microreach_<purpose>_<base36 ms>_<random>`: the creation time in the name lets a later run spot leftovers. */
export async function createScratchDatabase(baseUrl: string, purpose: string): Promise<ScratchDatabase> {
  if (!/^[a-z0-9]+$/.test(purpose)) throw new Error(`scratch database purpose must be [a-z0-9]+: ${purpose}`);
  const prefix = `microreach_${purpose}_`;
  const name = `${prefix}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      const created = Number.parseInt(datname.slice(prefix.length).split('_')[0] ?? '', 36);
      if (Number.isFinite(created) && Date.now() - created > STALE_AFTER_MS) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    }
    await client.query(`create database "${name}"`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}
