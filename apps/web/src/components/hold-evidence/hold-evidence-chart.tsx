// The small chart beside a hold (issue 26, item 6), on the business's Review Content and the creator's content slot:
// the post's views and likes over time against what the creator's other posts had at the same age. Hand-drawn SVG
// rather than @mantine/charts: two short lines do not need recharts in the dashboards' bundles, and a fixed height with
// a width in percent fits a 390 px phone and the wide dialog alike. Unknown readings break a line; they are never 0.
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HoldEvidence } from '@microreach/domain/content-review';
import {
  formatCompact,
  formatCount,
  formatLocalDateTimeShort,
  formatLocalDayShort,
  formatLocalTime,
} from '@microreach/domain/formulas';
import {
  HOLD_METRIC_LABELS,
  type HoldMetric,
  holdEvidenceSummary,
  metricLines,
  type PlotLine,
} from './hold-evidence-summary';

export const POST_LINE_LABEL = 'This post';
export const EXPECTED_LINE_LABEL = 'Expected from the creator’s other posts';
export const NO_BASIS_TEXT = 'No earlier posts to compare with yet.';

const POST_COLOR = 'var(--mantine-color-blue-7)';
const EXPECTED_COLOR = 'var(--mantine-color-gray-7)';
const EXPECTED_DASH = '6 4';
const GRID_COLOR = 'var(--mantine-color-gray-3)';
const HEIGHT = 88;
const PAD = 5;
/** Points stay this far (in % of the width) from the plot's edges, so the first and last dot are whole. */
const EDGE = 3;

/** The chart of a held post, its key and where the expectation comes from; nothing when there is no evidence. */
export function HoldEvidenceChart({ evidence }: { evidence: HoldEvidence | null }) {
  if (!evidence) return null;
  const hasBasis = evidence.basis !== null;
  const times = evidence.points.map((p) => Date.parse(p.at)).filter(Number.isFinite);
  const span = { from: Math.min(...times), to: Math.max(...times) };
  const metrics = (['views', 'likes'] as const).filter((m) => {
    const lines = metricLines(evidence, m);
    return lines.post.length + lines.expected.length > 0;
  });
  return (
    <Stack component="figure" gap={6} m={0} miw={0}>
      <ChartKey hasBasis={hasBasis} />
      {metrics.length === 0 ? (
        <Text size="xs" c="dimmed">
          No readings of this post yet.
        </Text>
      ) : (
        <div role="img" aria-label={holdEvidenceSummary(evidence)}>
          <SimpleGrid type="container" cols={{ base: 1, '460px': metrics.length }} spacing="sm" verticalSpacing={6}>
            {metrics.map((metric) => (
              <MetricPlot key={metric} evidence={evidence} metric={metric} span={span} />
            ))}
          </SimpleGrid>
        </div>
      )}
      <Text component="figcaption" size="xs" c="dimmed">
        {hasBasis ? `Expected from ${sentence(evidence.basis ?? '')}` : NO_BASIS_TEXT}
      </Text>
    </Stack>
  );
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function MetricPlot({
  evidence,
  metric,
  span,
}: {
  evidence: HoldEvidence;
  metric: HoldMetric;
  span: { from: number; to: number };
}) {
  const lines = metricLines(evidence, metric);
  const values = [...lines.post, ...lines.expected].flat().map((p) => p.value);
  const max = Math.max(1, ...values);
  const x = (ms: number) =>
    span.to === span.from ? '50%' : `${EDGE + ((100 - 2 * EDGE) * (ms - span.from)) / (span.to - span.from)}%`;
  const y = (value: number) => PAD + (1 - value / max) * (HEIGHT - 2 * PAD);
  const sameDay =
    formatLocalDayShort(new Date(span.from).toISOString()) === formatLocalDayShort(new Date(span.to).toISOString());
  const axisDay = (ms: number) => {
    const at = new Date(ms).toISOString();
    return sameDay ? formatLocalTime(at) : formatLocalDayShort(at);
  };
  const unit = metric === 'views' ? 'views' : 'likes';
  return (
    <Box miw={0}>
      <Text size="xs" fw={600}>
        {HOLD_METRIC_LABELS[metric]}
      </Text>
      <Group gap={4} wrap="nowrap" align="stretch">
        <Stack justify="space-between" gap={0} w={36} h={HEIGHT} style={{ flexShrink: 0 }}>
          <Text fz={10} c="dimmed" ta="right" lh={1}>
            {formatCompact(max)}
          </Text>
          <Text fz={10} c="dimmed" ta="right" lh={1}>
            0
          </Text>
        </Stack>
        <Box flex={1} miw={0}>
          <svg
            width="100%"
            height={HEIGHT}
            overflow="visible"
            aria-hidden
            focusable="false"
            style={{ display: 'block' }}
          >
            <line x1="0" x2="100%" y1={PAD} y2={PAD} stroke={GRID_COLOR} />
            <line x1="0" x2="100%" y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke={GRID_COLOR} />
            <Line
              line={lines.expected}
              x={x}
              y={y}
              color={EXPECTED_COLOR}
              dash={EXPECTED_DASH}
              title={(value, at) => `${formatLocalDateTimeShort(at)}: ${formatCount(value)} ${unit} expected`}
              isHollow
            />
            <Line
              line={lines.post}
              x={x}
              y={y}
              color={POST_COLOR}
              title={(value, at) => `${formatLocalDateTimeShort(at)}: ${formatCount(value)} ${unit}`}
            />
          </svg>
        </Box>
      </Group>
      <Group justify="space-between" gap="xs" pl={40} wrap="nowrap">
        <Text fz={10} c="dimmed">
          {axisDay(span.from)}
        </Text>
        {span.to !== span.from && (
          <Text fz={10} c="dimmed">
            {axisDay(span.to)}
          </Text>
        )}
      </Group>
    </Box>
  );
}

/** A line's runs of known readings, each point with its reading as a tooltip; a gap where a reading is unknown. */
function Line({
  line,
  x,
  y,
  color,
  dash,
  title,
  isHollow = false,
}: {
  line: PlotLine;
  x: (ms: number) => string;
  y: (value: number) => number;
  color: string;
  dash?: string;
  title: (value: number, at: string) => string;
  isHollow?: boolean;
}) {
  return (
    <g>
      {line.map((run) =>
        run.slice(1).map((p, i) => {
          const from = run[i];
          return (
            <line
              key={`${from.at}-${p.at}`}
              x1={x(from.ms)}
              y1={y(from.value)}
              x2={x(p.ms)}
              y2={y(p.value)}
              stroke={color}
              strokeWidth={2}
              strokeDasharray={dash}
            />
          );
        }),
      )}
      {line.flat().map((p) => (
        <circle
          key={p.at}
          cx={x(p.ms)}
          cy={y(p.value)}
          r={isHollow ? 2.5 : 3}
          fill={isHollow ? 'var(--mantine-color-body)' : color}
          stroke={color}
          strokeWidth={1.5}
        >
          <title>{title(p.value, p.at)}</title>
        </circle>
      ))}
    </g>
  );
}

/** The key: each line drawn as it is on the chart beside its name. */
function ChartKey({ hasBasis }: { hasBasis: boolean }) {
  const keys = [
    { label: POST_LINE_LABEL, color: POST_COLOR, dash: undefined, isHollow: false },
    ...(hasBasis ? [{ label: EXPECTED_LINE_LABEL, color: EXPECTED_COLOR, dash: EXPECTED_DASH, isHollow: true }] : []),
  ];
  return (
    <Group component="ul" aria-label="Key to the chart" gap="md" m={0} p={0} style={{ listStyle: 'none', rowGap: 2 }}>
      {keys.map((k) => (
        <Group component="li" key={k.label} gap={6} wrap="nowrap">
          <svg width={28} height={10} aria-hidden focusable="false" style={{ flexShrink: 0 }}>
            <line x1={1} y1={5} x2={27} y2={5} stroke={k.color} strokeWidth={2} strokeDasharray={k.dash} />
            <circle
              cx={14}
              cy={5}
              r={k.isHollow ? 2.5 : 3}
              fill={k.isHollow ? 'var(--mantine-color-body)' : k.color}
              stroke={k.color}
              strokeWidth={1.5}
            />
          </svg>
          <Text size="xs">{k.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
