// The landing pages rendered to HTML at build time (scripts/prerender.ts), so a visitor sees them before any JavaScript
// has loaded; main.tsx then hydrates them. The tree is main.tsx's, with a memory router at the page's address.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

/** The app's HTML at `url`, once every lazy part of the page has loaded. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
