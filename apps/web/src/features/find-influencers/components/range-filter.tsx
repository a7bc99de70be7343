// A slider over a range (audience size, engagement rate). Dragging moves the thumbs at once; the search follows a
// moment after the last change, so a drag or a run of key presses is one request and one history entry. Besides the
// arrows (one step), PageUp/PageDown move a thumb a tenth of the scale and Home/End to the ends: 1K steps over 1K-1M
// would otherwise take a thousand key presses.
import { Box, Group, RangeSlider, Stack, Text } from '@mantine/core';
import { isSameRange, type Range } from '@microreach/domain/find-influencers-rules';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export const RANGE_COMMIT_DELAY_MS = 400;

export function RangeFilter({
  label,
  description,
  value,
  onChange,
  min,
  max,
  step,
  formatValue,
  fromLabel,
  toLabel,
}: {
  label: string;
  description?: string;
  /** The committed range (from the URL). */
  value: Range;
  onChange: (value: Range) => void;
  min: number;
  max: number;
  step: number;
  formatValue: (value: number) => string;
  fromLabel: string;
  toLabel: string;
}) {
  const [draft, setDraft] = useState<Range | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = draft ?? value;
  const labelId = `${fromLabel.replace(/\W+/g, '-').toLowerCase()}-label`;

  // A new committed value (ours arriving, Back, Clear Filters) replaces whatever was being dragged or waiting to be
  // sent.
  const valueKey = `${value[0]}-${value[1]}`;
  useEffect(() => {
    void valueKey;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setDraft(null);
  }, [valueKey]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const commitSoon = (next: Range) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (!isSameRange(next, value)) onChange(next);
    }, RANGE_COMMIT_DELAY_MS);
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const thumbs = [...event.currentTarget.querySelectorAll('[role="slider"]')];
    const index = event.target instanceof Element ? thumbs.indexOf(event.target) : -1;
    if (index < 0) return;
    const big = (max - min) / 10;
    const current = shown[index]!;
    const target =
      event.key === 'PageUp'
        ? current + big
        : event.key === 'PageDown'
          ? current - big
          : event.key === 'Home'
            ? min
            : event.key === 'End'
              ? max
              : null;
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    const stepped = Number((Math.round(target / step) * step).toFixed(1));
    const clamped =
      index === 0 ? Math.max(min, Math.min(stepped, shown[1])) : Math.min(max, Math.max(stepped, shown[0]));
    const next: Range = index === 0 ? [clamped, shown[1]] : [shown[0], clamped];
    setDraft(next);
    commitSoon(next);
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {formatValue(shown[0])} - {formatValue(shown[1])}
        </Text>
      </Group>
      {/* The keys Mantine does not handle, caught before its own handlers (which it does not let us extend). */}
      <Box onKeyDownCapture={onKeyDownCapture}>
        <RangeSlider
          aria-labelledby={labelId}
          min={min}
          max={max}
          step={step}
          minRange={0}
          value={[shown[0], shown[1]]}
          onChange={(next) => setDraft(next)}
          onChangeEnd={(next) => commitSoon(next)}
          label={formatValue}
          thumbValueText={formatValue}
          thumbFromLabel={fromLabel}
          thumbToLabel={toLabel}
          mx={8}
        />
      </Box>
      <Group justify="space-between" gap="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          {formatValue(min)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatValue(max)}
        </Text>
      </Group>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
