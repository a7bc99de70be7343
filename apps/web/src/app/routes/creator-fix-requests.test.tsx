// The creator's content slots (issue 29): how many fix requests the brand has left on a post in review, and a post
// whose caption was found without its disclosure.
import { disclosureMessages, revisionMessages } from '@microreach/domain/disclosure';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
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

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/features/creator-campaigns/components/dashboard/fix-request');
});

const DASHBOARD = 'GET /api/creator/dashboard';
const routes = [
  {
    path: '/influencer-dashboard',
    element: (
      <InTestEnv>
        <InfluencerDashboardRoute />
      </InTestEnv>
    ),
  },
];
const inTwoDays = () => new Date(Date.now() + 47 * 3_600_000).toISOString();

function showSlots(posts: ReturnType<typeof makePost>[]) {
  mockApi({
    ...NO_CREATOR_DISPUTES,
    ...NO_INVITATIONS,
    [DASHBOARD]: [
      200,
      makeCreatorDashboard([makeItem('1', { campaign: { campaignName: 'Slow Mornings' }, content: posts })]),
    ],
  });
  renderAt('/influencer-dashboard', routes);
}

async function slots() {
  await screen.findByRole('article', { name: 'Slow Mornings' });
  return within(screen.getByRole('list', { name: 'Content for Slow Mornings' }))
    .getAllByRole('listitem')
    .map((slot) => within(slot));
}

const missingText =
  'Disclosure missing: the caption has no #ad, #sponsored, #paidpartnership or paid-partnership label';

describe('Creator Dashboard: fix requests and disclosure on a post', () => {
  it('says how many fix requests are left while the post is in review, and nothing once it is approved', async () => {
    showSlots([
      makePost('a', { stage: 'under_review', fixRequestsUsed: 0, fixRequestLimit: 2 }),
      makePost('b', {
        stage: 'needs_fix',
        fixNote: 'Show the jar label.',
        fixDueAt: inTwoDays(),
        fixRequestsUsed: 1,
        fixRequestLimit: 2,
      }),
      makePost('c', {
        stage: 'tracking',
        trackingEndsAt: '2099-01-01T00:00:00.000Z',
        fixRequestsUsed: 1,
        fixRequestLimit: 2,
      }),
    ]);
    const [first, second, third] = await slots();
    expect(first!.getByText(revisionMessages.remaining(2, 2))).toBeVisible();
    expect(first!.getByText('2 of 2 fix requests left')).toBeVisible();
    expect(second!.getByText('1 of 2 fix requests left')).toBeVisible();
    expect(third!.queryByText(/fix requests? left/)).not.toBeInTheDocument();
  });

  it('says 0 left at the limit, and nothing where the terms allow none', async () => {
    showSlots([
      makePost('a', { stage: 'under_review', fixRequestsUsed: 1, fixRequestLimit: 1 }),
      makePost('b', { stage: 'under_review', fixRequestsUsed: 0, fixRequestLimit: 0 }),
    ]);
    const [first, second] = await slots();
    expect(first!.getByText('0 of 1 fix request left')).toBeVisible();
    expect(second!.queryByText(/fix requests? left/)).not.toBeInTheDocument();
  });

  it('says a caption was found without its disclosure, with the fix to make', async () => {
    showSlots([
      makePost('a', {
        stage: 'needs_fix',
        fixNote: disclosureMessages.missingFixNote,
        fixDueAt: inTwoDays(),
        disclosureState: 'missing',
        fixRequestsUsed: 0,
        fixRequestLimit: 2,
      }),
      makePost('b', { stage: 'under_review', disclosureState: 'found' }),
      makePost('c', { stage: 'under_review', disclosureState: 'unchecked' }),
    ]);
    const [missing, found, unread] = await slots();
    expect(missing!.getByText(missingText)).toBeVisible();
    expect(await missing!.findByText(disclosureMessages.missingFixNote, { exact: false })).toBeVisible();
    expect(missing!.getByText('2 of 2 fix requests left')).toBeVisible();
    expect(missing!.getByRole('textbox', { name: 'New Instagram link' })).toBeVisible();
    for (const slot of [found!, unread!]) expect(slot.queryByText(/^Disclosure/)).not.toBeInTheDocument();
  });
});
