// Disputes where each side sees its posts (issue 28 item 4): the creator's dashboard slots and the business's Review
// Content. The dispute pieces themselves are tested in components/post-dispute.
import { disputeMessages } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { ReviewContentDialog } from '#web/features/content-review/components/review-content-dialog';
import { expectToast } from '#web/test/fixtures/campaign-form';
import { makeReviewPost } from '#web/test/fixtures/content-review';
import {
  InTestEnv,
  makeCreatorDashboard,
  makeItem,
  makePost,
  NO_INVITATIONS,
} from '#web/test/fixtures/creator-dashboard';
import { makeDecidedDispute, makeDispute } from '#web/test/fixtures/operators';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const summary = ({ messages: _messages, ...rest }: ReturnType<typeof makeDispute>) => rest;

describe('Creator Dashboard: disputes on posts', () => {
  it('reads the disputes once and shows each post its own: open, decided, or a way to open one', async () => {
    const calls = mockApi({
      ...NO_INVITATIONS,
      'GET /api/creator/dashboard': [
        200,
        makeCreatorDashboard([
          makeItem('1', {
            campaign: { campaignName: 'Slow Mornings' },
            content: [
              makePost('p-open', { stage: 'tracking', earningsStatus: 'held' }),
              makePost('p-decided', { stage: 'approved', earningsStatus: 'final' }),
              makePost('p-none', { stage: 'tracking' }),
            ],
          }),
        ]),
      ],
      'GET /api/creator/disputes': [
        200,
        {
          disputes: [
            summary(makeDispute('d2', { postId: 'p-open' })),
            summary(makeDecidedDispute('d1', { postId: 'p-decided' })),
          ],
        },
      ],
    });
    renderAt('/influencer-dashboard', [
      {
        path: '/influencer-dashboard',
        element: (
          <InTestEnv>
            <InfluencerDashboardRoute />
          </InTestEnv>
        ),
      },
    ]);
    await screen.findByRole('article', { name: 'Slow Mornings' });
    const slots = within(screen.getByRole('list', { name: 'Content for Slow Mornings' }))
      .getAllByRole('listitem')
      .map((slot) => within(slot));
    expect(await slots[0]!.findByText('Dispute open')).toBeVisible();
    expect(slots[0]!.getByRole('button', { name: 'View dispute on post 1' })).toBeVisible();
    expect(slots[0]!.queryByRole('button', { name: /^Open a dispute/ })).not.toBeInTheDocument();
    expect(slots[1]!.getByText('Dispute decided, Pay part: $40.00 paid to the creator')).toBeVisible();
    expect(slots[2]!.getByRole('button', { name: 'Open a dispute on post 3' })).toBeVisible();
    expect(slots[2]!.queryByRole('button', { name: /^View dispute/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/creator/disputes')).toHaveLength(1);
  });
});

describe('Review Content: disputes on posts', () => {
  it('opens a dispute with the business’s reason and reads the posts again', async () => {
    const post = makeReviewPost('p1', { stage: 'tracking', reviewDueAt: null });
    const calls = mockApi({
      'GET /api/business/campaigns/camp-1/posts': [200, [post]],
      'GET /api/business/disputes': [200, { disputes: [] }],
      'POST /api/business/posts/p1/disputes': [
        201,
        makeDispute('d1', {
          postId: 'p1',
          openedBy: 'business',
          reason: 'not_as_briefed',
          reasonLabel: 'Not as briefed',
        }),
      ],
    });
    renderAt('/smb-dashboard', [
      {
        path: '/smb-dashboard',
        element: (
          <ReviewContentDialog campaign={{ id: 'camp-1', campaignName: 'Slow Mornings' }} opened onClose={() => {}} />
        ),
      },
    ]);
    const card = within(await screen.findByRole('article', { name: 'Instagram post by Mia Lens' }));
    await user.click(await card.findByRole('button', { name: 'Open a dispute on Instagram post by Mia Lens' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open a dispute' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Not as briefed');
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), 'The product is not shown.');
    await user.click(dialog.getByRole('button', { name: 'Open dispute' }));
    await expectToast('Dispute opened', disputeMessages.opened);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/business/posts/p1/disputes',
        body: { reason: 'not_as_briefed', message: 'The product is not shown.' },
      },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/business/campaigns/camp-1/posts')).toHaveLength(2));
  });
});
