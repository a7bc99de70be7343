// A wide table's rows as stacked cards on a phone (issue 30): a table of seven to eleven columns scrolled sideways and
// left Amount, Net and Earnings off the screen. Each card leads with its title and its money figure, larger, then
// the other columns as label: value lines. The desktop keeps its table; `useIsNarrowScreen` says which to draw.
import { Box, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './stacked-rows.module.css';

/** Below Mantine's sm breakpoint (48em, 768 px): phones and small tablets held upright. */
export const NARROW_SCREEN_QUERY = '(max-width: 48em)';

/** True on a phone. Read at once in the browser, so a phone never draws the table first. */
export function useIsNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
}

export interface StackedField {
  label: string;
  value: ReactNode;
}

export interface StackedRow {
  key: string;
  /** What the row is: a campaign, a creator, a withdrawal. */
  title: ReactNode;
  /** Lines under the title: a company, a note, a link. */
  details?: ReactNode;
  /** The money figure, shown large at the card's top right. */
  figure: StackedField;
  /** A status badge or two. */
  badges?: ReactNode;
  /** The other columns, in the table's order. */
  fields: StackedField[];
  /** Actions at the card's foot (a link, a button). */
  actions?: ReactNode;
}

export function StackedRows({
  label,
  rows,
  isBusy,
}: {
  /** The list's accessible name (the table's region name on the desktop). */
  label: string;
  rows: StackedRow[];
  isBusy?: boolean;
}) {
  return (
    <Box component="ul" aria-label={label} aria-busy={isBusy} className={classes.list}>
      {rows.map((row) => (
        <Box component="li" key={row.key} className={classes.card}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Text component="div" size="sm" fw={600} className={classes.title}>
                {row.title}
              </Text>
              {row.details}
            </Stack>
            <Stack gap={0} align="flex-end" className={classes.figure}>
              <Text size="xs" c="dimmed">
                {row.figure.label}
              </Text>
              <Text size="lg" fw={700}>
                {row.figure.value}
              </Text>
            </Stack>
          </Group>
          {row.badges && (
            <Group gap={6} mt={6}>
              {row.badges}
            </Group>
          )}
          <dl className={classes.fields}>
            {row.fields.map((field) => (
              <div key={field.label} className={classes.field}>
                <Text component="dt" size="xs" c="dimmed">
                  {field.label}
                </Text>
                <Text component="dd" size="sm">
                  {field.value}
                </Text>
              </div>
            ))}
          </dl>
          {row.actions && (
            <Group gap="xs" mt={6}>
              {row.actions}
            </Group>
          )}
        </Box>
      ))}
    </Box>
  );
}
