// /agreements/{id} (issue 29): one creator's agreement to one version of a campaign's terms, for the creator and the
// campaign's business: who, when, from where, the hash and the exact text agreed to, printable (a print stylesheet
// leaves the app's chrome out).
import { Alert, Box, Button, Container, DataList, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Agreement } from '@microreach/domain/campaign-terms';
import { termsMessages } from '@microreach/domain/campaign-terms-rules';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { dashboardPath } from '@microreach/domain/paths';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { DetailItem } from '#web/components/detail-item';
import { LoadError } from '#web/components/load-error';
import { PageHeader } from '#web/components/page-header';
import { useAgreement } from '#web/features/agreements/api/agreements';
import { ApiRequestError } from '#web/lib/api';
import { useSession } from '#web/lib/session';
import classes from './agreement-page.module.css';

export function AgreementPage({ id }: { id: string }) {
  const agreement = useAgreement(id);
  const { data: user } = useSession();
  const back = user ? dashboardPath(user.role) : null;

  let body: ReactNode;
  if (agreement.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading agreement...</Text>
      </Group>
    );
  } else if (agreement.isError) {
    const isMissing =
      agreement.error instanceof ApiRequestError && (agreement.error.status === 404 || agreement.error.status === 400);
    body = isMissing ? (
      <Alert color="gray" icon={<IconAlertCircle size={18} />} title={termsMessages.agreementNotFound}>
        It may belong to another account, or the link may be mistyped.
      </Alert>
    ) : (
      <LoadError
        title="The agreement could not be loaded"
        onRetry={() => agreement.refetch()}
        isRetrying={agreement.isFetching}
      />
    );
  } else {
    body = <AgreementRecord agreement={agreement.data} />;
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {back && (
        <Button
          component={Link}
          to={back}
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          mb="sm"
          className={classes.noPrint}
        >
          Back to dashboard
        </Button>
      )}
      {body}
    </Container>
  );
}

function AgreementRecord({ agreement }: { agreement: Agreement }) {
  const textHeadingId = useId();
  const isOutdated = agreement.currentVersion > agreement.termsVersion;
  return (
    <Box component="article" className={classes.agreement} aria-label={`Agreement: ${agreement.campaignName}`}>
      <PageHeader
        title="Agreement to campaign terms"
        subtitle={agreement.campaignName}
        actions={
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            variant="default"
            onClick={() => window.print()}
            className={classes.noPrint}
          >
            Print
          </Button>
        }
      />
      <Stack gap="lg">
        {isOutdated && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="Newer terms">
            This agreement is to version {agreement.termsVersion}. The campaign’s terms are now at version{' '}
            {agreement.currentVersion}; they apply to {agreement.creator.name} only after they agree to them.
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <DataList orientation="horizontal" labelWidth={150} gap="xs" size="sm">
            <DetailItem label="Campaign">{agreement.campaignName}</DetailItem>
            <DetailItem label="Creator">{agreement.creator.name}</DetailItem>
            <DetailItem label="Brand">{agreement.brand.name}</DetailItem>
            <DetailItem label="Terms version">{agreement.termsVersion}</DetailItem>
            <DetailItem label="Agreed at">
              {formatLocalDateTime(agreement.agreedAt)}{' '}
              <Text component="span" size="xs" c="dimmed">
                ({agreement.agreedAt.slice(0, 16).replace('T', ' ')} UTC)
              </Text>
            </DetailItem>
            {agreement.ip && <DetailItem label="IP address">{agreement.ip}</DetailItem>}
            <DetailItem label="Text hash (SHA-256)">
              <span className={classes.hash}>{agreement.termsHash}</span>
            </DetailItem>
          </DataList>
        </Paper>
        <Paper component="section" aria-labelledby={textHeadingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} id={textHeadingId} fz="lg" mb="sm">
            Terms as agreed
          </Title>
          <pre className={classes.text}>{agreement.text}</pre>
        </Paper>
      </Stack>
    </Box>
  );
}
