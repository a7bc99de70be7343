// Connected accounts (issue 12): a creator connects Instagram or TikTok so that we read post metrics ourselves
// (verified figures, which posts can earn on). The platform's consent page is a full-page visit; it comes back to the
// settings with ?connected= or ?connection_error=.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatFollowers, verifiedText } from '@microreach/domain/followers-rules';
import { IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notAvailableHelp } from '#web/components/unverified-help/unverified-help';
import { toast } from '#web/lib/toast';
import { useConnections, useDisconnect, useStartConnection } from '../api/metrics';

const metricsTexts = {
  /** A connected account whose followers have not been read yet (the daily round tries again). */
  followersNotRead: 'Followers not read yet',
} as const;

const PLATFORMS = [
  { platform: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
  { platform: 'tiktok', label: 'TikTok', Icon: IconBrandTiktok },
] as const;

export function ConnectedAccounts() {
  const connections = useConnections();
  const start = useStartConnection();
  const disconnect = useDisconnect();
  const [params, setParams] = useSearchParams();
  // Issue 30: a platform this server has no app keys for is named, with what it means for the posts' figures.
  const unavailable = PLATFORMS.filter(
    ({ platform }) => connections.data?.find((c) => c.platform === platform)?.available === false,
  ).map(({ label }) => label);

  // What the platform's redirect said, once.
  useEffect(() => {
    const connected = params.get('connected');
    const failed = params.get('connection_error');
    if (!connected && !failed) return;
    if (connected)
      toast.success(
        'Account connected',
        `Your ${connected === 'tiktok' ? 'TikTok' : 'Instagram'} posts' metrics will be read from it.`,
      );
    if (failed) toast.error(failed);
    const next = new URLSearchParams(params);
    next.delete('connected');
    next.delete('connection_error');
    setParams(next, { replace: true });
  }, [params, setParams]);

  return (
    <Stack gap="xs" role="group" aria-label="Connected accounts">
      <Text size="sm" fw={500}>
        Connected accounts
      </Text>
      <Text size="sm" c="dimmed">
        Connect the account you post from: we read your followers and your posts' views, likes, comments and shares from
        it, so your profile shows a verified audience and your earnings rest on verified figures. You can disconnect at
        any time.
      </Text>
      {connections.isError && <Alert color="red">Failed to load connected accounts.</Alert>}
      {unavailable.length > 0 && (
        <Text size="sm" c="dimmed">
          {notAvailableHelp(unavailable)}
        </Text>
      )}
      {PLATFORMS.map(({ platform, label, Icon }) => {
        const connection = connections.data?.find((c) => c.platform === platform);
        const account = connection?.account ?? null;
        return (
          <Group key={platform} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Icon size={18} aria-hidden />
              <Text size="sm">{label}</Text>
              {account ? (
                <>
                  <Badge color={account.status === 'active' ? 'teal' : 'orange'} variant="light" tt="none">
                    {account.status === 'active' ? `Connected as @${account.username}` : 'Reconnect needed'}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {account.verifiedFollowers !== null && account.verifiedAt !== null
                      ? `${formatFollowers(account.verifiedFollowers)} · ${verifiedText(account.verifiedAt)}`
                      : metricsTexts.followersNotRead}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {connection && !connection.available ? 'Not available on this server' : 'Not connected'}
                </Text>
              )}
            </Group>
            {connection?.available && (
              <Group gap="xs">
                {account?.status !== 'active' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={start.isPending && start.variables === platform}
                    onClick={async () => {
                      try {
                        const { url } = await start.mutateAsync(platform);
                        window.location.assign(url);
                      } catch (err) {
                        toast.error(err instanceof Error ? err.message : String(err));
                      }
                    }}
                  >
                    {account ? `Reconnect ${label}` : `Connect ${label}`}
                  </Button>
                )}
                {account && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={disconnect.isPending && disconnect.variables === platform}
                    onClick={async () => {
                      try {
                        await disconnect.mutateAsync(platform);
                        toast.success('Account disconnected', `Your ${label} account is no longer connected.`);
                      } catch (err) {
                        toast.error(err instanceof Error ? err.message : String(err));
                      }
                    }}
                  >
                    Disconnect {label}
                  </Button>
                )}
              </Group>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
