// Renders a piece of UI with the app's providers and an in-memory router.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';

export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The routes as the app matches them (app/router.tsx: the declarative router), each with the location probe. */
function Routes({ routes }: { routes: Array<{ path: string; element: ReactNode }> }) {
  return useRoutes(
    routes.map((r) => ({
      path: r.path,
      element: (
        <>
          {r.element}
          <LocationProbe />
        </>
      ),
    })),
  );
}

export function renderAt(path: string, routes: Array<{ path: string; element: ReactNode }>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // env="test" turns off transitions and portals' timing quirks that jsdom cannot follow.
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
