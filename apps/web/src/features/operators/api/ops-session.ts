// The operator console's sign-in (issue 28 item 1): the operator's session, email and password, the authenticator's
// setup and its 6-digit code, signing out, and the one-time link that sets an operator's first password.
import type { OpsSession, OpsSignInInput } from '@microreach/domain/operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export const opsKeys = {
  all: ['ops'] as const,
  session: ['ops', 'session'] as const,
  queue: ['ops', 'queue'] as const,
  users: (q: string) => ['ops', 'users', 'search', q] as const,
  user: (id: string) => ['ops', 'users', id] as const,
  audit: (query: object) => ['ops', 'audit', query] as const,
};

/**
 * Marks the queries and mutations of /api/ops routes: their 401 (the session ended, idle) and 403 (a second factor
 * is due) send the console back to the sign-in (OpsShell watches for them).
 */
export const OPS_API = { opsApi: true } as const;

export const SIGNED_OUT: OpsSession = { operator: null, secondFactor: null };

/** Where signing in stands: signed out, a code still to give (or an authenticator to set up), or in the console. */
export type OpsSignInStep = 'signed-out' | 'verify' | 'setup' | 'signed-in';

export function signInStep(session: OpsSession): OpsSignInStep {
  if (!session.operator) return 'signed-out';
  if (session.secondFactor === 'verify' || session.secondFactor === 'setup') return session.secondFactor;
  return session.secondFactor === null ? 'signed-out' : 'signed-in';
}

export function useOpsSession() {
  return useQuery({
    queryKey: opsKeys.session,
    queryFn: () => ok(client.GET('/api/auth/ops/session')),
    staleTime: 60_000,
  });
}

export function useOpsSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsSignInInput) => ok(client.POST('/api/auth/ops/sign-in', { body })),
    onSuccess: (session) => qc.setQueryData(opsKeys.session, session),
  });
}

/** A new authenticator secret (first sign-in in production): its otpauth:// address and the secret as text. */
export function useSecondFactorSetup(isEnabled: boolean) {
  return useQuery({
    queryKey: ['ops', 'second-factor', 'setup'],
    queryFn: () => ok(client.POST('/api/auth/ops/second-factor/setup')),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useVerifySecondFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => ok(client.POST('/api/auth/ops/second-factor', { body: { code } })),
    onSuccess: (session) => qc.setQueryData(opsKeys.session, session),
  });
}

export function useOpsSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.POST('/api/auth/sign-out')),
    onSuccess: () => {
      qc.removeQueries({ queryKey: opsKeys.all });
      qc.setQueryData(opsKeys.session, SIGNED_OUT);
    },
  });
}

/** The address a set-password link is for, asked once when its page opens (a bad link is a 400). */
export function useSetPasswordLink(token: string) {
  return useQuery({
    queryKey: ['ops', 'set-password', token],
    queryFn: () => ok(client.POST('/api/auth/ops/set-password/check', { body: { token } })),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => ok(client.POST('/api/auth/ops/set-password', { body })),
  });
}
