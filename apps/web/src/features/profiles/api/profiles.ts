// The signed-in user's own profile (issue 9): read, save, and the image uploads. Every change answers with the whole
// profile, which replaces the cached one; the session is refetched too, since the top bar shows the name and picture.
import { type ApiError, readApiError } from '@microreach/domain/errors';
import type { Profile, UpdateProfileInput } from '@microreach/domain/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, client, ok } from '#web/lib/api';
import { sessionQueryKey } from '#web/lib/query-keys';

export const ownProfileKey = ['profile', 'me'] as const;

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

/**
 * A multipart upload (the OpenAPI client sends JSON only): one file in the field "file". Errors become
 * ApiRequestError with the server's message, like every other call.
 */
async function upload(method: 'PUT' | 'POST', path: string, file: File | Blob): Promise<Profile> {
  const body = new FormData();
  body.append('file', file);
  let res: Response;
  try {
    res = await fetch(path, { method, body, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, { message: 'Network error. Check your connection and try again.' });
  }
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiRequestError(res.status, readApiError(json) as Partial<ApiError>);
  return json as Profile;
}

/** Logo, profile picture or banner: replaces the current one. */
export function useReplaceImage() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: SingleImageKind; file: File | Blob }) =>
      upload('PUT', `/api/me/images/${kind}`, file),
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
    mutationFn: ({ file }: { file: File | Blob }) => upload('POST', '/api/me/portfolio', file),
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
