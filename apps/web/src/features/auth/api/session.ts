import type { CurrentUser, SignInInput, SignUpInput } from '@microreach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const sessionQueryKey = ['session'] as const;

export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => api.get<{ user: CurrentUser | null }>('/api/auth/session').then((r) => r.user),
    staleTime: 60_000,
  });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<{ user: CurrentUser }>('/api/auth/sign-in', input).then((r) => r.user),
    onSuccess: (user) => qc.setQueryData(sessionQueryKey, user),
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<{ user: CurrentUser }>('/api/auth/sign-up', input).then((r) => r.user),
    onSuccess: (user) => qc.setQueryData(sessionQueryKey, user),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/sign-out'),
    onSuccess: () => {
      qc.clear();
      qc.setQueryData(sessionQueryKey, null);
    },
  });
}
