// The route table at an address whose percent-encoding is malformed: the 404 page, whatever route the address names.
import { MantineProvider } from '@mantine/core';
import { notFoundTitle } from '@microreach/domain/messages';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '#web/app/router';
import { isDecodablePath } from '#web/components/decodable-address';

/** The app's own route table at an address, as the browser would open it. */
function openAt(path: string) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('an address with a malformed escape', () => {
  it.each(['/campaign-analytics/%E0%A4%A', '/edit-campaign/%zz', '/%E0%A4%A'])(
    '%s shows the 404 page with a way home, not the page its route would read',
    async (path) => {
      // React Router says in development that it could not decode the address; the page is what matters here.
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      openAt(path);
      expect(await screen.findByRole('heading', { name: notFoundTitle })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    },
  );

  it('is told apart from an address whose escapes decode', () => {
    expect(isDecodablePath('/campaign-analytics/%E0%A4%A')).toBe(false);
    expect(isDecodablePath('/edit-campaign/%zz')).toBe(false);
    expect(isDecodablePath('/edit-campaign/caf%C3%A9')).toBe(true);
    expect(isDecodablePath('/campaign-analytics/3f1c2b9e-0000-4000-8000-000000000000')).toBe(true);
  });
});
