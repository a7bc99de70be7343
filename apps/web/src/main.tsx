import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadPrerenderedPage } from './app/router';
import { reloadForNewBuild } from './lib/chunk-reload';

// Vite's preload of a chunk or stylesheet failed (a tab from before the last deploy): reload once for the new build.
// The error still reaches the lazy import, which waits for the reload, or shows the error if none was started.
window.addEventListener('vite:preloadError', () => {
  reloadForNewBuild();
});

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
// The landing pages come rendered from the build (src/prerender.tsx): they are hydrated; every other page is rendered.
const root = document.getElementById('root')!;
if (root.firstElementChild) {
  preloadPrerenderedPage(window.location.pathname).then(
    () => hydrateRoot(root, app),
    () => hydrateRoot(root, app), // the chunk failed: hydration suspends on it and importOrReload takes over
  );
} else {
  createRoot(root).render(app);
}
