// The few words of a campaign's terms a card has room for (issue 29), as chips; a perpetual licence stands out.
import { Group, Pill, VisuallyHidden } from '@mantine/core';
import type { CampaignTerms } from '@microreach/domain/campaign-terms';
import { termsSummary, termsWarnings } from '@microreach/domain/campaign-terms-rules';
import { IconAlertTriangle } from '@tabler/icons-react';

export function TermsSummary({ terms }: { terms: CampaignTerms }) {
  const chips = termsSummary(terms);
  // The usage-rights chip comes first; with a perpetual licence it is the one the creator must not miss.
  const isPerpetual = termsWarnings(terms).includes('perpetual_licence');
  return (
    <Group gap={6} role="group" aria-label="Terms">
      {chips.map((chip, index) =>
        index === 0 && isPerpetual ? (
          <Pill key={chip} size="md" bg="orange.1" c="orange.9" fw={600}>
            <IconAlertTriangle size={13} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
            {chip}
            <VisuallyHidden> (warning: read it in the terms)</VisuallyHidden>
          </Pill>
        ) : (
          <Pill key={chip} size="md">
            {chip}
          </Pill>
        ),
      )}
    </Group>
  );
}
