// The signed-in user's own profile (issue 9): read, save, and the image uploads. Every change answers with the whole
// profile, which replaces the cached one; the session is refetched too, since the top bar shows the name and picture.
import type { Profile, UpdateProfileInput } from '@microreach/domain/profiles';
import type { RateCardInput } from '@microreach/domain/rate-card';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok, withFile } from '#web/lib/api';
import { ownProfileKey, sessionQueryKey } from '#web/lib/query-keys';

export { ownProfileKey };

export type SingleImageKind = 'logo' | 'profile-picture' | 'banner';

export function useOwnProfile() {
  return useQuery({ queryKey: ownProfileKey, queryFn: () => ok(client.GET('/api/me')), retry: false });
}

/** After any change: the answer is the new profile; the top bar's session (name, picture) is read again. */
function useSettle() {
  const qc = useQueryClient();
  return (profile: Profile) => {
    qc.setQueryData(ownProfileKey, profile);
    qc.setQueryData(['users', profile.id], profile);
    return qc.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

export function useUpdateProfile() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => ok(client.PATCH('/api/me', { body: input })),
    onSuccess: settle,
  });
}

/** Logo, profile picture or banner: replaces the current one. */
export function useReplaceImage() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: SingleImageKind; file: File | Blob }) =>
      ok(client.PUT('/api/me/images/{kind}', { params: { path: { kind } }, ...withFile(file) })),
    onSuccess: settle,
  });
}

export function useRemoveImage() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ kind }: { kind: SingleImageKind }) =>
      ok(client.DELETE('/api/me/images/{kind}', { params: { path: { kind } } })),
    onSuccess: settle,
  });
}

export function useAddPortfolioImage() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ file }: { file: File | Blob }) => ok(client.POST('/api/me/portfolio', withFile(file))),
    onSuccess: settle,
  });
}

export function useRemovePortfolioImage() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ imageId }: { imageId: string }) =>
      ok(client.DELETE('/api/me/portfolio/{imageId}', { params: { path: { imageId } } })),
    onSuccess: settle,
  });
}

/**
 * The creator's rate card (issue 30), replaced whole; the answer is the saved card, which the own profile (and its
 * public view, for the preview) take over.
 */
export function useSaveRateCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RateCardInput) => ok(client.PUT('/api/creator/profile/rate-card', { body: input })),
    onSuccess: ({ rates }) => {
      const own = qc.getQueryData<Profile>(ownProfileKey);
      if (!own) return;
      qc.setQueryData<Profile>(ownProfileKey, { ...own, rates });
      return qc.invalidateQueries({ queryKey: ['users', own.id] });
    },
  });
}
