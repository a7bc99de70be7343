import { notifications } from '@mantine/notifications';
import { invitationMessages } from '@microreach/domain/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { makeTermsView, PERPETUAL_TERMS, TERMS_HASH } from '#web/test/fixtures/campaign-terms';
import {
  InTestEnv,
  makeCreatorDashboard,
  makeInvitation,
  makeItem,
  NO_INVITATIONS,
} from '#web/test/fixtures/creator-dashboard';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/features/creator-campaigns/components/dashboard/invitation-list');
  await import('#web/features/creator-campaigns/components/terms/agree-to-terms-dialog');
});

const DASHBOARD = 'GET /api/creator/dashboard';
const INVITATIONS = 'GET /api/creator/invitations';
const DECIDE = 'POST /api/creator/invitations/i1/decision';
/** The terms the accept dialog shows (issue 29). */
const TERMS = { 'GET /api/creator/campaigns/camp-9/terms': [200, makeTermsView('camp-9')] } as const;
const AGREEMENT = { agreed: true, termsVersion: 1, termsHash: TERMS_HASH, warningsShown: [] };

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

const invitation = makeInvitation('i1', {
  campaign: { id: 'camp-9', campaignName: 'Autumn Roast', privatePublic: 'Private', influencerBudgetCents: 75_000 },
  brand: { companyName: 'Northside Coffee' },
});
/** The campaign card the dashboard shows once the invitation is accepted: approved on a Live Private campaign. */
const joined = makeItem('9', {
  application: { id: 'app-9', status: 'approved' },
  campaign: { id: 'camp-9', campaignName: 'Autumn Roast', privatePublic: 'Private' },
});

function invitationCard(name: string) {
  return within(screen.getByRole('listitem', { name: `Invitation to ${name}` }));
}

/** Accept opens the campaign's terms; "I agree" and Accept Invitation accept it. Returns the dialog. */
async function acceptWithAgreement(name: string) {
  await user.click(await screen.findByRole('button', { name: `Accept invitation to ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Accept invitation to ${name}` });
  await within(dialog).findByText('Campaign terms (version 1)');
  const accept = within(dialog).getByRole('button', { name: 'Accept Invitation' });
  expect(accept).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to these terms' }));
  await user.click(accept);
  return dialog;
}

afterEach(() => notifications.clean());

describe('Creator Dashboard: invitations', () => {
  it('shows no Invitations section when there is nothing to answer', async () => {
    mockApi({ ...NO_INVITATIONS, [DASHBOARD]: [200, makeCreatorDashboard([makeItem('1')])] });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'Campaign 1' });
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('lists each invitation with the brand, the campaign and Accept and Decline', async () => {
    mockApi({
      [INVITATIONS]: [200, [invitation, makeInvitation('i2', { campaign: { campaignName: 'Open Call' } })]],
      [DASHBOARD]: [200, makeCreatorDashboard([])],
    });
    renderAt('/influencer-dashboard', routes);
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeVisible();
    expect(screen.getByText('2 waiting for your answer')).toBeInTheDocument();
    const card = invitationCard('Autumn Roast');
    expect(card.getByText('Northside Coffee invited you')).toBeVisible();
    expect(card.getByText('Private')).toBeVisible();
    expect(card.getByText('Food & Beverage')).toBeVisible();
    expect(card.getByText('$750 per influencer')).toBeVisible();
    expect(card.getByText('Film your first sip of our autumn roast.')).toBeVisible();
    expect(card.getByRole('button', { name: 'Accept invitation to Autumn Roast' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Decline invitation to Autumn Roast' })).toBeEnabled();
    expect(invitationCard('Open Call').getByRole('button', { name: 'Accept invitation to Open Call' })).toBeVisible();
  });

  it('accepts: says so, and the campaign shows as Active in My Campaigns', async () => {
    let accepted = false;
    const calls = mockApi({
      ...TERMS,
      [INVITATIONS]: () => [200, accepted ? [] : [invitation]],
      [DASHBOARD]: () => [200, makeCreatorDashboard(accepted ? [joined] : [])],
      [DECIDE]: () => {
        accepted = true;
        return [200, { ...invitation, status: 'accepted', respondedAt: '2026-01-06T10:00:00.000Z' }];
      },
    });
    renderAt('/influencer-dashboard', routes);
    await acceptWithAgreement('Autumn Roast');
    expect(await screen.findByText('Invitation Accepted')).toBeVisible();
    expect(screen.getByText("You've joined Autumn Roast. You can start creating content.")).toBeVisible();
    const card = within(await screen.findByRole('article', { name: 'Autumn Roast' }));
    expect(card.getByText('Active')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/creator/invitations/i1/decision',
        body: { decision: 'accept', agreement: AGREEMENT },
      },
    ]);
  });

  it('declines: says so, and the invitation is gone', async () => {
    let declined = false;
    const calls = mockApi({
      [INVITATIONS]: () => [200, declined ? [] : [invitation]],
      [DASHBOARD]: [200, makeCreatorDashboard([])],
      [DECIDE]: () => {
        declined = true;
        return [200, { ...invitation, status: 'declined', respondedAt: '2026-01-06T10:00:00.000Z' }];
      },
    });
    renderAt('/influencer-dashboard', routes);
    await user.click(await screen.findByRole('button', { name: 'Decline invitation to Autumn Roast' }));
    expect(await screen.findByText('Invitation Declined')).toBeVisible();
    expect(screen.getByText('You declined the invitation to Autumn Roast.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Autumn Roast' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'decline' });
  });

  it("shows the server's reason when accepting is refused, and keeps the invitation", async () => {
    mockApi({
      ...TERMS,
      [INVITATIONS]: [200, [invitation]],
      [DASHBOARD]: [200, makeCreatorDashboard([])],
      [DECIDE]: [409, { message: invitationMessages.acceptFull, code: 'CAMPAIGN_FULL' }],
    });
    renderAt('/influencer-dashboard', routes);
    await acceptWithAgreement('Autumn Roast');
    expect(await screen.findByText('Failed to accept invitation')).toBeVisible();
    expect(screen.getByText(invitationMessages.acceptFull)).toBeVisible();
    expect(
      invitationCard('Autumn Roast').getByRole('button', { name: 'Accept invitation to Autumn Roast' }),
    ).toBeEnabled();
  });

  it('titles a refusal the server titles (the partnership limit), and a failure without a reason', async () => {
    mockApi({
      ...TERMS,
      [INVITATIONS]: [200, [invitation]],
      [DASHBOARD]: [200, makeCreatorDashboard([])],
      [DECIDE]: [409, { ...invitationMessages.partnershipLimit, code: 'PARTNERSHIP_LIMIT' }],
    });
    renderAt('/influencer-dashboard', routes);
    const dialog = await acceptWithAgreement('Autumn Roast');
    expect(await screen.findByText('Partnership Limit Reached')).toBeVisible();
    expect(screen.getByText(invitationMessages.partnershipLimit.message)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    mockApi({
      [INVITATIONS]: [200, [invitation]],
      [DASHBOARD]: [200, makeCreatorDashboard([])],
      [DECIDE]: [500, SERVER_ERROR],
    });
    await user.click(screen.getByRole('button', { name: 'Decline invitation to Autumn Roast' }));
    expect(await screen.findByText('Failed to decline invitation')).toBeVisible();
  });

  it('shows the invitation’s terms in a few words, and a perpetual licence’s warning before accepting', async () => {
    const perpetual = makeInvitation('i1', {
      campaign: { id: 'camp-9', campaignName: 'Autumn Roast', terms: PERPETUAL_TERMS },
    });
    const calls = mockApi({
      'GET /api/creator/campaigns/camp-9/terms': [200, makeTermsView('camp-9', PERPETUAL_TERMS)],
      [INVITATIONS]: [200, [perpetual]],
      [DASHBOARD]: [200, makeCreatorDashboard([])],
      [DECIDE]: [200, { ...perpetual, status: 'accepted', respondedAt: '2026-01-06T10:00:00.000Z' }],
    });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('heading', { name: 'Invitations' });
    expect(invitationCard('Autumn Roast').getByRole('group', { name: 'Terms' })).toHaveTextContent(
      /^Perpetual licence/,
    );
    const dialog = await acceptWithAgreement('Autumn Roast');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A perpetual licence never ends');
    await screen.findByText('Invitation Accepted');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'accept',
      agreement: { ...AGREEMENT, warningsShown: ['perpetual_licence'] },
    });
  });

  it('offers only Decline, and says why, once the campaign is no longer open', async () => {
    mockApi({
      [INVITATIONS]: [200, [makeInvitation('i1', { campaign: { campaignName: 'Paused Brew', status: 'Paused' } })]],
      [DASHBOARD]: [200, makeCreatorDashboard([])],
    });
    renderAt('/influencer-dashboard', routes);
    const card = await screen.findByRole('listitem', { name: 'Invitation to Paused Brew' });
    expect(within(card).getByText(invitationMessages.closedNote)).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline invitation to Paused Brew' })).toBeVisible();
  });

  it('says so when the invitations fail to load, and still shows the campaigns', async () => {
    mockApi({ [INVITATIONS]: [500, SERVER_ERROR], [DASHBOARD]: [200, makeCreatorDashboard([makeItem('1')])] });
    renderAt('/influencer-dashboard', routes);
    expect(await screen.findByText('Failed to load invitations')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Campaign 1' })).toBeVisible();
  });
});
