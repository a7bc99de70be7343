// Issue 30: the post itself, not just its link, where the business reviews it and on the creator's content slot.
import { type PostPreview, previewMessages } from '@microreach/domain/post-preview';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { ReviewContentDialog } from '#web/features/content-review/components/review-content-dialog';
import { makeReviewPost, NO_BUSINESS_DISPUTES } from '#web/test/fixtures/content-review';
import {
  InTestEnv,
  makeCreatorDashboard,
  makeItem,
  makePost,
  NO_CREATOR_DISPUTES,
  NO_INVITATIONS,
} from '#web/test/fixtures/creator-dashboard';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const FILES = '/files/previews/7d1c5c2e-51a8-4c1a-9d0e-0b6f2a3c4d5e';
const read: PostPreview = {
  caption: `Slow mornings with my favourite cold brew ☕ ${'smooth and bright, '.repeat(12)}#ad`,
  thumbnailUrl: `${FILES}/0123456789ab-0123456789abcdef-256.webp`,
  thumbnailUrl2x: `${FILES}/0123456789ab-0123456789abcdef-512.webp`,
  fetchedAt: '2026-11-20T10:00:00.000Z',
  manual: false,
};
const notRead: PostPreview = {
  caption: null,
  thumbnailUrl: null,
  thumbnailUrl2x: null,
  fetchedAt: null,
  manual: false,
};

describe('Review Content: the post preview', () => {
  function showPosts(posts: ReturnType<typeof makeReviewPost>[]) {
    mockApi({ ...NO_BUSINESS_DISPUTES, 'GET /api/business/campaigns/camp-1/posts': [200, posts] });
    renderAt('/smb-dashboard', [
      {
        path: '/smb-dashboard',
        element: (
          <ReviewContentDialog campaign={{ id: 'camp-1', campaignName: 'Slow Mornings' }} opened onClose={() => {}} />
        ),
      },
    ]);
  }

  it('shows the thumbnail and the caption, clamped behind Show more', async () => {
    showPosts([makeReviewPost('p1', { metricsSource: 'instagram', metricsVerified: true, preview: read })]);
    const card = within(await screen.findByRole('article', { name: 'Instagram post by Mia Lens' }));
    const preview = within(card.getByRole('figure', { name: previewMessages.label }));
    expect(preview.getByRole('img', { name: previewMessages.alt })).toHaveAttribute('src', read.thumbnailUrl);
    const caption = preview.getByText(read.caption!);
    expect(caption).toHaveAttribute('data-line-clamp', 'true');
    await user.click(preview.getByRole('button', { name: previewMessages.showMore }));
    expect(caption).not.toHaveAttribute('data-line-clamp');
    // The link stays, beside the preview.
    expect(card.getByRole('link', { name: 'https://www.instagram.com/p/p1/' })).toBeVisible();
  });

  it('says why there is no preview: not read yet, or figures typed in', async () => {
    showPosts([
      makeReviewPost('p1', { metricsSource: 'none', preview: notRead }),
      makeReviewPost('p2', {
        creator: { id: 'c2', name: 'Leo Brew', profilePicture: null },
        preview: { ...notRead, manual: true },
      }),
    ]);
    const first = within(await screen.findByRole('article', { name: 'Instagram post by Mia Lens' }));
    expect(first.getByText(previewMessages.none)).toBeVisible();
    const second = within(screen.getByRole('article', { name: 'Instagram post by Leo Brew' }));
    expect(second.getByText(previewMessages.manual)).toBeVisible();
    expect(screen.queryByRole('img', { name: previewMessages.alt })).not.toBeInTheDocument();
  });
});

describe('Creator Dashboard: the post preview on a content slot', () => {
  function showSlots(posts: ReturnType<typeof makePost>[]) {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      'GET /api/creator/dashboard': [
        200,
        makeCreatorDashboard([makeItem('1', { campaign: { campaignName: 'Slow Mornings' }, content: posts })]),
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
  }

  it('shows each post’s own thumbnail and caption, or why there is none', async () => {
    showSlots([
      makePost('a', { metricsVerified: true, views: 900, preview: { ...read, caption: 'Short one #ad' } }),
      makePost('b', { preview: notRead }),
    ]);
    await screen.findByRole('article', { name: 'Slow Mornings' });
    const [first, second] = within(screen.getByRole('list', { name: 'Content for Slow Mornings' }))
      .getAllByRole('listitem')
      .map((slot) => within(slot));
    const preview = within(first!.getByRole('figure', { name: previewMessages.label }));
    expect(preview.getByRole('img', { name: previewMessages.alt })).toHaveAttribute('loading', 'lazy');
    expect(preview.getByText('Short one #ad')).toBeVisible();
    expect(preview.queryByRole('button', { name: previewMessages.showMore })).not.toBeInTheDocument();
    expect(second!.getByText(previewMessages.none)).toBeVisible();
  });
});
