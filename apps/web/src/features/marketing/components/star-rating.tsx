import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

const STARS = [1, 2, 3, 4, 5];

/** A read-only 1-5 rating, announced as one phrase instead of five icons. */
export function StarRating({ value }: { value: number }) {
  const rating = Math.min(5, Math.max(1, Math.round(value)));
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of 5`} c="yellow.6">
      {STARS.map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={18} aria-hidden />
        ) : (
          <IconStar key={star} size={18} aria-hidden style={{ color: 'var(--mantine-color-gray-4)' }} />
        ),
      )}
    </Group>
  );
}
