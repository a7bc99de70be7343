// Writes apps/web/src/lib/api-types.ts from the app's OpenAPI document (an in-memory database; nothing is served).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { LocalDiskStorage } from '../src/lib/storage/index.ts';
import { renderWebApiTypes, WEB_API_TYPES_FILE } from '../src/openapi/web-api-types.ts';

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
writeFileSync(WEB_API_TYPES_FILE, await renderWebApiTypes(app.swagger()));
await app.close();
console.log(`Wrote ${WEB_API_TYPES_FILE}`);
