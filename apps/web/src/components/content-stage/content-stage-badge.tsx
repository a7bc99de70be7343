// A post's stage in content review (issue 12), as both sides see it: the help page's five stages, one colour each
// (and the label, never colour alone).
import { Badge } from '@mantine/core';
import { CONTENT_STAGE_LABELS, type ContentStage } from '@microreach/domain/content-review-rules';

const STAGE_COLORS: Record<ContentStage, string> = {
  submitted: 'gray',
  under_review: 'yellow',
  tracking: 'blue',
  approved: 'green',
  needs_fix: 'red',
};

export function ContentStageBadge({ stage }: { stage: ContentStage }) {
  return (
    <Badge color={STAGE_COLORS[stage]} variant="light" tt="none">
      {CONTENT_STAGE_LABELS[stage]}
    </Badge>
  );
}

/** What a post's money is doing, in words. */
export const EARNINGS_STATUS_LABELS = {
  none: 'Not earning',
  pending: 'Pending',
  held: 'On hold',
  final: 'Final',
  void: 'Voided',
} as const;
