// Issue 30 on Wallet & Earnings: a disabled Withdraw Funds says why and when pending money becomes available, and a
// month's earnings with nothing the month before read 'New this month', not a growth of 0.
import { formatLocalDayShort } from '@microreach/domain/formulas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EarningsRoute } from '#web/app/routes/earnings';
import { makeEarnings, makeTaxStatus, uuid } from '#web/test/fixtures/creator-earnings';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';

const EARNINGS = 'GET /api/creator/earnings';
const TAX = 'GET /api/creator/earnings/tax';
const routes = [{ path: '/earnings', element: <EarningsRoute /> }];

const release = (n: number, cents: number, availableAt: string, basis: 'tracking' | 'review' = 'tracking') => ({
  postId: uuid(500 + n),
  campaignName: `Campaign ${n}`,
  cents,
  availableAt,
  basis,
});

async function renderWith(earnings: ReturnType<typeof makeEarnings>) {
  mockApi({ [TAX]: [200, makeTaxStatus()], [EARNINGS]: [200, earnings] });
  renderAt('/earnings', routes);
  await screen.findByRole('group', { name: 'Available Balance' });
  return screen.getByRole('button', { name: 'Withdraw Funds' });
}

describe('Withdraw Funds with nothing available (issue 30)', () => {
  const dec3 = '2099-12-03T15:00:00.000Z';
  const dec6 = '2099-12-06T15:00:00.000Z';

  it('says how much is pending and that it all becomes available when tracking ends, on which day', async () => {
    const button = await renderWith(
      makeEarnings({ availableCents: 0, pendingCents: 17_725, pendingReleases: [release(1, 17_725, dec3)] }),
    );
    const text = `Nothing to withdraw yet. $177.25 is pending: it becomes available when tracking ends on ${formatLocalDayShort(dec3)}, less the 5% fee.`;
    expect(button).toBeDisabled();
    expect(screen.getByText(text)).toBeVisible();
    expect(button).toHaveAccessibleDescription(text);
  });

  it('names the earliest day and how much then, the rest later, whatever order the server sent', async () => {
    await renderWith(
      makeEarnings({
        availableCents: 0,
        pendingCents: 17_725,
        pendingReleases: [release(2, 5_725, dec6, 'review'), release(1, 12_000, dec3)],
      }),
    );
    expect(
      screen.getByText(
        `Nothing to withdraw yet. $177.25 is pending: $120.00 of it becomes available when tracking ends on ${formatLocalDayShort(dec3)}, the rest later, less the 5% fee.`,
      ),
    ).toBeVisible();
  });

  it('for a post still under review, gives the latest day and why', async () => {
    await renderWith(
      makeEarnings({ availableCents: 0, pendingCents: 5_725, pendingReleases: [release(2, 5_725, dec6, 'review')] }),
    );
    expect(
      screen.getByText(
        `Nothing to withdraw yet. $57.25 is pending: it becomes available by ${formatLocalDayShort(dec6)} at the latest (the post is under review; tracking runs 7 days after approval), less the 5% fee.`,
      ),
    ).toBeVisible();
  });

  it('with nothing pending either, says when earnings become available at all', async () => {
    const button = await renderWith(makeEarnings({ availableCents: 0, pendingCents: 0, pendingReleases: [] }));
    const text = 'Nothing to withdraw yet: a post’s earnings become available when its tracking ends.';
    expect(screen.getByText(text)).toBeVisible();
    expect(button).toHaveAccessibleDescription(text);
  });

  it('says nothing of the kind when money is available', async () => {
    const button = await renderWith(
      makeEarnings({ availableCents: 1_000, pendingCents: 17_725, pendingReleases: [release(1, 17_725, dec3)] }),
    );
    expect(button).toBeEnabled();
    expect(screen.queryByText(/Nothing to withdraw yet/)).not.toBeInTheDocument();
  });
});

describe('Total Earnings growth (issue 30)', () => {
  const card = () => within(screen.getByRole('group', { name: 'Total Earnings' }));
  const growth = () => within(screen.getByRole('group', { name: 'Growth' }));

  it('reads "New this month" when last month had nothing, on the card and in Monthly Earnings', async () => {
    await renderWith(
      makeEarnings({ growthPercent: 0, monthly: { thisMonthCents: 17_725, lastMonthCents: 0, growthPercent: 0 } }),
    );
    expect(card().getByText('New this month')).toBeVisible();
    expect(card().queryByText(/0\.0%/)).not.toBeInTheDocument();
    expect(growth().getByText('New this month')).toBeVisible();
  });

  it('says nothing was settled when neither month had anything, and keeps the growth otherwise', async () => {
    await renderWith(
      makeEarnings({ growthPercent: 0, monthly: { thisMonthCents: 0, lastMonthCents: 0, growthPercent: 0 } }),
    );
    expect(card().getByText('Nothing settled this month yet')).toBeVisible();
    expect(growth().getByText('0.0%')).toBeVisible();
  });

  it('shows the growth when last month had earnings', async () => {
    await renderWith(
      makeEarnings({
        growthPercent: -25,
        monthly: { thisMonthCents: 9_000, lastMonthCents: 12_000, growthPercent: -25 },
      }),
    );
    expect(card().getByText('-25.0% this month')).toBeVisible();
    expect(growth().getByText('-25.0%')).toBeVisible();
  });
});
