import { operatorMessages } from '@microreach/domain/operators';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOpsUser } from '#web/test/fixtures/operators';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { PeoplePage } from './people-page';

const render = (path = '/ops/people') => renderAt(path, [{ path: '/ops/people', element: <PeoplePage /> }]);

describe('People at /ops/people', () => {
  it('finds a person, opens them and suspends them with a reason', async () => {
    let person = makeOpsUser('biz-2');
    const calls = mockApi({
      'GET /api/ops/users': [200, { users: [person] }],
      'GET /api/ops/users/{id}': () => [200, person],
      'POST /api/ops/users/{id}/suspend': ({ body }) => {
        person = {
          ...person,
          suspension: { reason: (body as { reason: string }).reason, at: '2026-11-22T12:00:00.000Z' },
        };
        return [200, person];
      },
    });
    render();
    await user.type(screen.getByLabelText('Name, email or company'), 'pushy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = within(await screen.findByRole('list', { name: 'People found' }));
    await user.click(results.getByRole('button', { name: /Pushy Co/ }));
    const section = within(await screen.findByRole('region', { name: 'Pushy Co' }));
    expect(section.getByText('Not suspended.')).toBeVisible();
    expect(section.getByText('Business (Pushy Company)')).toBeVisible();
    expect(screen.getByLabelText('location')).toHaveTextContent('/ops/people?q=pushy&user=biz-2');

    await user.click(section.getByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Pushy Co' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend account' }));
    expect(await dialog.findByText(operatorMessages.reasonRequired)).toBeVisible();
    await user.type(dialog.getByLabelText(/^Reason/), 'Harassing creators after being told to stop.');
    await user.click(dialog.getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Account suspended')).toBeVisible();
    expect(await section.findByText('Harassing creators after being told to stop.')).toBeVisible();
    expect(section.getByRole('button', { name: 'Reinstate' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/ops/users/biz-2/suspend',
      body: { reason: 'Harassing creators after being told to stop.' },
    });
    expect(calls.find((c) => c.path.startsWith('/api/ops/users?'))?.path).toBe('/api/ops/users?q=pushy');
  });

  it('reinstates a suspended person opened from a link', async () => {
    const suspended = makeOpsUser('biz-2', { suspension: { reason: 'Spam.', at: '2026-11-22T12:00:00.000Z' } });
    const calls = mockApi({
      'GET /api/ops/users/{id}': [200, suspended],
      'POST /api/ops/users/{id}/reinstate': [200, { ...suspended, suspension: null }],
    });
    render('/ops/people?user=biz-2');
    const section = within(await screen.findByRole('region', { name: 'Pushy Co' }));
    expect(section.getByText('Spam.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Reinstate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reinstate Pushy Co' }));
    await user.type(dialog.getByLabelText(/^Reason/), 'Appeal accepted.');
    await user.click(dialog.getByRole('button', { name: 'Reinstate account' }));
    expect(await screen.findByText('Account reinstated')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/ops/users/biz-2/reinstate');
  });

  it('says when no one matches', async () => {
    mockApi({ 'GET /api/ops/users': [200, { users: [] }] });
    render('/ops/people?q=nobody');
    expect(await screen.findByText('No one matches “nobody”.')).toBeVisible();
  });
});
