// Profile settings: "Email notifications" (issue 27). One switch per kind of email the person's role gets, each saved
// as soon as it is flipped ("Email preferences saved"); every email's footer links here (#email-notifications).
import { Card, Center, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationPreference } from '@microreach/domain/notification-preferences';
import {
  EMAIL_PREFERENCES_SECTION_ID,
  NOTIFICATION_PREFERENCES_BY_ROLE,
  notificationPreferenceMessages,
} from '@microreach/domain/notification-preferences-rules';
import type { Role } from '@microreach/domain/statuses';
import { LoadError } from '#web/components/load-error';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreference } from '../api/notification-preferences';

export function EmailPreferencesSection({ accountRole }: { accountRole: Role }) {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreference();
  const texts = NOTIFICATION_PREFERENCES_BY_ROLE[accountRole];

  async function change(item: NotificationPreference) {
    try {
      await save.mutateAsync(item);
      toast.success(notificationPreferenceMessages.saved);
    } catch (err) {
      toast.error(err instanceof ApiRequestError ? err.message : notificationPreferenceMessages.saveFailed);
    }
  }

  /** The value shown: the one being saved while it is, else the saved one. */
  const shown = (kind: NotificationPreference['kind']) =>
    save.isPending && save.variables?.kind === kind
      ? save.variables.enabled
      : (preferences.data?.items.find((i) => i.kind === kind)?.enabled ?? true);

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      id={EMAIL_PREFERENCES_SECTION_ID}
      aria-labelledby={`${EMAIL_PREFERENCES_SECTION_ID}-title`}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={`${EMAIL_PREFERENCES_SECTION_ID}-title`}>
            Email notifications
          </Title>
          <Text size="sm" c="dimmed">
            Choose what we email you about. The bell in the app shows everything either way.
          </Text>
        </div>
        {preferences.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading your email preferences" />
          </Center>
        ) : preferences.isError ? (
          <LoadError
            title={notificationPreferenceMessages.loadFailed}
            onRetry={() => void preferences.refetch()}
            isRetrying={preferences.isFetching}
          />
        ) : (
          <Stack gap="sm">
            {texts
              .filter((t) => preferences.data.items.some((i) => i.kind === t.kind))
              .map((t) => (
                <Switch
                  key={t.kind}
                  label={t.label}
                  description={t.description}
                  checked={shown(t.kind)}
                  onChange={(event) => void change({ kind: t.kind, enabled: event.currentTarget.checked })}
                />
              ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
