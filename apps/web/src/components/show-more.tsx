// A long list shown a part at a time (a campaign can have hundreds of creators and thousands of posts): the first
// `step` items, then a button that shows the next `step`, with a line saying how many are shown of how many.
import { Button, Group, Text } from '@mantine/core';
import { formatCount } from '@microreach/domain/formulas';
import { useState } from 'react';

export function useShowMore(step: number) {
  const [limit, setLimit] = useState(step);
  return { limit, showMore: () => setLimit((n) => n + step), step };
}

export function ShowMore({
  shown,
  total,
  step,
  noun,
  onShowMore,
}: {
  shown: number;
  total: number;
  step: number;
  /** Plural, lower case: "videos", "creators". */
  noun: string;
  onShowMore: () => void;
}) {
  if (total <= step) return null;
  const remaining = total - shown;
  return (
    <Group justify="space-between" mt="sm" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`Showing ${formatCount(shown)} of ${formatCount(total)} ${noun}`}
      </Text>
      {remaining > 0 && (
        <Button variant="default" onClick={onShowMore}>
          {`Show ${formatCount(Math.min(step, remaining))} more ${noun}`}
        </Button>
      )}
    </Group>
  );
}
