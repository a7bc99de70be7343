import { operatorMessages } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHoldAppeal, makeReport, queueOf, SIGNED_IN } from '#web/test/fixtures/operators';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { OpsShell } from './ops-shell';
import { EMPTY_QUEUE_TEXT, QueuePage } from './queue-page';

const render = () =>
  renderAt('/ops', [
    {
      path: '/ops',
      element: (
        <OpsShell>
          <QueuePage />
        </OpsShell>
      ),
    },
  ]);
const card = (name: RegExp) => within(screen.getByRole('article', { name }));

describe('The queue at /ops', () => {
  it('shows each item oldest first with its kind, age, evidence and money', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeHoldAppeal('hold-1'), makeReport('report-1')])],
    });
    render();
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Appealed hold: Autumn Coffee: Mia Lens’s post',
      'Report: A message from Pushy Co: Harassment or abuse',
    ]);
    const hold = card(/^Appealed hold/);
    expect(hold.getByText('5 h ago')).toBeVisible();
    expect(hold.getByText('$125.00')).toBeVisible();
    expect(hold.getByText('Bought views, clearly.', { selector: 'p' })).toBeVisible();
    expect(hold.getByText('A big account shared it; here is the link.')).toBeVisible();
    expect(hold.getByRole('img', { name: /views/i })).toBeVisible();
    expect(
      within(hold.getByRole('list', { name: 'Audit trail' })).getByText(/Void requested: Bean There/),
    ).toBeVisible();
    const report = card(/^Report/);
    expect(report.getByText('3 h ago')).toBeVisible();
    expect(report.getByText('“Answer me now.”')).toBeVisible();
    expect(report.getByText('Kept messaging after I said no.')).toBeVisible();
    expect(report.getByRole('link', { name: 'Pushy Co' })).toHaveAttribute('href', '/ops/people?user=biz-2');
  });

  it('says how many more of a kind wait than the queue shows', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeHoldAppeal('hold-1'), makeReport('report-1')], { report: 1_340 })],
    });
    render();
    expect(
      await screen.findByText('Showing the oldest 1 of 1,340 open reports: the rest come up as these are decided.'),
    ).toBeVisible();
    expect(screen.queryByText(/appealed holds/)).toBeNull();
  });

  it('says when nothing needs a person', async () => {
    mockApi({ 'GET /api/auth/ops/session': [200, SIGNED_IN], 'GET /api/ops/queue': [200, queueOf([])] });
    render();
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeVisible();
  });

  it('decides a hold with a required reason, toasts and reads the queue again', async () => {
    let items = [makeHoldAppeal('hold-1')];
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': () => [200, queueOf(items)],
      'POST /api/ops/holds/{id}/decision': () => {
        items = [];
        return [200, { id: 'hold-1', status: 'released' }];
      },
    });
    render();
    await screen.findByRole('article', { name: /^Appealed hold/ });
    await user.click(card(/^Appealed hold/).getByRole('button', { name: 'Pay the creator' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay the creator' }));
    expect(dialog.getByText(/Mia Lens is paid \$125\.00/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Pay $125.00' }));
    expect(await dialog.findByText(operatorMessages.reasonRequired)).toBeVisible();
    await user.type(dialog.getByLabelText(/^Reason/), 'A large account shared it; the curve matches.');
    await user.click(dialog.getByRole('button', { name: 'Pay $125.00' }));
    expect(await screen.findByText('Hold paid')).toBeVisible();
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/ops/holds/hold-1/decision',
        body: { decision: 'pay', reason: 'A large account shared it; the curve matches.' },
      },
    ]);
  });

  it('tells the operator when another one decided first, and reads the queue again', async () => {
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeReport('report-1')])],
      'POST /api/ops/reports/{id}/decision': [
        409,
        { code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided },
      ],
    });
    render();
    await screen.findByRole('article', { name: /^Report/ });
    await user.click(card(/^Report/).getByRole('button', { name: 'Dismiss' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss the report' }));
    await user.type(dialog.getByLabelText(/^Reason/), 'Nothing abusive in it.');
    await user.click(dialog.getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText(operatorMessages.alreadyDecided)).toBeVisible();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/ops/queue')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'dismiss',
      reason: 'Nothing abusive in it.',
    });
  });

  it('toasts a queue that could not be loaded', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [500, { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' }],
    });
    render();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(screen.getByText('The queue could not be loaded.')).toBeVisible();
  });
});
