import { accountMessages } from '@microreach/domain/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ChangePasswordSection } from './change-password-section';

const CHANGE = 'POST /api/account/password';
const render = () => renderAt('/account-settings', [{ path: '/account-settings', element: <ChangePasswordSection /> }]);
const form = () => within(screen.getByRole('form', { name: 'Change password' }));

async function fill(current: string, next: string, again = next) {
  await user.type(form().getByLabelText(/^Current password/), current);
  await user.type(form().getByLabelText(/^New password/), next);
  await user.type(form().getByLabelText(/^Confirm new password/), again);
  await user.click(form().getByRole('button', { name: 'Change password' }));
}

describe('Change password', () => {
  it('sends the current and new password, toasts and empties the form', async () => {
    const calls = mockApi({ [CHANGE]: [200, { endedSessions: 2 }] });
    render();
    await fill('old-secret-phrase', 'copper-meadow-falcon-77');
    expect(await screen.findByText(accountMessages.passwordChanged.title)).toBeVisible();
    expect(screen.getByText(accountMessages.passwordChanged.message)).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/account/password',
        body: { currentPassword: 'old-secret-phrase', newPassword: 'copper-meadow-falcon-77' },
      },
    ]);
    await waitFor(() => expect(form().getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('checks the fields before sending: empty, too short, not matching', async () => {
    const calls = mockApi({});
    render();
    await user.click(form().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password.')).toBeVisible();
    await fill('old-secret-phrase', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeVisible();
    await user.clear(form().getByLabelText(/^New password/));
    await user.clear(form().getByLabelText(/^Confirm new password/));
    await user.type(form().getByLabelText(/^New password/), 'copper-meadow-falcon-77');
    await user.type(form().getByLabelText(/^Confirm new password/), 'copper-meadow-falcon-78');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountMessages.passwordsDiffer)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password beside its field, and a weak new one beside its own', async () => {
    mockApi({ [CHANGE]: [400, { code: 'WRONG_PASSWORD', message: accountMessages.wrongPassword }] });
    render();
    await fill('not-my-password', 'copper-meadow-falcon-77');
    expect(await screen.findByText(accountMessages.wrongPassword)).toBeVisible();
    expect(form().getByLabelText(/^Current password/)).toHaveAccessibleDescription(accountMessages.wrongPassword);

    mockApi({ [CHANGE]: [400, { code: 'WEAK_PASSWORD', message: 'Password is too weak: It is a common password.' }] });
    await user.click(form().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is too weak: It is a common password.')).toBeVisible();
    expect(form().getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password is too weak: It is a common password.'),
    );
  });

  it('toasts too many attempts', async () => {
    mockApi({
      [CHANGE]: [
        429,
        { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a few minutes and try again.' },
      ],
    });
    render();
    await fill('old-secret-phrase', 'copper-meadow-falcon-77');
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeVisible();
  });
});
