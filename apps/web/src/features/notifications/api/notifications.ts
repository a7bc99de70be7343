// The bell's calls (issue 10). Fetched again on every navigation and when the window regains focus; the chat issue
// adds live delivery.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { notificationKeys } from '#web/lib/query-keys';

export { notificationKeys };

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: () => ok(client.GET('/api/notifications')),
    // Always worth asking again when the bell mounts or the window regains focus: a stale dot is a wrong dot.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(client.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.POST('/api/notifications/read-all')),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
