import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-page';

/** The routes under the boundary as AppRoutes (app/router.tsx) puts them: reset when the address changes. */
function Pages({ routes }: { routes: Array<{ path: string; element: React.ReactNode }> }) {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}

function renderRoutes(routes: Array<{ path: string; element: React.ReactNode }>, at = '/') {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[at]}>
        <Link to="/other">Other page</Link>
        <Pages routes={routes} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

function Boom(): React.ReactNode {
  throw new Error('The campaign list could not be drawn');
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('shows the fallback title and the error message when a route fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Boom /> }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('The campaign list could not be drawn')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('gives way to the next page once the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([
      { path: '/', element: <Boom /> },
      { path: '/other', element: <p>The other page</p> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('The other page')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderRoutes([{ path: '/', element: <NotFoundPage /> }]);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
