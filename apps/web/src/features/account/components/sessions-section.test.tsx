import { accountMessages } from '@microreach/domain/account';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { SessionsSection } from './sessions-section';

const LIST = 'GET /api/account/sessions';
const END = 'DELETE /api/account/sessions/{id}';
const OTHERS = 'POST /api/account/sessions/sign-out-others';
const at = '2026-11-30T09:15:00.000Z';
const here = {
  id: 's1',
  createdAt: at,
  lastUsedAt: at,
  device: 'Chrome on macOS',
  ipAddress: '203.0.113.7',
  current: true,
};
const phone = { ...here, id: 's2', device: 'Safari on iPhone', ipAddress: null, current: false };
const tablet = { ...here, id: 's3', device: 'Firefox on Android', ipAddress: '198.51.100.4', current: false };
const render = () => renderAt('/account-settings', [{ path: '/account-settings', element: <SessionsSection /> }]);

/** Phones (390 px) get stacked cards: the test setup's matchMedia answers this query with `matches`. */
function screenIsPhone(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
let restore = () => {};
afterEach(() => restore());

describe('Signed-in devices', () => {
  it('lists the devices in a table, this one marked, with a Sign out for each other', async () => {
    mockApi({ [LIST]: [200, { sessions: [here, phone, tablet] }] });
    render();
    expect(screen.getByRole('status', { name: 'Loading your devices' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('Chrome on macOS')).toBeVisible();
    expect(table.getByText('203.0.113.7')).toBeVisible();
    expect(table.getByText('This device')).toBeVisible();
    expect(table.getAllByRole('button', { name: /^Sign out/ })).toHaveLength(2);
    expect(table.getByRole('button', { name: /^Sign out Safari on iPhone/ })).toBeVisible();
  });

  it('stacks the devices on a phone', async () => {
    restore = screenIsPhone(true);
    mockApi({ [LIST]: [200, { sessions: [here, phone] }] });
    render();
    const list = within(await screen.findByRole('list', { name: 'Signed-in devices' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('Safari on iPhone')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('signs out one other device', async () => {
    let sessions = [here, phone, tablet];
    const calls = mockApi({
      [LIST]: () => [200, { sessions }],
      [END]: ({ params }) => {
        sessions = sessions.filter((s) => s.id !== params.id);
        return [204, null];
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(await screen.findByText(accountMessages.deviceSignedOut)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/account/sessions/s2']);
  });

  it('signs out of every other device after confirming', async () => {
    let sessions = [here, phone, tablet];
    const calls = mockApi({
      [LIST]: () => [200, { sessions }],
      [OTHERS]: () => {
        sessions = [here];
        return [200, { ended: 2 }];
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Sign out of other devices' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out of other devices?' }));
    expect(dialog.getByText(/The 2 other devices signed in to your account will be signed out/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out of other devices' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText(accountMessages.otherDevicesSignedOut(2))).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out of other devices' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Sign out of other devices' })).toHaveAccessibleDescription(
      accountMessages.noOtherDevices,
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says why Sign out of other devices is off when this is the only device', async () => {
    mockApi({ [LIST]: [200, { sessions: [here] }] });
    render();
    const button = await screen.findByRole('button', { name: 'Sign out of other devices' });
    expect(button).toBeDisabled();
    expect(screen.getByText(accountMessages.noOtherDevices)).toBeVisible();
  });

  it('toasts a refusal', async () => {
    mockApi({
      [LIST]: [200, { sessions: [here, phone] }],
      [END]: [404, { code: 'NOT_FOUND', message: 'Session not found' }],
    });
    render();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(await screen.findByText('Session not found')).toBeVisible();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    mockApi({ [LIST]: [500, { message: 'Something went wrong', code: 'INTERNAL_ERROR' }] });
    render();
    expect(await screen.findByText('Your devices could not be loaded')).toBeVisible();
    mockApi({ [LIST]: [200, { sessions: [here] }] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chrome on macOS')).toBeVisible();
  });
});
