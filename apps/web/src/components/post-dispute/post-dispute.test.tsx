import { DISPUTE_REASON_LABELS, type Dispute, disputeMessages, disputeReasonsFor } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, expectToast } from '#web/test/fixtures/campaign-form';
import { makeDecidedDispute, makeDispute } from '#web/test/fixtures/operators';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { PostDispute } from './post-dispute';
import type { DisputeParty } from './use-post-disputes';

const POST_ID = 'post-1';

function renderSlot(side: DisputeParty) {
  renderAt('/page', [
    {
      path: '/page',
      element: <PostDispute side={side} postId={POST_ID} postLabel="post 1" relatedKeys={[]} />,
    },
  ]);
}

const summary = (dispute: ReturnType<typeof makeDispute>) => {
  const { messages: _messages, ...rest } = dispute;
  return rest;
};

describe('PostDispute: opening a dispute', () => {
  it('offers only the creator’s reasons, needs a reason and a message, sends them and then shows the dispute open', async () => {
    const opened = makeDispute('d1', { messages: [] });
    let disputes: ReturnType<typeof summary>[] = [summary(makeDecidedDispute('d0', { postId: 'other-post' }))];
    const calls = mockApi({
      'GET /api/creator/disputes': () => [200, { disputes }],
      'POST /api/creator/posts/{postId}/disputes': () => {
        disputes = [summary(opened), ...disputes];
        return [201, opened];
      },
    });
    renderSlot('creator');
    // Another post's dispute is not this post's.
    await user.click(await screen.findByRole('button', { name: 'Open a dispute on post 1' }));
    expect(screen.queryByText(/Dispute decided/)).not.toBeInTheDocument();
    const dialog = within(await screen.findByRole('dialog', { name: 'Open a dispute' }));
    const reason = dialog.getByRole('combobox', { name: 'Reason' });
    const options = within(reason)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a reason', ...disputeReasonsFor('creator').map((r) => DISPUTE_REASON_LABELS[r])]);

    await user.click(dialog.getByRole('button', { name: 'Open dispute' }));
    expect(reason).toBeInvalid();
    expectFieldError(dialog.getByRole('textbox', { name: /Message/ }), 'Write a message.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(reason, 'Approved work not paid');
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), '  Approved on the 20th, never paid.  ');
    await user.click(dialog.getByRole('button', { name: 'Open dispute' }));
    await expectToast('Dispute opened', disputeMessages.opened);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/creator/posts/post-1/disputes',
        body: { reason: 'approved_not_paid', message: 'Approved on the 20th, never paid.' },
      },
    ]);
    expect(await screen.findByText('Dispute open')).toBeVisible();
    expect(screen.getByRole('button', { name: 'View dispute on post 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Open a dispute/ })).not.toBeInTheDocument();
  });

  it('offers the business its own reasons', async () => {
    mockApi({ 'GET /api/business/disputes': [200, { disputes: [] }] });
    renderSlot('business');
    await user.click(await screen.findByRole('button', { name: 'Open a dispute on post 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open a dispute' }));
    const options = within(dialog.getByRole('combobox', { name: 'Reason' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a reason', 'Post removed or edited after approval', 'Not as briefed']);
  });

  it('says so when the post already has an open dispute, closes, and shows it', async () => {
    let disputes: ReturnType<typeof summary>[] = [];
    mockApi({
      'GET /api/creator/disputes': () => [200, { disputes }],
      'POST /api/creator/posts/{postId}/disputes': () => {
        disputes = [summary(makeDispute('d1', { openedBy: 'business' }))];
        return [409, { code: 'DISPUTE_ALREADY_OPEN', message: disputeMessages.alreadyOpen }];
      },
    });
    renderSlot('creator');
    await user.click(await screen.findByRole('button', { name: 'Open a dispute on post 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open a dispute' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Unfair fix request');
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), 'The fix asked for was not in the brief.');
    await user.click(dialog.getByRole('button', { name: 'Open dispute' }));
    await expectToast('Error', disputeMessages.alreadyOpen);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Open a dispute' })).toBeNull());
    expect(await screen.findByText('Dispute open')).toBeVisible();
  });
});

describe('PostDispute: the thread', () => {
  it('names each side as the reader does and sends a reply while the dispute is open', async () => {
    const dispute = makeDispute('d1', {
      messages: [
        ...makeDispute('d1').messages,
        {
          id: 'm2',
          side: 'business',
          authorName: 'Bean There',
          body: 'The views came after the deadline.',
          createdAt: '2026-11-22T11:00:00.000Z',
        },
        {
          id: 'm3',
          side: 'operator',
          authorName: 'Operator',
          body: 'Send me the post’s insights, please.',
          createdAt: '2026-11-22T12:00:00.000Z',
        },
      ],
    });
    const replied = {
      ...dispute,
      messages: [
        ...dispute.messages,
        { id: 'm4', side: 'creator', authorName: 'Mia Lens', body: 'Attached.', createdAt: '2026-11-22T13:00:00.000Z' },
      ],
    } satisfies Dispute;
    const calls = mockApi({
      'GET /api/creator/disputes': [200, { disputes: [summary(dispute)] }],
      'GET /api/creator/disputes/d1': [200, dispute],
      'POST /api/creator/disputes/d1/messages': [200, replied],
    });
    renderSlot('creator');
    expect(await screen.findByText('Dispute open')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View dispute on post 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute' }));
    expect(dialog.getByText(/You opened it on .*: Approved work not paid\. Campaign: Autumn Coffee\./)).toBeVisible();
    const messages = within(await dialog.findByRole('list', { name: 'Messages' }));
    expect(messages.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^You .*The brand approved it and then held the pay\.$/),
      expect.stringMatching(/^Bean There .*The views came after the deadline\.$/),
      expect.stringMatching(/^MicroReach .*Send me the post’s insights, please\.$/),
    ]);

    const reply = dialog.getByRole('textbox', { name: 'Your reply' });
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expectFieldError(reply, 'Write a message.');
    await user.type(reply, ' Attached. ');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await messages.findByText('Attached.')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/creator/disputes/d1/messages', body: { body: 'Attached.' } },
    ]);
  });

  it('shows a decided dispute’s outcome, what it paid and why, with no reply box', async () => {
    const decided = makeDecidedDispute('d1');
    mockApi({
      'GET /api/business/disputes': [200, { disputes: [summary(decided)] }],
      'GET /api/business/disputes/d1': [200, decided],
    });
    renderSlot('business');
    expect(await screen.findByText('Dispute decided, Pay part: $40.00 paid to the creator')).toBeVisible();
    // A decided dispute does not stop a new one.
    expect(screen.getByRole('button', { name: 'Open a dispute on post 1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View dispute on post 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute' }));
    expect(dialog.getByText(/The creator opened it on/)).toBeVisible();
    expect(dialog.getByText('The operator’s reason: “Half the views came after the brief’s deadline.”')).toBeVisible();
    const messages = within(await dialog.findByRole('list', { name: 'Messages' }));
    expect(messages.getByText('Mia Lens')).toBeVisible();
    expect(dialog.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it('tells the writer when the dispute was decided meanwhile, and shows the decision', async () => {
    let current = makeDispute('d1');
    mockApi({
      'GET /api/creator/disputes': () => [200, { disputes: [summary(current)] }],
      'GET /api/creator/disputes/d1': () => [200, current],
      'POST /api/creator/disputes/d1/messages': () => {
        current = makeDecidedDispute('d1');
        return [409, { code: 'DISPUTE_CLOSED', message: disputeMessages.closed }];
      },
    });
    renderSlot('creator');
    await user.click(await screen.findByRole('button', { name: 'View dispute on post 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute' }));
    await user.type(await dialog.findByRole('textbox', { name: 'Your reply' }), 'One more thing.');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    await expectToast('Error', disputeMessages.closed);
    expect(await dialog.findByText(/^Dispute decided, Pay part/)).toBeVisible();
    expect(dialog.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });
});
