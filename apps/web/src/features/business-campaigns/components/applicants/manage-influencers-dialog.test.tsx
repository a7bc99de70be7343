import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InTestEnv, makeApplicant, makeCampaign } from '#web/test/fixtures/business-dashboard';
import { makeAgreementRef } from '#web/test/fixtures/campaign-terms';
import { makeEmptyPublicProfile } from '#web/test/fixtures/public-profile';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ManageInfluencersDialog } from './manage-influencers-dialog';

const APPLICANTS = 'GET /api/business/campaigns/c1/applicants';
const DECIDE_A1 = 'POST /api/business/campaigns/c1/applicants/a1/decision';
const INVITATIONS = 'GET /api/business/campaigns/c1/invitations';

function renderDialog(campaign = makeCampaign()) {
  return renderAt('/smb-dashboard', [
    {
      path: '/smb-dashboard',
      element: (
        <InTestEnv>
          <Modal.Stack>
            <ManageInfluencersDialog campaign={campaign} opened onClose={() => {}} stackId="applicants" />
          </Modal.Stack>
        </InTestEnv>
      ),
    },
  ]);
}
function row(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

const everyStatus = [
  makeApplicant('a1', 'pending', { name: 'Pia Pending', instagram: '@pia' }),
  makeApplicant('a2', 'approved', { name: 'Ada Accepted' }),
  makeApplicant('a3', 'active', { name: 'Avi Active' }),
  makeApplicant('a4', 'rejected', { name: 'Rex Rejected' }),
  makeApplicant('a5', 'left', { name: 'Lea Left' }),
];

afterEach(() => notifications.clean());

describe('Manage Influencers dialog', () => {
  it('shows "Loading applicants..." and then "No applicants yet"', async () => {
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, []] });
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Manage Influencers: Autumn Roast Launch' })).toBeVisible();
    expect(screen.getByText('Loading applicants...')).toBeVisible();
    expect(await screen.findByText('No applicants yet')).toBeVisible();
    expect(screen.getByText('Influencers taking part: 1 of 5')).toBeVisible();
  });

  it('lists applicants in the server order with their details, labels and struck-through Left', async () => {
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, everyStatus] });
    renderDialog();
    await screen.findByText('Pia Pending');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Pia Pending',
      'Ada Accepted',
      'Avi Active',
      'Rex Rejected',
      'Lea Left',
    ]);
    const pia = row('Pia Pending');
    expect(pia.getByText('Pending')).toBeVisible();
    expect(pia.getByText('Portland, OR')).toBeVisible();
    expect(pia.getByText('Food')).toBeVisible();
    expect(pia.getByText('Lifestyle')).toBeVisible();
    expect(pia.getByText('“Application a1”')).toBeVisible();
    expect(pia.getByText('PP')).toBeVisible(); // initials instead of a missing picture
    expect(row('Ada Accepted').getByText('Accepted')).toBeVisible();
    expect(row('Avi Active').getByText('Active')).toBeVisible();
    expect(row('Rex Rejected').getByText('Rejected')).toBeVisible();
    const left = row('Lea Left').getByText('Left');
    expect(left.tagName).toBe('S');
    expect(row('Avi Active').getByText('Active').closest('s')).not.toBeInTheDocument();
  });

  it('links each applicant’s agreement to its page, and says when a participation has none (issue 29)', async () => {
    mockApi({
      [INVITATIONS]: [200, []],
      [APPLICANTS]: [
        200,
        [
          makeApplicant('a1', 'approved', { name: 'Ada Agreed' }, { agreement: makeAgreementRef({ id: 'agr-1' }) }),
          makeApplicant(
            'a2',
            'approved',
            { name: 'Nia Newer' },
            { agreement: makeAgreementRef({ id: 'agr-2', termsVersion: 2, newerVersion: true }) },
          ),
          makeApplicant('a3', 'active', { name: 'Olle Older' }),
        ],
      ],
    });
    renderDialog();
    await screen.findByText('Ada Agreed');
    const ada = row('Ada Agreed').getByRole('link', { name: 'Agreement (v1) of Ada Agreed' });
    expect(ada).toHaveAttribute('href', '/agreements/agr-1');
    expect(ada).toHaveTextContent('Agreement (v1)');
    expect(row('Ada Agreed').queryByText('Newer terms not agreed yet')).not.toBeInTheDocument();
    expect(row('Nia Newer').getByRole('link', { name: /^Agreement \(v2\)/ })).toHaveAttribute(
      'href',
      '/agreements/agr-2',
    );
    expect(row('Nia Newer').getByText('Newer terms not agreed yet')).toBeVisible();
    expect(row('Olle Older').getByText('No agreement on record')).toBeVisible();
    expect(row('Olle Older').queryByRole('link', { name: /^Agreement/ })).not.toBeInTheDocument();
  });

  it("shows each applicant's followers, verified with the day they were read or self-reported (issue 26)", async () => {
    const counted = makeApplicant('a1', 'pending', {
      name: 'Pia Pending',
      followerCounts: {
        instagram: { followers: 49_999, verifiedFollowers: null, verifiedAt: null },
        tiktok: { followers: 900, verifiedFollowers: 31_500, verifiedAt: '2026-11-09T12:00:00.000Z' },
      },
    });
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, [counted]] });
    renderDialog();
    await screen.findByText('Pia Pending');
    const followers = within(row('Pia Pending').getByRole('list', { name: 'Followers' }));
    const instagram = within(followers.getByRole('listitem', { name: 'Instagram' }));
    expect(instagram.getByText('50K followers')).toBeVisible();
    expect(instagram.getByText('self-reported')).toBeVisible();
    const tiktok = within(followers.getByRole('listitem', { name: 'TikTok' }));
    expect(tiktok.getByText('31.5K followers')).toBeVisible();
    expect(tiktok.getByText('Verified Nov 9, 2026')).toBeVisible();
  });

  it("shows each applicant's rate card, or 'No rates given' (issue 30)", async () => {
    const priced = makeApplicant('a1', 'pending', {
      name: 'Pia Pending',
      rates: [
        { format: 'instagram_reel', priceCents: 25_000 },
        { format: 'tiktok_video', priceCents: 30_050 },
      ],
    });
    const unpriced = makeApplicant('a2', 'approved', { name: 'Ada Accepted' });
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, [priced, unpriced]] });
    renderDialog();
    await screen.findByText('Pia Pending');
    const rates = within(row('Pia Pending').getByRole('list', { name: "Pia Pending's rates per post" }));
    expect(rates.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Instagram Reel$250.00',
      'TikTok video$300.50',
    ]);
    expect(row('Ada Accepted').getByText('No rates given')).toBeVisible();
    expect(row('Pia Pending').queryByText('No rates given')).not.toBeInTheDocument();
  });

  it('offers Accept and Reject only to pending applicants', async () => {
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, everyStatus] });
    renderDialog();
    await screen.findByText('Pia Pending');
    expect(row('Pia Pending').getByRole('button', { name: 'Accept Pia Pending' })).toBeVisible();
    expect(row('Pia Pending').getByRole('button', { name: 'Reject Pia Pending' })).toBeVisible();
    for (const name of ['Ada Accepted', 'Avi Active', 'Rex Rejected', 'Lea Left']) {
      expect(row(name).queryByRole('button', { name: /^(Accept|Reject)/ })).not.toBeInTheDocument();
      expect(row(name).getByRole('button', { name: `View Profile of ${name}` })).toBeVisible();
    }
  });

  it('links Message to the business chat with the user, campaign and a greeting', async () => {
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, everyStatus] });
    renderDialog();
    await screen.findByText('Pia Pending');
    const href = row('Pia Pending').getByRole('link', { name: 'Message Pia Pending' }).getAttribute('href') ?? '';
    const [path, query] = href.split('?');
    expect(path).toBe('/chat-business');
    const params = new URLSearchParams(query);
    expect(params.get('user')).toBe('u-a1');
    expect(params.get('campaign')).toBe('c1');
    expect(params.get('message')).toBe('Hi Pia Pending, thanks for applying to Autumn Roast Launch!');
  });

  it('accepts a pending applicant and says so', async () => {
    const calls = mockApi({
      [INVITATIONS]: [200, []],
      [APPLICANTS]: [200, [everyStatus[0]]],
      [DECIDE_A1]: [200, { ...everyStatus[0], status: 'approved' }],
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Accept Pia Pending' }));
    expect(await screen.findByText('Applicant accepted')).toBeVisible();
    expect(screen.getByText('The influencer has been accepted for your campaign.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/business/campaigns/c1/applicants/a1/decision',
      body: { decision: 'accept' },
    });
  });

  it('asks first, saying a rejection is final; Cancel sends nothing', async () => {
    const calls = mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, [everyStatus[0]]] });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Reject Pia Pending' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject applicant' });
    expect(
      within(confirm).getByText(
        "Pia Pending's application to Autumn Roast Launch will be declined, and they will be told. They cannot apply to this campaign again. This cannot be undone.",
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject applicant' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(row('Pia Pending').getByRole('button', { name: 'Reject Pia Pending' })).toBeVisible();
  });

  it('rejects a pending applicant once confirmed and says so', async () => {
    const calls = mockApi({
      [INVITATIONS]: [200, []],
      [APPLICANTS]: [200, [everyStatus[0]]],
      [DECIDE_A1]: [200, { ...everyStatus[0], status: 'rejected' }],
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Reject Pia Pending' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject applicant' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Applicant rejected')).toBeVisible();
    expect(screen.getByText('The influencer application has been rejected.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject' });
  });

  it("shows the server's reason when the campaign is full, and keeps the applicant pending", async () => {
    const full = 'This campaign already has its maximum of 3 influencers.';
    mockApi({
      [INVITATIONS]: [200, []],
      [APPLICANTS]: [200, [everyStatus[0]]],
      [DECIDE_A1]: [409, { statusCode: 409, message: full, code: 'CAMPAIGN_FULL' }],
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Accept Pia Pending' }));
    expect(await screen.findByText('Failed to accept applicant')).toBeVisible();
    expect(screen.getByText(full)).toBeVisible();
    expect(row('Pia Pending').getByText('Pending')).toBeVisible();
    expect(row('Pia Pending').getByRole('button', { name: 'Accept Pia Pending' })).toBeVisible();
  });

  it('says "Failed to reject applicant" when a rejection fails', async () => {
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, [everyStatus[0]]], [DECIDE_A1]: [500, SERVER_ERROR] });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Reject Pia Pending' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject applicant' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject applicant')).toBeVisible();
  });

  it('toasts and offers Retry when the applicants fail to load', async () => {
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [500, SERVER_ERROR] });
    renderDialog();
    await waitFor(() => expect(screen.getAllByText('Failed to load campaign applicants')).toHaveLength(2));
    mockApi({ [INVITATIONS]: [200, []], [APPLICANTS]: [200, [everyStatus[1]]] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Accepted')).toBeVisible();
  });
});

describe('Influencer profile dialog', () => {
  it('shows "Failed to load profile" when the profile is not found', async () => {
    mockApi({
      [INVITATIONS]: [200, []],
      [APPLICANTS]: [200, [everyStatus[0]]],
      'GET /api/profiles/u-a1': [404, { statusCode: 404, message: 'User not found' }],
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'View Profile of Pia Pending' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Influencer Profile' }));
    expect(await dialog.findByText('Failed to load profile')).toBeVisible();
    expect(await screen.findByText('Failed to load influencer profile')).toBeVisible();
  });

  it('shows the public profile in the shared view, with General for missing niches', async () => {
    mockApi({
      [INVITATIONS]: [200, []],
      [APPLICANTS]: [200, [everyStatus[0]]],
      'GET /api/profiles/u-a1': [
        200,
        makeEmptyPublicProfile({
          id: 'u-a1',
          name: 'Pia Pending',
          location: 'Lisbon',
          instagram: 'pia.makes',
          tiktok: 'pia',
          websitePortfolio: 'https://pia.example',
          preferredContentTypes: ['unboxing', 'reels-short-videos'],
          instagramFollowers: 52_300,
          tiktokFollowers: 12_000,
        }),
      ],
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'View Profile of Pia Pending' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Influencer Profile' }));
    expect(await dialog.findByRole('heading', { name: 'Pia Pending' })).toBeVisible();
    expect(dialog.getByText('Lisbon')).toBeVisible();
    expect(dialog.getByText('General')).toBeVisible();
    expect(dialog.getByText('Unboxing')).toBeVisible();
    expect(dialog.getByText('Reels / Short Videos')).toBeVisible();
    expect(dialog.getByText('52.3K followers')).toBeVisible();
    expect(dialog.getByText('12K followers')).toBeVisible();
    expect(dialog.getByRole('link', { name: /@pia\.makes on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/pia.makes/',
    );
    expect(dialog.getByRole('link', { name: /@pia on TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@pia');
    expect(dialog.getByRole('link', { name: /pia\.example/ })).toHaveAttribute('href', 'https://pia.example');
  });
});

describe('Manage Influencers dialog: invitations', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const invitation = (id: string, creatorName: string, status: 'pending' | 'accepted' | 'declined') => ({
    id,
    campaignId: 'c1',
    campaignName: 'Autumn Roast Launch',
    creatorId: `u-${id}`,
    creatorName,
    creatorPicture: null,
    status,
    createdAt: minutesAgo(3 * 60),
    respondedAt: status === 'pending' ? null : minutesAgo(5),
  });

  it("shows each invitation's state: waiting, accepted or declined", async () => {
    mockApi({
      [APPLICANTS]: [200, []],
      [INVITATIONS]: [
        200,
        [
          invitation('i1', 'Ivy Invited', 'pending'),
          invitation('i2', 'Abe Accepted', 'accepted'),
          invitation('i3', 'Dee Declined', 'declined'),
        ],
      ],
    });
    renderDialog();
    const list = within(await screen.findByRole('list', { name: 'Invitations' }));
    const rows = list.getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Invitation: Ivy Invited',
      'Invitation: Abe Accepted',
      'Invitation: Dee Declined',
    ]);
    const ivy = within(rows[0]!);
    expect(ivy.getByText('Invited')).toBeVisible();
    expect(ivy.getByText('Invited 3 h ago')).toBeVisible();
    const abe = within(rows[1]!);
    expect(abe.getByText('Invitation accepted')).toBeVisible();
    expect(abe.getByText('Invited 3 h ago, answered 5 min ago')).toBeVisible();
    expect(within(rows[2]!).getByText('Invitation declined')).toBeVisible();
  });

  it('says when no one was invited, with a way to find creators', async () => {
    mockApi({ [APPLICANTS]: [200, []], [INVITATIONS]: [200, []] });
    renderDialog();
    expect(await screen.findByText('No invitations sent yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Influencers' })).toHaveAttribute('href', '/find-influencers');
  });

  it('offers Retry when the invitations fail to load', async () => {
    mockApi({ [APPLICANTS]: [200, []], [INVITATIONS]: [500, SERVER_ERROR] });
    renderDialog();
    expect(await screen.findByText('Failed to load invitations')).toBeVisible();
    mockApi({ [APPLICANTS]: [200, []], [INVITATIONS]: [200, [invitation('i1', 'Ivy Invited', 'pending')]] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Invitation: Ivy Invited' })).toBeVisible();
  });
});
