// Account settings, the person's data (issue 27 item 4): Download my data and Delete my account, for both roles.
import { AccountExportSchema, DeleteAccountInputSchema, exportFileName } from '@microreach/domain/account-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHasher } from '#server/lib/password.ts';
import { liveSessionByToken } from '#server/modules/auth/sessions.service.ts';
import type { MoneyDeps } from '#server/modules/ledger/money-deps.ts';
import { actor, toHeaders } from '#server/plugins/auth.ts';
import { countExport, exportAccountData } from './account-data.service.ts';
import { deleteAccount } from './account-deletion.service.ts';

export const accountDataRoutes: FastifyPluginAsyncZod<{ money: MoneyDeps; hasher: PasswordHasher }> = async (
  app,
  { money, hasher },
) => {
  app.get('/api/account/export', { schema: { response: { 200: AccountExportSchema } } }, async (request, reply) => {
    const user = actor(request);
    await countExport(app.db, user);
    const token = app.sessionToken(request);
    const session = token ? await liveSessionByToken(app.db, token) : undefined;
    const data = await exportAccountData(app.db, money.provider, user, session?.id ?? null);
    return reply.header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`).send(data);
  });

  app.post(
    '/api/account/delete',
    { schema: { body: DeleteAccountInputSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = actor(request);
      // Started before the change, awaited after it: answered once the sessions' end has come back through the
      // database (so every server's cache has dropped them), as signing out is.
      const announced = app.sessionCache.announcement(user.id);
      await deleteAccount(
        { db: app.db, hasher, mail: app.mail, appUrl: app.emailAppUrl, storage: app.storage, log: request.log },
        user,
        request.body,
      );
      await announced;
      // The session row is gone already: better-auth only clears the cookie.
      const cleared = await app.auth.api
        .signOut({ headers: toHeaders(request), returnHeaders: true })
        .then((res) => res.headers.getSetCookie())
        .catch(() => [] as string[]);
      return reply.status(204).header('set-cookie', cleared).send(null);
    },
  );
};
