// The demo accounts' pictures: drawn without fonts or downloads, stored through the upload pipeline, pointed to by
// the rows, and never left behind when nothing is seeded. Runs on a database of its own (a fresh in-memory PGlite,
// or a scratch database beside the shared PostgreSQL one) with a temporary local-disk storage.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_SIZES } from '@microreach/domain/images';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';
import { fileUrl } from '#server/lib/storage/file-url.ts';
import { LocalDiskStorage } from '#server/lib/storage/index.ts';
import { type Database, openDatabase } from '../client.ts';
import * as schema from '../schema/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database.ts';
import { drawDemoImages, initialsOf, paletteOf } from './demo-images.ts';
import { DEMO_ACCOUNTS, resetDatabase, seedDemoData } from './seed.ts';

describe('drawDemoImages', () => {
  it('takes up to two initials from a name or company', () => {
    expect(initialsOf('Northside Coffee Roasters')).toBe('NC');
    expect(initialsOf('Mia Torres')).toBe('MT');
    expect(initialsOf('Zoë')).toBe('Z');
    expect(initialsOf('123')).toBe('');
  });

  it('picks the same colours for the same key and different ones for different keys', () => {
    expect(paletteOf('mia')).toEqual(paletteOf('mia'));
    expect(paletteOf('mia').base).not.toBe(paletteOf('jordan').base);
  });

  it('draws PNGs of an avatar, a banner and the portfolio pieces asked for', async () => {
    const images = await drawDemoImages({ key: 'brew', name: 'Northside Coffee', role: 'SMB' }, 2);
    expect(images.map((i) => i.kind)).toEqual(['logo', 'banner', 'portfolio', 'portfolio']);
    const metadata = await Promise.all(images.map((i) => sharp(i.png).metadata()));
    expect(metadata.map((m) => m.format)).toEqual(['png', 'png', 'png', 'png']);
    // Drawn at twice the published size, so the 2x variant is sharp.
    expect([metadata[0]?.width, metadata[1]?.width]).toEqual([
      IMAGE_SIZES.logo.width * 2,
      IMAGE_SIZES.banner.width * 2,
    ]);
    // The two pieces differ.
    expect(images[2]?.png.equals(images[3]!.png)).toBe(false);
    const creator = await drawDemoImages({ key: 'mia', name: 'Mia Torres', role: 'Influencer' }, 0);
    expect(creator.map((i) => i.kind)).toEqual(['profile-picture', 'banner']);
  });
});

describe('seedDemoData with storage', () => {
  let database: Database;
  let scratch: ScratchDatabase | null = null;
  let dir: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    const databaseUrl = readEnv().DATABASE_URL;
    if (databaseUrl) {
      scratch = await createScratchDatabase(databaseUrl, 'demoimages');
      database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
    } else {
      database = await openDatabase({ engine: 'pglite', dataDir: null });
    }
    await database.migrate();
    dir = await mkdtemp(join(tmpdir(), 'microreach-demo-images-'));
    storage = new LocalDiskStorage(dir);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const storedFiles = async () => {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).length;
  };

  it('gives every demo account a picture and a banner, stored and pointed to', async () => {
    const summary = await seedDemoData(database.db, { storage });
    expect(summary.seeded).toBe(true);
    // The demo operator (issue 28) has no marketplace profile and so no pictures.
    const users = (await database.db.select().from(schema.users)).filter((u) => u.role !== 'Operator');
    const images = await database.db.select().from(schema.profileImages);
    expect(summary.counts.profileImages).toBe(images.length);
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const user of users) {
      const own = images.filter((i) => i.userId === user.id);
      const avatar = own.find((i) => i.kind === (user.role === 'SMB' ? 'logo' : 'profile-picture'));
      const banner = own.find((i) => i.kind === 'banner');
      expect(avatar, user.email).toBeDefined();
      expect(banner, user.email).toBeDefined();
      const url1x = (row: typeof avatar) =>
        fileUrl(row!.variants.find((v) => v.format === 'webp' && v.density === 1)!.key);
      expect(user.profilePicture).toBe(url1x(avatar));
      expect(user.bannerImage).toBe(url1x(banner));
    }
    // Some accounts show a portfolio, none more than the limit.
    const pieces = images.filter((i) => i.kind === 'portfolio');
    expect(pieces.length).toBeGreaterThan(0);
    expect(new Set(pieces.map((p) => p.userId)).size).toBeGreaterThan(1);
    // Every variant of every row is in storage, and storage holds nothing else.
    const keys = images.flatMap((i) => i.variants.map((v) => v.key));
    expect(await storedFiles()).toBe(keys.length);
    const logo = images.find((i) => i.kind === 'logo')!;
    const file = await storage.get(logo.variants[0]!.key);
    expect(file?.contentType).toBe('image/webp');
    file?.body.destroy();
  }, 120_000);

  it('stores nothing when the demo accounts already exist', async () => {
    const before = await storedFiles();
    const again = await seedDemoData(database.db, { storage });
    expect(again.seeded).toBe(false);
    expect(await storedFiles()).toBe(before);
  }, 120_000);

  it('deletes the files it stored when the seeding transaction fails', async () => {
    // Make the users insert fail inside the transaction (a trigger refusing it), after the files were stored.
    await resetDatabase(database.db);
    await database.db.delete(schema.profileImages).where(eq(schema.profileImages.kind, 'portfolio'));
    await rm(dir, { recursive: true, force: true });
    await database.db.execute(sql`create or replace function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`,
    );
    try {
      await expect(seedDemoData(database.db, { storage })).rejects.toThrow();
      expect(await storedFiles()).toBe(0);
    } finally {
      await database.db.execute(sql`drop trigger refuse_users on users`);
      await database.db.execute(sql`drop function refuse_users()`);
    }
  }, 120_000);
});
