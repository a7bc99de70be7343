// Wallet & Earnings' Tax details (issue 29): why they are asked for and what can still be withdrawn without them, the
// form, and once given, the details with the id masked and an Edit button.
import { Alert, Box, Button, Center, DataList, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDay, formatLocalDay } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { TaxDetails, TaxStatus } from '@microreach/domain/tax';
import { TAX_CLASSIFICATION_LABELS, TAX_DETAILS_THRESHOLD_CENTS } from '@microreach/domain/tax-rules';
import { IconFileCertificate, IconPencil } from '@tabler/icons-react';
import { forwardRef, lazy, Suspense } from 'react';
import { DetailItem } from '#web/components/detail-item';
import { LoadError } from '#web/components/load-error';
import { useTaxStatus } from '#web/features/creator-earnings/api/creator-earnings';
import { importOrReload } from '#web/lib/chunk-reload';
import { countryName } from './tax-countries';

// Loaded when first opened (issue 31: the page's first download carries neither the form nor @mantine/form).
const TaxDetailsForm = lazy(() =>
  importOrReload(() => import('./tax-details-form')).then((m) => ({ default: m.TaxDetailsForm })),
);

export const TAX_SECTION_ID = 'tax-details';

interface TaxDetailsSectionProps {
  /** Whether the form is open (the Withdraw dialog's refusal opens it too). */
  isFormOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
}

export const TaxDetailsSection = forwardRef<HTMLElement, TaxDetailsSectionProps>(function TaxDetailsSection(
  { isFormOpen, onFormOpenChange },
  ref,
) {
  const tax = useTaxStatus();
  return (
    <Paper
      ref={ref}
      id={TAX_SECTION_ID}
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="tax-details-title"
      tabIndex={-1}
    >
      <Title id="tax-details-title" order={2} size="h4" mb="md">
        Tax details
      </Title>
      {tax.isPending ? (
        <Center py="md">
          <Loader color="pink" size="sm" role="status" aria-label="Loading tax details" />
        </Center>
      ) : tax.isError ? (
        <LoadError
          title="Your tax details could not be loaded"
          onRetry={() => tax.refetch()}
          isRetrying={tax.isFetching}
        />
      ) : (
        <TaxDetailsBody status={tax.data} isFormOpen={isFormOpen} onFormOpenChange={onFormOpenChange} />
      )}
    </Paper>
  );
});

function TaxDetailsBody({ status, isFormOpen, onFormOpenChange }: { status: TaxStatus } & TaxDetailsSectionProps) {
  const { details } = status;
  const close = () => onFormOpenChange(false);
  return (
    <Stack gap="md">
      {details === null ? (
        <NoDetails status={status} />
      ) : (
        !isFormOpen && (
          <Text size="sm">
            Your tax details are on file: withdrawals past {formatMoney(TAX_DETAILS_THRESHOLD_CENTS)} a year can go
            ahead.
          </Text>
        )
      )}
      {isFormOpen ? (
        <Suspense
          fallback={
            <Center py="md">
              <Loader color="pink" size="sm" role="status" aria-label="Loading the tax details form" />
            </Center>
          }
        >
          <TaxDetailsForm details={details} onDone={close} onCancel={close} />
        </Suspense>
      ) : details ? (
        <>
          <SavedDetails details={details} />
          <Group>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => onFormOpenChange(true)}>
              Edit
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button color="pink" leftSection={<IconFileCertificate size={16} />} onClick={() => onFormOpenChange(true)}>
            Add tax details
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function NoDetails({ status }: { status: TaxStatus }) {
  const left = status.withdrawableWithoutDetailsCents ?? 0;
  return (
    <Alert color="blue" variant="light" icon={<IconFileCertificate size={18} />} title="No tax details yet">
      <Stack gap={6}>
        <Text size="sm">
          Withdrawals that take you past {formatMoney(status.thresholdCents)} paid in a calendar year need your tax
          details first: form W-9 data if you are a US person, form W-8BEN data otherwise.
        </Text>
        <Text size="sm" fw={600}>
          Paid to you in {status.year}: {formatMoney(status.paidThisYearCents)}. You can withdraw up to{' '}
          {formatMoney(left)} more this year without them.
        </Text>
      </Stack>
    </Alert>
  );
}

function SavedDetails({ details }: { details: TaxDetails }) {
  const address = [details.addressLine1, details.addressLine2, details.city, details.region, details.postalCode]
    .filter(Boolean)
    .join(', ');
  return (
    <Box role="group" aria-label="Tax details on file">
      <DataList>
        <DetailItem label="Form">{details.form}</DetailItem>
        <DetailItem label="Legal name">
          <Text span inherit style={{ overflowWrap: 'anywhere' }}>
            {details.legalName}
          </Text>
        </DetailItem>
        {details.businessName && (
          <DetailItem label="Business name">
            <Text span inherit style={{ overflowWrap: 'anywhere' }}>
              {details.businessName}
            </Text>
          </DetailItem>
        )}
        <DetailItem label="Country">{countryName(details.country)}</DetailItem>
        <DetailItem label="Tax classification">{TAX_CLASSIFICATION_LABELS[details.classification]}</DetailItem>
        <DetailItem label="Tax id">{details.taxIdMasked}</DetailItem>
        <DetailItem label="Address">
          <Text span inherit style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
        </DetailItem>
        {details.dateOfBirth && <DetailItem label="Date of birth">{formatCalendarDay(details.dateOfBirth)}</DetailItem>}
        <DetailItem label="Certified">{formatLocalDay(details.certifiedAt)}</DetailItem>
      </DataList>
    </Box>
  );
}
