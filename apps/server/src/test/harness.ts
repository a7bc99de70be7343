// Test apps on a real database: in-memory PGlite by default, the PostgreSQL at DATABASE_URL when it is set.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CurrentUser } from '@microreach/domain/auth';
import { addDays, todayIso } from '@microreach/domain/calendar';
import {
  type AgreementInput,
  CampaignTermsViewSchema,
  DEFAULT_CAMPAIGN_TERMS,
} from '@microreach/domain/campaign-terms';
import type { CampaignInput } from '@microreach/domain/campaigns';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import { eq } from 'drizzle-orm';
import { type AppOptions, buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { authUsers } from '../db/schema/index.ts';
import { cheapTestPasswordHasher } from '../lib/password.ts';
import { LocalDiskStorage } from '../lib/storage/index.ts';
import { addOperator } from '../modules/auth/operator-accounts.service.ts';

export const TEST_PASSWORD = 'violet-harbor-lantern-42';
const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/**
 * `beforeReady` may add test-only routes before the app is sealed. Without `overrides.database` the app opens the test
 * database (in-memory PGlite, or DATABASE_URL); with one (shared by two apps, or one a job queue was made on) it uses
 * that one. The database closes with the app unless `closeDatabase` is false.
 */
export async function createTestApp(
  overrides: Partial<AppOptions> = {},
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
) {
  const url = process.env.DATABASE_URL;
  const database =
    overrides.database ??
    (url
      ? await openDatabase({ engine: 'postgres', url, poolSize: 4 })
      : await openDatabase({ engine: 'pglite', dataDir: null }));
  await database.migrate();
  // Files of this app on real disk, in a directory of its own that goes with the app.
  const uploads = mkdtempSync(join(tmpdir(), 'microreach-test-uploads-'));
  const app = await buildApp({
    database,
    closeDatabase: true,
    authSecret: TEST_SECRET,
    appUrl: 'http://localhost:3000',
    passwordHasher: cheapTestPasswordHasher,
    storage: new LocalDiskStorage(uploads),
    // Tests write rows straight to the database and read them at once: the browse cache has tests of its own.
    browseCacheTtlMs: 0,
    browseCatalogue: false,
    creatorCatalogue: false,
    ...overrides,
  });
  app.addHook('onClose', async () => rmSync(uploads, { recursive: true, force: true }));
  beforeReady?.(app);
  await app.ready();
  return app;
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh client address, so rate limits of one test never touch another (the PostgreSQL database is shared). */
export function randomIp(): string {
  const b = randomUUID().replaceAll('-', '');
  return `10.${parseInt(b.slice(0, 2), 16)}.${parseInt(b.slice(2, 4), 16)}.${parseInt(b.slice(4, 6), 16)}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@test.microreach.app`;
}

/** The session cookie pair ("name=value") from a response's Set-Cookie headers. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.includes('microreach.session_token=') && !c.includes('session_token=;'));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(list)}`);
  return found.split(';')[0];
}

export interface TestUser {
  user: CurrentUser;
  email: string;
  password: string;
  cookie: string;
}

export async function signUpBusiness(app: TestApp, fields: Record<string, unknown> = {}): Promise<TestUser> {
  return signUp(app, { role: 'smb', name: 'Test Business Owner', companyName: 'Test Co', ...fields });
}

export async function signUpCreator(app: TestApp, fields: Record<string, unknown> = {}): Promise<TestUser> {
  return signUp(app, { role: 'influencer', name: 'Test Creator', ...fields });
}

/**
 * Signs up through the API. The address is then marked confirmed (adding funds and withdrawing need it, issue 27), as
 * following the mailed link would; `{ confirmed: false }` leaves it unconfirmed.
 */
async function signUp(app: TestApp, fields: Record<string, unknown>): Promise<TestUser> {
  const { confirmed = true, ...body } = fields;
  const email = (body.email as string) ?? uniqueEmail(String(body.role));
  const password = (body.password as string) ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: randomIp(),
    payload: { ...body, email, password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const user: CurrentUser = res.json().user;
  if (confirmed) {
    // Returned once the change has been announced back (on PostgreSQL it arrives by NOTIFY): a session cached in the
    // meantime would otherwise be dropped at a moment the test does not choose.
    const announced = app.sessionCache.announcement(user.id, 5_000);
    await app.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
    await announced;
    user.emailConfirmed = true;
  }
  return { user, email, password, cookie: sessionCookie(res.headers['set-cookie']) };
}

/** yyyy-mm-dd, `offset` days from today (UTC). */
export const dayFromToday = (offset: number) => addDays(todayIso(), offset);

/** A campaign input that passes every launch rule, starting tomorrow and running 19 days. */
export const launchableCampaign = (over: Partial<CampaignInput> = {}): CampaignInput => ({
  campaignName: `Cold Brew ${Math.random().toString(36).slice(2, 7)}`,
  campaignDescription: 'Film your first sip of our cold brew.',
  campaignNiche: 'Food & Beverage',
  campaignHashtags: ['ColdBrew', 'IcedCoffee'],
  maxInfluencers: null,
  startDate: dayFromToday(1),
  endDate: dayFromToday(20),
  contentTypes: ['Instagram Reel', 'TikTok Video'],
  contentGuidelines: 'Show the can.',
  budgetCents: 500_000,
  influencerBudgetCents: 50_000,
  privatePublic: 'Public',
  payTerms: { ...DEFAULT_PAY_TERMS },
  terms: { ...DEFAULT_CAMPAIGN_TERMS, platforms: [...DEFAULT_CAMPAIGN_TERMS.platforms] },
  intent: 'launch',
  ...over,
});

/** app.inject as `who` (or signed out), with a JSON payload when given. */
export function callAs(
  app: TestApp,
  who: Pick<TestUser, 'cookie'> | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * The "I agree" the join, apply and accept dialogs send: to the campaign's current terms as `who` reads them (every
 * warning shown). Throws when `who` cannot read them.
 */
export async function agreementFor(
  app: TestApp,
  who: Pick<TestUser, 'cookie'>,
  campaignId: string,
): Promise<AgreementInput> {
  const res = await callAs(app, who, 'GET', `/api/creator/campaigns/${campaignId}/terms`);
  if (res.statusCode !== 200) throw new Error(`terms of ${campaignId}: ${res.statusCode} ${res.body}`);
  return agreementTo(res.json());
}

function agreementTo(terms: unknown): AgreementInput {
  const view = CampaignTermsViewSchema.parse(terms);
  return { agreed: true, termsVersion: view.version, termsHash: view.hash, warningsShown: view.warnings };
}

/** A well-formed agreement to no real text: what a caller who cannot read the terms could send at most. */
export const UNREAD_AGREEMENT: AgreementInput = { agreed: true, termsVersion: 1, termsHash: '0'.repeat(64) };

/**
 * `agreementFor` where `who` can read the campaign's terms; UNREAD_AGREEMENT where they cannot (a hidden campaign, the
 * other role, signed out), so a request carrying it gets the route's own refusal.
 */
export async function agreementIfReadable(
  app: TestApp,
  who: Pick<TestUser, 'cookie'> | null,
  campaignId: string,
): Promise<AgreementInput> {
  const res = await callAs(app, who, 'GET', `/api/creator/campaigns/${campaignId}/terms`);
  return res.statusCode === 200 ? agreementTo(res.json()) : UNREAD_AGREEMENT;
}

/** Joins (Public) or applies to (Private) the campaign as `who`, agreeing to its terms as the dialog does. */
export async function joinAs(
  app: TestApp,
  who: Pick<TestUser, 'cookie'> | null,
  campaignId: string,
  fields: { message?: string } = {},
  headers: Record<string, string> = {},
) {
  const agreement = await agreementIfReadable(app, who, campaignId);
  return callAs(
    app,
    who,
    'POST',
    `/api/creator/campaigns/${campaignId}/applications`,
    { ...fields, agreement },
    headers,
  );
}

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * An operator made as `npm run operator -- add` makes one, its password set through the printed link, signed in at
 * /ops (issue 28). With the second factor on (production) the session still owes its code.
 */
export async function signInOperator(app: TestApp, email = uniqueEmail('operator')): Promise<TestOperator> {
  const { link } = await addOperator(app.db, email, 'http://localhost:3000');
  const token = new URL(link).searchParams.get('token');
  const set = await app.inject({
    method: 'POST',
    url: '/api/auth/ops/set-password',
    payload: { token, password: TEST_PASSWORD },
  });
  if (set.statusCode !== 204) throw new Error(`set-password failed: ${set.statusCode} ${set.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/ops/sign-in',
    remoteAddress: randomIp(),
    payload: { email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`ops sign-in failed: ${res.statusCode} ${res.body}`);
  return {
    id: res.json().operator.id,
    email,
    password: TEST_PASSWORD,
    cookie: sessionCookie(res.headers['set-cookie']),
  };
}
