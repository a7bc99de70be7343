// One contract, run against both adapters: local disk in a temporary directory and S3 against an s3rver that this file
// starts on a free local port. Nothing here reaches the network beyond that s3rver.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';
import { createStorage } from './index.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { assertValidKey, contentTypeForKey, type FileStorage, InvalidStorageKeyError } from './storage.ts';

const ESCAPING_KEYS = [
  '../x.webp',
  '/abs.webp',
  'a/../../b.webp',
  'a/./b.webp',
  '',
  'a\0b.webp',
  'a\\..\\b.webp',
  'a//b.webp',
  'a/b.webp/',
  '.hidden.webp',
  '..',
  'images/é.webp',
  'images/a b.webp',
  'images/a.svg',
  'images/a',
  `${'a'.repeat(600)}.webp`,
];

describe('storage keys', () => {
  it.each(['images/u1/logo-0123abcd-400.webp', 'images/U_1/banner-ff-1200.avif', 'a.jpg', 'x/y/z.png'])(
    'accepts %s',
    (key) => {
      expect(() => assertValidKey(key)).not.toThrow();
    },
  );
  it.each(ESCAPING_KEYS.map((k) => [JSON.stringify(k).slice(0, 40), k]))('refuses %s', (_label, key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
  });
  it('derives the content type from the allow-listed extension', () => {
    expect(contentTypeForKey('a/b.webp')).toBe('image/webp');
    expect(contentTypeForKey('a/b.avif')).toBe('image/avif');
    expect(contentTypeForKey('a/b.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('a/b.png')).toBe('image/png');
    expect(() => contentTypeForKey('a/b.html')).toThrow(InvalidStorageKeyError);
    expect(() => contentTypeForKey('a.webp/b')).toThrow(InvalidStorageKeyError);
  });
});

interface Harness {
  storage: FileStorage;
  /** A storage of the same kind whose root or bucket nothing has touched yet. */
  untouched(): { storage: FileStorage; wasTouched(): Promise<boolean> };
  /** Every object or file under the root, temporary files included. */
  list(): Promise<string[]>;
  /** Anything written beside the root (sibling directories, another bucket). */
  outsideRoot(): Promise<string[]>;
}

async function listFilesUnder(dir: string, prefix = ''): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFilesUnder(join(dir, e.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

async function localHarness(): Promise<{ harness: Harness; close(): Promise<void> }> {
  const parent = await mkdtemp(join(tmpdir(), 'microreach-storage-'));
  const root = join(parent, 'uploads');
  // A sibling that an escaping key would land in or beside.
  await writeFile(join(parent, 'sentinel.webp'), 'sentinel');
  return {
    harness: {
      storage: new LocalDiskStorage(root),
      untouched() {
        const fresh = join(parent, `fresh-${randomUUID()}`);
        return {
          storage: new LocalDiskStorage(fresh),
          wasTouched: async () => (await stat(fresh).catch(() => null)) !== null,
        };
      },
      list: () => listFilesUnder(root),
      outsideRoot: async () => {
        const names = (await readdir(parent)).filter((n) => n !== 'uploads' && !n.startsWith('fresh-')).sort();
        const sentinel = await readFile(join(parent, 'sentinel.webp'), 'utf8');
        return sentinel === 'sentinel' ? names.filter((n) => n !== 'sentinel.webp') : [...names, 'sentinel changed'];
      },
    },
    close: () => rm(parent, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<{ harness: Harness; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'microreach-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  let requests = 0;
  server.httpServer.on('request', () => {
    requests += 1;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  for (const Bucket of ['uploads', 'neighbour']) await admin.send(new CreateBucketCommand({ Bucket }));
  const listBucket = async (Bucket: string) => {
    const out = await admin.send(new ListObjectsV2Command({ Bucket }));
    return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
  };
  const made: S3Storage[] = [];
  const make = (bucket: string) => {
    const s = new S3Storage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    made.push(s);
    return s;
  };
  return {
    harness: {
      storage: make('uploads'),
      untouched() {
        const before = requests;
        return { storage: make('fresh'), wasTouched: async () => requests !== before };
      },
      list: () => listBucket('uploads'),
      outsideRoot: () => listBucket('neighbour'),
    },
    close: async () => {
      for (const s of made) s.destroy();
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const ADAPTERS = [
  ['local disk', localHarness],
  ['S3 (s3rver)', s3Harness],
] as const;

const webp = (text: string) => Buffer.from(`RIFF${text}`);
const readAll = async (body: Readable) => Buffer.concat((await body.toArray()).map((c) => Buffer.from(c)));

describe.each(ADAPTERS)('FileStorage contract: %s', (name, makeHarness) => {
  let h: Harness;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ harness: h, close } = await makeHarness());
  });
  afterAll(async () => {
    await close?.();
  });
  const key = (name = 'logo-abc-400.webp') => `images/${randomUUID()}/${name}`;

  it('gives back the same bytes, content type and length that were put', async () => {
    const k = key();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await h.storage.put(k, bytes, { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    const got = await h.storage.get(k);
    expect(got).not.toBeNull();
    expect(got?.contentType).toBe('image/webp');
    expect(got?.contentLength).toBe(bytes.length);
    const read = await readAll(got!.body);
    expect(read.equals(bytes)).toBe(true);
  });

  it('overwrites a key with the new content', async () => {
    const k = key('banner-1-1200.png');
    await h.storage.put(k, Buffer.from('first version'), { contentType: 'image/png' });
    await h.storage.put(k, Buffer.from('second'), { contentType: 'image/png' });
    const got = await h.storage.get(k);
    expect(got?.contentLength).toBe(6);
    expect((await readAll(got!.body)).toString()).toBe('second');
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await h.storage.get(key())).toBeNull();
  });

  it('deletes, and deleting a missing key succeeds', async () => {
    const k = key();
    await h.storage.put(k, webp('x'), { contentType: 'image/webp' });
    expect((await h.list()).includes(k)).toBe(true);
    await h.storage.delete(k);
    expect(await h.storage.get(k)).toBeNull();
    expect((await h.list()).includes(k)).toBe(false);
    await expect(h.storage.delete(k)).resolves.toBeUndefined();
    await expect(h.storage.delete(key())).resolves.toBeUndefined();
  });

  it('deletes many keys at once, missing ones included', async () => {
    const keep = key('keep-1-400.webp');
    const gone = [key('a-1-400.webp'), key('b-1-800.avif')];
    await h.storage.put(keep, webp('keep'), { contentType: 'image/webp' });
    await h.storage.put(gone[0], webp('a'), { contentType: 'image/webp' });
    await h.storage.put(gone[1], Buffer.from('b'), { contentType: 'image/avif' });
    await h.storage.deleteMany([...gone, key('never-1-400.webp')]);
    const listed = await h.list();
    expect(listed.filter((k) => gone.includes(k))).toEqual([]);
    expect(listed.includes(keep)).toBe(true);
    await expect(h.storage.deleteMany([])).resolves.toBeUndefined();
  });

  it('refuses a content type other than the one the key stands for', async () => {
    const k = key();
    await expect(h.storage.put(k, webp('x'), { contentType: 'text/html' })).rejects.toThrow(InvalidStorageKeyError);
    expect(await h.storage.get(k)).toBeNull();
  });

  it.each(ESCAPING_KEYS.map((k) => [JSON.stringify(k).slice(0, 40), k]))(
    'refuses the key %s before any I/O',
    async (_label, badKey) => {
      const { storage, wasTouched } = h.untouched();
      await expect(storage.put(badKey, webp('x'), { contentType: 'image/webp' })).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.get(badKey)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(badKey)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.deleteMany([key(), badKey])).rejects.toThrow(InvalidStorageKeyError);
      expect(await wasTouched()).toBe(false);
    },
  );

  // Local disk only (defined for it alone, not skipped for S3): S3 itself makes every PUT atomic, but s3rver writes
  // its file in place, so racing it would test s3rver (it does tear), not our adapter.
  if (name === 'local disk')
    it('leaves a whole file when puts of one key race, and readers only ever see whole versions', async () => {
      const k = key('race-1-1200.webp');
      const size = 2 * 1024 * 1024;
      const versions = Array.from({ length: 6 }, (_, i) => Buffer.alloc(size + i * 1024, 65 + i));
      const reads: Promise<Buffer | null>[] = [];
      await Promise.all(
        versions.map(async (v, i) => {
          await h.storage.put(k, v, { contentType: 'image/webp' });
          reads.push(h.storage.get(k).then((g) => (g ? readAll(g.body) : null)));
          if (i % 2 === 0) reads.push(h.storage.get(k).then((g) => (g ? readAll(g.body) : null)));
        }),
      );
      const isWholeVersion = (b: Buffer | null) => b !== null && versions.some((v) => v.equals(b));
      for (const r of await Promise.all(reads)) expect(isWholeVersion(r)).toBe(true);
      const final = await h.storage.get(k);
      expect(isWholeVersion(final && (await readAll(final.body)))).toBe(true);
      // No temporary file is left beside the key.
      expect((await h.list()).filter((listed) => listed.includes('race'))).toEqual([k]);
    });

  it('writes nothing outside its root', async () => {
    expect(await h.outsideRoot()).toEqual([]);
    // Every file under the root is a valid key: no temporary or stray files.
    for (const name of await h.list()) expect(() => assertValidKey(name)).not.toThrow();
  });
});

describe('createStorage', () => {
  it('uses local disk under DATA_DIR/uploads when S3_BUCKET is unset', () => {
    const storage = createStorage(readEnv({}), '/srv/data');
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe('/srv/data/uploads');
  });
  it('uses S3 when S3_BUCKET is set', () => {
    const storage = createStorage(readEnv({ S3_BUCKET: 'media-bucket' }), '/srv/data');
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).bucket).toBe('media-bucket');
    (storage as S3Storage).destroy();
  });
});
