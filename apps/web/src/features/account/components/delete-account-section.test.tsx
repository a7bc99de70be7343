import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { DeleteAccountSection } from './delete-account-section';

const DELETE = 'POST /api/account/delete';

function renderSection() {
  renderAt('/account-settings', [
    { path: '/account-settings', element: <DeleteAccountSection /> },
    { path: '/', element: <h1>Home</h1> },
  ]);
}

async function openDialog() {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return {
    dialog,
    password: within(dialog).getByLabelText(/^Password/),
    confirm: within(dialog).getByRole('textbox', { name: /Type DELETE to confirm/ }),
    submit: within(dialog).getByRole('button', { name: 'Delete my account' }),
  };
}

describe('DeleteAccountSection', () => {
  it('says what happens, and sends nothing until DELETE is typed', async () => {
    const calls = mockApi({});
    renderSection();
    const { dialog, password, confirm, submit } = await openDialog();
    expect(within(dialog).getByText(/signed out on every device/)).toBeVisible();
    expect(within(dialog).getByText('This cannot be undone.')).toBeVisible();
    await user.type(password, 'my-password');
    await user.type(confirm, 'delete');
    await user.click(submit);
    expect(await within(dialog).findByText('Type DELETE to confirm.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('deletes with the password and DELETE, then goes home signed out with a toast', async () => {
    const calls = mockApi({ [DELETE]: [204, null] });
    renderSection();
    const { password, confirm, submit } = await openDialog();
    await user.type(password, 'my-password');
    await user.type(confirm, 'DELETE');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Account deleted')).toBeVisible();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/account/delete', body: { password: 'my-password', confirm: 'DELETE' } },
    ]);
  });

  it('lists what blocks the deletion and stays on the page', async () => {
    mockApi({
      [DELETE]: [
        409,
        {
          message: 'Your account cannot be deleted yet: Your wallet holds $12.00: withdraw it first.',
          code: 'ACCOUNT_DELETION_BLOCKED',
          reasons: ['Your wallet holds $12.00: withdraw it first.', '1 post is still in review or being tracked.'],
        },
      ],
    });
    renderSection();
    const { dialog, password, confirm, submit } = await openDialog();
    await user.type(password, 'my-password');
    await user.type(confirm, 'DELETE');
    await user.click(submit);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your account cannot be deleted yet:');
    expect(within(alert).getByText('Your wallet holds $12.00: withdraw it first.')).toBeVisible();
    expect(within(alert).getByText('1 post is still in review or being tracked.')).toBeVisible();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/account-settings');
  });

  it('shows a wrong password beside the field', async () => {
    mockApi({ [DELETE]: [400, { message: 'The password is not correct.', code: 'WRONG_PASSWORD' }] });
    renderSection();
    const { dialog, password, confirm, submit } = await openDialog();
    await user.type(password, 'not-it');
    await user.type(confirm, 'DELETE');
    await user.click(submit);
    expect(await within(dialog).findByText('The password is not correct.')).toBeVisible();
    // Cancel closes the dialog; nothing was deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
