import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { operatorMessages } from '@microreach/domain/operators';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { user } from '#web/test/user';
import { client, ok } from './api';
import { createQueryClient } from './query-client';
import { suspensionQueryKey } from './query-keys';
import { useSuspendedWriteToasts } from './suspended-writes';
import { toast } from './toast';

const REPORT_BODY = {
  subjectKind: 'campaign',
  subjectId: '6f1c1b0e-2a4d-4c43-9a57-2f4f3f0a9b11',
  reason: 'spam',
} as const;

/** A write made the way features make them, whose page also toasts the failure as most forms do. */
function AnyWrite() {
  useSuspendedWriteToasts();
  const write = useMutation({ mutationFn: () => ok(client.POST('/api/reports', { body: REPORT_BODY })) });
  return (
    <button type="button" onClick={() => write.mutateAsync().catch((err: Error) => toast.error(err.message))}>
      Write
    </button>
  );
}

describe('useSuspendedWriteToasts: a suspended account’s refused write', () => {
  it('is told once, in the server’s words, and the suspension is read again', async () => {
    const calls = mockApi({
      'POST /api/reports': [403, { message: operatorMessages.suspendedAction, code: 'ACCOUNT_SUSPENDED' }],
      'GET /api/auth/session': [200, { user: null, suspension: null }],
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(suspensionQueryKey, null);
    render(
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <AnyWrite />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(screen.getAllByText(operatorMessages.suspendedAction)).toHaveLength(1));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(queryClient.getQueryState(suspensionQueryKey)?.isInvalidated).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/reports']);
  });
});
