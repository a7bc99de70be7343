// Download my data and Delete my account (issue 27 item 4): the file saved from GET /api/account/export, and the
// deletion, after which this browser holds no trace of the session.
import type { DeleteAccountInput } from '@microreach/domain/account-data';
import { exportFileName } from '@microreach/domain/account-data-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { sessionQueryKey } from '#web/lib/query-keys';

/** The file name the server gave (Content-Disposition), or today's. */
export function fileNameFrom(disposition: string | null, now = new Date()): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? exportFileName(now);
}

/** Saves `blob` as a file the way a link with `download` does. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download my data: fetches the JSON file and saves it under its own name. */
export function useDownloadData() {
  return useMutation({
    mutationFn: async () => {
      const call = client.GET('/api/account/export', { parseAs: 'blob' });
      const blob = await ok(call);
      const { response } = await call;
      const name = fileNameFrom(response.headers.get('content-disposition'));
      saveFile(blob, name);
      return name;
    },
  });
}

/** Delete my account. On success the caller leaves the page, then `forgetSession` signs this browser out. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: DeleteAccountInput) => ok(client.POST('/api/account/delete', { body: input })),
  });
  const forgetSession = () => {
    qc.clear();
    qc.setQueryData(sessionQueryKey, null);
  };
  return { ...mutation, forgetSession };
}
