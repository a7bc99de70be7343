import { accountMessages } from '@microreach/domain/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ChangeEmailSection } from './change-email-section';

const SETTINGS = 'GET /api/account/email';
const CHANGE = 'POST /api/account/email';
const CANCEL = 'DELETE /api/account/email/pending';
const settled = { email: 'mia@example.com', emailConfirmed: true, pendingEmail: null, pendingExpiresAt: null };
const pending = { ...settled, pendingEmail: 'mia@new.example', pendingExpiresAt: '2026-12-02T10:00:00.000Z' };
const render = () => renderAt('/account-settings', [{ path: '/account-settings', element: <ChangeEmailSection /> }]);
const form = () => within(screen.getByRole('form', { name: 'Change email address' }));

describe('Change email', () => {
  it('shows the current address and whether it is confirmed', async () => {
    mockApi({ [SETTINGS]: [200, { ...settled, emailConfirmed: false }] });
    render();
    expect(screen.getByRole('status', { name: 'Loading your email address' })).toBeVisible();
    expect(await screen.findByText('mia@example.com')).toBeVisible();
    expect(screen.getByText('Not confirmed')).toBeVisible();
    expect(screen.queryByText(/We sent a link to/)).not.toBeInTheDocument();
  });

  it('sends the new address (normalised) with the password, toasts and shows the change waiting', async () => {
    let answered = settled as typeof settled | typeof pending;
    const calls = mockApi({
      [SETTINGS]: () => [200, answered],
      [CHANGE]: () => {
        answered = pending;
        return [202, { sentTo: 'mia@new.example' }];
      },
    });
    render();
    await screen.findByRole('form', { name: 'Change email address' });
    await user.type(form().getByLabelText(/^New email address/), '  Mia@New.Example ');
    await user.type(form().getByLabelText(/^Current password/), 'my-secret-phrase');
    await user.click(form().getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByText('Check your inbox')).toBeVisible();
    expect(screen.getByText('We sent a link to mia@new.example.')).toBeVisible();
    expect(await screen.findByText(accountMessages.pendingEmail('mia@new.example', 'mia@example.com'))).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      newEmail: 'mia@new.example',
      currentPassword: 'my-secret-phrase',
    });
    await waitFor(() => expect(form().getByLabelText(/^New email address/)).toHaveValue(''));
  });

  it('refuses a bad address before sending, and shows the server’s refusals beside their fields', async () => {
    const calls = mockApi({
      [SETTINGS]: [200, settled],
      [CHANGE]: [400, { code: 'SAME_EMAIL', message: accountMessages.sameEmail }],
    });
    render();
    await screen.findByRole('form', { name: 'Change email address' });
    await user.type(form().getByLabelText(/^New email address/), 'not an address');
    await user.click(form().getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Enter your current password.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(form().getByLabelText(/^New email address/));
    await user.type(form().getByLabelText(/^New email address/), 'mia@example.com');
    await user.type(form().getByLabelText(/^Current password/), 'my-secret-phrase');
    await user.click(form().getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(accountMessages.sameEmail)).toBeVisible();
    expect(form().getByLabelText(/^New email address/)).toHaveAccessibleDescription(
      expect.stringContaining(accountMessages.sameEmail),
    );
  });

  it('cancels a pending change', async () => {
    let answered = pending as typeof settled | typeof pending;
    const calls = mockApi({
      [SETTINGS]: () => [200, answered],
      [CANCEL]: () => {
        answered = settled;
        return [204, null];
      },
    });
    render();
    expect(await screen.findByText(accountMessages.pendingEmail('mia@new.example', 'mia@example.com'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText(accountMessages.pendingCancelled)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Your email stays/)).not.toBeInTheDocument());
    expect(calls.map((c) => c.method)).toContain('DELETE');
  });

  it('offers Retry when the address cannot be loaded', async () => {
    mockApi({ [SETTINGS]: [500, { message: 'Something went wrong', code: 'INTERNAL_ERROR' }] });
    render();
    expect(await screen.findByText('Your email address could not be loaded')).toBeVisible();
    mockApi({ [SETTINGS]: [200, settled] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mia@example.com')).toBeVisible();
  });
});
