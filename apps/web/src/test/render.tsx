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

/** What a stubbed fetch was asked: method, path with query, JSON body (the client passes a Request). */
export async function readStubRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<{ method: string; path: string; body: unknown; headers: Headers }> {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    body: text ? JSON.parse(text) : undefined,
    headers: request.headers,
  };
}

/** Answers fetch calls from a table of `METHOD /path` -> [status, body]. */
export function stubApi(table: Record<string, [number, unknown]>) {
  const calls: Array<{ method: string; path: string; body: unknown; headers: Headers }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const { method, path, body, headers } = await readStubRequest(input, init);
    // Headers are there to look at (Idempotency-Key) but kept out of toEqual comparisons of the calls.
    calls.push(
      Object.defineProperty({ method, path, body }, 'headers', { value: headers, enumerable: false }) as {
        method: string;
        path: string;
        body: unknown;
        headers: Headers;
      },
    );
    const hit = table[`${method} ${path}`];
    if (!hit) return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 500 });
    const [status, answer] = hit;
    return new Response(status === 204 ? null : JSON.stringify(answer), { status });
  }) as typeof fetch;
  return calls;
}
