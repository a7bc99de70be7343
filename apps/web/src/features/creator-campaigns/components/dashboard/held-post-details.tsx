// A held post's appeal (issue 28) and the evidence behind its hold (issue 26) in its content slot: loaded only when a
// slot has a hold to show (issue 31: most creators' dashboards never need this code).
import { Box } from '@mantine/core';
import type { ContentRow } from '@microreach/domain/creator-campaigns';
import { HoldEvidenceChart } from '#web/components/hold-evidence/hold-evidence-chart';
import { HoldAppeal } from './hold-appeal';

export function HeldPostDetails({ post, index }: { post: ContentRow; index: number }) {
  return (
    <>
      {post.openHolds.map((hold) => (
        <HoldAppeal key={hold.id} hold={hold} postIndex={index} />
      ))}
      {post.holdEvidence && (
        <Box mt={6}>
          <HoldEvidenceChart evidence={post.holdEvidence} />
        </Box>
      )}
    </>
  );
}
