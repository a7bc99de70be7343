// Sign-in and sign-up: the Auth page's requests, apart from the session query (api/session.ts), so that the Auth
// page's first download does not carry useQuery (issue 15).
import type { SignInInput, SignUpInput } from '@microreach/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { sessionQueryKey } from '#web/lib/query-keys';

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => (await ok(client.POST('/api/auth/sign-in', { body: input }))).user,
    onSuccess: (user) => qc.setQueryData(sessionQueryKey, user),
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => (await ok(client.POST('/api/auth/sign-up', { body: input }))).user,
    onSuccess: (user) => qc.setQueryData(sessionQueryKey, user),
  });
}
