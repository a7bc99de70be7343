// The creator's side of a voided hold (issue 28): appeal within the window, appealed, the window passed.
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import { holdAppealMessages, operatorMessages } from '@microreach/domain/operators';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { expectFieldError, expectToast } from '#web/test/fixtures/campaign-form';
import { makeHold, makeHoldEvidence } from '#web/test/fixtures/content-review';
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

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/features/creator-campaigns/components/dashboard/held-post-details');
  await import('#web/features/creator-campaigns/components/dashboard/hold-appeal-dialog');
});

const DASHBOARD = 'GET /api/creator/dashboard';
const APPEAL = 'POST /api/creator/holds/h1/appeal';
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
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const reason = 'Views rose 12,400 in one day with almost no new likes.';

function dashboardWith(hold: ReturnType<typeof makeHold>, post: Partial<Parameters<typeof makePost>[1]> = {}) {
  return makeCreatorDashboard([
    makeItem('1', {
      campaign: { campaignName: 'Slow Mornings' },
      content: [
        makePost('held', {
          stage: 'tracking',
          earningsStatus: 'held',
          holdReasons: [hold.reason],
          openHolds: [hold],
          ...post,
        }),
      ],
    }),
  ]);
}

async function heldSlot() {
  await screen.findByRole('article', { name: 'Slow Mornings' });
  const [slot] = within(screen.getByRole('list', { name: 'Content for Slow Mornings' })).getAllByRole('listitem');
  return within(slot!);
}

describe('Creator Dashboard: appealing a voided hold', () => {
  it('before the deadline: says until when, asks for a note, sends it, and then says an operator will decide', async () => {
    const deadline = hoursFromNow(48);
    const requested = makeHold('h1', { reason, voidRequestedAt: hoursFromNow(-24), appealDeadline: deadline });
    const appealed = { ...requested, appealedAt: new Date().toISOString(), appealNote: 'A big account reposted it.' };
    let current = requested;
    const calls = mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: () => [200, dashboardWith(current)],
      [APPEAL]: () => {
        current = appealed;
        return [200, { message: operatorMessages.appealSent, hold: appealed }];
      },
    });
    renderAt('/influencer-dashboard', routes);
    const slot = await heldSlot();
    expect(await slot.findByText(holdAppealMessages.appealOpen(formatLocalDateTimeShort(deadline)))).toBeVisible();

    await user.click(slot.getByRole('button', { name: 'Appeal post 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Appeal the void' }));
    const note = dialog.getByRole('textbox', { name: /Why should this post be paid\?/ });
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }));
    expectFieldError(note, 'Say why the post should be paid.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(note, ' A big account reposted it. ');
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }));
    await expectToast('Appeal sent', operatorMessages.appealSent);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/creator/holds/h1/appeal', body: { note: 'A big account reposted it.' } },
    ]);
    expect(await slot.findByText(holdAppealMessages.appealed)).toBeVisible();
    expect(slot.queryByRole('button', { name: /^Appeal/ })).not.toBeInTheDocument();
  });

  it('once appealed: says an operator will decide, with no Appeal button', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        dashboardWith(
          makeHold('h1', {
            reason,
            voidRequestedAt: hoursFromNow(-24),
            appealDeadline: hoursFromNow(48),
            appealedAt: hoursFromNow(-1),
            appealNote: 'A big account reposted it.',
          }),
        ),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    const slot = await heldSlot();
    expect(await slot.findByText('Appealed: an operator will decide')).toBeVisible();
    expect(slot.queryByRole('button', { name: /^Appeal/ })).not.toBeInTheDocument();
  });

  it('after the deadline without an appeal: the void is final and cannot be appealed', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        dashboardWith(makeHold('h1', { reason, voidRequestedAt: hoursFromNow(-80), appealDeadline: hoursFromNow(-8) })),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    const slot = await heldSlot();
    expect(await slot.findByText(holdAppealMessages.appealWindowPassed)).toBeVisible();
    expect(slot.queryByRole('button', { name: /^Appeal/ })).not.toBeInTheDocument();
  });

  it('a hold whose void was not requested offers no appeal', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        dashboardWith(makeHold('h1', { reason }), { holdEvidence: makeHoldEvidence({ basis: null }) }),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    const slot = await heldSlot();
    expect(slot.getByText(`Earnings on hold: ${reason}`)).toBeVisible();
    // The hold's part of the slot (its evidence, and an appeal were there one) has loaded: what follows is not early.
    expect(await slot.findByRole('img', { name: /^This post’s figures over time/ })).toBeVisible();
    expect(slot.queryByRole('button', { name: /^Appeal/ })).not.toBeInTheDocument();
    expect(slot.queryByText(/Appealed|appeal/)).not.toBeInTheDocument();
  });

  it('tells the creator when the server says the hold can no longer be appealed', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        dashboardWith(makeHold('h1', { reason, voidRequestedAt: hoursFromNow(-24), appealDeadline: hoursFromNow(48) })),
      ],
      [APPEAL]: [409, { message: operatorMessages.appealClosed, code: 'APPEAL_CLOSED' }],
    });
    renderAt('/influencer-dashboard', routes);
    const slot = await heldSlot();
    await user.click(await slot.findByRole('button', { name: 'Appeal post 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Appeal the void' }));
    await user.type(dialog.getByRole('textbox', { name: /Why should this post be paid\?/ }), 'Real views.');
    await user.click(dialog.getByRole('button', { name: 'Send appeal' }));
    await expectToast('Error', operatorMessages.appealClosed);
  });
});

describe('Creator Dashboard: reporting a campaign', () => {
  it('offers Report campaign in the campaign’s details', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([
          makeItem('1', { campaign: { id: '6f1c1b0e-2a4d-4c43-9a57-2f4f3f0a9b11', campaignName: 'Slow Mornings' } }),
        ]),
      ],
      'POST /api/reports': [200, { id: 'r1', message: operatorMessages.reportSent }],
    });
    renderAt('/influencer-dashboard', routes);
    const card = within(await screen.findByRole('article', { name: 'Slow Mornings' }));
    await user.click(card.getByRole('button', { name: 'View Details' }));
    const details = within(await screen.findByRole('dialog', { name: 'Campaign Details: Slow Mornings' }));
    await user.click(details.getByRole('button', { name: 'Report campaign' }));
    const report = within(await screen.findByRole('dialog', { name: 'Report campaign' }));
    await user.selectOptions(report.getByRole('combobox', { name: 'Reason' }), 'Scam or fraud');
    await user.click(report.getByRole('button', { name: 'Send report' }));
    await expectToast('Report sent', operatorMessages.reportSent);
  });
});
