import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

function renderRoute(element: React.ReactNode, loader?: () => unknown) {
  const router = createMemoryRouter([{ path: '/', element, loader, errorElement: <RouteErrorPage /> }], {
    initialEntries: ['/'],
  });
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
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
    renderRoute(<Boom />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('The campaign list could not be drawn')).toBeVisible();
  });

  it('shows the status when a route answers with an error response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<p>never</p>, () => {
      throw new Response('gone', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('503 Service Unavailable')).toBeVisible();
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderRoute(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
