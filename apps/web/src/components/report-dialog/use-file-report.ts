// Filing a report (issue 28): any signed-in person reports a message, a profile or a campaign from where they see it;
// the report lands in the operators' queue. Shared by every feature that shows such a thing.
import type { ReportInput } from '@microreach/domain/operators';
import { useMutation } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export function useFileReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => ok(client.POST('/api/reports', { body: input })),
  });
}
