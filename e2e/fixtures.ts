// The test fixture every spec uses: it fails a test when the page logs a console error or throws an uncaught error,
// and when the page it ends on has a serious or critical accessibility violation (axe-core, WCAG 2.1 A and AA). Beside
// it, the helpers the specs share, each defined once here: unique accounts, names and dates (the PostgreSQL run shares
// its database with the server tests), campaigns and applications made through the API, and the toasts, cards, tabs
// and figures a person reads.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { DAY_MS } from '@microreach/domain/calendar';
import { type CampaignTerms, termsMessages } from '@microreach/domain/campaign-terms';
import { type APIRequestContext, test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

// ---------------------------------------------------------------------------------------------------------------
// Unique names and dates

/** A unique word of 10 letters (hex digits mapped to letters), so a search for it finds only this test's records. */
export function uniqueWord(): string {
  const letters = randomUUID()
    .replace(/-/g, '')
    .slice(0, 9)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]);
  return `Z${letters}`;
}

/** yyyy-mm-dd, `days` from today on the UTC calendar (the server's). Campaign dates must lie within a year of today. */
export function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** yyyy-mm-dd, `days` after the yyyy-mm-dd `isoDay`. */
export function daysAfter(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts

/** Strong enough for the server's password policy (zxcvbn score >= 2). */
export const PASSWORD = 'violet-harbor-lantern-42';

/** A unique, valid email address for one test account. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@e2e.microreach.test`;
}

export type AccountRole = 'smb' | 'influencer';

export interface Account {
  role: AccountRole;
  email: string;
  password: string;
  name: string;
  companyName?: string;
}

/**
 * Creates an account through the API (named `name`, or a default name). With `page.request` (or `context.request`)
 * the browser context gets the session cookie too, so the page is signed in as that account. Its address is then
 * confirmed through the link mailed to it (adding funds and withdrawing need that, issue 27), unless `confirmed` is
 * false.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  role: AccountRole,
  name?: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<Account> {
  const account: Account =
    role === 'smb'
      ? {
          role,
          email: uniqueEmail('biz'),
          password: PASSWORD,
          name: name ?? 'Dana Brooks',
          companyName: 'Brooks Bakery',
        }
      : { role, email: uniqueEmail('creator'), password: PASSWORD, name: name ?? 'Riley Moss' };
  const response = await request.post('/api/auth/sign-up', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  if (confirmed) await confirmEmailViaMailbox(request, account.email);
  return account;
}

/**
 * The link of the newest email of `kind` to `email` in the development mailbox (/dev/mailbox: the server of the
 * browser tests keeps its mail there), waiting for it to be written.
 */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  kind: 'email_confirmation' | 'password_reset',
): Promise<string> {
  const path = kind === 'email_confirmation' ? '/confirm-email' : '/reset-password';
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/mailbox')).text();
      // Newest first: the first article to this address of this kind.
      for (const article of html.split('<article').slice(1)) {
        if (!article.includes(`<dd>${email}</dd>`) || !article.includes(`<dd>${kind}</dd>`)) continue;
        link = new RegExp(`https?://[^"<\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(article)?.[0];
        break;
      }
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** Confirms an address as its owner would: the mailed link's token, sent by the page that link opens. */
export async function confirmEmailViaMailbox(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await mailedLink(request, email, 'email_confirmation')).searchParams.get('token');
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Signs the page's browser context in as a fresh account of `role`. */
export async function signInAsNewUser(page: Page, role: AccountRole): Promise<Account> {
  return signUpViaApi(page.request, role);
}

/** An account signed in on a cookie jar of its own, for making data while the page stays signed in as another. */
export interface AccountSession extends Account {
  request: APIRequestContext;
}

/** The `newAccount` fixture: signs up an account of `role` (named `name`, or a default name) on a jar of its own. */
export type NewAccount = (role: AccountRole, name?: string) => Promise<AccountSession>;

/** Signs in through the Sign In form of /auth, the way a person does (the page must be showing the form). */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

// ---------------------------------------------------------------------------------------------------------------
// The fixture: console errors and accessibility

/**
 * Collects what a page logs as an error and every uncaught error it throws, for a check at the end. The fixture does
 * this for `page`; a test that opens a second page calls it for that one.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    errors.push(`console.error: ${message.text()}${location.url ? ` (${location.url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  return errors;
}

interface ConsoleGuard {
  /**
   * Lets the browser log an error that the test provokes on purpose: Chromium logs every 4xx/5xx response as
   * "Failed to load resource: the server responded with a status of N". Pass the status or a pattern.
   */
  allow(expected: number | RegExp): void;
}

/**
 * Playwright's trace (on for a retry on CI) snapshots every frame by evaluating its script in the frame's own page
 * context. The development mailbox shows each message's HTML in a frame sandboxed without scripts, and Chromium refuses
 * that script and says so as a console error: the sandbox doing its work, not the page's error.
 */
const TRACING_IN_SANDBOXED_FRAME =
  /^console\.error: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\. \(about:srcdoc\)$/;

/** The axe rule sets checked: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a test. Minor and moderate findings are left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Parts of pages left out of every check, each for a reason and with the follow-up that removes it. Keep each
 * selector as narrow as the problem, so the rest of the page is still checked.
 */
const EXCLUDED: ReadonlyArray<{ selector: string; reason: string }> = [];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per element that breaks a rule, with the element's selector and axe's own explanation. */
function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
        .join(' ');
      return `${violation.id} (${node.impact ?? violation.impact}) at ${node.target.join(' >> ')}: ${why}`;
    }),
  );
}

/** The little of the DOM that runningAnimations reads (this project compiles without the DOM library). */
interface AnimatedDocument {
  getAnimations(): Array<{
    playState: string;
    effect: { getComputedTiming(): { endTime?: number | string } } | null;
  }>;
}

/** Finite CSS animations and transitions still running (a modal fading in would be measured half transparent). */
async function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: AnimatedDocument }).document.getAnimations().filter((animation) => {
        const endTime = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && endTime !== undefined && endTime !== Number.POSITIVE_INFINITY;
      }).length,
  );
}

/**
 * Checks the page as it is now with axe-core and fails on any serious or critical violation, listing each one (rule,
 * impact, element, why) and attaching axe's full answer to the report. `state` names what is being checked.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  // Quiet twice in a row: a menu or dialog that has just been opened starts its transition a frame later.
  let quietPolls = 0;
  await expect
    .poll(async () => (quietPolls = (await runningAnimations(page)) === 0 ? quietPolls + 1 : 0), {
      message: 'animations to finish before the check',
      intervals: [100],
    })
    .toBeGreaterThanOrEqual(2);
  // Only violations come back in full (passes and needs-review keep one node each), which makes a run faster.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  for (const { selector } of EXCLUDED) builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));

  const viewport = page.viewportSize();
  const where = `${new URL(page.url()).pathname}${new URL(page.url()).search} (${state}${viewport ? `, ${viewport.width}x${viewport.height}` : ''})`;
  if (blocking.length > 0) {
    await testInfo.attach(`axe violations: ${state}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = blocking.map((v) => `${v.id} (${v.impact}) on ${v.nodes.length} element(s): ${v.help} ${v.helpUrl}`);
  expect(
    describeViolations(blocking),
    `serious or critical accessibility violations on ${where}:\n  ${summary.join('\n  ')}\n`,
  ).toEqual([]);
}

interface AccessibilityCheck {
  /** Checks the page now (a state the test reached on the way); `state` names it in the report. */
  check(state: string): Promise<void>;
  /**
   * Leaves out the automatic check of the page the test ends on. Only for a test that provokes a state on purpose
   * (say which and why); everything a user normally sees must pass.
   */
  skipFinalCheck(reason: string): void;
}

export const test = base.extend<{
  consoleGuard: ConsoleGuard;
  accessibility: AccessibilityCheck;
  newAccount: NewAccount;
}>({
  /**
   * `newAccount(role, name?)` signs up another account with a cookie jar of its own (the page keeps its own account),
   * to make data the page's account then sees; the jars are disposed after the test.
   */
  newAccount: async ({ playwright, baseURL }, use) => {
    const made: APIRequestContext[] = [];
    await use(async (role, name) => {
      const request = await playwright.request.newContext({ baseURL });
      made.push(request);
      return { ...(await signUpViaApi(request, role, name)), request };
    });
    await Promise.all(made.map((request) => request.dispose()));
  },

  /** Every test ends with an accessibility check of the page it ends on (unless it opts out, or had failed). */
  accessibility: [
    async ({ page }, use, testInfo) => {
      let skipReason: string | null = null;
      await use({
        check: (state) => expectAccessible(page, testInfo, state),
        skipFinalCheck(reason) {
          skipReason = reason;
        },
      });
      if (skipReason !== null) {
        testInfo.annotations.push({ type: 'accessibility check skipped', description: skipReason });
        return;
      }
      // A test that failed already has said what is wrong; a test that never opened a page has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      // On CI's second pass (PostgreSQL, ENGINE_TESTS_ONLY=1) the same pages were checked on the first: the markup
      // does not depend on the engine. A test's own checks (`check(state)`) still run.
      if (process.env.ENGINE_TESTS_ONLY === '1') return;
      await expectAccessible(page, testInfo, 'final state');
    },
    { auto: true },
  ],

  consoleGuard: [
    async ({ page }, use) => {
      const errors = collectPageErrors(page);
      const allowed: RegExp[] = [TRACING_IN_SANDBOXED_FRAME];

      await use({
        allow(expected) {
          allowed.push(
            typeof expected === 'number'
              ? new RegExp(`Failed to load resource: the server responded with a status of ${expected}\\b`)
              : expected,
          );
        },
      });

      const unexpected = errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
      expect(unexpected, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Campaigns and applications through the API

export interface CampaignRequest {
  campaignName: string;
  campaignDescription?: string;
  campaignNiche?: string | null;
  campaignHashtags?: string[];
  maxInfluencers?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  contentTypes?: string[];
  contentGuidelines?: string;
  budgetCents?: number | null;
  influencerBudgetCents?: number | null;
  privatePublic?: 'Public' | 'Private';
  /** Issue 29: the campaign's terms (the server's defaults when not given). */
  terms?: CampaignTerms;
  intent?: 'draft' | 'launch';
}

/**
 * Creates a campaign as the business signed in on `request` and returns its id. Unless `campaign` says otherwise it
 * is launched, Public, Food & Beverage, with no limit on influencers, and runs from today for 14 days (from its start
 * date, when only that is given).
 */
export async function createCampaignViaApi(request: APIRequestContext, campaign: CampaignRequest): Promise<string> {
  const startDate = campaign.startDate === undefined ? isoDaysFromToday(0) : campaign.startDate;
  const response = await request.post('/api/business/campaigns', {
    data: {
      campaignDescription: 'Short videos about our seasonal menu.',
      campaignNiche: 'Food & Beverage',
      campaignHashtags: [],
      maxInfluencers: null,
      endDate: startDate === null ? null : daysAfter(startDate, 14),
      contentTypes: ['Instagram Reel'],
      contentGuidelines: '',
      budgetCents: 200_000,
      influencerBudgetCents: 20_000,
      privatePublic: 'Public',
      intent: 'launch',
      ...campaign,
      startDate,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Joins (Public) or applies to (Private) a campaign as the creator signed in on `request`, with `message` if given,
 * agreeing to the campaign's current terms as the join dialog does (issue 29). Returns the application's status:
 * 'approved' for a Public campaign, 'pending' for a Private one.
 */
export async function joinViaApi(request: APIRequestContext, campaignId: string, message?: string): Promise<string> {
  const terms = await request.get(`/api/creator/campaigns/${campaignId}/terms`);
  expect(terms.status(), await terms.text()).toBe(200);
  const { version, hash, warnings } = (await terms.json()) as { version: number; hash: string; warnings: string[] };
  const agreement = { agreed: true, termsVersion: version, termsHash: hash, warningsShown: warnings };
  const response = await request.post(`/api/creator/campaigns/${campaignId}/applications`, {
    data: message ? { message, agreement } : { agreement },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { status: string }).status;
}

/**
 * The join, apply, accept-invitation and new-terms dialogs (issue 29), as a creator goes through them: the campaign's
 * terms load, `submit` stays disabled and says why until "I agree to these terms" is ticked; then tick it and press it.
 */
export async function agreeToTermsAndSubmit(dialog: Locator, submit: string): Promise<void> {
  await expect(dialog.getByRole('heading', { name: /^Campaign terms \(version \d+\)$/ })).toBeVisible();
  const button = dialog.getByRole('button', { name: submit, exact: true });
  await expect(button).toBeDisabled();
  await expect(dialog.getByText(termsMessages.agreementRequired, { exact: true })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I agree to these terms' }).check();
  await expect(button).toBeEnabled();
  await button.click();
}

// ---------------------------------------------------------------------------------------------------------------
// What a person sees

/** A toast (Mantine notification) with this title and, if given, this message. */
export function toast(page: Page, title: string, message?: string): Locator {
  let alert = page.getByRole('alert').filter({ has: page.getByText(title, { exact: true }) });
  if (message) alert = alert.filter({ has: page.getByText(message, { exact: true }) });
  return alert;
}

export async function expectToast(page: Page, title: string, message?: string): Promise<void> {
  await expect(toast(page, title, message)).toBeVisible();
}

/** A campaign card, on Browse Campaigns or either dashboard (an article named by the campaign). */
export function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** A figure of a dashboard's summary cards (Campaigns, Active, Active Campaigns, Total Campaigns, ...). */
export function summaryCard(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/** Picks a dashboard tab and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

// ---------------------------------------------------------------------------------------------------------------
// Where the page is and who is signed in

/** Waits until the page is at `path` (the pathname only; query strings are ignored). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Asks the server who is signed in, with the page's cookies. */
export async function sessionUser(page: Page): Promise<{ email: string; role: string } | null> {
  const response = await page.request.get('/api/auth/session');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { email: string; role: string } | null }).user;
}

export { expect };
