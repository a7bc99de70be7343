// The test fixture every spec uses: it fails a test when the page logs a console error or throws an uncaught error,
// plus helpers that make unique accounts (the PostgreSQL run shares its database with the server tests).
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * Creates an account through the API. With `page.request` (or `context.request`) the browser context gets the
 * session cookie too, so the page is signed in as that account.
 */
export async function signUpViaApi(request: APIRequestContext, role: AccountRole): Promise<Account> {
  const account: Account =
    role === 'smb'
      ? { role, email: uniqueEmail('biz'), password: PASSWORD, name: 'Dana Brooks', companyName: 'Brooks Bakery' }
      : { role, email: uniqueEmail('creator'), password: PASSWORD, name: 'Riley Moss' };
  const response = await request.post('/api/auth/sign-up', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Signs the page's browser context in as a fresh account of `role`. */
export async function signInAsNewUser(page: Page, role: AccountRole): Promise<Account> {
  return signUpViaApi(page.request, role);
}

interface ConsoleGuard {
  /**
   * Lets the browser log an error that the test provokes on purpose: Chromium logs every 4xx/5xx response as
   * "Failed to load resource: the server responded with a status of N". Pass the status or a pattern.
   */
  allow(expected: number | RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const location = message.location();
        errors.push(`console.error: ${message.text()}${location.url ? ` (${location.url})` : ''}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));

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
