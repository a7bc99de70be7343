// The creator dashboard's agreements (issue 29): View agreement on each campaign with one, and newer terms to review
// and agree to (POST /api/creator/campaigns/:id/agreements).
import { notifications } from '@mantine/notifications';
import { termsMessages } from '@microreach/domain/campaign-terms';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { makeAgreementRef, makeTermsView, TERMS_HASH, termsOf } from '#web/test/fixtures/campaign-terms';
import {
  InTestEnv,
  makeCreatorDashboard,
  makeItem,
  NO_CREATOR_DISPUTES,
  NO_INVITATIONS,
} from '#web/test/fixtures/creator-dashboard';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

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
  { path: '/agreements/:id', element: <h1>Agreement page</h1> },
];

afterEach(() => notifications.clean());

describe('Creator Dashboard: agreements', () => {
  it('links View agreement to the agreement’s page, and offers none for a participation from before agreements', async () => {
    const agreed = makeItem('1', { agreement: makeAgreementRef({ id: 'agr-1' }) });
    const older = makeItem('2');
    mockApi({ ...NO_CREATOR_DISPUTES, ...NO_INVITATIONS, [DASHBOARD]: [200, makeCreatorDashboard([agreed, older])] });
    renderAt('/influencer-dashboard', routes);
    const card = within(await screen.findByRole('article', { name: 'Campaign 1' }));
    expect(card.getByRole('link', { name: 'View agreement' })).toHaveAttribute('href', '/agreements/agr-1');
    expect(card.queryByText(termsMessages.newTermsNotice)).not.toBeInTheDocument();
    const old = within(screen.getByRole('article', { name: 'Campaign 2' }));
    expect(old.queryByRole('link', { name: 'View agreement' })).not.toBeInTheDocument();

    await user.click(card.getByRole('link', { name: 'View agreement' }));
    expect(await screen.findByRole('heading', { name: 'Agreement page' })).toBeVisible();
  });

  it('shows the terms that apply to the creator in View Details', async () => {
    const item = makeItem('1', {
      agreement: makeAgreementRef({ termsVersion: 2 }),
      campaign: { terms: termsOf({ usageRights: 'brand_repost', revisionLimit: 1 }) },
    });
    mockApi({ ...NO_CREATOR_DISPUTES, ...NO_INVITATIONS, [DASHBOARD]: [200, makeCreatorDashboard([item])] });
    renderAt('/influencer-dashboard', routes);
    const card = within(await screen.findByRole('article', { name: 'Campaign 1' }));
    await user.click(card.getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Campaign Details: Campaign 1' }));
    expect(dialog.getByRole('heading', { name: 'Your terms (version 2)' })).toBeVisible();
    const terms = within(dialog.getByLabelText('Your terms'));
    expect(terms.getByText(/^The brand may repost your content on its own accounts/)).toBeVisible();
    expect(terms.getByText(/^Up to 1 fix request per post/)).toBeVisible();
  });

  it('tells of newer terms, shows them on Review new terms, and records the agreement to them', async () => {
    let agreedToNew = false;
    const item = () =>
      makeItem('1', {
        agreement: agreedToNew
          ? makeAgreementRef({ id: 'agr-2', termsVersion: 2, newerVersion: false })
          : makeAgreementRef({ id: 'agr-1', termsVersion: 1, newerVersion: true }),
        campaign: { termsVersion: 2 },
      });
    const view = makeTermsView('camp-1', termsOf({ revisionLimit: 1 }), { version: 2 });
    const calls = mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: () => [200, makeCreatorDashboard([item()])],
      'GET /api/creator/campaigns/camp-1/terms': [200, view],
      'POST /api/creator/campaigns/camp-1/agreements': () => {
        agreedToNew = true;
        return [201, makeAgreementRef({ id: 'agr-2', termsVersion: 2 })];
      },
    });
    renderAt('/influencer-dashboard', routes);
    const card = within(await screen.findByRole('article', { name: 'Campaign 1' }));
    expect(card.getByText(termsMessages.newTermsNotice)).toBeVisible();
    expect(card.getByRole('link', { name: 'View agreement' })).toHaveAttribute('href', '/agreements/agr-1');

    await user.click(card.getByRole('button', { name: 'Review new terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New terms: Campaign 1' }));
    expect(await dialog.findByText('Campaign terms (version 2)')).toBeVisible();
    expect(dialog.getByText(/You agreed to version 1/)).toBeVisible();
    expect(dialog.getByText(/^Up to 1 fix request per post/)).toBeVisible();
    const agree = dialog.getByRole('button', { name: 'Agree to New Terms' });
    expect(agree).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'I agree to these terms' }));
    await user.click(agree);

    expect(await screen.findByText('New terms agreed')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(termsMessages.newTermsNotice)).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'View agreement' })).toHaveAttribute('href', '/agreements/agr-2');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/creator/campaigns/camp-1/agreements',
      body: { agreed: true, termsVersion: 2, termsHash: TERMS_HASH, warningsShown: [] },
    });
  });

  it('says why agreeing to the newer terms was refused', async () => {
    const item = makeItem('1', { agreement: makeAgreementRef({ newerVersion: true }) });
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [200, makeCreatorDashboard([item])],
      'GET /api/creator/campaigns/camp-1/terms': [200, makeTermsView('camp-1', termsOf(), { version: 2 })],
      'POST /api/creator/campaigns/camp-1/agreements': [
        404,
        { statusCode: 404, code: 'NOT_FOUND', message: termsMessages.notTakingPart },
      ],
    });
    renderAt('/influencer-dashboard', routes);
    const card = within(await screen.findByRole('article', { name: 'Campaign 1' }));
    await user.click(card.getByRole('button', { name: 'Review new terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New terms: Campaign 1' }));
    await dialog.findByText('Campaign terms (version 2)');
    await user.click(dialog.getByRole('checkbox', { name: 'I agree to these terms' }));
    await user.click(dialog.getByRole('button', { name: 'Agree to New Terms' }));
    expect(await screen.findByText(termsMessages.notTakingPart)).toBeVisible();
  });
});
