// /smb-payments/receipts/{id} (issue 30): the printable receipt of one deposit or one refund of the business's wallet.
import { Alert, DataList, Paper, Text } from '@mantine/core';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { formatMoney, TEST_MODE_BANNER } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import type { Receipt } from '@microreach/domain/receipts';
import { RECEIPT_STATUS_TEXT } from '@microreach/domain/receipts-rules';
import { IconFlask } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailItem } from '#web/components/detail-item';
import {
  DocumentQueryState,
  PrintableDocument,
  PrintablePage,
  printableClasses,
} from '#web/components/printable-document/printable-document';
import { useIsNarrowScreen } from '#web/components/stacked-rows/stacked-rows';
import { useReceipt } from '../api/business-receipts';

const BACK = { to: paths.smbPayments, label: 'Back to Payments' };

export function ReceiptPage({ id }: { id: string }) {
  const receipt = useReceipt(id);
  return (
    <PrintablePage back={BACK}>
      {receipt.data ? (
        <ReceiptDocument receipt={receipt.data} />
      ) : (
        <DocumentQueryState
          query={receipt}
          loadingText="Loading receipt..."
          notFoundTitle="Receipt not found"
          failedTitle="The receipt could not be loaded"
        />
      )}
    </PrintablePage>
  );
}

/** A moment as the reader's clock and as UTC, so a printed copy means the same anywhere. */
function Moment({ at }: { at: string }) {
  return (
    <>
      <time dateTime={at}>{formatLocalDateTime(at)}</time>{' '}
      <Text component="span" size="xs" c="dimmed">
        ({at.slice(0, 16).replace('T', ' ')} UTC)
      </Text>
    </>
  );
}

export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  // A phone stacks each label over its value: side by side, a long reference would wrap a few letters a line.
  const isNarrow = useIsNarrowScreen();
  const isRefund = receipt.kind === 'refund';
  const { method, deposit } = receipt;
  const card = method.cardBrand && method.cardLast4 ? ` (${method.cardBrand} ending ${method.cardLast4})` : '';
  return (
    <PrintableDocument
      title={isRefund ? 'Refund receipt' : 'Receipt'}
      subtitle={receipt.number}
      platform={receipt.platform}
      party={receipt.customer}
      partyLabel={isRefund ? 'Refunded to' : 'Billed to'}
    >
      {receipt.testMode && (
        <Alert color="yellow" variant="light" icon={<IconFlask size={18} />} title={TEST_MODE_BANNER}>
          This receipt is for a payment made through the built-in test provider.
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <DataList orientation={isNarrow ? 'vertical' : 'horizontal'} labelWidth={170} gap="xs" size="sm">
          <DetailItem label="Receipt number">{receipt.number}</DetailItem>
          <DetailItem label="Date">
            <Moment at={receipt.at} />
          </DetailItem>
          <DetailItem label="Description">{receipt.description}</DetailItem>
          <DetailItem label={isRefund ? 'Amount refunded' : 'Amount paid'}>
            <Text component="span" fw={700} size="lg" className={printableClasses.figures}>
              {formatMoney(receipt.amountCents)} {receipt.currency}
            </Text>
          </DetailItem>
          <DetailItem label="Status">{RECEIPT_STATUS_TEXT[receipt.status]}</DetailItem>
          {receipt.failureMessage && <DetailItem label="Why it failed">{receipt.failureMessage}</DetailItem>}
          <DetailItem label="Payment method">
            {method.label}
            {card}
          </DetailItem>
          <DetailItem label="Provider reference">
            {receipt.providerReference ? (
              <span className={printableClasses.reference}>{receipt.providerReference}</span>
            ) : (
              <Text component="span" size="sm" c="dimmed">
                Not given by the provider yet
              </Text>
            )}
          </DetailItem>
          {isRefund ? (
            <DetailItem label="Refund of">
              {deposit.receiptId && deposit.number ? (
                <Link to={paths.smbReceipt(deposit.receiptId)}>{deposit.number}</Link>
              ) : (
                'A payment'
              )}
              {`: ${formatMoney(deposit.amountCents)} paid `}
              <Moment at={deposit.at} />
            </DetailItem>
          ) : (
            <>
              {deposit.refundedCents > 0 && (
                <DetailItem label="Refunded since">{formatMoney(deposit.refundedCents)}</DetailItem>
              )}
              {deposit.disputedCents > 0 && (
                <DetailItem label="Taken back by a card dispute">{formatMoney(deposit.disputedCents)}</DetailItem>
              )}
            </>
          )}
        </DataList>
      </Paper>
      <Text size="sm" c="dimmed">
        Questions about this receipt? Write to {receipt.platform.supportEmail} and quote {receipt.number}.
      </Text>
    </PrintableDocument>
  );
}
