// A printable money document (issue 30): a receipt, a monthly statement, a payout statement. The page has a way back
// and a Print button; printed, a print stylesheet leaves the app's chrome and the buttons out (as the agreement page).
// The platform's details head every document; the person's details sit beside them.
import { Alert, Box, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PlatformDetails, ReceiptParty } from '@microreach/domain/receipts';
import { IconAlertCircle, IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { ApiRequestError } from '#web/lib/api';
import classes from './printable-document.module.css';

export { classes as printableClasses };

/** The page around a document: the way back (not printed) and the document or its loading, missing or failed state. */
export function PrintablePage({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Button
        component={Link}
        to={back.to}
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        mb="sm"
        className={classes.noPrint}
      >
        {back.label}
      </Button>
      {children}
    </Container>
  );
}

/** A document's query while it loads, when it is missing (404, or an address that names none: 400) or fails. */
export function DocumentQueryState({
  query,
  loadingText,
  notFoundTitle,
  failedTitle,
}: {
  query: { isPending: boolean; isFetching: boolean; error: Error | null; refetch: () => unknown };
  loadingText: string;
  notFoundTitle: string;
  failedTitle: string;
}) {
  if (query.isPending && !query.error) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{loadingText}</Text>
      </Group>
    );
  }
  const error = query.error;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return (
      <Alert color="gray" icon={<IconAlertCircle size={18} />} title={notFoundTitle}>
        {error.status === 400 ? error.message : 'It may belong to another account, or the link may be mistyped.'}
      </Alert>
    );
  }
  return <LoadError title={failedTitle} onRetry={() => query.refetch()} isRetrying={query.isFetching} />;
}

/** The document itself: its title, number and Print button, the two parties, then its body. */
export function PrintableDocument({
  title,
  subtitle,
  platform,
  party,
  partyLabel,
  children,
}: {
  title: string;
  /** The document's number or period. */
  subtitle: string;
  platform: PlatformDetails;
  party: ReceiptParty;
  /** 'Billed to', 'Paid to'. */
  partyLabel: string;
  children: ReactNode;
}) {
  return (
    <Box component="article" className={classes.document} aria-label={`${title} ${subtitle}`}>
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          variant="default"
          onClick={() => window.print()}
          className={classes.noPrint}
        >
          Print
        </Button>
      </Group>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.parties}>
          <Party label="From">
            <Text size="sm" fw={600}>
              {platform.legalName}
            </Text>
            {platform.addressLines.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
            <Text size="sm">{platform.supportEmail}</Text>
            <Text size="sm">{platform.website}</Text>
          </Party>
          <Party label={partyLabel}>
            <Text size="sm" fw={600}>
              {party.companyName ?? party.name}
            </Text>
            {party.companyName && <Text size="sm">{party.name}</Text>}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {party.email}
            </Text>
            <Text size="sm" c={party.address ? undefined : 'dimmed'}>
              {party.address ?? 'No address on your profile'}
            </Text>
          </Party>
        </Paper>
        {children}
      </Stack>
    </Box>
  );
}

function Party({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
