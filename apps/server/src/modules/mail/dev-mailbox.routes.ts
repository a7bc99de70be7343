// GET /dev/mailbox: the kept messages as a page. Registered by app.ts only outside production (MailConfig.devMailbox).
import type { FastifyInstance } from 'fastify';
import { listKeptEmails, renderMailboxPage } from './dev-mailbox.service.ts';

export async function devMailboxRoutes(app: FastifyInstance) {
  // A page for people, not part of the API: kept out of the OpenAPI document.
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await listKeptEmails(app.db);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxPage(emails));
  });
}
