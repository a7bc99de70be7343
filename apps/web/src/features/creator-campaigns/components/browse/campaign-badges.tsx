import { Badge } from '@mantine/core';
import type { Visibility } from '@microreach/domain/statuses';
import { IconLock, IconWorld } from '@tabler/icons-react';

/** Public (globe, open to all creators) or Private (lock, the brand approves). */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const Icon = visibility === 'Public' ? IconWorld : IconLock;
  return (
    <Badge
      variant="outline"
      color={visibility === 'Public' ? 'blue' : 'grape'}
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
    >
      {visibility}
    </Badge>
  );
}

export function NicheBadge({ niche }: { niche: string | null }) {
  if (!niche) return null;
  return (
    <Badge variant="light" color="gray" tt="none">
      {niche}
    </Badge>
  );
}
