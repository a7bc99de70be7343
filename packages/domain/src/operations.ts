// What the readiness probe answers (GET /api/ready): each dependency the server needs to serve, checked on each call.
import { z } from 'zod';

export const READINESS_CHECKS = ['database', 'listen', 'jobs', 'storage'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export const CheckResultSchema = z.enum(['ok', 'failed']);

export const ReadinessSchema = z.object({
  /** ready: every check passed; unavailable: one failed; draining: the server is shutting down (no check is run). */
  status: z.enum(['ready', 'unavailable', 'draining']),
  /** Each dependency's result; `jobs` is absent on an app without a job queue. */
  checks: z.object({
    database: CheckResultSchema.optional(),
    listen: CheckResultSchema.optional(),
    jobs: CheckResultSchema.optional(),
    storage: CheckResultSchema.optional(),
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
