// A creator's rate card as businesses read it (issue 30): the public profile, the applicants dialog and Find
// Influencers' one-line summary. What the creator usually charges per kind of post: a guide, not a price we charge.
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { RateCardEntry } from '@microreach/domain/rate-card';
import { RATE_CARD_FORMAT_LABELS, rateCardMessages, rateCardSummary } from '@microreach/domain/rate-card-rules';
import { IconTag } from '@tabler/icons-react';

/** Each rate on a line of its own ("Instagram Reel  $250.00"), or "No rates given". */
export function RateCardList({ rates, label = 'Rate card' }: { rates: readonly RateCardEntry[]; label?: string }) {
  if (rates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {rateCardMessages.empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={2} p={0} m={0} maw={360} style={{ listStyle: 'none' }} aria-label={label}>
      {rates.map((rate) => (
        <Group component="li" key={rate.format} justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{RATE_CARD_FORMAT_LABELS[rate.format]}</Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(rate.priceCents)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** "From $120.00 per post" with a tag icon; nothing for an empty card. */
export function RateSummary({ rates }: { rates: readonly RateCardEntry[] }) {
  const summary = rateCardSummary(rates);
  if (!summary) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <IconTag size={14} aria-hidden />
      <Text size="sm" fw={500}>
        {summary}
      </Text>
    </Group>
  );
}
