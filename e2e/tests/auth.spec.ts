// Sign-up, sign-in, sign-out and the role checks of /auth (B2 "Auth screen", B8 Auth).
import type { Page } from '@playwright/test';
import {
  expect,
  expectPath,
  PASSWORD,
  sessionUser,
  signInAsNewUser,
  signInThroughForm,
  signUpViaApi,
  test,
  uniqueEmail,
} from '../fixtures';

function signUpForm(page: Page) {
  return page.getByRole('tabpanel', { name: 'Sign Up' });
}

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectPath(page, '/');
}

/** The signed-in top navigation (desktop). */
function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main', exact: true });
}

// The spec's pause before /auth opens the next page (B9): after a successful sign-in, and after a sign-up.
const SIGN_IN_REDIRECT_MS = 1_000;
const SIGN_UP_REDIRECT_MS = 1_500;

/** The path the page is at now, read without waiting: to check that a redirect has not happened (yet). */
function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Signs in through the form with the page's clock stopped (it must have been installed before the page loaded) and
 * checks the pause: the page stays on /auth, with the toast, until a whole second has passed, and then opens
 * `dashboard` at once. The address is read without waiting, so a redirect that came early or late fails the test;
 * the tests that expect no redirect at all read it the same way.
 */
async function signInAndExpectRedirect(page: Page, email: string, dashboard: string, redirectingText: string) {
  // pauseAt only moves the clock forward: a moment just ahead of the page's clock, which started with the real one.
  await page.clock.pauseAt(Date.now() + 1_000);
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText(redirectingText)).toBeVisible();
  await page.clock.runFor(SIGN_IN_REDIRECT_MS - 1);
  expect(currentPath(page)).toBe('/auth');
  await page.clock.runFor(1);
  expect(currentPath(page)).toBe(dashboard);
  await page.clock.resume();
}

test('a business signs up, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('biz');
  await page.clock.install();
  await page.goto('/auth?role=smb&tab=signup');
  await expect(page.getByRole('heading', { name: 'Join the Marketplace' })).toBeVisible();
  await expect(page.getByText('Choose your role to get started')).toBeVisible();
  await expect(page.getByText('Selected: Business Account')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  const form = signUpForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByLabel('Full Name').fill('Dana Brooks');
  await form.getByLabel('Company Name').fill('Brooks Bakery');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Welcome to MicroReach!')).toBeVisible();
  await expectPath(page, '/smb-profile-settings');
  await expect(page.getByRole('heading', { name: 'Business Profile Settings' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Business', { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'Find Influencers', 'Messages', 'Payments']);
  expect(await sessionUser(page)).toMatchObject({ email, role: 'SMB' });

  await signOutThroughMenu(page);
  expect(await sessionUser(page)).toBeNull();
  await page.goto('/smb-dashboard');
  await expectPath(page, '/auth');

  await page.goto('/auth?role=smb');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await signInAndExpectRedirect(page, email, '/smb-dashboard', 'Redirecting to your business dashboard...');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
});

test('a creator signs up, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('creator');
  await page.clock.install();
  await page.goto('/auth?role=influencer&tab=signup');
  await expect(page.getByText('Selected: Influencer Account')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  const form = signUpForm(page);
  await expect(form.getByLabel('Company Name')).toHaveCount(0);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByLabel('Full Name').fill('Riley Moss');
  await form.getByLabel('Date of Birth').fill('1996-04-12');
  await form.getByRole('checkbox', { name: 'Unboxing' }).check();
  await form.getByRole('checkbox', { name: 'Technology' }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Welcome to MicroReach!')).toBeVisible();
  await expectPath(page, '/influencer-profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Creator', { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'Browse Campaigns', 'Messages', 'Earnings']);
  expect(await sessionUser(page)).toMatchObject({ email, role: 'Influencer' });

  await signOutThroughMenu(page);
  expect(await sessionUser(page)).toBeNull();
  await page.goto('/influencer-dashboard');
  await expectPath(page, '/auth');

  await page.goto('/auth?role=influencer');
  await signInAndExpectRedirect(page, email, '/influencer-dashboard', 'Redirecting to your influencer dashboard...');
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
});

test('a business account cannot sign in on the influencer tab', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(403);
  // Created with its own request context: the page itself stays signed out.
  const account = await signUpViaApi(request, 'smb');

  await page.clock.install();
  await page.goto('/auth?role=influencer');
  await expect(page.getByText('Selected: Influencer Account')).toBeVisible();
  await signInThroughForm(page, account.email, account.password);
  await expect(
    page.getByText('This account is registered as a Business. Please use the correct login page.', { exact: true }),
  ).toBeVisible();
  // No delayed redirect either: a successful sign-in would have left /auth by now.
  await page.clock.runFor(2 * SIGN_IN_REDIRECT_MS);
  expect(currentPath(page)).toBe('/auth');
  expect(await sessionUser(page)).toBeNull();

  await page.goto('/smb-dashboard');
  await expectPath(page, '/auth');
});

test('an influencer account cannot sign in on the business tab', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(403);
  // Created with its own request context: the page itself stays signed out.
  const account = await signUpViaApi(request, 'influencer');

  await page.clock.install();
  await page.goto('/auth?role=smb');
  await expect(page.getByText('Selected: Business Account')).toBeVisible();
  await signInThroughForm(page, account.email, account.password);
  await expect(
    page.getByText('This account is registered as an Influencer. Please use the correct login page.', {
      exact: true,
    }),
  ).toBeVisible();
  // No delayed redirect either: a successful sign-in would have left /auth by now.
  await page.clock.runFor(2 * SIGN_IN_REDIRECT_MS);
  expect(currentPath(page)).toBe('/auth');
  expect(await sessionUser(page)).toBeNull();

  await page.goto('/influencer-dashboard');
  await expectPath(page, '/auth');
});

test('a weak password is refused on sign-up', async ({ page, consoleGuard }) => {
  consoleGuard.allow(400);
  await page.clock.install();
  await page.goto('/auth?role=smb&tab=signup');
  const form = signUpForm(page);
  await form.getByLabel('Email').fill(uniqueEmail('weak'));
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
  await form.getByLabel('Full Name').fill('Weak Password');
  await form.getByLabel('Company Name').fill('Weak Co');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(/^Authentication failed: /)).toBeVisible();
  // Still on the form, nothing created and nobody signed in, after the moment a successful sign-up leaves /auth.
  await page.clock.runFor(2 * SIGN_UP_REDIRECT_MS);
  expect(currentPath(page)).toBe('/auth');
  await expect(form.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  expect(await sessionUser(page)).toBeNull();
});

test('a signed-out visitor of the business dashboard is sent to /auth', async ({ page }) => {
  await page.goto('/smb-dashboard');
  await expectPath(page, '/auth');
  await expect(page.getByText('Please log in to view your campaigns')).toBeVisible();
  await expect(page.getByText('Selected: Business Account')).toBeVisible();
});

test('a signed-in creator visiting the business dashboard lands on the creator dashboard', async ({ page }) => {
  await signInAsNewUser(page, 'influencer');
  await page.goto('/smb-dashboard');
  await expectPath(page, '/influencer-dashboard');
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
});
