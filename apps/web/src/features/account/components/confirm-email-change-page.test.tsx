import { accountMessages } from '@microreach/domain/account';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ConfirmEmailChangePage } from './confirm-email-change-page';

const CONFIRM = 'POST /api/account/email/confirm';
const TOKEN = 'A'.repeat(43);
const render = (search = `?token=${TOKEN}`) =>
  renderAt(`/confirm-email-change${search}`, [{ path: '/confirm-email-change', element: <ConfirmEmailChangePage /> }]);

describe('Confirm email change page', () => {
  it('changes nothing on opening; confirming says the new address and links to sign in', async () => {
    const calls = mockApi({ [CONFIRM]: [200, { email: 'mia@new.example', signedIn: false, role: 'influencer' }] });
    render();
    expect(screen.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText(accountMessages.emailChanged('mia@new.example'))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?role=influencer&tab=signin');
    expect(calls).toEqual([{ method: 'POST', path: '/api/account/email/confirm', body: { token: TOKEN } }]);
  });

  it('links to account settings when still signed in', async () => {
    mockApi({ [CONFIRM]: [200, { email: 'mia@new.example', signedIn: true, role: 'smb' }] });
    render();
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByRole('link', { name: 'Go to account settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it('says why a link is refused: expired or used, or the address taken meanwhile', async () => {
    mockApi({ [CONFIRM]: [400, { code: 'INVALID_ACCOUNT_LINK', message: accountMessages.linkExpired }] });
    render();
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.linkExpired);

    mockApi({ [CONFIRM]: [409, { code: 'EMAIL_IN_USE', message: accountMessages.emailInUse }] });
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText(accountMessages.emailInUse)).toBeVisible();
  });

  it('says a link without its token is not usable', () => {
    mockApi({});
    render('');
    expect(screen.getByText(/This link has expired or was already used/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm new email' })).not.toBeInTheDocument();
  });
});
