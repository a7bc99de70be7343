import type { CurrentUser } from '@microreach/domain/auth';
import { operatorMessages } from '@microreach/domain/operators';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { SignedInLayout } from './signed-in-layout';

// The layout loads its bell and suspension banner after the page, and its account menu when first pointed at (issue
// 31); loaded here first, so the tests wait for a render, not for the import.
beforeAll(async () => {
  await Promise.all([
    import('#web/components/layout/account-menu'),
    import('#web/features/notifications/components/notification-bell'),
    import('#web/features/auth/components/suspension-banner'),
    import('#web/features/chat/api/chat-socket'),
  ]);
});

const business: CurrentUser = {
  id: 'u1',
  email: 'dana@example.com',
  name: 'Dana Roaster',
  role: 'SMB',
  companyName: 'Northside Coffee',
  profilePicture: null,
  emailConfirmed: true,
};

describe('SignedInLayout', () => {
  it("puts the signed-in user's notification bell in the top bar", async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: business }],
      'GET /api/chat/unread': [200, { unreadTotal: 0 }],
      'GET /api/notifications': [
        200,
        {
          items: [
            {
              id: 'n1',
              kind: 'application_received',
              title: 'New application',
              body: 'Mia Lens applied to Autumn Roast.',
              link: '/smb-dashboard',
              campaignId: 'c1',
              readAt: null,
              createdAt: new Date().toISOString(),
            },
          ],
          unreadCount: 1,
        },
      ],
    });
    renderAt('/smb-dashboard', [
      {
        path: '/smb-dashboard',
        element: (
          <SignedInLayout>
            <h1>Campaign Dashboard</h1>
          </SignedInLayout>
        ),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  });

  it('shows the unread message count on the Messages link', async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: business }],
      'GET /api/chat/unread': [200, { unreadTotal: 3 }],
      'GET /api/notifications': [200, { items: [], unreadCount: 0 }],
    });
    renderAt('/smb-dashboard', [
      {
        path: '/smb-dashboard',
        element: (
          <SignedInLayout>
            <h1>Campaign Dashboard</h1>
          </SignedInLayout>
        ),
      },
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Messages 3 unread messages' });
    expect(link).toHaveAttribute('href', '/chat-business');
  });

  it('shows a suspended account why, and what it can still do, above every page', async () => {
    mockApi({
      'GET /api/auth/session': [
        200,
        { user: business, suspension: { reason: 'Repeated spam to creators.', at: '2026-11-27T10:00:00.000Z' } },
      ],
      'GET /api/chat/unread': [200, { unreadTotal: 0 }],
      'GET /api/notifications': [200, { items: [], unreadCount: 0 }],
    });
    renderAt('/smb-dashboard', [
      {
        path: '/smb-dashboard',
        element: (
          <SignedInLayout>
            <h1>Campaign Dashboard</h1>
          </SignedInLayout>
        ),
      },
    ]);
    const banner = within(await screen.findByRole('region', { name: 'Account suspended' }));
    expect(banner.getByText(operatorMessages.suspended('Repeated spam to creators.'))).toBeVisible();
    expect(banner.getByText('You can still read your data and withdraw available money.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  });

  it('shows no suspension banner to an account in good standing', async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: business, suspension: null }],
      'GET /api/chat/unread': [200, { unreadTotal: 0 }],
      'GET /api/notifications': [200, { items: [], unreadCount: 0 }],
    });
    renderAt('/smb-dashboard', [
      {
        path: '/smb-dashboard',
        element: (
          <SignedInLayout>
            <h1>Campaign Dashboard</h1>
          </SignedInLayout>
        ),
      },
    ]);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Account suspended' })).not.toBeInTheDocument();
  });
});
