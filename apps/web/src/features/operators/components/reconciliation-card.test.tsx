import { operatorMessages } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReconciliationItem, queueOf, SIGNED_IN } from '#web/test/fixtures/operators';
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
const differenceCard = async () =>
  within(await screen.findByRole('article', { name: 'Reconciliation: stripe: missing_in_ledger' }));

describe('A reconciliation difference in the queue', () => {
  it('shows both sides and is acknowledged with a reason, moving no money', async () => {
    let items = [makeReconciliationItem('diff-1')];
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': () => [200, queueOf(items)],
      'POST /api/ops/reconciliation/{id}/acknowledge': () => {
        items = [];
        return [200, { id: 'diff-1', status: 'acknowledged' }];
      },
    });
    render();
    const card = await differenceCard();
    expect(card.getByText('None')).toBeVisible();
    expect(card.getByText('-$25.00')).toBeVisible();
    expect(card.getByText(/the ledger has no refund for it/)).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Acknowledge' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Acknowledge the difference' }));
    expect(dialog.getByText(/No money moves/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Acknowledge' }));
    expect(await dialog.findByText(operatorMessages.reasonRequired)).toBeVisible();
    await user.type(dialog.getByLabelText(/^Reason/), 'Refund made by hand in Stripe.');
    await user.click(dialog.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Difference acknowledged')).toBeVisible();
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/ops/reconciliation/diff-1/acknowledge',
        body: { reason: 'Refund made by hand in Stripe.' },
      },
    ]);
  });

  it('tells the operator when another one acknowledged it first', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeReconciliationItem('diff-2')])],
      'POST /api/ops/reconciliation/{id}/acknowledge': [
        409,
        { code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided },
      ],
    });
    render();
    await user.click((await differenceCard()).getByRole('button', { name: 'Acknowledge' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Acknowledge the difference' }));
    await user.type(dialog.getByLabelText(/^Reason/), 'Looked into it.');
    await user.click(dialog.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(operatorMessages.alreadyDecided)).toBeVisible();
  });
});
