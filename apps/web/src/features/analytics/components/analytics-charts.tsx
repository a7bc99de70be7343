// The two charts of Campaign Analytics: views and engagement over time, and spend against the budget. Each line has its
// own dash pattern and point shape as well as its colour, shown in a written key; each chart has a text summary and a
// data table to open, for people who cannot see it.
import '@mantine/charts/styles.css';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import {
  Button,
  Collapse,
  EmptyState,
  Group,
  getThemeColor,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import type { CampaignAnalytics } from '@microreach/domain/analytics';
import { dayStartMs } from '@microreach/domain/calendar';
import {
  formatBudget,
  formatCalendarDay,
  formatCalendarDayShort,
  formatCompact,
  formatCount,
  formatUsd,
} from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconChartLine, IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { Symbols, type SymbolType } from 'recharts';
import { performanceSummary, spendSummary } from './analytics-figures';

/**
 * A chart's x value, a calendar day at 00:00 UTC in ms, as the axis and tooltip name it ('Mar 3'); nothing for no value
 * (recharts asks for the tooltip's label before any point is hovered).
 */
function dayLabel(time: unknown): string {
  const ms = Number(time);
  if (time === undefined || time === null || !Number.isFinite(ms)) return '';
  return formatCalendarDayShort(new Date(ms).toISOString().slice(0, 10));
}

/** One line of a chart as the key describes it. */
interface KeyLine {
  label: string;
  color: string;
  /** SVG stroke-dasharray; none for a solid line. */
  dash?: string;
  /** The shape of its points; none for a line without points (the budget). */
  symbol?: SymbolType;
}

interface Line extends KeyLine {
  name: string;
  /** Its name in the tooltip, which must fit a phone. */
  shortLabel: string;
  yAxisId?: string;
}

const CHART_HEIGHT = 220;

export function AnalyticsCharts({ data }: { data: CampaignAnalytics }) {
  return (
    <section aria-labelledby="analytics-trends-title">
      <Title id="analytics-trends-title" order={2} size="h3" mb="sm">
        Trends
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PerformanceChart series={data.series} />
        <SpendChart spend={data.spend} budgetCents={data.budget.budgetCents} />
      </SimpleGrid>
    </section>
  );
}

const PERFORMANCE_LINES: Line[] = [
  { name: 'views', label: 'Views (left scale)', shortLabel: 'Views', color: 'blue.7', symbol: 'circle' },
  {
    name: 'engagement',
    label: 'Engagement: likes, comments and shares (right scale)',
    shortLabel: 'Engagement',
    color: 'pink.7',
    dash: '8 4',
    symbol: 'square',
    yAxisId: 'right',
  },
];

function PerformanceChart({ series }: { series: CampaignAnalytics['series'] }) {
  const summary = performanceSummary(series);
  return (
    <ChartPanel
      title="Views and Engagement"
      isEmpty={series.length === 0}
      emptyText="Views, likes, comments and shares appear here, day by day, once the posts' figures are read."
      summary={summary}
      keyLines={PERFORMANCE_LINES}
      chart={
        <ThemedLineChart
          data={series.map((p) => ({ ...p, time: dayStartMs(p.day) }))}
          lines={PERFORMANCE_LINES}
          valueFormatter={formatCompact}
          withRightYAxis
        />
      }
      table={{
        columns: ['Day', 'Views', 'Engagement'],
        rows: series.map((p) => [formatCalendarDay(p.day), formatCount(p.views), formatCount(p.engagement)]),
      }}
    />
  );
}

const SPEND_LINES: Line[] = [
  { name: 'fundedCents', label: 'Funded', shortLabel: 'Funded', color: 'teal.8', symbol: 'circle' },
  { name: 'spentCents', label: 'Spent', shortLabel: 'Spent', color: 'orange.8', dash: '8 4', symbol: 'triangle' },
];
const BUDGET_LINE: KeyLine = { label: 'Budget', color: 'gray.7', dash: '2 4' };

function SpendChart({ spend, budgetCents }: { spend: CampaignAnalytics['spend']; budgetCents: number | null }) {
  const summary = spendSummary(spend, budgetCents);
  const keyLines = budgetCents === null ? SPEND_LINES : [...SPEND_LINES, BUDGET_LINE];
  return (
    <ChartPanel
      title="Spend vs Budget"
      isEmpty={spend.length === 0}
      emptyText="Money moved into the campaign and paid to creators appears here once it moves."
      summary={summary}
      keyLines={keyLines}
      chart={
        <ThemedLineChart
          data={spend.map((p) => ({ ...p, time: dayStartMs(p.day) }))}
          lines={SPEND_LINES}
          valueFormatter={formatUsd}
          budgetCents={budgetCents}
        />
      }
      table={{
        columns: ['Day', 'Funded', 'Spent'],
        rows: spend.map((p) => [formatCalendarDay(p.day), formatMoney(p.fundedCents), formatMoney(p.spentCents)]),
        caption: budgetCents === null ? 'No budget set' : `Budget: ${formatBudget(budgetCents)}`,
      }}
    />
  );
}

/**
 * A Mantine LineChart drawn with each line's dash and point shape, on a time axis (days without a reading leave a gap
 * of their width). It is read out as one image described by its summary, and the data table beside it is the way
 * through its points, so recharts' keyboard layer is off.
 */
function ThemedLineChart({
  data,
  lines,
  valueFormatter,
  withRightYAxis = false,
  budgetCents = null,
}: {
  data: Array<Record<string, unknown> & { time: number }>;
  lines: Line[];
  valueFormatter: (value: number) => string;
  withRightYAxis?: boolean;
  budgetCents?: number | null;
}) {
  const theme = useMantineTheme();
  const series: LineChartSeries[] = lines.map((l) => ({
    name: l.name,
    label: l.shortLabel,
    color: l.color,
    strokeDasharray: l.dash,
    yAxisId: l.yAxisId,
  }));
  const byName = new Map(lines.map((l) => [l.name, l]));
  return (
    <LineChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="time"
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: ['dataMin', 'dataMax'],
        ticks: data.map((d) => d.time),
        tickFormatter: dayLabel,
      }}
      tooltipProps={{ labelFormatter: dayLabel }}
      series={series}
      curveType="linear"
      accessibilityLayer={false}
      valueFormatter={valueFormatter}
      withRightYAxis={withRightYAxis}
      yAxisProps={{ width: 64 }}
      rightYAxisProps={{ width: 48 }}
      lineProps={(s) => {
        const line = byName.get(s.name);
        const color = getThemeColor(line?.color, theme);
        const symbol = line?.symbol ?? 'circle';
        return {
          // Solid outlines: a dashed line's dash would otherwise fray its points.
          dot: { symbol, r: 4, fill: color, stroke: color, strokeWidth: 1, strokeDasharray: 'none' },
          activeDot: {
            symbol,
            r: 6,
            fill: color,
            stroke: 'var(--mantine-color-body)',
            strokeWidth: 2,
            strokeDasharray: 'none',
          },
        };
      }}
      referenceLines={
        budgetCents === null
          ? undefined
          : [
              {
                y: budgetCents,
                color: BUDGET_LINE.color,
                strokeDasharray: BUDGET_LINE.dash,
                strokeWidth: 2,
                ifOverflow: 'extendDomain',
                label: `Budget ${formatBudget(budgetCents)}`,
                labelPosition: 'insideTopLeft',
              },
            ]
      }
    />
  );
}

/** A chart with its heading, written key, empty state and data table. */
function ChartPanel({
  title,
  isEmpty,
  emptyText,
  summary,
  keyLines,
  chart,
  table,
}: {
  title: string;
  isEmpty: boolean;
  emptyText: string;
  summary: string;
  keyLines: KeyLine[];
  chart: ReactNode;
  table: { columns: string[]; rows: string[][]; caption?: string };
}) {
  const id = useId();
  const [isTableOpen, setTableOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`} miw={0}>
      <Title id={`${id}-title`} order={3} size="h4" mb="xs">
        {title}
      </Title>
      {isEmpty ? (
        <EmptyState
          icon={<IconChartLine size={28} />}
          withIndicatorBackground
          title="No figures recorded yet"
          description={emptyText}
          py={32}
        />
      ) : (
        <Stack gap="sm">
          <ChartKey lines={keyLines} label={`Key to ${title}`} />
          <div role="img" aria-label={`${title} chart`} aria-describedby={`${id}-summary`}>
            {chart}
          </div>
          <Text id={`${id}-summary`} size="sm" c="dimmed">
            {summary}
          </Text>
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconTable size={16} aria-hidden />}
              aria-expanded={isTableOpen}
              aria-controls={`${id}-table`}
              onClick={() => setTableOpen((open) => !open)}
            >
              {isTableOpen ? 'Hide data table' : 'Show data table'}
            </Button>
            <Collapse expanded={isTableOpen} id={`${id}-table`}>
              <Table.ScrollContainer minWidth={280} type="native" mt="xs">
                <Table striped verticalSpacing={4} fz="sm">
                  <Table.Caption>{table.caption ? `${title}. ${table.caption}` : title}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      {table.columns.map((c, i) => (
                        <Table.Th key={c} ta={i === 0 ? 'left' : 'right'}>
                          {c}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map((row) => (
                      <Table.Tr key={row[0]}>
                        {row.map((cell, i) =>
                          i === 0 ? (
                            <Table.Th key={table.columns[i]} scope="row" fw={400}>
                              {cell}
                            </Table.Th>
                          ) : (
                            <Table.Td key={table.columns[i]} ta="right">
                              {cell}
                            </Table.Td>
                          ),
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Collapse>
          </div>
        </Stack>
      )}
    </Paper>
  );
}

/** The key: each line drawn as it is on the chart (dash and point shape) beside its name. */
function ChartKey({ lines, label }: { lines: KeyLine[]; label: string }) {
  const theme = useMantineTheme();
  return (
    <Group component="ul" aria-label={label} gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => {
        const color = getThemeColor(line.color, theme);
        return (
          <Group component="li" key={line.label} gap={6} wrap="nowrap">
            <svg width={32} height={12} aria-hidden focusable="false" style={{ flexShrink: 0 }}>
              <line x1={1} y1={6} x2={31} y2={6} stroke={color} strokeWidth={2} strokeDasharray={line.dash} />
              {line.symbol && <Symbols cx={16} cy={6} type={line.symbol} size={8} sizeType="diameter" fill={color} />}
            </svg>
            <Text size="xs">{line.label}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
