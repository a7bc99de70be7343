// Campaign terms on Browse Campaigns (issue 29): the few words on each card, the plain words in View Details, and the
// join dialog's "I agree" that Join Campaign requires, with the agreement it sends.
import { notifications } from '@mantine/notifications';
import { termsMessages } from '@microreach/domain/campaign-terms';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowseCampaignsRoute } from '#web/app/routes/browse-campaigns';
import { InTestEnv, makeBrowseCampaign, makePage, mockBrowseApi } from '#web/test/fixtures/browse-campaigns';
import { makeTermsView, PERPETUAL_TERMS, TERMS_HASH, termsOf } from '#web/test/fixtures/campaign-terms';
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

afterEach(() => {
  notifications.clean();
});

async function openJoinDialog() {
  const card = await screen.findByRole('article', { name: 'Autumn Roast Launch' });
  await user.click(within(card).getByRole('button', { name: 'Join Campaign' }));
  return screen.findByRole('dialog', { name: 'Join Autumn Roast Launch' });
}
const agreeBox = (dialog: HTMLElement) => within(dialog).getByRole('checkbox', { name: 'I agree to these terms' });
const joinButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Join Campaign' });

describe('Campaign terms on Browse Campaigns', () => {
  it('shows the terms in a few words on each card, a perpetual licence flagged', async () => {
    mockBrowseApi({
      browse: () => [
        200,
        makePage([
          makeBrowseCampaign({ id: 'c1', campaignName: 'Plain One' }),
          makeBrowseCampaign({
            id: 'c2',
            campaignName: 'Forever One',
            terms: termsOf({ usageRights: 'perpetual', exclusivityDays: 30, postsPerCreator: 2, revisionLimit: 1 }),
          }),
        ]),
      ],
    });
    renderAt('/browse-campaigns', routes);
    const plain = within(await screen.findByRole('article', { name: 'Plain One' })).getByRole('group', {
      name: 'Terms',
    });
    expect(plain).toHaveTextContent(/^Organic onlyNo exclusivity3 posts2 fix requests#ad required$/);
    const forever = within(screen.getByRole('article', { name: 'Forever One' })).getByRole('group', { name: 'Terms' });
    expect(within(forever).getByText('Perpetual licence')).toBeVisible();
    expect(forever).toHaveTextContent('Perpetual licence (warning: read it in the terms)');
    expect(forever).toHaveTextContent(/Exclusive 30d2 posts1 fix request/);
  });

  it('shows the terms in plain words in View Details, with the warning of a perpetual licence', async () => {
    mockBrowseApi({ browse: () => [200, makePage([makeBrowseCampaign({ terms: PERPETUAL_TERMS })])] });
    renderAt('/browse-campaigns', routes);
    const card = await screen.findByRole('article', { name: 'Autumn Roast Launch' });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autumn Roast Launch' });
    const terms = within(dialog).getByLabelText('Campaign terms');
    expect(within(terms).getByText(/^Perpetual licence: the brand may use your content anywhere/)).toBeVisible();
    expect(within(terms).getByText(termsMessages.perpetualWarning)).toBeVisible();
    expect(
      within(terms).getByText('3 posts per creator on Instagram or TikTok, as Instagram Reel or TikTok Video.'),
    ).toBeVisible();
  });

  it('cannot join without ticking "I agree": the button is disabled and says why', async () => {
    let release: () => void = () => {};
    const calls = mockBrowseApi({
      browse: () => [200, makePage([makeBrowseCampaign()])],
      terms: (id) => new Promise((resolve) => (release = () => resolve([200, makeTermsView(id)]))),
    });
    renderAt('/browse-campaigns', routes);
    const dialog = await openJoinDialog();
    expect(await within(dialog).findByText('Loading the campaign’s terms...')).toBeVisible();
    expect(agreeBox(dialog)).toBeDisabled();
    expect(joinButton(dialog)).toBeDisabled();
    release();
    expect(await within(dialog).findByText('Campaign terms (version 1)')).toBeVisible();
    expect(within(dialog).getByText('Organic posting only: the brand may not reuse your content.')).toBeVisible();

    expect(agreeBox(dialog)).not.toBeChecked();
    expect(joinButton(dialog)).toBeDisabled();
    expect(within(dialog).getByText(termsMessages.agreementRequired)).toBeVisible();
    expect(joinButton(dialog)).toHaveAccessibleDescription(termsMessages.agreementRequired);

    await user.click(agreeBox(dialog));
    expect(joinButton(dialog)).toBeEnabled();
    expect(within(dialog).queryByText(termsMessages.agreementRequired)).not.toBeInTheDocument();
    // Unticking takes it back.
    await user.click(agreeBox(dialog));
    expect(joinButton(dialog)).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // Cancel closes without joining; opening again asks again, unticked.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openJoinDialog();
    await within(again).findByText('Campaign terms (version 1)');
    expect(agreeBox(again)).not.toBeChecked();
    expect(calls.filter((c) => c.path === '/api/creator/campaigns/c1/terms')).toHaveLength(2);
  });

  it('shows a perpetual licence’s warning in an Alert and sends that it was shown', async () => {
    const calls = mockBrowseApi({
      browse: () => [200, makePage([makeBrowseCampaign({ terms: PERPETUAL_TERMS })])],
      terms: (id) => [200, makeTermsView(id, PERPETUAL_TERMS, { version: 3 })],
    });
    renderAt('/browse-campaigns', routes);
    const dialog = await openJoinDialog();
    await within(dialog).findByText('Campaign terms (version 3)');
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent('Warning');
    expect(warning).toHaveTextContent(termsMessages.perpetualWarning);

    await user.click(agreeBox(dialog));
    await user.click(joinButton(dialog));
    expect(await screen.findByText('Campaign Joined!')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      agreement: { agreed: true, termsVersion: 3, termsHash: TERMS_HASH, warningsShown: ['perpetual_licence'] },
    });
  });

  it('shows the exact text agreed to', async () => {
    const view = makeTermsView('c1');
    mockBrowseApi({ browse: () => [200, makePage([makeBrowseCampaign()])], terms: () => [200, view] });
    renderAt('/browse-campaigns', routes);
    const dialog = await openJoinDialog();
    await user.click(await within(dialog).findByText('Read the full text you agree to'));
    expect(
      within(dialog).getByText((_, node) => node?.tagName === 'P' && node.textContent === view.text),
    ).toBeVisible();
  });

  it('shows terms that changed meanwhile and asks again before joining on them', async () => {
    let version = 1;
    const newHash = 'cd'.repeat(32);
    const answers: Answer<'POST /api/creator/campaigns/{id}/applications'>[] = [
      [409, { statusCode: 409, code: 'AGREEMENT_OUTDATED', message: termsMessages.agreementOutdated }],
      [201, { campaignId: 'c1', status: 'approved' }],
    ];
    const calls = mockBrowseApi({
      browse: () => [200, makePage([makeBrowseCampaign()])],
      terms: (id) =>
        version === 1
          ? [200, makeTermsView(id)]
          : [200, makeTermsView(id, termsOf({ revisionLimit: 1 }), { version: 2, hash: newHash })],
      apply: () => {
        version = 2;
        return answers.shift()!;
      },
    });
    renderAt('/browse-campaigns', routes);
    const dialog = await openJoinDialog();
    await within(dialog).findByText('Campaign terms (version 1)');
    await user.click(agreeBox(dialog));
    await user.click(joinButton(dialog));

    expect(await within(dialog).findByText('The terms have changed')).toBeVisible();
    expect(within(dialog).getByText(termsMessages.agreementOutdated)).toBeVisible();
    expect(await within(dialog).findByText('Campaign terms (version 2)')).toBeVisible();
    expect(within(dialog).getByText(/^Up to 1 fix request per post/)).toBeVisible();
    expect(agreeBox(dialog)).not.toBeChecked();
    expect(joinButton(dialog)).toBeDisabled();
    expect(screen.queryByText('Campaign Joined!')).not.toBeInTheDocument();

    await user.click(agreeBox(dialog));
    await user.click(joinButton(dialog));
    expect(await screen.findByText('Campaign Joined!')).toBeVisible();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => (p.body as { agreement: { termsVersion: number; termsHash: string } }).agreement)).toEqual([
      expect.objectContaining({ termsVersion: 1, termsHash: TERMS_HASH }),
      expect.objectContaining({ termsVersion: 2, termsHash: newHash }),
    ]);
  });

  it('says when the terms cannot be loaded, keeps Join disabled, and loads them on Retry', async () => {
    let fails = true;
    mockBrowseApi({
      browse: () => [200, makePage([makeBrowseCampaign()])],
      terms: (id) => (fails ? [500, { statusCode: 500, message: 'boom' }] : [200, makeTermsView(id)]),
    });
    renderAt('/browse-campaigns', routes);
    const dialog = await openJoinDialog();
    expect(await within(dialog).findByText('The terms could not be loaded')).toBeVisible();
    expect(agreeBox(dialog)).toBeDisabled();
    expect(joinButton(dialog)).toBeDisabled();
    fails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Campaign terms (version 1)')).toBeVisible();
    expect(agreeBox(dialog)).toBeEnabled();
  });
});
