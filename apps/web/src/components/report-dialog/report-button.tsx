// A quiet "Report ..." button beside what it reports (a profile, a campaign), opening the report dialog (issue 28).
import { Button } from '@mantine/core';
import type { ReportSubject } from '@microreach/domain/operators';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReportDialog = lazyDialog(() => import('./report-dialog').then((m) => m.ReportDialog));

export function ReportButton({
  subject,
  children,
}: {
  subject: { kind: ReportSubject; id: string; label: string };
  /** The button's words: 'Report profile', 'Report campaign'. */
  children: string;
}) {
  const [isReporting, setIsReporting] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => setIsReporting(true)}
      >
        {children}
      </Button>
      <ReportDialog subject={subject} opened={isReporting} onClose={() => setIsReporting(false)} />
    </>
  );
}
