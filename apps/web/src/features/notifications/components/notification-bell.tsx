// The top bar's bell (B2 "Shared top navigation", issue 10): a dot while something is unread, and a popover listing
// the newest notifications, each opening its page and marked read on the way; 'Mark all as read' for the rest.
import {
  ActionIcon,
  Box,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notificationMessages, notificationTime } from '@microreach/domain/notification-texts';
import type { Notification } from '@microreach/domain/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '#web/lib/toast';
import {
  notificationKeys,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications';
import classes from './notification-bell.module.css';

/** Asks for the notifications again whenever the signed-in person moves to another page. */
function useRefetchOnNavigation() {
  const { pathname, search } = useLocation();
  const qc = useQueryClient();
  const seen = useRef(`${pathname}${search}`);
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (seen.current === here) return;
    seen.current = here;
    void qc.invalidateQueries({ queryKey: notificationKeys.all });
  }, [pathname, search, qc]);
}

export function NotificationBell({ onOpen }: { onOpen?: () => void }) {
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useRefetchOnNavigation();

  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];

  function open(next: boolean) {
    setOpened(next);
    if (next) onOpen?.();
  }

  function onItemClick(item: Notification) {
    setOpened(false);
    if (item.readAt === null) {
      markRead.mutate(item.id, { onError: () => toast.error(notificationMessages.markFailed) });
    }
  }

  async function onMarkAll() {
    try {
      await markAllRead.mutateAsync();
    } catch {
      toast.error(notificationMessages.markFailed);
    }
  }

  return (
    <Popover position="bottom-end" withArrow shadow="md" width={360} opened={opened} onChange={open}>
      <Popover.Target>
        {/* The dot inside the button: the popover puts aria-expanded on its target, which must be the button. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          onClick={() => open(!opened)}
          // Escape closes the list from its button too (Mantine closes it only from inside the list).
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) open(false);
          }}
        >
          <Indicator color="red" size={9} offset={2} disabled={unread === 0} withBorder>
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} className={classes.dropdown}>
        <Group justify="space-between" px="md" py="xs" className={classes.header}>
          <Text fw={600} size="sm">
            Notifications
          </Text>
          {unread > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={onMarkAll} loading={markAllRead.isPending}>
              Mark all as read
            </Button>
          )}
        </Group>
        {notifications.isPending ? (
          <Center py="lg">
            <Loader size="sm" role="status" aria-label="Loading notifications" />
          </Center>
        ) : notifications.isError ? (
          <Stack align="center" gap="xs" py="lg">
            <Text size="sm" c="dimmed">
              {notificationMessages.loadFailed}
            </Text>
            <Button
              variant="light"
              size="xs"
              onClick={() => notifications.refetch()}
              loading={notifications.isFetching}
            >
              Retry
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {notificationMessages.empty}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack component="ul" gap={0} p={0} m={0} className={classes.list} aria-label="Notifications">
              {items.map((item) => (
                <Box component="li" key={item.id}>
                  <NotificationItem item={item} onClick={() => onItemClick(item)} />
                </Box>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationItem({ item, onClick }: { item: Notification; onClick: () => void }) {
  const isUnread = item.readAt === null;
  return (
    <UnstyledButton
      component={Link}
      to={item.link}
      onClick={onClick}
      className={classes.item}
      mod={{ unread: isUnread }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} mod={{ unread: isUnread }} aria-hidden />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={isUnread ? 700 : 500}>
            {isUnread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {item.title}
          </Text>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {item.body}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
            {notificationTime(item.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
