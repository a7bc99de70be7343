// A campaign's terms in plain words (issue 29): each term on its line, and a warning where the term costs the creator
// the most (a perpetual licence) in an Alert beside it.
import { Alert, Stack, Text } from '@mantine/core';
import type { TermsLine } from '@microreach/domain/campaign-terms';
import { IconAlertTriangle } from '@tabler/icons-react';

export function TermsLines({ lines, label = 'Campaign terms' }: { lines: readonly TermsLine[]; label?: string }) {
  return (
    <Stack component="dl" gap="sm" m={0} aria-label={label}>
      {lines.map((line) => (
        <div key={line.key}>
          <Text component="dt" size="sm" fw={600}>
            {line.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {line.text}
          </Text>
          {line.warning && (
            <Text component="dd" m={0} mt={6}>
              <Alert
                color="orange"
                variant="light"
                title="Warning"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                p="xs"
              >
                {line.warning}
              </Alert>
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
