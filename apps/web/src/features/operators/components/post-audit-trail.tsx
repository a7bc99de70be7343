// A post's audit trail as the console shows it under an appealed hold or a dispute: every step, oldest first, who took
// it and their note.
import { Stack, Text } from '@mantine/core';
import type { ContentAction, ContentEvent } from '@microreach/domain/content-review';
import { formatLocalDateTime } from '@microreach/domain/formulas';

const ACTION_LABELS: Record<ContentAction, string> = {
  submit: 'Submitted',
  verify: 'Verified',
  start_review: 'Review started',
  approve: 'Approved',
  auto_approve: 'Approved automatically',
  request_fix: 'Fix requested',
  replace_link: 'Link replaced',
  end_tracking: 'Tracking ended',
  record_metrics: 'Figures entered',
  fetch_metrics: 'Figures read from the platform',
  hold: 'Pay held',
  release_hold: 'Hold released',
  void_hold: 'Hold voided',
  request_void_hold: 'Void requested',
  appeal_hold: 'Appealed',
};
const ACTOR_LABELS: Record<ContentEvent['actor'], string> = {
  business: 'Business',
  creator: 'Creator',
  system: 'MicroReach',
  operator: 'Operator',
};

export function PostAuditTrail({ events }: { events: ContentEvent[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        The post’s audit trail
      </Text>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing recorded.
        </Text>
      ) : (
        <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Audit trail">
          {events.map((event) => (
            <Text component="li" key={event.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span size="xs" c="dimmed">
                {formatLocalDateTime(event.createdAt)}
              </Text>{' '}
              {ACTION_LABELS[event.action]}: {event.actorName ?? ACTOR_LABELS[event.actor]}
              {event.note ? ` (“${event.note}”)` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
