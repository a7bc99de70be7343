// The one place the server reads process.env; validated at start-up.
import { z } from 'zod';

/** An unset variable and an empty one mean the same: not configured. */
const optionalString = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SEED: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // How many proxies stand in front (e.g. 1), or their addresses/CIDRs ('10.0.0.0/8,127.0.0.1'); 'true' trusts
  // every hop and so lets a client choose its own address through X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'false' || v === '' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
    ),
  AUTH_LIMIT_SCALE: z.coerce.number().positive().default(1),
  // How long (ms) an app server may keep the browse page's shared part; changes drop it at once anyway. 0: off.
  BROWSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  // Browse's search catalogue in each app server's memory (issue 31, decision 034); off: every search is SQL.
  BROWSE_CATALOGUE: z.enum(['on', 'off']).default('on'),
  // Find Influencers' search catalogue in each app server's memory (issue 31, decision 035); off: every search is SQL.
  CREATOR_CATALOGUE: z.enum(['on', 'off']).default('on'),
  // File storage: S3 (or an S3-compatible store) when S3_BUCKET is set, otherwise DATA_DIR/uploads on local disk.
  S3_BUCKET: optionalString().pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, ".", "-")')
      .optional(),
  ),
  S3_REGION: optionalString(),
  S3_ENDPOINT: optionalString().pipe(
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  // Unset means the AWS SDK's default chain (AWS_ACCESS_KEY_ID..., shared config, instance or task role).
  S3_ACCESS_KEY_ID: optionalString(),
  S3_SECRET_ACCESS_KEY: optionalString(),
  // Metrics read from the platforms (issue 12): each platform is offered for connection when its app credentials are
  // set. Tokens are sealed with METRICS_TOKEN_KEY (32 bytes, hex or base64; generated into DATA_DIR when embedded).
  INSTAGRAM_CLIENT_ID: optionalString(),
  INSTAGRAM_CLIENT_SECRET: optionalString(),
  TIKTOK_CLIENT_KEY: optionalString(),
  TIKTOK_CLIENT_SECRET: optionalString(),
  METRICS_TOKEN_KEY: optionalString(),
  /**
   * Development and tests only: the base URL of a local fake of both platforms (test/support/fake-platforms.ts,
   * started for development by scripts/fake-services.ts) instead of their real hosts. Refused in production.
   */
  METRICS_PLATFORMS_URL: optionalString().pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Money (issue 13): Stripe when both keys are set, otherwise the built-in test mode (no real money moves). In
  // production the test mode must be asked for by name (PAYMENTS_TEST_MODE=true), so a missing key never opens it.
  STRIPE_SECRET_KEY: optionalString(),
  STRIPE_WEBHOOK_SECRET: optionalString(),
  /**
   * Development and tests only: a local fake of Stripe's API (test/support/fake-stripe.ts, started for development by
   * scripts/fake-services.ts). Refused in production.
   */
  STRIPE_API_URL: optionalString().pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYMENTS_TEST_MODE: z
    .enum(['true', 'false'], 'PAYMENTS_TEST_MODE must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  // Mail (issue 27): sent over SMTP_URL; without it messages are kept (shown at /dev/mailbox outside production). In
  // production the server refuses to start without SMTP_URL unless MAIL_DISABLED=true says mail is off on purpose.
  SMTP_URL: optionalString().pipe(
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalString().pipe(
    z
      .string()
      .regex(
        /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
        'MAIL_FROM must be an address or "Name <address>"',
      )
      .optional(),
  ),
  MAIL_DISABLED: z
    .enum(['true', 'false'], 'MAIL_DISABLED must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  // Operations (issue 32): the Prometheus endpoint on its own port (unset: none), bound to loopback unless told;
  // traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the exporter reads the other OTEL_EXPORTER_OTLP_*
  // variables itself); how long a SIGTERM waits with /api/ready at 503 before the server stops taking requests.
  PROMETHEUS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  PROMETHEUS_HOST: z.string().default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString().pipe(z.url({ protocol: /^https?$/ }).optional()),
  OTEL_SERVICE_NAME: z.string().default('microreach'),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

const EnvSchema = EnvFields.superRefine((env, ctx) => {
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    });
  }
  for (const [id, secret] of [
    ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
    ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  ] as const) {
    if ((env[id] === undefined) !== (env[secret] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env[id] === undefined ? id : secret],
        message: `${id} and ${secret} are set together or not at all`,
      });
    }
  }
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'],
      message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
    });
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY === undefined && !env.PAYMENTS_TEST_MODE) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'Production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true for a deployment where no real money moves',
    });
  }
  if (env.STRIPE_API_URL !== undefined && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_API_URL'],
      message: 'STRIPE_API_URL points payments at a development fake and is refused in production',
    });
  }
  if (env.METRICS_PLATFORMS_URL !== undefined && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PLATFORMS_URL'],
      message: 'METRICS_PLATFORMS_URL points the metrics at a development fake and is refused in production',
    });
  }
  if (env.SMTP_URL !== undefined && env.MAIL_DISABLED) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_DISABLED'],
      message: 'MAIL_DISABLED=true and SMTP_URL are both set: unset one of them',
    });
  }
  if (env.NODE_ENV === 'production' && env.SMTP_URL === undefined && !env.MAIL_DISABLED) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'Production needs SMTP_URL (smtp:// or smtps://) to send mail, or MAIL_DISABLED=true for a deployment that sends no mail',
    });
  }
  if (env.NODE_ENV === 'production' && env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message:
        'Production with SMTP_URL needs MAIL_FROM, the sender of every message (e.g. "MicroReach <no-reply@example.com>")',
    });
  }
  if (env.S3_BUCKET === undefined) {
    // Settings for a store that will not be used are a mistake that would silently keep files on local disk.
    const orphans = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => env[name] !== undefined,
    );
    if (orphans.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `${orphans.join(', ')} ${orphans.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not`,
      });
    }
  }
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/**
 * The migrated PGlite copy that in-memory databases start from, when the server tests' global setup made one
 * (db/client.ts, PGLITE_TEMPLATE_ENV). Read on each open: the setup sets it before the test workers start.
 */
export function pgliteTemplatePath(name: string): string | undefined {
  return process.env[name] || undefined;
}

/** Whether this process runs in production (NODE_ENV), for defaults that must hold even where no Env was read. */
export function isProductionEnvironment(source: Record<string, string | undefined> = process.env): boolean {
  return source.NODE_ENV === 'production';
}
