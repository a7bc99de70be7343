// The console's own plain shell (issue 28): no marketplace navigation. Signed out it is the operators' sign-in;
// with a second factor due, the code step; signed in, a header (Queue, People, Audit, Sign out) over the page.
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@microreach/domain/paths';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { PageLoader } from '#web/components/page-loader';
import { toast } from '#web/lib/toast';
import { opsKeys, SIGNED_OUT, signInStep, useOpsSession, useOpsSignOut } from '../api/ops-session';
import { watchOpsAccess } from './ops-access';
import classes from './ops-shell.module.css';
import { OpsSignInForm } from './ops-sign-in-form';
import { SecondFactorStep } from './second-factor-step';

const LINKS = [
  { label: 'Queue', to: paths.ops, end: true },
  { label: 'People', to: paths.opsPeople, end: false },
  { label: 'Money', to: paths.opsMoney, end: false },
  { label: 'Audit', to: paths.opsAudit, end: false },
  { label: 'Tax export', to: paths.opsTax, end: false },
];

export function OpsShell({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const session = useOpsSession();
  const signOut = useOpsSignOut();
  /** Why the sign-in shows again (the session ended while idle). */
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(
    () =>
      watchOpsAccess(qc, (err) => {
        if (err.status === 401) {
          setNotice(err.message);
          qc.removeQueries({ predicate: (q) => q.queryKey[0] === 'ops' && q.queryKey[1] !== 'session' });
          qc.setQueryData(opsKeys.session, SIGNED_OUT);
        } else {
          // 403: a second factor is due; the session says which step.
          qc.invalidateQueries({ queryKey: opsKeys.session });
        }
      }),
    [qc],
  );

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <Container size="xs" py="xl">
        <Stack>
          <Text role="alert">{session.error.message}</Text>
          <Button variant="light" onClick={() => session.refetch()}>
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }

  const step = signInStep(session.data);
  if (step === 'signed-out') return <OpsSignInForm notice={notice} onSignedIn={() => setNotice(null)} />;
  if (step === 'setup' || step === 'verify') return <SecondFactorStep mode={step} />;

  async function onSignOut() {
    try {
      await signOut.mutateAsync();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="lg" wrap="wrap">
              <Title order={1} size="h4">
                MicroReach Operations
              </Title>
              <Group component="nav" aria-label="Console" gap={4} wrap="wrap">
                {LINKS.map((link) => (
                  <NavLink
                    key={link.to}
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) => `${classes.link} ${isActive ? classes.active : ''}`}
                  >
                    {link.label}
                  </NavLink>
                ))}
              </Group>
            </Group>
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Text size="sm" c="dimmed" truncate="end" visibleFrom="sm">
                {session.data.operator?.email}
              </Text>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLogout size={14} />}
                onClick={onSignOut}
                loading={signOut.isPending}
              >
                Sign out
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="lg" component="main">
        {children}
      </Container>
    </Box>
  );
}
