// Issue 30: the dashboard card's Views, Likes, Comments and Shares add up every post (B2), while Campaign Analytics
// counts only posts that earn; the card says what it counts, so the two do not look like a mistake.
import { analyticsMessages } from '@microreach/domain/analytics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmbDashboardRoute } from '#web/app/routes/smb-dashboard';
import { InTestEnv, makeCampaign, makeDashboard } from '#web/test/fixtures/business-dashboard';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';

const routes = [
  {
    path: '/smb-dashboard',
    element: (
      <InTestEnv>
        <SmbDashboardRoute />
      </InTestEnv>
    ),
  },
];

describe('Campaign card metrics (issue 30)', () => {
  it('says the figures add up every post, and analytics counts only posts that earn; nothing when there are none', async () => {
    mockApi({
      'GET /api/business/dashboard': [
        200,
        makeDashboard([
          makeCampaign({
            id: 'with-posts',
            campaignName: 'With Posts',
            metrics: { views: 5_000, likes: 0, comments: 0, shares: 0 },
          }),
          makeCampaign({
            id: 'no-posts',
            campaignName: 'No Posts',
            metrics: { views: 0, likes: 0, comments: 0, shares: 0 },
          }),
        ]),
      ],
    });
    renderAt('/smb-dashboard', routes);
    const withPosts = within(await screen.findByRole('article', { name: 'With Posts' }));
    expect(withPosts.getByText('5.0K')).toBeVisible();
    expect(withPosts.getByText(analyticsMessages.cardMetricsNote)).toBeVisible();
    const noPosts = within(screen.getByRole('article', { name: 'No Posts' }));
    expect(noPosts.queryByText(analyticsMessages.cardMetricsNote)).not.toBeInTheDocument();
  });
});
