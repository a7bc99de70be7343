// Another user's public profile (GET /api/profiles/{id}), under the key the profile pages also update after a save.
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export const publicProfileKey = (userId: string) => ['users', userId] as const;

export function usePublicProfile(userId: string | null) {
  return useQuery({
    queryKey: publicProfileKey(userId ?? ''),
    queryFn: () => ok(client.GET('/api/profiles/{id}', { params: { path: { id: userId ?? '' } } })),
    enabled: Boolean(userId),
    retry: false,
  });
}
