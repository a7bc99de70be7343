import { notifications } from '@mantine/notifications';
import type { BrowseCampaign } from '@microreach/domain/creator-campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowseCampaignsRoute } from '#web/app/routes/browse-campaigns';
import {
  browseCalls,
  InTestEnv,
  isoDay,
  makeBrowseCampaign,
  makePage,
  mockBrowseApi,
} from '#web/test/fixtures/browse-campaigns';
import { TERMS_HASH } from '#web/test/fixtures/campaign-terms';
import type { Answer } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const routes = [
  {
    path: '/browse-campaigns',
    element: (
      <InTestEnv>
        <BrowseCampaignsRoute />
      </InTestEnv>
    ),
  },
];

const LONG_DESCRIPTION = `${'Brew, pour and film the whole ritual. '.repeat(3)}${'x'.repeat(40)}THE-HIDDEN-TAIL`;

function showCampaigns(...items: BrowseCampaign[]) {
  const calls = mockBrowseApi({ browse: () => [200, makePage(items)] });
  renderAt('/browse-campaigns', routes);
  return calls;
}
async function findCard(name: string) {
  return screen.findByRole('article', { name });
}
function badges(card: HTMLElement) {
  return Array.from(card.querySelectorAll('.mantine-Badge-root')).map((b) => b.textContent);
}
function button(card: HTMLElement, name: string) {
  return within(card).getByRole('button', { name });
}
/** Opens the join or apply dialog from the card and waits for the campaign's terms in it. */
async function openTermsDialog(card: HTMLElement, action: 'Join Campaign' | 'Apply', dialogName: string) {
  await user.click(button(card, action));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await within(dialog).findByText('Campaign terms (version 1)');
  return dialog;
}
/** Ticks "I agree to these terms" and presses the dialog's action. */
async function agreeAndSubmit(dialog: HTMLElement, submit: string) {
  await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to these terms' }));
  await user.click(within(dialog).getByRole('button', { name: submit }));
}
/** The agreement the dialogs send for the fixtures' terms (version 1, no warnings). */
const AGREEMENT = { agreed: true, termsVersion: 1, termsHash: TERMS_HASH, warningsShown: [] };

afterEach(() => {
  notifications.clean();
});

describe('Browse campaign card', () => {
  it('shows name, company, niche, visibility, budget, places and the running timing text', async () => {
    showCampaigns(
      makeBrowseCampaign({
        influencerBudgetCents: 150_000,
        participantCount: 2,
        maxInfluencers: 5,
        endDate: isoDay(9),
      }),
    );
    const card = await findCard('Autumn Roast Launch');
    expect(within(card).getByText('Northside Roasters')).toBeVisible();
    expect(badges(card)).toEqual(['Food & Beverage', 'Public', '#AutumnRoast', '#coffee']);
    expect(within(card).getByText('$1,500')).toBeVisible();
    expect(within(card).getByText('Per influencer:')).toBeVisible();
    expect(within(card).getByText('2/5 joined')).toBeVisible();
    expect(within(card).getByText('9 days remaining')).toBeVisible();
    expect(within(card).queryByText('+0 more')).not.toBeInTheDocument();
  });

  it('cuts the description at 120 characters, shows 3 hashtags and +N more, Unlimited, TBD and a future start', async () => {
    showCampaigns(
      makeBrowseCampaign({
        campaignDescription: LONG_DESCRIPTION,
        campaignHashtags: ['#SlowMornings', 'coffee', 'LatteArt', 'HomeBarista', 'Beans'],
        maxInfluencers: null,
        influencerBudgetCents: null,
        startDate: isoDay(5),
        endDate: isoDay(18),
        privatePublic: 'Private',
      }),
    );
    const card = await findCard('Autumn Roast Launch');
    const shown = `${LONG_DESCRIPTION.slice(0, 120).trimEnd()}...`;
    expect(within(card).getByText(shown)).toBeVisible();
    expect(within(card).queryByText(/THE-HIDDEN-TAIL/)).not.toBeInTheDocument();
    expect(badges(card)).toEqual(['Food & Beverage', 'Private', '#SlowMornings', '#coffee', '#LatteArt']);
    expect(within(card).getByText('+2 more')).toBeVisible();
    expect(within(card).getByText('Unlimited')).toBeVisible();
    expect(within(card).getByText('TBD')).toBeVisible();
    expect(within(card).getByText('Starts in 5 days (Duration: 13 days)')).toBeVisible();
  });

  it('says Ends today on the end date, the last running day', async () => {
    showCampaigns(makeBrowseCampaign({ startDate: isoDay(-20), endDate: isoDay(0) }));
    const card = await findCard('Autumn Roast Launch');
    expect(within(card).getByText('Ends today')).toBeVisible();
  });

  it('says Campaign ended once the end date has passed, and keeps short descriptions whole', async () => {
    showCampaigns(makeBrowseCampaign({ startDate: isoDay(-20), endDate: isoDay(-1) }));
    const card = await findCard('Autumn Roast Launch');
    expect(within(card).getByText('Campaign ended')).toBeVisible();
    expect(within(card).getByText('Show our new autumn roast.')).toBeVisible();
  });

  it('opens View Details with every field, the description and guidelines in full', async () => {
    showCampaigns(
      makeBrowseCampaign({
        campaignDescription: LONG_DESCRIPTION,
        campaignHashtags: ['a', 'b', 'c', 'd', 'e'],
        maxInfluencers: null,
        budgetCents: 1_200_000,
        influencerBudgetCents: 75_000,
        startDate: '2030-03-01',
        endDate: '2030-03-14',
      }),
    );
    const card = await findCard('Autumn Roast Launch');
    await user.click(button(card, 'View Details'));
    const dialog = await screen.findByRole('dialog', { name: 'Autumn Roast Launch' });
    expect(within(dialog).getByText(LONG_DESCRIPTION)).toBeVisible();
    expect(within(dialog).getByText('Film the pour-over in daylight.')).toBeVisible();
    expect(within(dialog).getByText('Instagram Reel, TikTok Video')).toBeVisible();
    for (const tag of ['#a', '#b', '#c', '#d', '#e']) expect(within(dialog).getByText(tag)).toBeVisible();
    expect(within(dialog).getByText('Mar 1, 2030')).toBeVisible();
    expect(within(dialog).getByText('Mar 14, 2030')).toBeVisible();
    expect(within(dialog).getByText('$12,000')).toBeVisible();
    expect(within(dialog).getByText('$750')).toBeVisible();
    expect(within(dialog).getByText('Unlimited')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Join Campaign' })).toBeVisible();
  });
});

describe('Browse campaign actions', () => {
  it('offers Join Campaign on Public and Apply on Private campaigns', async () => {
    showCampaigns(
      makeBrowseCampaign({ id: 'c1', campaignName: 'Open One', privatePublic: 'Public' }),
      makeBrowseCampaign({ id: 'c2', campaignName: 'Invite One', privatePublic: 'Private' }),
    );
    expect(button(await findCard('Open One'), 'Join Campaign')).toBeEnabled();
    expect(button(await findCard('Invite One'), 'Apply')).toBeEnabled();
    expect(
      within(await findCard('Invite One')).queryByRole('button', { name: 'Join Campaign' }),
    ).not.toBeInTheDocument();
  });

  it('joins a Public campaign, toasts Campaign Joined! and then shows Applied', async () => {
    let joined = false;
    let release: () => void = () => {};
    const calls = mockBrowseApi({
      browse: () => [
        200,
        makePage([makeBrowseCampaign({ id: 'c1', myApplicationStatus: joined ? 'approved' : null })]),
      ],
      apply: () =>
        new Promise((resolve) => {
          release = () => {
            joined = true;
            resolve([201, { campaignId: 'c1', status: 'approved' }]);
          };
        }),
    });
    renderAt('/browse-campaigns', routes);
    const card = await findCard('Autumn Roast Launch');
    const dialog = await openTermsDialog(card, 'Join Campaign', 'Join Autumn Roast Launch');
    await agreeAndSubmit(dialog, 'Join Campaign');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Join Campaign' })).toBeDisabled());
    release();

    expect(await screen.findByText('Campaign Joined!')).toBeVisible();
    expect(screen.getByText(/You've joined this campaign/)).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/creator/campaigns/c1/applications',
      body: { agreement: AGREEMENT },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button(card, 'Applied')).toBeDisabled());
    expect(badges(card)).toContain('Applied');
    expect(browseCalls(calls)).toHaveLength(2);
  });

  it('applies to a Private campaign with a message and toasts Application Submitted!', async () => {
    const calls = showCampaigns(makeBrowseCampaign({ id: 'c9', privatePublic: 'Private' }));
    const card = await findCard('Autumn Roast Launch');
    const dialog = await openTermsDialog(card, 'Apply', 'Apply to Autumn Roast Launch');
    const message = within(dialog).getByLabelText('Application message');
    expect(message).toHaveAttribute('maxlength', '1000');
    await user.type(message, '  I film coffee reels every week.  ');
    await agreeAndSubmit(dialog, 'Submit Application');

    expect(await screen.findByText('Application Submitted!')).toBeVisible();
    expect(screen.getByText('The brand will review your application.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/creator/campaigns/c9/applications',
      body: { message: 'I film coffee reels every week.', agreement: AGREEMENT },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Apply to Autumn Roast Launch' })).not.toBeInTheDocument(),
    );
  });

  it('sends no message when the creator leaves the note empty', async () => {
    const calls = showCampaigns(makeBrowseCampaign({ id: 'c9', privatePublic: 'Private' }));
    const dialog = await openTermsDialog(
      await findCard('Autumn Roast Launch'),
      'Apply',
      'Apply to Autumn Roast Launch',
    );
    await agreeAndSubmit(dialog, 'Submit Application');
    await screen.findByText('Application Submitted!');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ agreement: AGREEMENT });
  });

  it('shows an Applied badge and a disabled button for any application but left', async () => {
    showCampaigns(
      makeBrowseCampaign({
        id: 'c1',
        campaignName: 'Pending One',
        privatePublic: 'Private',
        myApplicationStatus: 'pending',
      }),
      makeBrowseCampaign({ id: 'c2', campaignName: 'Approved One', myApplicationStatus: 'approved' }),
    );
    for (const name of ['Pending One', 'Approved One']) {
      const card = await findCard(name);
      expect(badges(card)).toContain('Applied');
      expect(button(card, 'Applied')).toBeDisabled();
      expect(within(card).queryByRole('button', { name: /Join Campaign|Apply$/ })).not.toBeInTheDocument();
    }
  });

  it('shows Left Campaign and a disabled Cannot Rejoin after leaving', async () => {
    showCampaigns(makeBrowseCampaign({ myApplicationStatus: 'left' }));
    const card = await findCard('Autumn Roast Launch');
    expect(badges(card)).toContain('Left Campaign');
    expect(badges(card)).not.toContain('Applied');
    expect(button(card, 'Cannot Rejoin')).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Join Campaign' })).not.toBeInTheDocument();
  });

  it('shows a disabled Campaign Full on a Public campaign at its maximum, but still takes Private applications', async () => {
    showCampaigns(
      makeBrowseCampaign({ id: 'c1', campaignName: 'Full Public', participantCount: 5, maxInfluencers: 5 }),
      makeBrowseCampaign({
        id: 'c2',
        campaignName: 'Full Private',
        privatePublic: 'Private',
        participantCount: 5,
        maxInfluencers: 5,
      }),
    );
    expect(button(await findCard('Full Public'), 'Campaign Full')).toBeDisabled();
    expect(within(await findCard('Full Public')).getByText('5/5 joined')).toBeVisible();
    expect(button(await findCard('Full Private'), 'Apply')).toBeEnabled();
  });

  it('toasts Already Applied on a 409 ALREADY_APPLIED and reloads the list', async () => {
    const calls = mockBrowseApi({
      browse: () => [200, makePage([makeBrowseCampaign()])],
      apply: () => [
        409,
        { statusCode: 409, code: 'ALREADY_APPLIED', message: 'You have already applied to this campaign.' },
      ],
    });
    renderAt('/browse-campaigns', routes);
    const dialog = await openTermsDialog(
      await findCard('Autumn Roast Launch'),
      'Join Campaign',
      'Join Autumn Roast Launch',
    );
    await agreeAndSubmit(dialog, 'Join Campaign');
    expect(await screen.findByText('Already Applied')).toBeVisible();
    expect(screen.getByText('You have already applied to this campaign.')).toBeVisible();
    await waitFor(() => expect(browseCalls(calls)).toHaveLength(2));
  });

  it('asks a signed-out creator to log in on a 401', async () => {
    mockBrowseApi({
      browse: () => [200, makePage([makeBrowseCampaign()])],
      apply: () => [401, { statusCode: 401, message: 'Not signed in' }],
    });
    renderAt('/browse-campaigns', routes);
    const dialog = await openTermsDialog(
      await findCard('Autumn Roast Launch'),
      'Join Campaign',
      'Join Autumn Roast Launch',
    );
    await agreeAndSubmit(dialog, 'Join Campaign');
    expect(await screen.findByText('Authentication required')).toBeVisible();
    expect(screen.getByText('Please log in to apply to campaigns.')).toBeVisible();
  });

  it("shows the server's reason for a full campaign and the spec text for anything else", async () => {
    let answer: Answer<'POST /api/creator/campaigns/{id}/applications'> = [
      409,
      {
        statusCode: 409,
        code: 'CAMPAIGN_FULL',
        message: 'This campaign has reached its maximum number of influencers.',
      },
    ];
    mockBrowseApi({ browse: () => [200, makePage([makeBrowseCampaign()])], apply: () => answer });
    renderAt('/browse-campaigns', routes);
    const dialog = await openTermsDialog(
      await findCard('Autumn Roast Launch'),
      'Join Campaign',
      'Join Autumn Roast Launch',
    );
    await agreeAndSubmit(dialog, 'Join Campaign');
    expect(await screen.findByText('This campaign has reached its maximum number of influencers.')).toBeVisible();

    // The dialog stays open, still agreed: the creator may try again.
    answer = [500, { statusCode: 500, message: 'Something went wrong' }];
    const join = within(dialog).getByRole('button', { name: 'Join Campaign' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('keeps the apply dialog and its message open when submitting fails for an unknown reason', async () => {
    mockBrowseApi({
      browse: () => [200, makePage([makeBrowseCampaign({ privatePublic: 'Private' })])],
      apply: () => [500, { statusCode: 500, message: 'boom' }],
    });
    renderAt('/browse-campaigns', routes);
    const dialog = await openTermsDialog(
      await findCard('Autumn Roast Launch'),
      'Apply',
      'Apply to Autumn Roast Launch',
    );
    await user.type(within(dialog).getByLabelText('Application message'), 'Hello');
    await agreeAndSubmit(dialog, 'Submit Application');
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeVisible();
    expect(within(dialog).getByLabelText('Application message')).toHaveValue('Hello');
  });
});

describe('Browse card: funding (issue 13)', () => {
  it('says how much the brand holds in escrow, or that the campaign is not funded yet', async () => {
    showCampaigns(
      makeBrowseCampaign({ id: 'c1', campaignName: 'Funded One', escrowCents: 150_000 }),
      makeBrowseCampaign({ id: 'c2', campaignName: 'Unfunded One', escrowCents: 0 }),
    );
    const funded = within(await screen.findByRole('article', { name: 'Funded One' }));
    expect(funded.getByText('Funded: $1,500 in escrow')).toBeVisible();
    const unfunded = within(screen.getByRole('article', { name: 'Unfunded One' }));
    expect(unfunded.getByText('Not funded yet')).toBeVisible();
  });
});
