// The app's OpenAPI document, built in memory (an in-memory database; nothing is served or stored).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { LocalDiskStorage } from '../src/lib/storage/index.ts';

export async function buildOpenApiDocument(): Promise<unknown> {
  const database = await openDatabase({ engine: 'pglite', dataDir: null });
  // Nothing is stored: the storage only has to exist (its directory is made at the first write, which never comes).
  const storage = new LocalDiskStorage(join(tmpdir(), 'microreach-api-types-unused'));
  const app = await buildApp({
    database,
    closeDatabase: true,
    authSecret: 'x'.repeat(32),
    appUrl: 'http://localhost',
    storage,
  });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}
