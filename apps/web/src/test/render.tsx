// Renders a piece of UI with the app's providers and an in-memory router.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, routes: Array<{ path: string; element: ReactNode }>) {
  const router = createMemoryRouter(
    routes.map((r) => ({
      path: r.path,
      element: (
        <>
          {r.element}
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // env="test" turns off transitions and portals' timing quirks that jsdom cannot follow.
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Answers fetch calls from a table of `METHOD /path` -> [status, body]. */
export function stubApi(table: Record<string, [number, unknown]>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const hit = table[`${method} ${path}`];
    if (!hit) return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 500 });
    const [status, body] = hit;
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
  return calls;
}
