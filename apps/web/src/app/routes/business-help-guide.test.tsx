import type { CurrentUser } from '@microreach/domain/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpRoute } from '#web/app/routes/help';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';

const SECTIONS = ['Post a Campaign', 'Review Applicants', 'Funding & Payments', 'Analytics', 'Support'];
const BUSINESS_ROUTES = ['/create-campaign', '/smb-dashboard', '/find-influencers'];

const business: CurrentUser = {
  id: 'b1',
  email: 'dana@example.com',
  name: 'Dana Brooks',
  role: 'SMB',
  companyName: 'Brooks Bakery',
  profilePicture: null,
  emailConfirmed: true,
};

async function renderBusinessHelp() {
  mockApi({ 'GET /api/auth/session': [200, { user: business }] });
  renderAt('/help', [{ path: '/help', element: <HelpRoute /> }]);
  await screen.findByRole('heading', { level: 1, name: 'Business Help Guide' });
}
function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Business Help Guide', () => {
  it('is what /help shows a business: its own heading and sections, not the creator guide', async () => {
    await renderBusinessHelp();
    expect(screen.queryByRole('heading', { name: 'Creator Help Guide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
    const topics = within(screen.getByRole('navigation', { name: 'Help topics' })).getAllByRole('link');
    expect(topics.map((a) => a.textContent)).toEqual(SECTIONS);
    expect(topics.map((a) => a.getAttribute('href'))).toEqual(
      SECTIONS.map((s) => `#${screen.getByRole('heading', { level: 2, name: s }).closest('section')?.id}`),
    );
  });

  it('leads with Create Campaign and links only to business pages', async () => {
    await renderBusinessHelp();
    const hero = within(screen.getByRole('region', { name: 'Business Help Guide' }));
    expect(hero.getAllByRole('link')[0].textContent).toBe('Create Campaign');
    expect(hero.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(screen.getAllByRole('link', { name: 'Go to Campaign Dashboard' })[0]).toHaveAttribute(
      'href',
      '/smb-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Find Influencers' })).toHaveAttribute('href', '/find-influencers');

    const pageLinks = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('#'));
    expect(pageLinks.length).toBeGreaterThan(0);
    expect(pageLinks.every((href) => BUSINESS_ROUTES.includes(href))).toBe(true);
  });

  it('states the launch rules and how Public and Private joins differ', async () => {
    await renderBusinessHelp();
    const post = section('Post a Campaign');
    expect(post.getByText(/Save Draft needs only a campaign name and a total budget/)).toBeVisible();
    expect(
      post.getByText(/Launch needs a name, a description, a niche, a start and an end date, and a total budget/),
    ).toBeVisible();
    expect(post.getByText(/at most 31 days/)).toBeVisible();
    expect(post.getByText(/On a Public campaign a creator who joins is approved at once/)).toBeVisible();
    expect(post.getByText(/On a Private campaign each application waits for your review/)).toBeVisible();

    const review = section('Review Applicants');
    expect(review.getByText(/have Accept and Reject buttons/)).toBeVisible();
    expect(review.getByText(/Max Influencers caps how many creators take part/)).toBeVisible();
  });

  it('says how money moves: adding funds, funding a campaign, reviewing posts, paying for them and the fee', async () => {
    await renderBusinessHelp();
    const funding = section('Funding & Payments');
    expect(funding.getByText(/Add Funds takes you to the payment provider's checkout page/)).toBeVisible();
    expect(funding.getByText(/moves money from your balance into the campaign/)).toBeVisible();
    expect(
      funding.getByText(/ask for a fix within 72 hours, or it is approved automatically; the creator has 48 hours/),
    ).toBeVisible();
    expect(funding.getByText(/tracked for 7 days; then its earnings are paid from the campaign's money/)).toBeVisible();
    expect(funding.getByText(/Creators pay the 5% platform fee/)).toBeVisible();
    expect(funding.getByText(/every approved post earns at least \$10/)).toBeVisible();
    expect(
      funding.getByText(/Total Spent and each card's budget bar add up what your campaigns have paid creators/),
    ).toBeVisible();
    expect(funding.getByText(/the money pages say "Test mode: no real money moves"/)).toBeVisible();
  });

  it('describes the analytics page and Find Influencers as the working pages they are', async () => {
    await renderBusinessHelp();
    expect(section('Analytics').getByText(/View Analytics opens the campaign's Campaign Analytics page/)).toBeVisible();
    expect(
      section('Support').getByText(
        /in Find Influencers you search creators yourself and invite them to a Live campaign/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/being built/)).not.toBeInTheDocument();
    expect(screen.queryByText(/no money moves through MicroReach/)).not.toBeInTheDocument();
    expect(screen.queryByText(/stay at \$0/)).not.toBeInTheDocument();
  });
});
