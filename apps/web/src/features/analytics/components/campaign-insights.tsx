// Campaign Insights (B2, B9): how the campaign performs, in the server's words, and its recommendation when one applies.
import { Alert, Paper, Text, Title } from '@mantine/core';
import type { CampaignAnalytics } from '@microreach/domain/analytics';
import { IconBulb } from '@tabler/icons-react';

export function CampaignInsights({ insight }: { insight: CampaignAnalytics['insight'] }) {
  return (
    <section aria-labelledby="analytics-insights-title">
      <Title id="analytics-insights-title" order={2} size="h3" mb="sm">
        Campaign Insights
      </Title>
      <Paper withBorder radius="md" p="md">
        <Text>{insight.text}</Text>
        {insight.recommendation && (
          <Alert color="blue" variant="light" icon={<IconBulb size={18} />} mt="md">
            {insight.recommendation}
          </Alert>
        )}
      </Paper>
    </section>
  );
}
