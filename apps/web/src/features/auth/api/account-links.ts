// Forgot password and email confirmation (issue 27): the requests of the pages a mailed link opens, and Resend.
import type { PasswordResetCompleteInput } from '@microreach/domain/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { sessionQueryKey } from '#web/lib/query-keys';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => ok(client.POST('/api/auth/password-reset/request', { body: { email } })),
  });
}

/** Whether a reset link still works, asked once when its page opens. */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ['password-reset-link', token],
    queryFn: async () => (await ok(client.POST('/api/auth/password-reset/check', { body: { token } }))).valid,
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useCompletePasswordReset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordResetCompleteInput) =>
      ok(client.POST('/api/auth/password-reset/complete', { body: input })),
    // Every session of the account ended, this browser's too.
    onSuccess: () => qc.setQueryData(sessionQueryKey, null),
  });
}

export function useConfirmEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => ok(client.POST('/api/auth/confirm-email', { body: { token } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: async () => ok(client.POST('/api/auth/confirm-email/resend')),
  });
}
