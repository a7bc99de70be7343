import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FindInfluencersRoute } from '#web/app/routes/find-influencers';
import {
  makeDashboard,
  makeDashboardCampaign,
  makeInfluencer,
  makeResult,
  searchCalls,
} from '#web/test/fixtures/find-influencers';
import { makePublicProfile } from '#web/test/fixtures/public-profile';
import { type Answer, type ApiCall, type ApiRequest, mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser Back
    </button>
  );
}

const routes = [
  {
    path: '/find-influencers',
    element: (
      <>
        <FindInfluencersRoute />
        <BackButton />
      </>
    ),
  },
];

const MIA = makeInfluencer();
const NOAH = makeInfluencer({
  id: '6b1f0a52-1d7e-4c1b-9f3e-2f1f8f7f0a02',
  name: 'Noah Bennett',
  profilePicture: null,
  instagram: null,
  tiktok: 'noahbplays',
  bio: null,
  niches: [],
  location: null,
  audienceSize: 2_390,
  engagementRate: null,
});
const twoCreators = makeResult([MIA, NOAH]);
const DEFAULT_REQUEST = '/api/business/influencers?sort=relevance&page=1';

/** Answers the search from `search(url)`. */
function searchHandler(search: (url: URL) => Answer<'GET /api/business/influencers'> = () => [200, twoCreators]) {
  return { 'GET /api/business/influencers': ({ url }: ApiRequest) => search(url) };
}
function mockSearch(search?: (url: URL) => Answer<'GET /api/business/influencers'>): ApiCall[] {
  return mockApi(searchHandler(search));
}

const location = () => screen.getByLabelText('location').textContent;
const lastSearch = (calls: ApiCall[]) => searchCalls(calls).at(-1);
const card = (name: string) => screen.getByRole('article', { name });
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

/** Opens the filter panel and waits for it to finish unfolding. */
async function openFilters() {
  if (filtersButton().getAttribute('aria-expanded') !== 'true') await user.click(filtersButton());
  await screen.findByRole('slider', { name: 'Highest engagement rate' });
}

describe('Find Influencers: what a business sees first', () => {
  it('asks for the first page by relevance with no filter, and shows the count and the cards', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    expect(screen.getByRole('heading', { name: 'Find Influencers', level: 1 })).toBeVisible();
    expect(screen.getByText('Loading influencers...')).toBeInTheDocument();
    expect(await screen.findByText('2 Influencers Found')).toBeVisible();
    expect(card('Mia Torres')).toBeVisible();
    expect(card('Noah Bennett')).toBeVisible();
    expect(searchCalls(calls)).toEqual([DEFAULT_REQUEST]);
    expect(location()).toBe('/find-influencers');
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(filtersButton()).toHaveAccessibleName('Filters');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Influencer pages' })).not.toBeInTheDocument();
  });

  it('keeps the filter panel folded until asked, then shows the defaults of every control', async () => {
    mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Food' })).not.toBeInTheDocument();

    await openFilters();
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    const niches = within(screen.getByRole('group', { name: 'Content niches' })).getAllByRole('checkbox');
    expect(niches.map((n) => n.closest('div')?.textContent)).toEqual([
      'Fashion',
      'Beauty',
      'Fitness',
      'Food',
      'Travel',
      'Tech',
      'Gaming',
      'Lifestyle',
      'Photography',
      'Art',
      'Music',
      'Sports',
      'Education',
      'Comedy',
    ]);
    for (const niche of niches) expect(niche).not.toBeChecked();
    const locations = within(screen.getByLabelText('Location'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(locations).toEqual([
      'All locations',
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Brazil',
      'Mexico',
      'India',
      'Japan',
    ]);
    const thumb = (name: string) => screen.getByRole('slider', { name });
    expect(thumb('Smallest audience')).toHaveAttribute('aria-valuenow', '10000');
    expect(thumb('Smallest audience')).toHaveAttribute('aria-valuetext', '10K');
    expect(thumb('Largest audience')).toHaveAttribute('aria-valuetext', '1M+');
    expect(thumb('Smallest audience')).toHaveAttribute('aria-valuemin', '1000');
    expect(thumb('Lowest engagement rate')).toHaveAttribute('aria-valuenow', '2');
    expect(thumb('Highest engagement rate')).toHaveAttribute('aria-valuetext', '10%');
    expect(thumb('Highest engagement rate')).toHaveAttribute('aria-valuemax', '15');
    expect(screen.getByText(/per view across the creator's submitted posts/)).toBeVisible();
    expect(screen.getByText(/show 'No posts yet' and are left out while this filter is on/)).toBeVisible();
    const sorts = within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sorts).toEqual(['Relevance', 'Most Followers', 'Highest Engagement', 'Recently Active']);
  });
});

describe('Find Influencers: every control asks the server and lands in the address bar', () => {
  it('searches after a pause, and at once on Enter', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await user.type(screen.getByLabelText('Search influencers'), 'Coffee Art');
    await waitFor(() =>
      expect(lastSearch(calls)).toBe('/api/business/influencers?q=Coffee%20Art&sort=relevance&page=1'),
    );
    expect(location()).toBe('/find-influencers?q=Coffee+Art');
    // Not one request per key.
    expect(searchCalls(calls).length).toBeLessThanOrEqual(3);

    await user.clear(screen.getByLabelText('Search influencers'));
    await user.type(screen.getByLabelText('Search influencers'), 'tea{Enter}');
    await waitFor(() => expect(location()).toBe('/find-influencers?q=tea'));
    // The request follows the address bar's change (a render later): waited for, not assumed.
    await waitFor(() => expect(lastSearch(calls)).toBe('/api/business/influencers?q=tea&sort=relevance&page=1'));
  });

  it('toggles niche chips (any selected niche matches) and counts each in the badge', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await openFilters();
    await user.click(screen.getByRole('checkbox', { name: 'Travel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Food' }));
    await waitFor(() =>
      expect(lastSearch(calls)).toBe('/api/business/influencers?niches=Food%2CTravel&sort=relevance&page=1'),
    );
    expect(location()).toBe('/find-influencers?niches=Food%2CTravel');
    expect(screen.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    expect(filtersButton()).toHaveAccessibleName('Filters 2 active');

    await user.click(screen.getByRole('checkbox', { name: 'Food' }));
    await waitFor(() =>
      expect(lastSearch(calls)).toBe('/api/business/influencers?niches=Travel&sort=relevance&page=1'),
    );
    expect(filtersButton()).toHaveAccessibleName('Filters 1 active');
  });

  it('filters by location', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await openFilters();
    await user.selectOptions(screen.getByLabelText('Location'), 'Japan');
    await waitFor(() =>
      expect(lastSearch(calls)).toBe('/api/business/influencers?location=Japan&sort=relevance&page=1'),
    );
    expect(location()).toBe('/find-influencers?location=Japan');
    expect(filtersButton()).toHaveAccessibleName('Filters 1 active');
    await user.selectOptions(screen.getByLabelText('Location'), '');
    await waitFor(() => expect(lastSearch(calls)).toBe(DEFAULT_REQUEST));
    expect(filtersButton()).toHaveAccessibleName('Filters');
  });

  it('limits the audience to verified counts with "Verified counts only", and Clear Filters turns it off', async () => {
    const verifiedMia = makeInfluencer({
      verifiedAudienceSize: 12_380,
      followerCounts: {
        instagram: { followers: 49_999, verifiedFollowers: 12_380, verifiedAt: '2026-11-20T12:00:00.000Z' },
        tiktok: { followers: 6_800, verifiedFollowers: null, verifiedAt: null },
      },
    });
    const calls = mockSearch((url) =>
      url.searchParams.get('verifiedOnly') === 'true' ? [200, makeResult([verifiedMia])] : [200, twoCreators],
    );
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await openFilters();
    const only = screen.getByRole('switch', { name: 'Verified counts only' });
    expect(only).not.toBeChecked();
    await user.click(only);
    await waitFor(() =>
      expect(lastSearch(calls)).toBe('/api/business/influencers?verifiedOnly=true&sort=relevance&page=1'),
    );
    expect(location()).toBe('/find-influencers?verifiedOnly=true');
    expect(filtersButton()).toHaveAccessibleName('Filters 1 active');
    expect(await screen.findByText('1 Influencer Found')).toBeVisible();
    // The card's audience is the one the list was filtered on: verified followers only.
    const mia = within(card('Mia Torres'));
    expect(mia.getByText('Verified audience')).toBeVisible();
    expect(mia.getByText('12.4K')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastSearch(calls)).toBe(DEFAULT_REQUEST));
    expect(screen.getByRole('switch', { name: 'Verified counts only' })).not.toBeChecked();
  });

  it('moves the audience slider with the keyboard: a step with the arrows, a tenth with PageUp, the ends with Home and End', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await openFilters();
    const from = screen.getByRole('slider', { name: 'Smallest audience' });
    from.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(from).toHaveAttribute('aria-valuetext', '12K');
    await waitFor(() =>
      expect(lastSearch(calls)).toBe(
        '/api/business/influencers?audienceMin=12000&audienceMax=1000000&sort=relevance&page=1',
      ),
    );
    expect(location()).toBe('/find-influencers?audienceMin=12000&audienceMax=1000000');
    expect(filtersButton()).toHaveAccessibleName('Filters 1 active');
    // One request for the two key presses.
    expect(searchCalls(calls)).toHaveLength(2);

    await user.keyboard('{PageUp}');
    await waitFor(() => expect(from).toHaveAttribute('aria-valuetext', '112K'));
    const to = screen.getByRole('slider', { name: 'Largest audience' });
    to.focus();
    await user.keyboard('{PageDown}');
    await waitFor(() =>
      expect(lastSearch(calls)).toBe(
        '/api/business/influencers?audienceMin=112000&audienceMax=900000&sort=relevance&page=1',
      ),
    );
    from.focus();
    await user.keyboard('{Home}');
    await waitFor(() =>
      expect(lastSearch(calls)).toBe(
        '/api/business/influencers?audienceMin=1000&audienceMax=900000&sort=relevance&page=1',
      ),
    );
    expect(from).toHaveAttribute('aria-valuetext', '1K');
  });

  it('moves the engagement slider, and its top reads 15%+', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await openFilters();
    const to = screen.getByRole('slider', { name: 'Highest engagement rate' });
    to.focus();
    await user.keyboard('{End}');
    expect(to).toHaveAttribute('aria-valuetext', '15%+');
    await waitFor(() =>
      expect(lastSearch(calls)).toBe(
        '/api/business/influencers?engagementMin=2&engagementMax=15&sort=relevance&page=1',
      ),
    );
    const from = screen.getByRole('slider', { name: 'Lowest engagement rate' });
    from.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(lastSearch(calls)).toBe(
        '/api/business/influencers?engagementMin=2.3&engagementMax=15&sort=relevance&page=1',
      ),
    );
    expect(location()).toBe('/find-influencers?engagementMin=2.3&engagementMax=15');
  });

  it('sorts in each of the four ways', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    for (const sort of ['followers', 'engagement', 'recent'] as const) {
      await user.selectOptions(screen.getByLabelText('Sort by'), sort);
      await waitFor(() => expect(lastSearch(calls)).toBe(`/api/business/influencers?sort=${sort}&page=1`));
      expect(location()).toBe(`/find-influencers?sort=${sort}`);
    }
    await user.selectOptions(screen.getByLabelText('Sort by'), 'relevance');
    await waitFor(() => expect(lastSearch(calls)).toBe(DEFAULT_REQUEST));
    expect(location()).toBe('/find-influencers');
    // The sort is not a filter.
    expect(filtersButton()).toHaveAccessibleName('Filters');
  });

  it('pages through the results, and any other change starts again on page 1', async () => {
    const calls = mockSearch((url) => {
      const page = Number(url.searchParams.get('page'));
      return [200, makeResult([MIA], { total: 60, page })];
    });
    renderAt('/find-influencers', routes);
    await screen.findByText('60 Influencers Found');
    const pages = screen.getByRole('navigation', { name: 'Influencer pages' });
    expect(await within(pages).findByRole('button', { name: 'Page 3' })).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastSearch(calls)).toBe('/api/business/influencers?sort=relevance&page=2'));
    expect(location()).toBe('/find-influencers?page=2');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'followers');
    await waitFor(() => expect(lastSearch(calls)).toBe('/api/business/influencers?sort=followers&page=1'));
  });

  it("says '1,000+ Influencers Found' once the server stops counting, and offers all 50 pages", async () => {
    mockSearch(() => [200, makeResult([MIA], { total: 1_000, totalIsCapped: true })]);
    renderAt('/find-influencers', routes);
    expect(await screen.findByText('1,000+ Influencers Found')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Influencer pages' });
    expect(await within(pages).findByRole('button', { name: 'Page 50' })).toBeVisible();
  });

  it('opens a shared link with every control set as the link says', async () => {
    const calls = mockSearch();
    renderAt(
      '/find-influencers?q=tea&niches=Food,Art&location=Canada&audienceMin=50000&audienceMax=1000000&engagementMin=3&engagementMax=15&sort=recent&page=2',
      routes,
    );
    await screen.findByText('2 Influencers Found');
    expect(searchCalls(calls)).toEqual([
      '/api/business/influencers?q=tea&niches=Food%2CArt&location=Canada&audienceMin=50000&audienceMax=1000000&engagementMin=3&engagementMax=15&sort=recent&page=2',
    ]);
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    expect(filtersButton()).toHaveAccessibleName('Filters 5 active');
    expect(screen.getByLabelText('Search influencers')).toHaveValue('tea');
    expect(screen.getByRole('checkbox', { name: 'Art' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    expect(screen.getByLabelText('Location')).toHaveValue('Canada');
    expect(screen.getByRole('slider', { name: 'Smallest audience' })).toHaveAttribute('aria-valuenow', '50000');
    expect(screen.getByRole('slider', { name: 'Highest engagement rate' })).toHaveAttribute('aria-valuetext', '15%+');
    expect(screen.getByLabelText('Sort by')).toHaveValue('recent');
  });

  it('leaves values the server would refuse out of the request', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers?niches=Food,Cooking&location=Mars&audienceMin=12&engagementMax=99&sort=oldest', routes);
    await screen.findByText('2 Influencers Found');
    expect(searchCalls(calls)).toEqual([
      '/api/business/influencers?niches=Food&audienceMin=1000&audienceMax=1000000&engagementMin=2&engagementMax=15&sort=relevance&page=1',
    ]);
  });

  it('Clear Filters resets the panel, keeps the search and the sort', async () => {
    const calls = mockSearch();
    renderAt(
      '/find-influencers?q=tea&niches=Food&location=Japan&engagementMin=5&engagementMax=10&sort=followers',
      routes,
    );
    await screen.findByText('2 Influencers Found');
    expect(filtersButton()).toHaveAccessibleName('Filters 3 active');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastSearch(calls)).toBe('/api/business/influencers?q=tea&sort=followers&page=1'));
    expect(location()).toBe('/find-influencers?q=tea&sort=followers');
    expect(filtersButton()).toHaveAccessibleName('Filters');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Food' })).not.toBeChecked();
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByRole('slider', { name: 'Lowest engagement rate' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByLabelText('Search influencers')).toHaveValue('tea');
  });

  it('goes back through filter changes with the Back button', async () => {
    const calls = mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await openFilters();
    await user.click(screen.getByRole('checkbox', { name: 'Gaming' }));
    await waitFor(() => expect(location()).toBe('/find-influencers?niches=Gaming'));
    await user.selectOptions(screen.getByLabelText('Location'), 'India');
    await waitFor(() => expect(location()).toBe('/find-influencers?niches=Gaming&location=India'));

    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await waitFor(() => expect(location()).toBe('/find-influencers?niches=Gaming'));
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(lastSearch(calls)).toBe('/api/business/influencers?niches=Gaming&sort=relevance&page=1');
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await waitFor(() => expect(location()).toBe('/find-influencers'));
    expect(screen.getByRole('checkbox', { name: 'Gaming' })).not.toBeChecked();
  });
});

describe('Find Influencers: cards', () => {
  it("shows the picture or initials, handles, bio and niches with B2's defaults, location and figures", async () => {
    mockSearch();
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');

    const mia = within(card('Mia Torres'));
    expect(mia.getByRole('img', { name: "Mia Torres's profile picture" })).toHaveAttribute(
      'src',
      '/files/images/mia/profile-picture-abc-160.webp',
    );
    expect(mia.getByRole('group', { name: 'Instagram @miatorres.eats' })).toBeVisible();
    expect(mia.getByRole('group', { name: 'TikTok @miatorreseats' })).toBeVisible();
    expect(mia.getByText('Home barista and brunch enthusiast in Austin.')).toBeVisible();
    expect(within(mia.getByRole('group', { name: 'Niches' })).getByText('Food')).toBeVisible();
    expect(within(mia.getByRole('group', { name: 'Niches' })).getByText('Lifestyle')).toBeVisible();
    expect(mia.getByText('United States')).toBeVisible();
    expect(mia.getByText('19.2K')).toBeVisible();
    expect(mia.getByText('4.2%')).toBeVisible();

    const noah = within(card('Noah Bennett'));
    expect(noah.queryByRole('img')).not.toBeInTheDocument();
    expect(noah.getByText('NB')).toBeVisible();
    expect(noah.getByText('Content creator and influencer')).toBeVisible();
    expect(within(noah.getByRole('group', { name: 'Niches' })).getByText('General')).toBeVisible();
    expect(noah.getByText('2.4K')).toBeVisible();
    expect(noah.getByText('No posts yet')).toBeVisible();
    expect(noah.getByRole('group', { name: 'TikTok @noahbplays' })).toBeVisible();
  });

  it('labels each platform count: verified with the day it was read, or self-reported (issue 26)', async () => {
    const labelled = makeInfluencer({
      followerCounts: {
        instagram: { followers: 49_999, verifiedFollowers: 12_380, verifiedAt: '2026-11-20T12:00:00.000Z' },
        tiktok: { followers: 6_800, verifiedFollowers: null, verifiedAt: null },
      },
    });
    mockSearch(() => [200, makeResult([labelled])]);
    renderAt('/find-influencers', routes);
    const followers = within(await screen.findByRole('list', { name: 'Followers' }));
    const instagram = within(followers.getByRole('listitem', { name: 'Instagram' }));
    expect(instagram.getByText('12.4K followers')).toBeVisible();
    expect(instagram.getByText('Verified Nov 20, 2026')).toBeVisible();
    // The typed 49,999 is not shown where a verified count was read.
    expect(followers.queryByText(/50K|49,999/)).not.toBeInTheDocument();
    const tiktok = within(followers.getByRole('listitem', { name: 'TikTok' }));
    expect(tiktok.getByText('6.8K followers')).toBeVisible();
    expect(tiktok.getByText('self-reported')).toBeVisible();
  });

  it("sums up each creator's rate card as its lowest rate, with the whole card in View Profile (issue 30)", async () => {
    const rates = [
      { format: 'instagram_reel' as const, priceCents: 25_000 },
      { format: 'instagram_story' as const, priceCents: 12_000 },
    ];
    mockApi({
      'GET /api/business/influencers': [200, makeResult([{ ...MIA, rates }, NOAH])],
      'GET /api/profiles/{id}': [200, makePublicProfile({ id: MIA.id, name: 'Mia Torres', rates })],
    });
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    expect(within(card('Mia Torres')).getByText('From $120.00 per post')).toBeVisible();
    // No card, no line.
    expect(within(card('Noah Bennett')).queryByText(/per post/)).not.toBeInTheDocument();
    await user.click(within(card('Mia Torres')).getByRole('button', { name: 'View Profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Influencer Profile' }));
    const list = await dialog.findByRole('list', { name: "Mia Torres's rates per post" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Instagram Reel$250.00', 'Instagram Story$120.00']);
  });

  it('opens View Profile with the shared public profile view', async () => {
    const calls = mockApi({
      ...searchHandler(),
      'GET /api/profiles/{id}': [200, makePublicProfile({ id: MIA.id, name: 'Mia Torres', bio: 'Latte art daily.' })],
    });
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await user.click(within(card('Mia Torres')).getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Influencer Profile' });
    expect(await within(dialog).findByText('Latte art daily.')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Mia Torres' })).toBeVisible();
    expect(calls.some((c) => c.path === `/api/profiles/${MIA.id}`)).toBe(true);
  });

  it("says 'Failed to load profile' when the profile cannot be read", async () => {
    mockApi({
      ...searchHandler(),
      'GET /api/profiles/{id}': [500, SERVER_ERROR],
    });
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await user.click(within(card('Mia Torres')).getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Influencer Profile' });
    expect(await within(dialog).findByText('Failed to load profile')).toBeVisible();
    expect(await screen.findByText('Failed to load influencer profile')).toBeVisible();
  });
});

describe('Find Influencers: Invite to Campaign', () => {
  const live = makeDashboardCampaign({ id: 'c-live', campaignName: 'Slow Mornings Pour-Over Challenge' });
  const live2 = makeDashboardCampaign({ id: 'c-live-2', campaignName: 'Cold Brew Concentrate Launch' });
  const draft = makeDashboardCampaign({ id: 'c-draft', campaignName: 'Holiday Gift Guide', status: 'Draft' });
  const paused = makeDashboardCampaign({ id: 'c-paused', campaignName: 'Paused Promo', status: 'Paused' });

  it("lists the business's Live campaigns and invites the creator to the one chosen", async () => {
    const calls = mockApi({
      ...searchHandler(),
      'GET /api/business/dashboard': [200, makeDashboard([live, draft, live2, paused])],
      'POST /api/business/campaigns/{id}/invitations': ({ params, body }) => [
        201,
        {
          id: 'inv-1',
          campaignId: params.id!,
          campaignName: 'Cold Brew Concentrate Launch',
          creatorId: (body as { creatorId: string }).creatorId,
          creatorName: 'Mia Torres',
          status: 'pending',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await user.click(within(card('Mia Torres')).getByRole('button', { name: 'Invite to Campaign' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Slow Mornings Pour-Over Challenge', 'Cold Brew Concentrate Launch']),
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Cold Brew Concentrate Launch' }));
    expect(await screen.findByText('Invitation Sent')).toBeVisible();
    expect(screen.getByText('Mia Torres has been invited to Cold Brew Concentrate Launch.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/business/campaigns/c-live-2/invitations',
      body: { creatorId: MIA.id },
    });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says 'No active campaigns' when the business has no Live campaign", async () => {
    const calls = mockApi({
      ...searchHandler(),
      'GET /api/business/dashboard': [200, makeDashboard([draft, paused])],
    });
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await user.click(within(card('Noah Bennett')).getByRole('button', { name: 'Invite to Campaign' }));
    const item = await screen.findByRole('menuitem', { name: 'No active campaigns' });
    expect(item).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's reason when the invitation is refused", async () => {
    mockApi({
      ...searchHandler(),
      'GET /api/business/dashboard': [200, makeDashboard([live])],
      'POST /api/business/campaigns/{id}/invitations': [
        409,
        { message: 'Mia Torres has already been invited to this campaign.', code: 'CONFLICT' },
      ],
    });
    renderAt('/find-influencers', routes);
    await screen.findByText('2 Influencers Found');
    await user.click(within(card('Mia Torres')).getByRole('button', { name: 'Invite to Campaign' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Slow Mornings Pour-Over Challenge' }));
    expect(await screen.findByText('Mia Torres has already been invited to this campaign.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.queryByText('Invitation Sent')).not.toBeInTheDocument();
  });
});

describe('Find Influencers: when there is nothing, or the server fails', () => {
  it("says 'Failed to load influencers.' and offers Retry", async () => {
    let fail = true;
    mockSearch(() => (fail ? [500, SERVER_ERROR] : [200, twoCreators]));
    renderAt('/find-influencers', routes);
    expect(await screen.findByText('Failed to load influencers.')).toBeVisible();
    expect(screen.getByText('Influencers could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 Influencers Found')).toBeVisible();
  });

  it('offers to clear the search and the filters when nothing matches', async () => {
    const calls = mockSearch(() => [200, makeResult([])]);
    renderAt('/find-influencers?q=zzz&location=Japan', routes);
    expect(await screen.findByText('No influencers match your search')).toBeVisible();
    expect(screen.getByText('0 Influencers Found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(lastSearch(calls)).toBe('/api/business/influencers?location=Japan&sort=relevance&page=1'),
    );
    expect(screen.getByLabelText('Search influencers')).toHaveValue('');
    // Clear Filters twice on screen now: beside the Filters button and in the empty state.
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[1]!);
    await waitFor(() => expect(lastSearch(calls)).toBe(DEFAULT_REQUEST));
  });

  it('says there are no creators yet when nothing is narrowed', async () => {
    mockSearch(() => [200, makeResult([])]);
    renderAt('/find-influencers', routes);
    expect(await screen.findByText('No influencers yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });
});
