import { Badge } from '@mantine/core';
import type { CampaignStatus, Visibility } from '@microreach/domain/statuses';
import { IconLock, IconWorld } from '@tabler/icons-react';

/** Badge colours of B4 (Ended is shown like Completed): Mantine colour names, so they live in the web app. */
export const STATUS_COLORS: Record<CampaignStatus, string> = {
  Live: 'green',
  Paused: 'red',
  Draft: 'yellow',
  Completed: 'gray',
  Ended: 'gray',
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" tt="none" autoContrast>
      {status}
    </Badge>
  );
}

/** Public (globe) or Private (lock), B2. */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const Icon = visibility === 'Public' ? IconWorld : IconLock;
  return (
    <Badge variant="outline" color="gray" tt="none" leftSection={<Icon size={12} aria-hidden />}>
      {visibility}
    </Badge>
  );
}
