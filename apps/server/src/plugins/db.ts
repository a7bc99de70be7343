import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export const dbPlugin = fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app: FastifyInstance, { database, closeOnShutdown }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (closeOnShutdown) app.addHook('onClose', () => database.close());
  },
);
