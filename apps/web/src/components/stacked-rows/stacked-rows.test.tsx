import { MantineProvider } from '@mantine/core';
import { render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NARROW_SCREEN_QUERY, StackedRows, useIsNarrowScreen } from './stacked-rows';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('StackedRows', () => {
  it('lists each row as a card: title, the money figure, badges, then label: value lines and actions', () => {
    render(
      <MantineProvider env="test">
        <StackedRows
          label="Earnings transactions"
          rows={[
            {
              key: 'a',
              title: 'Granola Mornings',
              details: <span>Brooks Bakery</span>,
              figure: { label: 'Net', value: '$9.50' },
              badges: <span>Paid</span>,
              fields: [
                { label: 'Date', value: 'Nov 20, 2026' },
                { label: 'Amount', value: '$10.00' },
              ],
              actions: <a href="/receipt">Receipt</a>,
            },
            { key: 'b', title: 'Second', figure: { label: 'Net', value: '$1.00' }, fields: [] },
          ]}
        />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: 'Earnings transactions' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = within(first!);
    expect(card.getByText('Granola Mornings')).toBeVisible();
    expect(card.getByText('Brooks Bakery')).toBeVisible();
    expect(card.getByText('Net')).toBeVisible();
    expect(card.getByText('$9.50')).toBeVisible();
    expect(card.getByText('Paid')).toBeVisible();
    expect(card.getAllByRole('term').map((t) => t.textContent)).toEqual(['Date', 'Amount']);
    expect(card.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Nov 20, 2026', '$10.00']);
    expect(card.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/receipt');
  });
});

describe('useIsNarrowScreen', () => {
  it('answers the phone query at once', () => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === NARROW_SCREEN_QUERY,
    })) as typeof window.matchMedia;
    expect(renderHook(() => useIsNarrowScreen()).result.current).toBe(true);
    window.matchMedia = original;
    expect(renderHook(() => useIsNarrowScreen()).result.current).toBe(false);
  });
});
