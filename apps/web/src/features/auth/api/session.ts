import type { SignInInput, SignUpInput } from '@microreach/domain/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export const sessionQueryKey = ['session'] as const;

export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => (await ok(client.GET('/api/auth/session'))).user,
    staleTime: 60_000,
  });
}

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

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.POST('/api/auth/sign-out')),
    onSuccess: () => {
      qc.clear();
      qc.setQueryData(sessionQueryKey, null);
    },
  });
}
