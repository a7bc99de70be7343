import { Badge } from '@mantine/core';
import { type CampaignStatus, STATUS_COLORS, type Visibility } from '@microreach/domain';
import { IconLock, IconWorld } from '@tabler/icons-react';

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
