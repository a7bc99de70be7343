import './first-paint-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The toasts' container (and its transitions) loads after the page shows (issue 15: the first download), on the
  // client only (prerendered pages carry no toasts and hydrate the same way). A toast raised before it has loaded
  // waits in the notifications store. Loaded with plain state, not Suspense: no reveal is held back by a timer.
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./toasts').then(
      (m) => {
        if (live) setToasts(() => m.Toasts);
      },
      () => undefined, // a chunk missing after a deploy: main.tsx reloads the page for the new build
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {Toasts && <Toasts />}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
