// Migration 0009 turns the spec's chat rows (sender, receiver, message) into conversations: one per business and
// creator, each message numbered in the order it was sent, the latest campaign named becoming the conversation's.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('migration 0009 (chat conversations)', () => {
  it('groups existing messages into numbered conversations and keeps every message', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore('0009_') });

    const ids = {
      brand: '10000000-0000-4000-8000-000000000001',
      otherBrand: '10000000-0000-4000-8000-000000000002',
      creator: '20000000-0000-4000-8000-000000000001',
      campaign: '30000000-0000-4000-8000-000000000001',
      laterCampaign: '30000000-0000-4000-8000-000000000002',
    };
    await client.exec(`
      insert into auth_users (id, name, email) values
        ('${ids.brand}', 'Brand', 'b@x.test'), ('${ids.otherBrand}', 'Other', 'o@x.test'),
        ('${ids.creator}', 'Creator', 'c@x.test');
      insert into users (id, email, name, role) values
        ('${ids.brand}', 'b@x.test', 'Brand', 'SMB'), ('${ids.otherBrand}', 'o@x.test', 'Other', 'SMB'),
        ('${ids.creator}', 'c@x.test', 'Creator', 'Influencer');
      insert into campaigns (id, user_id, campaign_name, status) values
        ('${ids.campaign}', '${ids.brand}', 'Spring', 'Live'), ('${ids.laterCampaign}', '${ids.brand}', 'Summer', 'Live');
      insert into chat (sender_id, receiver_id, campaign_id, message, created_at, read_at) values
        ('${ids.creator}', '${ids.brand}', null, 'first, from the creator', now() - interval '3 hours', now()),
        ('${ids.brand}', '${ids.creator}', '${ids.campaign}', 'second', now() - interval '2 hours', null),
        ('${ids.brand}', '${ids.creator}', '${ids.laterCampaign}', 'third', now() - interval '1 hour', null),
        ('${ids.otherBrand}', '${ids.creator}', null, 'elsewhere', now() - interval '30 minutes', null);
    `);

    await migrate(db, { migrationsFolder });

    const conversations = await client.query<Record<string, unknown>>(
      `select business_id, creator_id, campaign_id, started_by, last_seq from conversations order by business_id`,
    );
    expect(conversations.rows).toEqual([
      {
        business_id: ids.brand,
        creator_id: ids.creator,
        campaign_id: ids.laterCampaign,
        started_by: ids.creator,
        last_seq: 3,
      },
      {
        business_id: ids.otherBrand,
        creator_id: ids.creator,
        campaign_id: null,
        started_by: ids.otherBrand,
        last_seq: 1,
      },
    ]);
    const messages = await client.query<{ message: string; seq: number; read: boolean; has_client_id: boolean }>(
      `select c.message, c.seq, c.read_at is not null as read, c.client_id is not null as has_client_id
       from chat c join conversations v on v.id = c.conversation_id order by v.business_id, c.seq`,
    );
    expect(messages.rows).toEqual([
      { message: 'first, from the creator', seq: 1, read: true, has_client_id: true },
      { message: 'second', seq: 2, read: false, has_client_id: true },
      { message: 'third', seq: 3, read: false, has_client_id: true },
      { message: 'elsewhere', seq: 1, read: false, has_client_id: true },
    ]);
    await client.close();
  }, 60_000);
});
