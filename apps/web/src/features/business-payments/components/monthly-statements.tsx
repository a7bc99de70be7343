// Monthly statements on the Payments page (issue 30): pick a month the wallet moved in and open its printable statement.
import { Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@microreach/domain/paths';
import { formatStatementMonth } from '@microreach/domain/receipts-rules';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

/** `months`: 'YYYY-MM', newest first, as the Payments page's figures carry them. */
export function MonthlyStatements({ months }: { months: readonly string[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  // The newest month until the business picks another.
  const month = picked && months.includes(picked) ? picked : (months[0] ?? null);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="monthly-statements-title">
      <Stack gap="sm">
        <Title id="monthly-statements-title" order={2} size="h4">
          Monthly statements
        </Title>
        {month === null ? (
          <Text size="sm" c="dimmed">
            No statements yet: each month your wallet moves gets one, with its opening and closing balance.
          </Text>
        ) : (
          <>
            {/* The browser's own list (issue 31: Mantine's Select brings its floating dropdown's code to the page). */}
            <NativeSelect
              label="Month"
              data={months.map((m) => ({ value: m, label: formatStatementMonth(m) }))}
              value={month}
              onChange={(event) => setPicked(event.currentTarget.value)}
            />
            <Button
              component={Link}
              to={paths.smbStatement(month)}
              variant="default"
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              Open statement
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
