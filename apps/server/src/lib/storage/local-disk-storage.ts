// Stores files under one root directory (DATA_DIR/uploads in the embedded setup); one file per object.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  assertValidKey,
  assertValidPut,
  contentTypeForKey,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './storage.ts';

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The key's path under the root; the key pattern already forbids escaping, this is the second lock on the door. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    const rel = relative(this.root, path);
    if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
      throw new Error(`Storage key resolves outside the root: ${key}`);
    }
    return path;
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    assertValidPut(key, body, options);
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Atomic replace: write a temporary file in the same directory (same file system, so rename is atomic), flush it,
    // then rename over the key. A reader opens either the old inode or the new, whole one. The temporary name starts
    // with '.', which no key segment may, so it can never collide with or be read as a key.
    const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
    const handle = await open(temp, 'wx');
    try {
      try {
        await handle.writeFile(body);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
    } catch (err) {
      await unlink(temp).catch(() => {});
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(path, 'r');
    } catch (err) {
      if (isErrno(err, 'ENOENT') || isErrno(err, 'ENOTDIR')) return null;
      throw err;
    }
    try {
      // Size and bytes come from the same open file, so a put that renames a new version in meanwhile cannot mix them.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream({ autoClose: true }),
        contentType: contentTypeForKey(key),
        contentLength: stats.size,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      await unlink(path);
    } catch (err) {
      if (!isErrno(err, 'ENOENT') && !isErrno(err, 'ENOTDIR')) throw err;
    }
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    for (const key of keys) assertValidKey(key);
    await Promise.all(keys.map((key) => this.delete(key)));
  }
}
