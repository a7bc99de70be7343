import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { reloadForNewBuild } from './lib/chunk-reload';

// Vite's preload of a chunk or stylesheet failed (a tab from before the last deploy): reload once for the new build.
// The error still reaches the lazy import, which waits for the reload, or shows the error if none was started.
window.addEventListener('vite:preloadError', () => {
  reloadForNewBuild();
});

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
