import { operatorMessages } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePayoutItem, queueOf, SIGNED_IN } from '#web/test/fixtures/operators';
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
const payoutCard = async () => within(await screen.findByRole('article', { name: 'Payout: $123.45 to Mia Lens' }));

describe('A Delayed payout in the queue', () => {
  it('shows why it needs a person and fails it back to the wallet with a reason', async () => {
    let items = [makePayoutItem('payout-1')];
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': () => [200, queueOf(items)],
      'POST /api/ops/payouts/{id}/decision': () => {
        items = [];
        return [200, { id: 'payout-1', status: 'failed' }];
      },
    });
    render();
    const card = await payoutCard();
    expect(card.getByText(/could not confirm this payout with Stripe/)).toBeVisible();
    expect(card.getByRole('link', { name: 'Mia Lens' })).toHaveAttribute('href', '/ops/people?user=creator-1');
    await user.click(card.getByRole('button', { name: 'Fail back to wallet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Fail the payout back' }));
    expect(dialog.getByText(/\$123\.45 returns to Mia Lens’s available balance/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Fail back to wallet' }));
    expect(await dialog.findByText(operatorMessages.reasonRequired)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(dialog.getByLabelText(/^Reason/), 'Stripe shows no transfer: it never left.');
    await user.click(dialog.getByRole('button', { name: 'Fail back to wallet' }));
    expect(await screen.findByText('Payout failed back')).toBeVisible();
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/ops/payouts/payout-1/decision',
        body: { decision: 'failed', reason: 'Stripe shows no transfer: it never left.' },
      },
    ]);
  });

  it('marks it paid, saying the payout is recorded as paid', async () => {
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makePayoutItem('payout-2')])],
      'POST /api/ops/payouts/{id}/decision': [200, { id: 'payout-2', status: 'paid' }],
    });
    render();
    await user.click((await payoutCard()).getByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark the payout paid' }));
    expect(dialog.getByText(/The payout is recorded as paid/)).toBeVisible();
    await user.type(dialog.getByLabelText(/^Reason/), 'Arrived: Stripe transfer tr_123.');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout marked paid')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/ops/payouts/payout-2/decision',
      body: { decision: 'paid', reason: 'Arrived: Stripe transfer tr_123.' },
    });
  });

  it('tells the operator when another one settled it first, and reads the queue again', async () => {
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makePayoutItem('payout-3')])],
      'POST /api/ops/payouts/{id}/decision': [
        409,
        { code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided },
      ],
    });
    render();
    await user.click((await payoutCard()).getByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark the payout paid' }));
    await user.type(dialog.getByLabelText(/^Reason/), 'Arrived.');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(operatorMessages.alreadyDecided)).toBeVisible();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/ops/queue')).toHaveLength(2));
  });
});
