import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowseCampaignsRoute } from '#web/app/routes/browse-campaigns';
import {
  browseCalls,
  InTestEnv,
  makeBrowseCampaign,
  makePage,
  mockBrowseApi,
} from '#web/test/fixtures/browse-campaigns';
import type { ApiCall } from '#web/test/mock-api';
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

const DEFAULT_QUERY = '/api/creator/campaigns?sort=newest&page=1&pageSize=12';
const twoCampaigns = makePage([
  makeBrowseCampaign({ id: 'c1', campaignName: 'Autumn Roast Launch' }),
  makeBrowseCampaign({ id: 'c2', campaignName: 'Glow Theory Night Routine', privatePublic: 'Private' }),
]);

function location() {
  return screen.getByLabelText('location').textContent;
}
function lastBrowseCall(calls: ApiCall[]) {
  return browseCalls(calls).at(-1);
}
async function select(label: string, value: string) {
  await user.selectOptions(screen.getByLabelText(label), value);
}
/** Changes a select at once, for two changes within one tick (user-event awaits between actions; this cannot). */
function selectNow(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  // Toasts live in a module-level store that outlives each test's render.
  notifications.clean();
});

describe('Browse Campaigns filters', () => {
  it('asks the server for the first page of 12, newest first, and shows the count', async () => {
    const calls = mockBrowseApi({ browse: () => [200, makePage(twoCampaigns.items, { total: 2 })] });
    renderAt('/browse-campaigns', routes);
    expect(screen.getByRole('heading', { name: 'Browse Campaigns' })).toBeVisible();
    expect(screen.getByText('Loading campaigns...')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Autumn Roast Launch' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Glow Theory Night Routine' })).toBeVisible();
    expect(screen.getByText('2 campaigns')).toBeVisible();
    expect(browseCalls(calls)).toEqual([DEFAULT_QUERY]);
    expect(screen.queryByRole('navigation', { name: 'Campaign pages' })).not.toBeInTheDocument();
  });

  it('turns each select into a server query parameter and keeps it in the address bar', async () => {
    const calls = mockBrowseApi({ browse: () => [200, twoCampaigns] });
    renderAt('/browse-campaigns', routes);
    await screen.findByText('2 campaigns');

    await select('Niche', 'Food & Beverage');
    await waitFor(() =>
      expect(lastBrowseCall(calls)).toBe(
        '/api/creator/campaigns?niche=Food%20%26%20Beverage&sort=newest&page=1&pageSize=12',
      ),
    );
    expect(location()).toBe('/browse-campaigns?niche=Food+%26+Beverage');

    await select('Budget', '1000-5000');
    await select('Visibility', 'private');
    await select('Sort by', 'budget');
    await waitFor(() =>
      expect(lastBrowseCall(calls)).toBe(
        '/api/creator/campaigns?niche=Food%20%26%20Beverage&budget=1000-5000&visibility=private&sort=budget&page=1&pageSize=12',
      ),
    );
    expect(location()).toBe(
      '/browse-campaigns?niche=Food+%26+Beverage&budget=1000-5000&visibility=private&sort=budget',
    );

    // Back to "all": the parameter leaves both the request and the address bar.
    await select('Niche', '');
    await waitFor(() =>
      expect(lastBrowseCall(calls)).toBe(
        '/api/creator/campaigns?budget=1000-5000&visibility=private&sort=budget&page=1&pageSize=12',
      ),
    );
    // Every answer came from the server; the page never narrowed the list itself.
    expect(screen.getByRole('article', { name: 'Glow Theory Night Routine' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Autumn Roast Launch' })).toBeVisible();
  });

  it('keeps both of two filter changes made before the page renders again', async () => {
    const calls = mockBrowseApi({ browse: () => [200, twoCampaigns] });
    renderAt('/browse-campaigns', routes);
    await screen.findByText('2 campaigns');

    // One tick: the second change comes before the first one's navigation has rendered.
    act(() => {
      selectNow('Niche', 'Gaming');
      selectNow('Visibility', 'public');
    });
    await waitFor(() => expect(location()).toBe('/browse-campaigns?niche=Gaming&visibility=public'));
    await waitFor(() =>
      expect(lastBrowseCall(calls)).toBe(
        '/api/creator/campaigns?niche=Gaming&visibility=public&sort=newest&page=1&pageSize=12',
      ),
    );
    expect(screen.getByLabelText('Niche')).toHaveValue('Gaming');
    expect(screen.getByLabelText('Visibility')).toHaveValue('public');

    // A search sent with Enter and a select in the same tick.
    act(() => {
      // At once: typed key by key, the search could reach the URL after its pause, before the Enter below.
      fireEvent.change(screen.getByLabelText('Search campaigns'), { target: { value: 'roast' } });
    });
    act(() => {
      // The form's submit event, as Enter in the search box sends it, in the same tick as a select.
      fireEvent.submit(screen.getByRole('search', { name: 'Filter campaigns' }));
      selectNow('Budget', '500-1000');
    });
    await waitFor(() =>
      expect(location()).toBe('/browse-campaigns?q=roast&niche=Gaming&budget=500-1000&visibility=public'),
    );
  });

  it('offers the spec option lists with their labels', async () => {
    mockBrowseApi({ browse: () => [200, twoCampaigns] });
    renderAt('/browse-campaigns', routes);
    await screen.findByText('2 campaigns');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Niche')[0]).toBe('All niches');
    expect(options('Niche')).toContain('Beauty & Cosmetics');
    expect(options('Niche')).toHaveLength(13);
    expect(options('Budget')).toEqual(['Any budget', 'Up to $500', '$500 - $1,000', '$1,000 - $5,000', 'Over $5,000']);
    expect(options('Visibility')).toEqual(['All', 'Public', 'Private']);
    expect(options('Sort by')).toEqual(['Newest', 'Closing soon', 'Highest budget']);
  });

  it('searches on the server after a pause, not on every keystroke', async () => {
    const calls = mockBrowseApi({ browse: () => [200, twoCampaigns] });
    renderAt('/browse-campaigns', routes);
    await screen.findByText('2 campaigns');
    const input = screen.getByLabelText('Search campaigns');
    // Each key restarts the pause, so nothing is sent while the person types.
    await user.type(input, 'coffee ');
    expect(browseCalls(calls)).toEqual([DEFAULT_QUERY]);
    await waitFor(() =>
      expect(lastBrowseCall(calls)).toBe('/api/creator/campaigns?q=coffee&sort=newest&page=1&pageSize=12'),
    );
    expect(browseCalls(calls)).toHaveLength(2);
    expect(location()).toBe('/browse-campaigns?q=coffee');
    expect(input).toHaveValue('coffee ');
  });

  it('reads the filters from the address bar on load and ignores values the server would refuse', async () => {
    const calls = mockBrowseApi({ browse: () => [200, makePage(twoCampaigns.items, { total: 40, page: 2 })] });
    renderAt('/browse-campaigns?q=tea&niche=Gaming&budget=5000%2B&visibility=public&sort=closing&page=2', routes);
    await screen.findByText('40 campaigns');
    expect(browseCalls(calls)).toEqual([
      '/api/creator/campaigns?q=tea&niche=Gaming&budget=5000%2B&visibility=public&sort=closing&page=2&pageSize=12',
    ]);
    expect(screen.getByLabelText('Search campaigns')).toHaveValue('tea');
    expect(screen.getByLabelText('Niche')).toHaveValue('Gaming');
    expect(screen.getByLabelText('Budget')).toHaveValue('5000+');
    expect(screen.getByLabelText('Visibility')).toHaveValue('public');
    expect(screen.getByLabelText('Sort by')).toHaveValue('closing');
  });

  it('falls back to defaults for unknown values in the address bar', async () => {
    const calls = mockBrowseApi({ browse: () => [200, twoCampaigns] });
    renderAt('/browse-campaigns?niche=Knitting&budget=lots&visibility=secret&sort=random&page=-3', routes);
    await screen.findByText('2 campaigns');
    expect(browseCalls(calls)).toEqual([DEFAULT_QUERY]);
  });

  it('pages on the server when there are more than 12, and a filter change starts again on page 1', async () => {
    const calls = mockBrowseApi({
      browse: (url) => [200, makePage(twoCampaigns.items, { total: 30, page: Number(url.searchParams.get('page')) })],
    });
    renderAt('/browse-campaigns', routes);
    await screen.findByText('30 campaigns');
    const pages = screen.getByRole('navigation', { name: 'Campaign pages' });
    expect(await within(pages).findByRole('button', { name: 'Page 3' })).toBeVisible();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastBrowseCall(calls)).toBe('/api/creator/campaigns?sort=newest&page=2&pageSize=12'));
    expect(location()).toBe('/browse-campaigns?page=2');
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );

    await select('Visibility', 'public');
    await waitFor(() =>
      expect(lastBrowseCall(calls)).toBe('/api/creator/campaigns?visibility=public&sort=newest&page=1&pageSize=12'),
    );
    expect(location()).toBe('/browse-campaigns?visibility=public');
  });

  it('reads 1,000+ when the server stops counting, and brings a page past the end back to page 1', async () => {
    const calls = mockBrowseApi({
      browse: (url) =>
        url.searchParams.get('page') === '90'
          ? [200, makePage([], { total: 1000, totalCapped: true, page: 90 })]
          : [200, makePage(twoCampaigns.items, { total: 1000, totalCapped: true })],
    });
    renderAt('/browse-campaigns?page=90', routes);
    expect(await screen.findByText('No campaigns on this page')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('1,000+ campaigns')).toBeVisible();
    expect(lastBrowseCall(calls)).toBe(DEFAULT_QUERY);
    expect(location()).toBe('/browse-campaigns');
  });

  it('says when no campaign matches and clears every filter in one click', async () => {
    const calls = mockBrowseApi({
      browse: (url) => [200, url.searchParams.has('q') || url.searchParams.has('niche') ? makePage([]) : twoCampaigns],
    });
    renderAt('/browse-campaigns?q=zebra&niche=Gaming&sort=closing', routes);
    expect(await screen.findByText('No campaigns match your filters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('2 campaigns');
    expect(lastBrowseCall(calls)).toBe('/api/creator/campaigns?sort=closing&page=1&pageSize=12');
    expect(location()).toBe('/browse-campaigns?sort=closing');
    expect(screen.getByLabelText('Search campaigns')).toHaveValue('');
    expect(screen.getByLabelText('Niche')).toHaveValue('');
  });

  it('says when nothing is live at all, with nothing to clear', async () => {
    mockBrowseApi({ browse: () => [200, makePage([])] });
    renderAt('/browse-campaigns', routes);
    expect(await screen.findByText('No live campaigns right now')).toBeVisible();
    expect(screen.queryByText('No campaigns match your filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('toasts a load failure once and retries inline', async () => {
    let fail = true;
    mockBrowseApi({ browse: () => (fail ? [500, { message: 'boom' }] : [200, twoCampaigns]) });
    renderAt('/browse-campaigns', routes);
    expect(await screen.findByText('Campaigns could not be loaded')).toBeVisible();
    expect(await screen.findAllByText('Failed to load campaigns.')).toHaveLength(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 campaigns')).toBeVisible();
    expect(screen.getAllByText('Failed to load campaigns.')).toHaveLength(1);
  });
});
