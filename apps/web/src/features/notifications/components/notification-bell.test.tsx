import type { Notification } from '@microreach/domain/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { NotificationBell } from './notification-bell';

const LIST = 'GET /api/notifications';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeNotification(id: string, over: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'application_received',
    title: 'New application',
    body: 'Mia Lens applied to Autumn Roast.',
    link: '/smb-dashboard',
    campaignId: 'c1',
    readAt: null,
    createdAt: minutesAgo(5),
    ...over,
  };
}

const unreadInvitation = makeNotification('n1', {
  kind: 'invitation_received',
  title: 'New invitation',
  body: 'Northside Coffee invited you to join Autumn Roast.',
  link: '/influencer-dashboard',
  createdAt: minutesAgo(5),
});
const readDecision = makeNotification('n2', {
  kind: 'application_accepted',
  title: 'Application accepted',
  body: 'Northside Coffee accepted your application to Spring Brew.',
  link: '/influencer-dashboard?tab=active',
  readAt: minutesAgo(60),
  createdAt: minutesAgo(3 * 60),
});

function renderBell() {
  const page = (name: string) => (
    <>
      <NotificationBell />
      <h1>{name}</h1>
      <Link to="/browse-campaigns">Browse Campaigns</Link>
    </>
  );
  return renderAt('/earnings', [
    { path: '/earnings', element: page('Earnings') },
    { path: '/browse-campaigns', element: page('Browse') },
    { path: '/influencer-dashboard', element: page('Creator Dashboard') },
  ]);
}

/** The red dot Mantine's Indicator draws on the bell (only rendered while something is unread). */
function dotOf(bell: HTMLElement) {
  return bell.querySelector('.mantine-Indicator-indicator');
}

describe('NotificationBell', () => {
  it('shows no dot and says so when there is nothing', async () => {
    mockApi({ [LIST]: [200, { items: [], unreadCount: 0 }] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(dotOf(bell)).toBeNull();
    await user.click(bell);
    expect(await screen.findByText('No new notifications')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows a dot while something is unread, and lists each notification with its title, body, time and link', async () => {
    mockApi({ [LIST]: [200, { items: [unreadInvitation, readDecision], unreadCount: 1 }] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(dotOf(bell)).toBeVisible();
    await user.click(bell);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [first, second] = list.getAllByRole('link');
    expect(first).toHaveAttribute('href', '/influencer-dashboard');
    expect(first).toHaveTextContent('Unread: New invitation');
    expect(within(first).getByText('Northside Coffee invited you to join Autumn Roast.')).toBeVisible();
    expect(within(first).getByText('5 min ago')).toBeVisible();
    expect(second).toHaveAttribute('href', '/influencer-dashboard?tab=active');
    expect(second).not.toHaveTextContent('Unread');
    expect(within(second).getByText('Application accepted')).toBeVisible();
    expect(within(second).getByText('3 h ago')).toBeVisible();
  });

  it('marks an unread notification read when it is opened, and goes to its page', async () => {
    let read = false;
    const calls = mockApi({
      [LIST]: () => [
        200,
        {
          items: [{ ...unreadInvitation, readAt: read ? minutesAgo(0) : null }, readDecision],
          unreadCount: read ? 0 : 1,
        },
      ],
      'POST /api/notifications/n1/read': () => {
        read = true;
        return [200, { ...unreadInvitation, readAt: minutesAgo(0) }];
      },
    });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('link', { name: /New invitation/ }));
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
    expect(screen.getByLabelText('location')).toHaveTextContent('/influencer-dashboard');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument());
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(dotOf(bell)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/notifications/n1/read']);
  });

  it('does not mark a notification that is already read', async () => {
    const calls = mockApi({ [LIST]: [200, { items: [readDecision], unreadCount: 0 }] });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('link', { name: /Application accepted/ }));
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('marks all as read', async () => {
    let allRead = false;
    const calls = mockApi({
      [LIST]: () => [
        200,
        allRead
          ? { items: [{ ...unreadInvitation, readAt: minutesAgo(0) }, readDecision], unreadCount: 0 }
          : { items: [unreadInvitation, readDecision], unreadCount: 1 },
      ],
      'POST /api/notifications/read-all': () => {
        allRead = true;
        return [204, null];
      },
    });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(dotOf(bell)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New invitation/ })).not.toHaveTextContent('Unread');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/notifications/read-all']);
  });

  it('says so when marking fails', async () => {
    mockApi({
      [LIST]: [200, { items: [unreadInvitation], unreadCount: 1 }],
      'POST /api/notifications/read-all': [500, SERVER_ERROR],
    });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Failed to mark notifications as read')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it('asks again on every navigation and when the window regains focus', async () => {
    let unread = 0;
    const calls = mockApi({
      [LIST]: () => [200, { items: unread ? [unreadInvitation] : [], unreadCount: unread }],
    });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    const gets = () => calls.filter((c) => c.path === '/api/notifications').length;
    expect(gets()).toBe(1);

    unread = 1;
    await user.click(screen.getByRole('link', { name: 'Browse Campaigns' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(gets()).toBe(2);

    unread = 2;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(gets()).toBe(3);
  });

  it('offers Retry when the notifications fail to load', async () => {
    mockApi({ [LIST]: [500, SERVER_ERROR] });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Failed to load notifications')).toBeVisible();
    mockApi({ [LIST]: [200, { items: [unreadInvitation], unreadCount: 1 }] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /New invitation/ })).toBeVisible();
  });
});
