// Migrations 0016 and 0017 over a ledger written before them (issue 25): every transaction gets the fingerprint
// ledger_transfer now records, every earnings movement the key the earnings sync now gives it (a post's nth movement,
// a campaign's nth return of escrow), so the same key with another movement is refused from then on, the next sync
// continues the numbering, and ledger:check passes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { postMoney } from '#server/modules/ledger/campaign-money.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import type { Db } from './client.ts';
import { migrationsFolder } from './client.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder holding only those before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'microreach-migrations-'));
  dirs.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const ids = {
  brand: '10000000-0000-4000-8000-000000000001',
  creator: '20000000-0000-4000-8000-000000000001',
  campaign: '30000000-0000-4000-8000-000000000001',
  post: '40000000-0000-4000-8000-000000000001',
  otherPost: '40000000-0000-4000-8000-000000000002',
};
const escrow = { id: `campaign_escrow:${ids.campaign}`, kind: 'campaign_escrow', campaign_id: ids.campaign };
const wallet = { id: `business_wallet:${ids.brand}`, kind: 'business_wallet', user_id: ids.brand };
const pending = { id: `creator_pending:${ids.creator}`, kind: 'creator_pending', user_id: ids.creator };
const available = { id: `creator_available:${ids.creator}`, kind: 'creator_available', user_id: ids.creator };
const provider = { id: 'provider:test', kind: 'provider', provider: 'test', allow_negative: true };
const fees = { id: 'platform_fees', kind: 'platform_fees' };

type Leg = { id: string } & Record<string, unknown>;
const legs = (...pairs: Array<[Leg, number]>) => JSON.stringify(pairs.map(([a, amount]) => ({ ...a, amount })));

describe('migrations 0016 and 0017 (ledger fingerprints and earnings keys)', () => {
  it('fingerprints every earlier transaction and keys every earlier earnings movement', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore('0016_') });
    await client.exec(`
      insert into auth_users (id, name, email) values
        ('${ids.brand}', 'Brand', 'b@x.test'), ('${ids.creator}', 'Creator', 'c@x.test');
      insert into users (id, email, name, role) values
        ('${ids.brand}', 'b@x.test', 'Brand', 'SMB'), ('${ids.creator}', 'c@x.test', 'Creator', 'Influencer');
      insert into campaigns (id, user_id, campaign_name, status) values ('${ids.campaign}', '${ids.brand}', 'Spring', 'Completed');
    `);
    // The ledger as the code before issue 25 wrote it: earnings movements without keys, one after another.
    let minute = 0;
    const move = async (kind: string, key: string | null, post: string | null, moved: string) => {
      minute++;
      const { rows } = await client.query<{ id: string }>(
        `select id from ledger_transfer($1, 'before', $2, null, $3, $4, null, null, null,
           timestamptz '2026-01-01' + $5 * interval '1 minute', $6::jsonb)`,
        [kind, key, ids.campaign, post, minute, moved],
      );
      return rows[0].id;
    };
    await move('deposit', 'deposit:1', null, legs([provider, -50_000], [wallet, 50_000]));
    await move('campaign_funding', 'funding:1', null, legs([wallet, -50_000], [escrow, 50_000]));
    await move('earnings_reserve', null, ids.post, legs([escrow, -20_800], [pending, 20_800]));
    await move('earnings_reserve', null, ids.otherPost, legs([escrow, -5_000], [pending, 5_000]));
    await move('earnings_release', null, ids.otherPost, legs([pending, -5_000], [escrow, 5_000]));
    await move('earnings_settlement', null, ids.post, legs([pending, -20_800], [available, 19_760], [fees, 1_040]));
    await move('escrow_return', null, null, legs([escrow, -20_000], [wallet, 20_000]));
    const lastReturn = await move('escrow_return', null, null, legs([escrow, -9_200], [wallet, 9_200]));

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ kind: string; idempotency_key: string; fingerprinted: boolean }>(
      `select kind, idempotency_key, request_fingerprint ~ '^[0-9a-f]{64}$' as fingerprinted
       from ledger_transactions order by created_at`,
    );
    expect(rows).toEqual([
      { kind: 'deposit', idempotency_key: 'deposit:1', fingerprinted: true },
      { kind: 'campaign_funding', idempotency_key: 'funding:1', fingerprinted: true },
      { kind: 'earnings_reserve', idempotency_key: `earnings:${ids.post}:0`, fingerprinted: true },
      { kind: 'earnings_reserve', idempotency_key: `earnings:${ids.otherPost}:0`, fingerprinted: true },
      { kind: 'earnings_release', idempotency_key: `earnings:${ids.otherPost}:1`, fingerprinted: true },
      { kind: 'earnings_settlement', idempotency_key: `earnings:${ids.post}:1`, fingerprinted: true },
      { kind: 'escrow_return', idempotency_key: `escrow_return:${ids.campaign}:0`, fingerprinted: true },
      { kind: 'escrow_return', idempotency_key: `escrow_return:${ids.campaign}:1`, fingerprinted: true },
    ]);
    // Each is the fingerprint ledger_transfer computes: the same movement replays, another one is refused.
    const again = await client.query<{ id: string; replayed: boolean }>(
      `select id, replayed from ledger_transfer('escrow_return', 'again', $1, null, $2, null, null, null, null, null, $3::jsonb)`,
      [`escrow_return:${ids.campaign}:1`, ids.campaign, legs([escrow, -9_200], [wallet, 9_200])],
    );
    expect(again.rows).toEqual([{ id: lastReturn, replayed: true }]);
    await expect(
      client.query(
        `select * from ledger_transfer('escrow_return', 'other', $1, null, $2, null, null, null, null, null, $3::jsonb)`,
        [`escrow_return:${ids.campaign}:1`, ids.campaign, legs([escrow, -100], [wallet, 100])],
      ),
    ).rejects.toMatchObject({ code: 'MR409' });
    // The next sync numbers on from there.
    const money = await postMoney(db as unknown as Db, ids.campaign);
    expect([money.get(ids.post)?.movements, money.get(ids.otherPost)?.movements]).toEqual([2, 2]);
    // The backfill changed nothing else, and nothing is left to change a transaction again.
    for (const check of await checkLedger(db as unknown as Db)) expect(check.violations, check.name).toEqual([]);
    await expect(client.query(`update ledger_transactions set idempotency_key = 'x'`)).rejects.toThrow(/never changed/);
    await client.close();
  }, 60_000);
});
