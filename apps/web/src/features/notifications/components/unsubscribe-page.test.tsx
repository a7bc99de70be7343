import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = '8cebdce0-e879-4801-a4e5-d6f2798704f6.fix_requests.iUSQNWye8PGFq4pUcQrNBluikIcGCdJq9upjNhb1AcE';
const DETAILS = 'GET /api/email/unsubscribe/details';
const UNSUBSCRIBE = 'POST /api/email/unsubscribe';
const details = {
  kind: 'fix_requests',
  label: 'Fix requests',
  description: 'A business asks for a fix on your post, with the deadline to replace the link.',
  enabled: true,
} as const;

const renderPage = (path: string, preferencesPath: string | null = null) =>
  renderAt(path, [{ path: '/unsubscribe', element: <UnsubscribePage preferencesPath={preferencesPath} /> }]);

describe('UnsubscribePage', () => {
  it('asks first; opening the page changes nothing', async () => {
    const calls = mockApi({ [DETAILS]: [200, details] });
    renderPage(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from fix requests?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('unsubscribes with the button and links to the preferences', async () => {
    const calls = mockApi({ [DETAILS]: [200, details], [UNSUBSCRIBE]: [200, { ...details, enabled: false }] });
    renderPage(`/unsubscribe?token=${TOKEN}`, '/influencer-profile-settings');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer get these emails.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage your email preferences' })).toHaveAttribute(
      'href',
      '/influencer-profile-settings#email-notifications',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/email/unsubscribe?token=${TOKEN}`);
  });

  it('says a bad link is not valid, and offers sign-in to manage preferences', async () => {
    mockApi({ [DETAILS]: [400, { message: 'This unsubscribe link is not valid.', code: 'BAD_REQUEST' }] });
    renderPage('/unsubscribe?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('link', { name: 'Sign in to manage your email preferences' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says so without asking the server when the link has no token', () => {
    const calls = mockApi({});
    renderPage('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(calls).toEqual([]);
  });
});
