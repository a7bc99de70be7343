// The signed-in operator (issue 28): who the console is signed in as.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf, registerOpsRoutes } from './ops-guard.ts';

export const OperatorIdentitySchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const opsMeRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerOpsRoutes(app, (ops) => {
    ops.get('/api/ops/me', { schema: { response: { 200: OperatorIdentitySchema } } }, async (request) => {
      const { id, email, name } = operatorOf(request);
      return { id, email, name };
    });
  });
};
