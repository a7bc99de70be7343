// Account settings' calls for the sign-in details (issue 27 item 4): the password, the email address and its pending
// change, following a change-of-email link, and the signed-in devices.
import type { ChangeEmailInput, ChangePasswordInput } from '@microreach/domain/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { sessionQueryKey } from '#web/lib/query-keys';

export const accountKeys = {
  email: ['account', 'email'] as const,
  sessions: ['account', 'sessions'] as const,
};

export function useEmailSettings() {
  return useQuery({ queryKey: accountKeys.email, queryFn: () => ok(client.GET('/api/account/email')) });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => ok(client.POST('/api/account/password', { body })),
    // The other devices were signed out.
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => ok(client.POST('/api/account/email', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.email }),
  });
}

export function useCancelEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.DELETE('/api/account/email/pending')),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.email }),
  });
}

/** Following the mailed link: the account's address changes and its other sessions end. */
export function useConfirmEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => ok(client.POST('/api/account/email/confirm', { body: { token } })),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: sessionQueryKey });
      qc.invalidateQueries({ queryKey: accountKeys.email });
    },
  });
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: () => ok(client.GET('/api/account/sessions')) });
}

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(client.DELETE('/api/account/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSignOutOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.POST('/api/account/sessions/sign-out-others')),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
