// The three app servers a search catalogue's tests compare (issue 31: browse's and Find Influencers' catalogues): one
// searching by SQL, one by its catalogue on the same database, and another server with its catalogue on its own
// connections (on PostgreSQL; PGlite is one process, so there it shares the database), which hears the announcements
// as a second machine would.

import type { AppOptions } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

export interface CatalogueApps {
  database: Database;
  /** Searches by SQL. */
  sqlApp: TestApp;
  /** Searches by its catalogue, on the same database. */
  catalogueApp: TestApp;
  /** On PostgreSQL, another app server on its own connections; on PGlite (one process) the same database. */
  otherServer: TestApp;
  /** Closes the three apps and the databases (a test cleans up its own rows first). */
  close: () => Promise<void>;
}

export async function openCatalogueApps(catalogue: 'browseCatalogue' | 'creatorCatalogue'): Promise<CatalogueApps> {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ engine: 'postgres', url, poolSize: 3 })
    : await openDatabase({ engine: 'pglite', dataDir: null });
  await database.migrate();
  const second = url ? await openDatabase({ engine: 'postgres', url, poolSize: 2 }) : null;
  const withCatalogue: Partial<AppOptions> = { [catalogue]: true };
  const sqlApp = await createTestApp({ database, closeDatabase: false });
  const catalogueApp = await createTestApp({ database, closeDatabase: false, ...withCatalogue });
  const otherServer = await createTestApp({ database: second ?? database, closeDatabase: false, ...withCatalogue });
  return {
    database,
    sqlApp,
    catalogueApp,
    otherServer,
    async close() {
      await otherServer.close();
      await catalogueApp.close();
      await sqlApp.close();
      await second?.close();
      await database.close();
    },
  };
}

/** A GET of `url` as the person of `cookie`, answered 200, as JSON. */
export async function getJson<T>(app: TestApp, url: string, cookie: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
