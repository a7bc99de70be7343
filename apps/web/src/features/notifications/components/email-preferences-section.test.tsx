import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { EmailPreferencesSection } from './email-preferences-section';

const PREFS = 'GET /api/notification-preferences';
const SAVE = 'PUT /api/notification-preferences';

const creatorPrefs = (over: Record<string, boolean> = {}) => ({
  items: (
    [
      'invitations',
      'application_decisions',
      'post_approvals',
      'fix_requests',
      'holds',
      'payouts',
      'unread_messages',
    ] as const
  ).map((kind) => ({ kind, enabled: over[kind] ?? true })),
});

const renderSection = (accountRole: 'SMB' | 'Influencer' = 'Influencer') =>
  renderAt('/influencer-profile-settings', [
    { path: '/influencer-profile-settings', element: <EmailPreferencesSection accountRole={accountRole} /> },
  ]);

describe('EmailPreferencesSection', () => {
  it("shows a switch with a description for each of the role's kinds, as saved", async () => {
    mockApi({ [PREFS]: [200, creatorPrefs({ payouts: false })] });
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading your email preferences' })).toBeVisible();
    const fixes = await screen.findByRole('switch', { name: /^Fix requests/ });
    expect(fixes).toBeChecked();
    expect(
      screen.getByText('A business asks for a fix on your post, with the deadline to replace the link.'),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: /^Withdrawals/ })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Email notifications' })).toBeVisible();
  });

  it('shows the business its own kinds', async () => {
    mockApi({
      [PREFS]: [
        200,
        {
          items: [
            { kind: 'new_applicants', enabled: true },
            { kind: 'holds', enabled: true },
            { kind: 'unread_messages', enabled: true },
          ],
        },
      ],
    });
    renderSection('SMB');
    expect(await screen.findByRole('switch', { name: /^New applicants/ })).toBeChecked();
    expect(screen.getByText("A safeguard puts a post's earnings on hold for your review.")).toBeVisible();
    expect(screen.queryByRole('switch', { name: /^Withdrawals/ })).toBeNull();
  });

  it('saves a switch at once (with the keyboard too) and says "Email preferences saved"', async () => {
    const calls = mockApi({
      [PREFS]: [200, creatorPrefs()],
      [SAVE]: ({ body }) => {
        const item = (body as { items: Array<{ kind: string; enabled: boolean }> }).items[0];
        return [200, creatorPrefs({ [item.kind]: item.enabled })];
      },
    });
    renderSection();
    const unread = await screen.findByRole('switch', { name: /^Unread messages/ });
    unread.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Email preferences saved')).toBeVisible();
    expect(unread).not.toBeChecked();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { items: [{ kind: 'unread_messages', enabled: false }] },
    ]);
  });

  it('says so when saving fails, and keeps the saved value', async () => {
    mockApi({ [PREFS]: [200, creatorPrefs()], [SAVE]: [500, SERVER_ERROR] });
    renderSection();
    const holds = await screen.findByRole('switch', { name: /^Earnings holds/ });
    await user.click(holds);
    expect(await screen.findByText('Error')).toBeVisible();
    await waitFor(() => expect(holds).toBeChecked());
  });

  it('offers Retry when the preferences cannot be loaded', async () => {
    mockApi({ [PREFS]: [500, SERVER_ERROR] });
    renderSection();
    expect(await screen.findByText('Failed to load email preferences')).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});
