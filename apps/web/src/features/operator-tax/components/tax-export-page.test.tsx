// /ops/tax: the year picker (the current UTC year first) and the CSV link it makes.
import { TAX_EXPORT_FIRST_YEAR } from '@microreach/domain/tax';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { exportYears, TaxExportPage } from './tax-export-page';

const routes = [{ path: '/ops/tax', element: <TaxExportPage /> }];

describe('the operators’ tax export page', () => {
  it('offers this year first and downloads the CSV of the year chosen, asking the API nothing itself', async () => {
    const calls = mockApi({});
    renderAt('/ops/tax', routes);
    const thisYear = new Date().getUTCFullYear();
    expect(screen.getByRole('heading', { level: 2, name: 'Tax export' })).toBeVisible();
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(year).toHaveValue(String(thisYear));
    const options = within(year)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe(String(thisYear));
    expect(options.at(-1)).toBe(String(TAX_EXPORT_FIRST_YEAR));
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download).toHaveAttribute('href', `/api/ops/tax/payouts.csv?year=${thisYear}`);
    expect(download).toHaveAttribute('download', `microreach-tax-payouts-${thisYear}.csv`);

    await user.selectOptions(year, String(thisYear - 1));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/ops/tax/payouts.csv?year=${thisYear - 1}`,
    );
    expect(screen.getByText('Every download is recorded in the audit.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('lists the years from the current UTC year back to the first', () => {
    expect(exportYears(new Date('2027-01-01T00:30:00Z'))).toEqual(
      Array.from({ length: 2027 - TAX_EXPORT_FIRST_YEAR + 1 }, (_, i) => 2027 - i),
    );
    // 31 December late in the evening west of UTC is already the next year in UTC.
    expect(exportYears(new Date('2026-12-31T23:30:00-05:00'))[0]).toBe(2027);
  });
});
