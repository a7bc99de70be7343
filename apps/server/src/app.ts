// Builds the Fastify app (used by server.ts and by the tests through app.inject).
import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import Fastify, { type FastifySchema, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { z } from 'zod';
import type { Database } from './db/client.ts';
import { isProductionEnvironment } from './env.ts';
import { appUrlResolver, type RequestAddress } from './lib/app-url.ts';
import { forbidden } from './lib/errors.ts';
import type { JobQueue } from './lib/jobs/queue.ts';
import { serializeErrorSafely } from './lib/log-safe-error.ts';
import { isOwnOrigin } from './lib/origin.ts';
import { defaultPasswordHasher, type PasswordHasher } from './lib/password.ts';
import type { FileStorage } from './lib/storage/index.ts';
import { LOG_REDACT, logCorrelation, serializeRequestSafely } from './lib/telemetry/log-fields.ts';
import { accountDataRoutes } from './modules/account/account-data.routes.ts';
import { accountSecurityRoutes } from './modules/account/account-security.routes.ts';
import { agreementsRoutes } from './modules/agreements/agreements.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type AuthLimits, defaultAuthLimits } from './modules/auth/auth.service.ts';
import { createAuth } from './modules/auth/better-auth.ts';
import { emailConfirmationRoutes } from './modules/auth/email-confirmation.routes.ts';
import { DEFAULT_RESEND_LIMIT } from './modules/auth/email-confirmation.service.ts';
import { opsAuthRoutes } from './modules/auth/ops-auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { defaultPasswordResetLimits } from './modules/auth/password-reset.service.ts';
import { businessCampaignsRoutes } from './modules/business-campaigns/business-campaigns.routes.ts';
import { businessPaymentsRoutes } from './modules/business-payments/business-payments.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import {
  businessContentReviewRoutes,
  contentEventsRoutes,
  creatorContentReviewRoutes,
} from './modules/content-review/content-review.routes.ts';
import { BROWSE_CATALOGUE_MAX_CAMPAIGNS, BrowseCatalogue } from './modules/creator-campaigns/browse-catalogue.ts';
import { creatorCampaignsRoutes } from './modules/creator-campaigns/creator-campaigns.routes.ts';
import { BROWSE_CACHE_TTL_MS } from './modules/creator-campaigns/creator-campaigns.service.ts';
import { creatorEarningsRoutes } from './modules/creator-earnings/creator-earnings.routes.ts';
import { creatorTaxRoutes } from './modules/creator-earnings/tax-details.routes.ts';
import { CREATOR_CATALOGUE_MAX_CREATORS, CreatorCatalogue } from './modules/find-influencers/creator-catalogue.ts';
import { findInfluencersRoutes } from './modules/find-influencers/find-influencers.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { providerWebhookRoutes, testModeRoutes } from './modules/ledger/ledger.routes.ts';
import type { MoneyDeps } from './modules/ledger/money-deps.ts';
import { TestModeProvider } from './modules/ledger/providers/test-mode.ts';
import type { PaymentProvider } from './modules/ledger/providers/types.ts';
import { testProviderBooks } from './modules/ledger/test-provider-books.ts';
import { KEPT_MAIL, type MailConfig, type MailDeps } from './modules/mail/configure.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.ts';
import { businessRefreshRoutes, creatorConnectionsRoutes } from './modules/metrics/metrics.routes.ts';
import type { MetricsDeps } from './modules/metrics/metrics.service.ts';
import { emailPreferencesRoutes } from './modules/notifications/email-preferences.routes.ts';
import type { NotificationEmails } from './modules/notifications/notification-emails.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes.ts';
import { unsubscribeKeyFrom } from './modules/notifications/unsubscribe-token.ts';
import { businessDisputesRoutes, creatorDisputesRoutes } from './modules/operators/disputes.routes.ts';
import { opsDisputesRoutes } from './modules/operators/ops-disputes.routes.ts';
import { creatorHoldAppealRoutes, opsHoldsRoutes } from './modules/operators/ops-holds.routes.ts';
import { opsMeRoutes } from './modules/operators/ops-me.routes.ts';
import { opsMoneyRoutes } from './modules/operators/ops-money.routes.ts';
import { opsPayoutsRoutes } from './modules/operators/ops-payouts.routes.ts';
import { opsQueueRoutes } from './modules/operators/ops-queue.routes.ts';
import { opsReconciliationRoutes } from './modules/operators/ops-reconciliation.routes.ts';
import { opsReportsRoutes, reportsRoutes } from './modules/operators/ops-reports.routes.ts';
import { opsTaxRoutes } from './modules/operators/ops-tax.routes.ts';
import { opsUsersRoutes } from './modules/operators/ops-users.routes.ts';
import { registerSuspensionGuard } from './modules/operators/suspension-guard.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { creatorRateCardRoutes } from './modules/profiles/rate-card.routes.ts';
import { authPlugin, isApiRequest, PUBLIC_API_ROUTES } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { filesPlugin } from './plugins/files.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { operationsPlugin } from './plugins/operations.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { routableUrl, webPlugin } from './plugins/web.ts';

export interface AppOptions {
  database: Database;
  /** Close the database when the app closes (the server does; tests that share one database do not). */
  closeDatabase?: boolean;
  authSecret: string;
  /** The URL people reach the app at: APP_URL, or the default http://localhost:PORT. Emails always use it. */
  appUrl: string;
  /**
   * APP_URL is unset (development): a provider's return URLs and the test-mode pages follow the address the person
   * used, when its host is loopback or `listenHost`, instead of `appUrl` (lib/app-url.ts; issue 27).
   */
  appUrlFromRequest?: { listenHost?: string };
  /** Mark session cookies Secure; defaults to true when appUrl is https. The server also sets it in production. */
  secureCookies?: boolean;
  /** Directory of the built web app; omitted in API tests. */
  webDist?: string;
  authLimits?: Partial<AuthLimits>;
  /** Password hashing; tests pass a cheap one. */
  passwordHasher?: PasswordHasher;
  /** Where uploaded files live (lib/storage: local disk under DATA_DIR/uploads, or S3); served at /files/<key>. */
  storage: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (see TRUST_PROXY in the README). */
  trustProxy?: boolean | number | string;
  /** Metrics providers and the key sealing their tokens (issue 12); default: no platform can be connected. */
  metrics?: Omit<MetricsDeps, 'appUrl' | 'emails' | 'storage' | 'log'>;
  /**
   * The job queue, not yet started (lib/jobs/queue.ts). With one, the app works its queues and schedules the sweeps
   * (plugins/jobs.ts), starts it when ready and stops it on close. Without one (most tests), a business's refresh
   * fetches and a withdrawal is sent before the answer, and nothing runs in the background.
   */
  jobs?: JobQueue | null;
  /** The payment provider (issue 13); default: the built-in test mode. */
  payments?: PaymentProvider;
  /**
   * How long the browse page's shared part may be kept (issue 15; dropped at once on every announced change): default
   * BROWSE_CACHE_TTL_MS; 0 turns it off (the API tests, which write rows straight to the database and read at once).
   */
  browseCacheTtlMs?: number;
  /**
   * Browse's search catalogue in memory (issue 31, decision 034; kept up to date by announcements): default on; off in
   * the API tests (they write rows straight to the database and search at once), which test it on its own.
   */
  browseCatalogue?: boolean;
  /**
   * Find Influencers' search catalogue in memory (issue 31, decision 035; kept up to date by announcements): default
   * on; off in the API tests, as browse's, which test it through a second app.
   */
  creatorCatalogue?: boolean;
  /** Mail (issue 27, modules/mail/configure.ts): SMTP or kept, the sender, /dev/mailbox; default: kept, no mailbox. */
  mail?: MailConfig;
  /** Operators must pass a TOTP second factor before any /api/ops route answers (issue 28); default: in production. */
  operatorSecondFactor?: boolean;
}

export interface RouteInfo {
  method: string;
  url: string;
  /** The route's zod schemas (body, querystring, params, headers), for the route-table tests. */
  schema?: FastifySchema;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: withSafeErrors(options.logger),
    // A hop count is valid at runtime (proxy-addr), but Fastify's types list only boolean, string and function.
    trustProxy: (options.trustProxy ?? false) as boolean | string,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // A page address with a malformed escape reaches the web app's 404 page instead of a JSON 400 (plugins/web.ts).
    rewriteUrl: (request) => routableUrl(request.url ?? '/'),
    // Unique across servers and restarts: a job and an email keep the id of the request that caused them.
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every API route, for the route-table tests (signed-out callers get 401 everywhere; the fuzz test).
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (route.url.startsWith('/api/') && method !== 'HEAD')
        routes.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('apiRoutes', routes);
  app.decorate(
    'appUrlOf',
    appUrlResolver({
      appUrl: options.appUrl,
      followRequest: options.appUrlFromRequest !== undefined,
      listenHost: options.appUrlFromRequest?.listenHost,
    }),
  );

  const secure = options.secureCookies ?? options.appUrl.startsWith('https://');
  // Helmet's headers, its middleware made once: @fastify/helmet made it again for every request, parsing the policy
  // each time (17-22 us a request, a tenth or more of what /api/health costs; docs/performance.md, issue 31).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables in a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers WebSockets to the app's own origin (CSP 3); no other host is reachable.
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    // The same answer as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    hsts: secure,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) =>
      done(err === undefined || err instanceof Error ? err : new Error(String(err))),
    );
  });

  // API answers are about the signed-in person (profiles, campaigns, money): no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });

  // Cookies are SameSite=Lax; on top, a state-changing API call from another origin is refused. The app's own
  // origin is the Host it was reached at, or APP_URL's host (a proxy in front may rewrite Host).
  const appHost = new URL(options.appUrl).host;
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(request, origin, appHost)) {
      throw forbidden('Cross-origin request refused', 'BAD_ORIGIN');
    }
  });

  await app.register(errorHandlerPlugin);
  // Metrics, request ids, HTTP spans, /api/ready and draining (issue 32); before the WebSocket plugin (see its preClose).
  // The document first: @fastify/swagger collects the routes registered after it (/api/ready included).
  await app.register(openApiPlugin, { publicRoutes: PUBLIC_API_ROUTES });
  await app.register(operationsPlugin, { jobs: options.jobs ?? null, storage: options.storage });
  await app.register(inputGuardPlugin);
  // WebSockets (the chat socket) before the auth hook: a refused upgrade's socket must be known as one to be closed.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(dbPlugin, { database: options.database, closeOnShutdown: options.closeDatabase ?? false });
  const hasher = options.passwordHasher ?? defaultPasswordHasher;
  const auth = createAuth({
    db: options.database.db,
    secret: options.authSecret,
    baseURL: options.appUrl,
    secureCookies: secure,
    hasher,
  });
  await app.register(authPlugin, { auth });
  // A suspended account may read and withdraw, nothing else (issue 28): one allow-list, on every route.
  registerSuspensionGuard(app);

  await app.register(filesPlugin, { storage: options.storage });

  // Mail: what a service needs to write a message to the outbox (its job is worked by plugins/jobs.ts), and the
  // address every email links to (APP_URL: an email has no request whose host it could follow).
  const mailConfig = options.mail ?? KEPT_MAIL;
  const mail: MailDeps = { from: mailConfig.from, delivery: mailConfig.delivery, jobs: options.jobs ?? null };
  app.decorate('mail', mail);
  app.decorate('emailAppUrl', options.appUrl.replace(/\/+$/, ''));
  // Notifications by email (issue 27): the outbox, the links, and the one-click unsubscribe links' key.
  const notificationEmails: NotificationEmails = {
    mail,
    appUrl: app.emailAppUrl,
    unsubscribeKey: unsubscribeKeyFrom(options.authSecret),
  };
  app.decorate('notificationEmails', notificationEmails);

  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }).describe('The server is up.') } } },
    async () => ({ status: 'ok' as const }),
  );
  await app.register(authRoutes, { limits: { ...defaultAuthLimits, ...options.authLimits }, hasher });
  // Operators (issue 28): their sign-in at /ops and their routes, all under /api/ops (modules/operators/ops-guard.ts).
  app.decorate('operatorSecondFactor', options.operatorSecondFactor ?? isProductionEnvironment());
  await app.register(opsAuthRoutes, { limits: { ...defaultAuthLimits, ...options.authLimits }, hasher });
  await app.register(opsMeRoutes);
  // Disputes on posts (issue 28 item 4): the two parties' routes and the operators'.
  await app.register(creatorDisputesRoutes);
  await app.register(businessDisputesRoutes);
  await app.register(opsDisputesRoutes);
  await app.register(opsMoneyRoutes);
  // The queue, appeals, suspensions, reports and the operators' audit (issue 28 items 2, 3, 5, 7).
  await opsQueueRoutes(app);
  await opsHoldsRoutes(app);
  await opsUsersRoutes(app);
  await opsReportsRoutes(app);
  await opsPayoutsRoutes(app);
  await opsReconciliationRoutes(app);
  // The yearly tax export (issue 29 item 5).
  await opsTaxRoutes(app);
  await app.register(creatorHoldAppealRoutes);
  await app.register(reportsRoutes);
  await app.register(accountSecurityRoutes, { hasher });
  // Forgot password and email confirmation (issue 27).
  await app.register(passwordResetRoutes, { limits: defaultPasswordResetLimits, hasher });
  await app.register(emailConfirmationRoutes, { resendPerAccount: DEFAULT_RESEND_LIMIT });
  await app.register(profilesRoutes);
  await app.register(creatorRateCardRoutes);
  await app.register(businessCampaignsRoutes);
  // Browse's search catalogue (issue 31, decision 034): the routes start it; the tests can wait for it (sync).
  app.decorate(
    'browseCatalogue',
    (options.browseCatalogue ?? true)
      ? new BrowseCatalogue(app.db, { maxCampaigns: BROWSE_CATALOGUE_MAX_CAMPAIGNS })
      : null,
  );
  await app.register(creatorCampaignsRoutes, {
    browseCacheTtlMs: options.browseCacheTtlMs ?? BROWSE_CACHE_TTL_MS,
    catalogue: app.browseCatalogue,
    jobs: options.jobs ?? null,
  });
  await app.register(invitationsRoutes);
  // A recorded agreement to a campaign's terms, for its creator and its business (issue 29).
  await app.register(agreementsRoutes);
  await app.register(notificationsRoutes);
  await app.register(emailPreferencesRoutes);
  await app.register(unsubscribeRoutes);
  // Find Influencers' search catalogue (issue 31, decision 035): the routes start it; the tests can wait for it (sync).
  app.decorate(
    'creatorCatalogue',
    (options.creatorCatalogue ?? true)
      ? new CreatorCatalogue(app.db, { maxCreators: CREATOR_CATALOGUE_MAX_CREATORS })
      : null,
  );
  await app.register(findInfluencersRoutes, { catalogue: app.creatorCatalogue });
  await app.register(realtimePlugin);
  await app.register(chatRoutes, { appUrl: options.appUrl });
  await app.register(businessContentReviewRoutes);
  await app.register(creatorContentReviewRoutes, { jobs: options.jobs ?? null });
  await app.register(contentEventsRoutes);
  const metrics: MetricsDeps = {
    providers: options.metrics?.providers ?? {},
    tokenKey: options.metrics?.tokenKey ?? createSecretKey(randomBytes(32)),
    appUrl: options.appUrl,
    emails: notificationEmails,
    // A post preview's thumbnail is copied here (issue 30).
    storage: options.storage,
    log: app.log,
  };
  await app.register(creatorConnectionsRoutes, { metrics });
  await app.register(businessRefreshRoutes, { metrics, jobs: options.jobs ?? null });
  const money: MoneyDeps = {
    provider: options.payments ?? new TestModeProvider(options.appUrl, testProviderBooks(options.database.db)),
    jobs: options.jobs ?? null,
    emails: notificationEmails,
  };
  await app.register(businessPaymentsRoutes, { money });
  await app.register(creatorEarningsRoutes, { money });
  // Tax details (issue 29 item 5): the tax id is sealed with the platform tokens' key.
  await app.register(creatorTaxRoutes, { tokenKey: metrics.tokenKey });
  await app.register(testModeRoutes, { money });
  await app.register(providerWebhookRoutes, { money });
  // Account settings: Download my data and Delete my account (issue 27).
  await app.register(accountDataRoutes, { money, hasher });
  await app.register(analyticsRoutes);
  // The kept messages' page, outside production only.
  if (mailConfig.devMailbox) await app.register(devMailboxRoutes);

  if (options.webDist) await app.register(webPlugin, { distDir: options.webDist });
  // Last, so that on close the queue stops before everything registered above.
  if (options.jobs) await app.register(jobsPlugin, { jobs: options.jobs, metrics, money, mail });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The logger options with an `err` serializer that never writes request values (see lib/log-safe-error.ts). */
function withSafeErrors(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    // Trace ids on every line, and no address, token or card number on any (lib/telemetry/log-fields.ts).
    mixin: logCorrelation,
    redact: LOG_REDACT,
    serializers: { ...base.serializers, err: serializeErrorSafely, req: serializeRequestSafely },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RouteInfo[];
    /** Where to send the person of this request back to: APP_URL, or in development the address they used. */
    appUrlOf: (request: RequestAddress) => string;
    /** Writes messages to the outbox (modules/mail/outbox.service.ts enqueueEmail). */
    mail: MailDeps;
    /** APP_URL without a trailing slash: the links in emails. */
    emailAppUrl: string;
    /** What a service needs to mail a notification (modules/notifications/notification-emails.service.ts). */
    notificationEmails: NotificationEmails;
    /** Whether operators must pass a TOTP second factor (AppOptions.operatorSecondFactor). */
    operatorSecondFactor: boolean;
    /** Browse's search catalogue in this server's memory, or null when off (AppOptions.browseCatalogue). */
    browseCatalogue: BrowseCatalogue | null;
    /** Find Influencers' search catalogue in this server's memory, or null when off (AppOptions.creatorCatalogue). */
    creatorCatalogue: CreatorCatalogue | null;
  }
}
