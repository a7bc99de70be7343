// Campaign Insights (B2, B9): how the campaign performs, in the server's words, and its recommendation when one applies.
// Issue 30: with no counted post or no views yet (a Draft, or nothing approved), B9's reading of 0% would call the
// campaign "below average" and give advice; it says instead that there is nothing to read yet.
import { Alert, Paper, Text, Title } from '@mantine/core';
import type { CampaignAnalytics } from '@microreach/domain/analytics';
import { analyticsMessages } from '@microreach/domain/analytics-rules';
import { IconBulb } from '@tabler/icons-react';

export function CampaignInsights({
  insight,
  hasFigures,
}: {
  insight: CampaignAnalytics['insight'];
  /** Some counted post has views: only then is there a rate to read. */
  hasFigures: boolean;
}) {
  return (
    <section aria-labelledby="analytics-insights-title">
      <Title id="analytics-insights-title" order={2} size="h3" mb="sm">
        Campaign Insights
      </Title>
      <Paper withBorder radius="md" p="md">
        {hasFigures ? (
          <>
            <Text>{insight.text}</Text>
            {insight.recommendation && (
              <Alert color="blue" variant="light" icon={<IconBulb size={18} />} mt="md">
                {insight.recommendation}
              </Alert>
            )}
          </>
        ) : (
          <Text c="dimmed">{analyticsMessages.noFiguresInsight}</Text>
        )}
      </Paper>
    </section>
  );
}
