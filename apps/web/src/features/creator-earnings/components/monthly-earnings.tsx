// Monthly Earnings (C2): final earnings settled this month and last month (UTC months, as the server counts them),
// and the growth between them (C9, computed by the server).
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CreatorEarnings } from '@microreach/domain/creator-earnings';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { growthFigure } from './earnings-figures';

export function MonthlyEarnings({ monthly }: { monthly: CreatorEarnings['monthly'] }) {
  const growthColor = monthly.growthPercent > 0 ? 'green.8' : monthly.growthPercent < 0 ? 'red.8' : undefined;
  const figures = [
    { label: 'This Month', value: formatMoney(monthly.thisMonthCents) },
    { label: 'Last Month', value: formatMoney(monthly.lastMonthCents) },
    { label: 'Growth', value: growthFigure(monthly), color: growthColor },
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="monthly-earnings-title">
      <Title id="monthly-earnings-title" order={2} size="h4" mb="md">
        Monthly Earnings
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {figures.map((f) => (
          <Stack key={f.label} gap={2} role="group" aria-label={f.label}>
            <Text size="sm" c="dimmed">
              {f.label}
            </Text>
            <Text fw={700} fz={20} c={f.color}>
              {f.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
