import type { CurrentUser } from '@microreach/domain/auth';
import { accountLinkMessages } from '@microreach/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { AuthPage } from './auth-page';
import { ConfirmEmailPage } from './confirm-email-page';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'A'.repeat(43);
const unconfirmed: CurrentUser = {
  id: 'u1',
  email: 'mia@example.com',
  name: 'Mia',
  role: 'Influencer',
  companyName: null,
  profilePicture: null,
  emailConfirmed: false,
};

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/auth', element: <h1>Auth page</h1> },
  { path: '/', element: <h1>Home page</h1> },
];
const location = () => screen.getByLabelText('location');

async function expectToast(text: string) {
  await waitFor(() => {
    const toasts = screen.queryAllByRole('alert').filter((alert) => within(alert).queryByText(text));
    expect(toasts.length, `toast "${text}"`).toBeGreaterThan(0);
  });
}

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('is reached from the Sign In tab, keeping the chosen role', async () => {
    mockApi({});
    renderAt('/auth?role=influencer&tab=signin', [
      { path: '/auth', element: <AuthPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
    ]);
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(location()).toHaveTextContent('/forgot-password?role=influencer');
  });

  it('sends the address and shows the one answer, whatever the address', async () => {
    const calls = mockApi({
      'POST /api/auth/password-reset/request': [202, { message: accountLinkMessages.resetRequested }],
    });
    renderAt('/forgot-password?role=influencer', routes);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth?role=influencer&tab=signin',
    );
    await user.type(screen.getByLabelText(/Email/), '  Mia@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(accountLinkMessages.resetRequested)).toBeVisible();
    expect(calls.find((c) => c.path === '/api/auth/password-reset/request')?.body).toEqual({
      email: 'mia@example.com',
    });
  });

  it('checks the address before sending anything', async () => {
    const calls = mockApi({});
    renderAt('/forgot-password', routes);
    await user.type(screen.getByLabelText(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(/Email/)).toBeInvalid();
    expect(calls).toHaveLength(0);
  });

  it('shows the too-many-attempts answer', async () => {
    mockApi({
      'POST /api/auth/password-reset/request': [
        429,
        { message: 'Too many attempts. Please wait a few minutes and try again.', code: 'TOO_MANY_REQUESTS' },
      ],
    });
    renderAt('/forgot-password', routes);
    await user.type(screen.getByLabelText(/Email/), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectToast('Too many attempts. Please wait a few minutes and try again.');
  });
});

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('shows a loader while the link is checked', async () => {
    mockApi({ 'POST /api/auth/password-reset/check': () => new Promise(() => {}) });
    renderAt(`/reset-password?token=${TOKEN}`, routes);
    expect(await screen.findByText('Checking the link...')).toBeVisible();
  });

  it('says a link that does not work has expired, with a way to ask for a new one', async () => {
    mockApi({ 'POST /api/auth/password-reset/check': [200, { valid: false }] });
    renderAt(`/reset-password?token=${TOKEN}`, routes);
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('says so without a token, asking nothing', async () => {
    const calls = mockApi({});
    renderAt('/reset-password', routes);
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('sets the new password and offers Sign In', async () => {
    const calls = mockApi({
      'POST /api/auth/password-reset/check': [200, { valid: true }],
      'POST /api/auth/password-reset/complete': [204, null],
    });
    renderAt(`/reset-password?token=${TOKEN}`, routes);
    await user.type(await screen.findByLabelText(/^New password/), 'copper-meadow-falcon-77');
    await user.type(screen.getByLabelText(/Confirm new password/), 'copper-meadow-falcon-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(accountLinkMessages.passwordChanged)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin');
    expect(calls.find((c) => c.path === '/api/auth/password-reset/complete')?.body).toEqual({
      token: TOKEN,
      password: 'copper-meadow-falcon-77',
    });
  });

  it('refuses passwords that do not match before sending, and shows the policy reasons beside the field', async () => {
    const calls = mockApi({
      'POST /api/auth/password-reset/check': [200, { valid: true }],
      'POST /api/auth/password-reset/complete': [
        400,
        {
          message: 'Password is too weak: This is a very common password.',
          code: 'WEAK_PASSWORD',
          reasons: ['This is a very common password.'],
        },
      ],
    });
    renderAt(`/reset-password?token=${TOKEN}`, routes);
    await user.type(await screen.findByLabelText(/^New password/), 'password1234');
    await user.type(screen.getByLabelText(/Confirm new password/), 'password12345');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText(/Confirm new password/)).toHaveAccessibleDescription(
      expect.stringContaining('The passwords do not match.'),
    );
    expect(calls.filter((c) => c.path === '/api/auth/password-reset/complete')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('This is a very common password.'),
      ),
    );
  });

  it('says the link expired when it stops working while the form is open', async () => {
    mockApi({
      'POST /api/auth/password-reset/check': [200, { valid: true }],
      'POST /api/auth/password-reset/complete': [
        400,
        { message: accountLinkMessages.linkInvalid, code: 'INVALID_ACCOUNT_LINK' },
      ],
    });
    renderAt(`/reset-password?token=${TOKEN}`, routes);
    await user.type(await screen.findByLabelText(/^New password/), 'copper-meadow-falcon-77');
    await user.type(screen.getByLabelText(/Confirm new password/), 'copper-meadow-falcon-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});

describe('ConfirmEmailPage', { timeout: 20_000 }, () => {
  it('confirms with a POST, then goes to the home page with a toast', async () => {
    const calls = mockApi({
      'GET /api/auth/session': [200, { user: unconfirmed }],
      'POST /api/auth/confirm-email': [200, { alreadyConfirmed: false }],
    });
    renderAt(`/confirm-email?token=${TOKEN}`, routes);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(location()).toHaveTextContent(/^\/$/);
    await expectToast(accountLinkMessages.emailConfirmed);
    expect(calls.filter((c) => c.path === '/api/auth/confirm-email').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('shows a loader while confirming', async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: null }],
      'POST /api/auth/confirm-email': () => new Promise(() => {}),
    });
    renderAt(`/confirm-email?token=${TOKEN}`, routes);
    expect(await screen.findByText('Confirming your email...')).toBeVisible();
  });

  it('just says an already confirmed address is confirmed', async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: null }],
      'POST /api/auth/confirm-email': [200, { alreadyConfirmed: true }],
    });
    renderAt(`/confirm-email?token=${TOKEN}`, routes);
    await expectToast(accountLinkMessages.alreadyConfirmed);
  });

  it('says a used link expired and offers Resend when signed in', async () => {
    const calls = mockApi({
      'GET /api/auth/session': [200, { user: unconfirmed }],
      'POST /api/auth/confirm-email': [400, { message: accountLinkMessages.linkInvalid, code: 'INVALID_ACCOUNT_LINK' }],
      'POST /api/auth/confirm-email/resend': [200, { sentAt: '2026-11-30T10:00:00.000Z' }],
    });
    renderAt(`/confirm-email?token=${TOKEN}`, routes);
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    await expectToast(accountLinkMessages.confirmationSent);
    expect(calls.filter((c) => c.path === '/api/auth/confirm-email/resend')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in for a new link', async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: null }],
      'POST /api/auth/confirm-email': [400, { message: accountLinkMessages.linkInvalid, code: 'INVALID_ACCOUNT_LINK' }],
    });
    renderAt(`/confirm-email?token=${TOKEN}`, routes);
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});

describe('EmailConfirmationBanner', { timeout: 20_000 }, () => {
  it('asks an unconfirmed account to confirm, and Resend sends a new link', async () => {
    const calls = mockApi({ 'POST /api/auth/confirm-email/resend': [200, { sentAt: '2026-11-30T10:00:00.000Z' }] });
    renderAt('/', [{ path: '/', element: <EmailConfirmationBanner user={unconfirmed} /> }]);
    expect(screen.getByText(accountLinkMessages.confirmBanner('mia@example.com'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await expectToast(accountLinkMessages.confirmationSent);
    expect(calls).toHaveLength(1);
  });

  it('turns Resend off with the reason once the hourly limit is reached', async () => {
    mockApi({
      'POST /api/auth/confirm-email/resend': [
        429,
        { message: 'Too many attempts. Please wait a few minutes and try again.', code: 'TOO_MANY_REQUESTS' },
      ],
    });
    renderAt('/', [{ path: '/', element: <EmailConfirmationBanner user={unconfirmed} /> }]);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveAccessibleDescription(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows nothing for a confirmed account', () => {
    mockApi({});
    renderAt('/', [
      { path: '/', element: <EmailConfirmationBanner user={{ ...unconfirmed, emailConfirmed: true }} /> },
    ]);
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
  });
});
