// The page's head: back to the dashboard, the campaign's name, status and dates, and the two CSV exports.
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CampaignAnalytics } from '@microreach/domain/analytics';
import { formatCalendarDayRange } from '@microreach/domain/formulas';
import { paths } from '@microreach/domain/paths';
import { IconArrowLeft, IconCalendar, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { analyticsCsvUrl } from '../api/analytics';
import { campaignStatusColor } from './analytics-figures';

export function BackToDashboard() {
  return (
    <Anchor component={Link} to={paths.smbDashboard} size="sm" mb="xs" display="inline-flex" style={{ gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden />
      Back to Dashboard
    </Anchor>
  );
}

export function AnalyticsHeader({ campaign }: { campaign: CampaignAnalytics['campaign'] }) {
  return (
    <Stack gap="xs" mb="lg">
      <BackToDashboard />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} miw={0}>
          <Text size="sm" c="dimmed" fw={500}>
            Campaign Analytics
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {campaign.name}
            </Title>
            <Badge color={campaignStatusColor(campaign.status)} variant="filled" tt="none" autoContrast>
              {campaign.status}
            </Badge>
          </Group>
          <Group gap={6} c="dimmed">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{formatCalendarDayRange(campaign.startDate, campaign.endDate)}</Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            component="a"
            href={analyticsCsvUrl(campaign.id, 'participants')}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export participants (CSV)
          </Button>
          <Button
            component="a"
            href={analyticsCsvUrl(campaign.id, 'posts')}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export posts (CSV)
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
