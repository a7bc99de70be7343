// The creator's connected Instagram and TikTok accounts (issue 12): the metrics module reads verified figures through
// them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export const connectionKeys = { all: ['creator', 'connections'] as const };

export function useConnections() {
  return useQuery({ queryKey: connectionKeys.all, queryFn: () => ok(client.GET('/api/creator/connections')) });
}

/** Starts connecting: the answer is the platform's consent page, where the browser goes next. */
export function useStartConnection() {
  return useMutation({
    mutationFn: (platform: 'instagram' | 'tiktok') =>
      ok(client.POST('/api/creator/connections/{platform}', { params: { path: { platform } } })),
  });
}

export function useDisconnect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (platform: 'instagram' | 'tiktok') =>
      ok(client.DELETE('/api/creator/connections/{platform}', { params: { path: { platform } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
