import { amountMessages } from '@microreach/domain/ledger';
import { type DisputeQueueItem, disputeMessages, operatorMessages } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, expectToast } from '#web/test/fixtures/campaign-form';
import { makeDisputeItem, makeOpsDispute, queueOf, SIGNED_IN } from '#web/test/fixtures/operators';
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

async function disputeCard() {
  return within(await screen.findByRole('article', { name: /^Dispute: / }));
}
const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.method === 'POST');
const queueReads = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.path === '/api/ops/queue');

describe('A dispute in the queue', () => {
  it('shows the reason, who opened it, the parties, the figures, the money, the series, the audit trail and the thread', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeDisputeItem('d1')])],
    });
    render();
    const card = await disputeCard();
    expect(
      screen.getByRole('article', { name: 'Dispute: Autumn Coffee: Mia Lens’s post, Approved work not paid' }),
    ).toBeVisible();
    const fact = (label: string) => card.getByText(label, { selector: 'p' }).nextElementSibling;
    expect(fact('Opened by')).toHaveTextContent('Mia Lens (creator)');
    expect(fact('Creator')).toHaveTextContent('Mia Lens');
    expect(fact('Business')).toHaveTextContent('Bean There');
    expect(card.getByText('48,000')).toBeVisible();
    expect(card.getByText('$125.00 (On hold)')).toBeVisible();
    expect(fact('Set aside')).toHaveTextContent('$125.00');
    expect(fact('Settled')).toHaveTextContent('$0.00');
    expect(fact('Pay in full pays')).toHaveTextContent('$125.00');
    expect(fact('Earnings final')).toHaveTextContent('No');
    expect(card.getByRole('img', { name: /views/i })).toBeVisible();
    expect(
      within(card.getByRole('list', { name: 'Audit trail' })).getByText(/Void requested: Bean There/),
    ).toBeVisible();
    const thread = within(card.getByRole('list', { name: 'Messages' }));
    expect(thread.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Mia Lens \(creator\) .*The brand approved it and then held the pay\.$/),
      expect.stringMatching(/^Bean There \(business\) .*Half the views came after the deadline\.$/),
    ]);
  });

  it('shows the terms the creator agreed to', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeDisputeItem('d1')])],
    });
    render();
    const card = await disputeCard();
    expect(card.getByText(/^Version 2, agreed /)).toBeInTheDocument();
    expect(card.getByText(/Revisions: Up to 2 fix requests per post\./)).toBeInTheDocument();
  });

  it('says when no agreement is on record', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeDisputeItem('d1', { agreement: null })])],
    });
    render();
    const card = await disputeCard();
    expect(
      card.getByText('No agreement on record: the creator joined before terms were recorded.'),
    ).toBeInTheDocument();
  });

  it('draws no chart when the post has no series', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeDisputeItem('d1', { evidence: null })])],
    });
    render();
    const card = await disputeCard();
    expect(card.queryByRole('img', { name: /views/i })).not.toBeInTheDocument();
  });

  it('pays part: checks the amount in dollars, says what money moves, needs a reason, and reads the queue again', async () => {
    const item = makeDisputeItem('d1');
    let items = [item];
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': () => [200, queueOf(items)],
      'POST /api/ops/disputes/{id}/decision': () => {
        items = [];
        return [200, makeOpsDispute(item, { status: 'decided', outcome: 'pay_part', paidCents: 4000 })];
      },
    });
    render();
    const card = await disputeCard();
    await user.click(card.getByRole('button', { name: 'Pay part' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay part' }));
    const amount = dialog.getByRole('textbox', { name: /Amount to pay/ });
    await user.type(dialog.getByLabelText(/^Reason/), 'Half the views came after the deadline.');

    await user.type(amount, 'forty');
    await user.click(dialog.getByRole('button', { name: 'Pay part' }));
    expectFieldError(amount, amountMessages.amountNotNumber);
    await user.clear(amount);
    await user.type(amount, '125.01');
    await user.click(dialog.getByRole('button', { name: 'Pay part' }));
    expectFieldError(amount, operatorMessages.partAboveEarned('$125.00'));
    expect(posts(calls)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '$40');
    expect(
      dialog.getByText(
        'Mia Lens is paid $40.00 of the $125.00 this post earned; the other $85.00 stays in Bean There’s campaign escrow. Both sides are told, with your reason.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Pay $40.00' }));
    await expectToast('Dispute decided: pay part', 'Both sides were told.');
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/ops/disputes/d1/decision',
        body: { outcome: 'pay_part', amountCents: 4000, reason: 'Half the views came after the deadline.' },
      },
    ]);
  });

  it('pays in full with a required reason, naming the amount', async () => {
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([makeDisputeItem('d1')])],
      'POST /api/ops/disputes/{id}/decision': [
        409,
        { code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided },
      ],
    });
    render();
    const card = await disputeCard();
    await user.click(card.getByRole('button', { name: 'Pay in full' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay in full' }));
    expect(dialog.getByText(/Mia Lens is paid \$125\.00 for this post, all it earned/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Pay $125.00' }));
    expect(await dialog.findByText(operatorMessages.reasonRequired)).toBeVisible();
    await user.type(dialog.getByLabelText(/^Reason/), 'The brief was met.');
    await user.click(dialog.getByRole('button', { name: 'Pay $125.00' }));
    // Another operator decided first: told, the dialog closes, the queue is read again.
    await expectToast('Already decided', operatorMessages.alreadyDecided);
    await waitFor(() => expect(queueReads(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]?.body).toEqual({ outcome: 'pay_full', reason: 'The brief was met.' });
  });

  it('tells the operator when settled earnings forbid returning the money, and reads the queue again', async () => {
    const item = makeDisputeItem('d1', {
      money: {
        earnedCents: 12_500,
        earningsStatus: 'final',
        setAsideCents: 0,
        settledCents: 12_500,
        payFullCents: 12_500,
        isFinal: true,
      },
    });
    const settled = disputeMessages.settledCannotLower('$125.00');
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([item])],
      'POST /api/ops/disputes/{id}/decision': [409, { code: 'EARNINGS_FINAL', message: settled }],
    });
    render();
    const card = await disputeCard();
    expect(card.getByText('Yes: a decision may not pay less than was settled')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Return to escrow' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Return to escrow' }));
    expect(dialog.getByText(/\$125\.00 of it is already settled to the creator\./)).toBeVisible();
    await user.type(dialog.getByLabelText(/^Reason/), 'Not as briefed.');
    await user.click(dialog.getByRole('button', { name: 'Return to escrow' }));
    await expectToast('Earnings are final', settled);
    await waitFor(() => expect(queueReads(calls)).toHaveLength(2));
    expect(posts(calls)[0]?.body).toEqual({ outcome: 'return_to_escrow', reason: 'Not as briefed.' });
  });

  it('writes to both sides in the thread', async () => {
    const item = makeDisputeItem('d1');
    let items = [item];
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': () => [200, queueOf(items)],
      'POST /api/ops/disputes/{id}/messages': ({ body }) => {
        const text = (body as { body: string }).body;
        const withReply = {
          ...item,
          messages: [
            ...item.messages,
            { id: 'm3', side: 'operator', authorName: 'Operator', body: text, createdAt: new Date().toISOString() },
          ],
        } satisfies DisputeQueueItem;
        items = [withReply];
        return [200, makeOpsDispute(withReply)];
      },
    });
    render();
    const card = await disputeCard();
    const message = card.getByRole('textbox', { name: /Message both sides/ });
    await user.click(card.getByRole('button', { name: 'Send message' }));
    expectFieldError(message, 'Write a message.');
    await user.type(message, ' Please both send the post’s insights. ');
    await user.click(card.getByRole('button', { name: 'Send message' }));
    await expectToast('Message sent', 'Both sides were told.');
    expect(
      await within(card.getByRole('list', { name: 'Messages' })).findByText('Please both send the post’s insights.'),
    ).toBeVisible();
    expect(within(card.getByRole('list', { name: 'Messages' })).getByText('MicroReach')).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/ops/disputes/d1/messages',
        body: { body: 'Please both send the post’s insights.' },
      },
    ]);
  });
});
