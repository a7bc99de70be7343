// Notification email preferences and the one-click unsubscribe page's calls (issue 27).
import type { NotificationPreference } from '@microreach/domain/notification-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export const notificationPreferenceKeys = {
  all: ['notification-preferences'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
};

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferenceKeys.all,
    queryFn: () => ok(client.GET('/api/notification-preferences')),
  });
}

/** Turns one kind on or off; the answer is the whole list, as saved. */
export function useSaveNotificationPreference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: NotificationPreference) =>
      ok(client.PUT('/api/notification-preferences', { body: { items: [item] } })),
    onSuccess: (saved) => qc.setQueryData(notificationPreferenceKeys.all, saved),
  });
}

/** What an unsubscribe link is about; a bad link is a 400 with the reason, not worth asking again. */
export function useUnsubscribeDetails(token: string) {
  return useQuery({
    queryKey: notificationPreferenceKeys.unsubscribe(token),
    queryFn: () => ok(client.GET('/api/email/unsubscribe/details', { params: { query: { token } } })),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.POST('/api/email/unsubscribe', { params: { query: { token } } })),
    onSuccess: (details) => {
      qc.setQueryData(notificationPreferenceKeys.unsubscribe(token), details);
      qc.invalidateQueries({ queryKey: notificationPreferenceKeys.all });
    },
  });
}
