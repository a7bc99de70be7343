// /ops/tax (issue 29 item 5): a year's withdrawals per creator with their tax details, as CSV for whoever files the
// year's information returns. The current year (UTC) to start with; every download is a line of the audit.
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { TAX_DETAILS_THRESHOLD_CENTS, TAX_EXPORT_FIRST_YEAR } from '@microreach/domain/tax-rules';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { taxPayoutsCsvHref } from '../api/ops-tax';

/** The years the export offers, newest first: from the first one to the current UTC year. */
export function exportYears(now: Date = new Date()): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: current - TAX_EXPORT_FIRST_YEAR + 1 }, (_, i) => current - i);
}

export function TaxExportPage() {
  const years = exportYears();
  const [year, setYear] = useState(years[0] ?? TAX_EXPORT_FIRST_YEAR);

  return (
    <Stack gap="lg">
      <Title order={2}>Tax export</Title>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tax-export-title">
        <Stack gap="md">
          <Title id="tax-export-title" order={3} size="h4">
            Payouts per creator
          </Title>
          <Text size="sm">
            One line per creator with a withdrawal requested in the year (UTC) that did not fail: what they were paid
            (withdrawals still on their way included and shown apart), whether that passed{' '}
            {formatMoney(TAX_DETAILS_THRESHOLD_CENTS)}, and the tax details they gave (W-9 or W-8BEN, the tax id
            masked). Most paid first.
          </Text>
          <Text size="sm" c="dimmed">
            Every download is recorded in the audit.
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Year"
              data={years.map(String)}
              value={String(year)}
              onChange={(event) => setYear(Number(event.currentTarget.value))}
              w={140}
            />
            <Button
              component="a"
              href={taxPayoutsCsvHref(year)}
              download={`microreach-tax-payouts-${year}.csv`}
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Download CSV
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
