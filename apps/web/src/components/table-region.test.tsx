import { MantineProvider, Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { user } from '#web/test/user';
import { TableRegion } from './table-region';

function renderTable(props: { isBusy?: boolean } = {}) {
  render(
    <MantineProvider env="test">
      <TableRegion label="Payouts table" minWidth={640} {...props}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Nov 20, 2026</Table.Td>
            <Table.Td>$50.00</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </TableRegion>
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Payouts table' });
}

describe('TableRegion', () => {
  it('is a named region a keyboard can reach, with the table and its columns inside', async () => {
    const region = renderTable();
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Amount']);
    expect(within(table).getByRole('cell', { name: '$50.00' })).toBeVisible();
    await user.tab();
    expect(region).toHaveFocus();
    expect(region).not.toHaveAttribute('aria-busy');
  });

  it('says when its rows are being replaced', () => {
    expect(renderTable({ isBusy: true })).toHaveAttribute('aria-busy', 'true');
  });
});
