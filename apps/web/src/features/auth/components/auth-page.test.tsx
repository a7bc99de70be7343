import type { CurrentUser } from '@microreach/domain/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { AuthPage } from './auth-page';

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/smb-dashboard', element: <h1>SMB dashboard</h1> },
  { path: '/influencer-profile-settings', element: <h1>Creator settings</h1> },
];

const location = () => screen.getByLabelText('location');

/** Types into the field labelled `label` (a RegExp, as the labels carry a required mark). */
async function fill(label: RegExp | string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

/** A toast (not a field's error) saying exactly `text`. */
async function expectToast(text: string) {
  await waitFor(() => {
    const toasts = screen.queryAllByRole('alert').filter((alert) => within(alert).queryByText(text));
    expect(toasts.length, `toast "${text}"`).toBeGreaterThan(0);
  });
}

/** The field is marked invalid and says `message` beside it. */
function expectFieldError(label: RegExp | string, message: string) {
  const input = screen.getByLabelText(label);
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

// Typing key by key is slow in jsdom on a busy machine.
describe('AuthPage', { timeout: 20_000 }, () => {
  it('defaults to the business role and the Sign In tab', () => {
    renderAt('/auth', routes);
    expect(screen.getByRole('heading', { name: 'Join the Marketplace' })).toBeVisible();
    expect(screen.getByText('Choose your role to get started')).toBeVisible();
    expect(screen.getByText('Selected: Business Account')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /Business Create campaigns/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('presets role and tab from the query and shows each role its own fields', async () => {
    renderAt('/auth?role=influencer&tab=signup', routes);
    expect(screen.getByText('Selected: Influencer Account')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Date of Birth')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Product Reviews' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Sports & Fitness' })).toBeVisible();
    expect(screen.queryByLabelText(/Company Name/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Business Create campaigns/ }));
    expect(screen.getByText('Selected: Business Account')).toBeVisible();
    expect(screen.getByLabelText(/Company Name/)).toBeVisible();
    expect(screen.queryByLabelText('Date of Birth')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/auth?role=smb&tab=signup');
  });

  it('shows the spec role-mismatch message as it comes from the server', async () => {
    const message = 'This account is registered as an Influencer. Please use the correct login page.';
    mockApi({ 'POST /api/auth/sign-in': [403, { statusCode: 403, message, code: 'ROLE_MISMATCH' }] });
    renderAt('/auth?role=smb', routes);
    await fill(/Email/, 'mia@example.com');
    await fill(/Password/, 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(message);
    expect(location()).toHaveTextContent('/auth?role=smb');
  });

  it('prefixes other sign-in failures with "Sign in failed:"', async () => {
    mockApi({ 'POST /api/auth/sign-in': [401, { statusCode: 401, message: 'Invalid email or password' }] });
    renderAt('/auth', routes);
    await fill(/Email/, 'a@b.co');
    await fill(/Password/, 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Sign in failed: Invalid email or password');
    // Which of the two was wrong is not said: no field is marked.
    expect(screen.getByLabelText(/Email/)).toBeValid();
    expect(screen.getByLabelText(/Password/)).toBeValid();
  });

  it('checks the sign-in with the domain schema first: the problems show beside the fields, nothing is sent', async () => {
    const calls = mockApi({});
    renderAt('/auth', routes);
    await fill(/Email/, 'a@b');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Sign in failed: Enter a valid email address.');
    expectFieldError(/Email/, 'Enter a valid email address.');
    expectFieldError(/Password/, 'Enter your password.');
    expect(calls).toEqual([]);
    // Typing in a field takes its mark away.
    await fill(/Password/, 'secret-enough');
    expect(screen.getByLabelText(/Password/)).toBeValid();
    expect(screen.getByLabelText(/Email/)).toBeInvalid();
  });

  it('shows "Signing in..." while busy, then welcomes back and goes to the dashboard after 1 s', async () => {
    let answer: (a: Answer<'POST /api/auth/sign-in'>) => void = () => {};
    mockApi({ 'POST /api/auth/sign-in': () => new Promise((resolve) => (answer = resolve)) });
    renderAt('/auth?role=smb', routes);
    await fill(/Email/, 'a@b.co');
    await fill(/Password/, 'right-one-here');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    const account: CurrentUser = {
      id: 'u1',
      email: 'a@b.co',
      name: 'A',
      role: 'SMB',
      companyName: 'A Co',
      profilePicture: null,
      emailConfirmed: true,
    };
    answer([200, { user: account }]);
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(screen.getByText('Redirecting to your business dashboard...')).toBeVisible();
    expect(location()).toHaveTextContent('/auth?role=smb');
    await waitFor(() => expect(location()).toHaveTextContent('/smb-dashboard'), { timeout: 2000 });
  });

  it('signs an influencer up with the role fields, clears the form and goes to profile settings after 1.5 s', async () => {
    const account: CurrentUser = {
      id: 'u2',
      email: 'm@x.co',
      name: 'Mia',
      role: 'Influencer',
      companyName: null,
      profilePicture: null,
      emailConfirmed: true,
    };
    const calls = mockApi({ 'POST /api/auth/sign-up': [201, { user: account }] });
    renderAt('/auth?role=influencer&tab=signup', routes);
    await fill(/Email/, 'm@x.co');
    await fill(/^Password/, 'violet-harbor-lantern-42');
    await fill(/Full Name/, 'Mia');
    await fill('Date of Birth', '1999-05-01');
    await user.click(screen.getByRole('checkbox', { name: 'Unboxing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Technology' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Welcome to MicroReach!')).toBeVisible();
    expect(calls[0].body).toMatchObject({
      role: 'influencer',
      email: 'm@x.co',
      name: 'Mia',
      dateOfBirth: '1999-05-01',
      preferredContentTypes: ['unboxing'],
      preferredIndustries: ['technology'],
    });
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Unboxing' })).not.toBeChecked();
    await waitFor(() => expect(location()).toHaveTextContent('/influencer-profile-settings'), { timeout: 2500 });
  });

  it('shows "Authentication failed:" with the password reasons on a weak password, and marks the password', async () => {
    const reason = 'Password is too weak: This is a commonly used password.';
    mockApi({ 'POST /api/auth/sign-up': [400, { statusCode: 400, message: reason, code: 'WEAK_PASSWORD' }] });
    renderAt('/auth?tab=signup', routes);
    await fill(/Email/, 'w@x.co');
    await fill(/^Password/, 'password123');
    await fill(/Full Name/, 'W');
    await fill(/Company Name/, 'W Co');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(`Authentication failed: ${reason}`);
    expectFieldError(/^Password/, reason);
    expect(screen.getByLabelText(/Email/)).toBeValid();
  });

  it('checks the sign-up with the domain schema first: a name of only spaces is named beside it and in a sentence, nothing is sent', async () => {
    const calls = mockApi({});
    renderAt('/auth?tab=signup', routes);
    await fill(/Email/, 'ana@example.com');
    await fill(/^Password/, 'violet-harbor-lantern-42');
    await fill(/Full Name/, '   ');
    await fill(/Company Name/, 'Ana Bakes');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Authentication failed: Enter your name.');
    expectFieldError(/Full Name/, 'Enter your name.');
    expect(calls).toEqual([]);
    // The form keeps what was typed, so the person can correct it.
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Ana Bakes');
  });

  it('names every problem beside its field and the first one on screen in the toast', async () => {
    const calls = mockApi({});
    renderAt('/auth?role=influencer&tab=signup', routes);
    await fill(/Email/, 'mia@example');
    await fill(/^Password/, 'short');
    await fill(/Website/, 'mia.example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Authentication failed: Enter a valid email address.');
    expectFieldError(/Email/, 'Enter a valid email address.');
    expectFieldError(/^Password/, 'Password must be at least 8 characters.');
    expectFieldError(/Full Name/, 'Enter your name.');
    expectFieldError(/Website/, 'Enter a full website link starting with http:// or https://.');
    expect(calls).toEqual([]);
  });
});
