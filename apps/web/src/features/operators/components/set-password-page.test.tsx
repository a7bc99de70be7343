import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { SetPasswordPage } from './set-password-page';

const render = (path = '/ops/set-password?token=tok-1') =>
  renderAt(path, [{ path: '/ops/set-password', element: <SetPasswordPage /> }]);
const LINK_GONE = 'This link has expired or was already used.';

describe('Setting an operator’s password at /ops/set-password', () => {
  it('shows the address, checks the password policy and the confirmation, then leads to /ops', async () => {
    const calls = mockApi({
      'POST /api/auth/ops/set-password/check': [200, { email: 'new-op@microreach.app' }],
      'POST /api/auth/ops/set-password': [204, null],
    });
    render();
    const form = within(await screen.findByRole('form', { name: 'Set your password' }));
    expect(form.getByText('new-op@microreach.app')).toBeVisible();
    await user.type(form.getByLabelText(/^Password/), 'short');
    await user.type(form.getByLabelText(/^Confirm password/), 'short');
    await user.click(form.getByRole('button', { name: 'Set password' }));
    expect(await form.findByText('Password must be at least 8 characters.')).toBeVisible();
    await user.clear(form.getByLabelText(/^Password/));
    await user.type(form.getByLabelText(/^Password/), 'copper-meadow-falcon-77');
    await user.click(form.getByRole('button', { name: 'Set password' }));
    expect(await form.findByText('The passwords do not match.')).toBeVisible();
    await user.clear(form.getByLabelText(/^Confirm password/));
    await user.type(form.getByLabelText(/^Confirm password/), 'copper-meadow-falcon-77');
    await user.click(form.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/ops');
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/auth/ops/set-password/check', { token: 'tok-1' }],
      ['/api/auth/ops/set-password', { token: 'tok-1', password: 'copper-meadow-falcon-77' }],
    ]);
  });

  it('says when the link no longer works', async () => {
    mockApi({
      'POST /api/auth/ops/set-password/check': [400, { code: 'INVALID_ACCOUNT_LINK', message: LINK_GONE }],
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_GONE);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks nothing without a token', async () => {
    const calls = mockApi({});
    render('/ops/set-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(calls).toHaveLength(0);
  });
});
