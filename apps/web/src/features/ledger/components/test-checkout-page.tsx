// The built-in test-mode provider's "hosted" checkout page (/test-checkout/<id>): Stripe's test cards decide the
// outcome (4242... pays, 4000 0000 0000 0002 is declined); no real card is charged. Back to /smb-payments after, or,
// once a card is declined, Try Again (a new checkout for the same amount, which the route supplies). A
// payment made with 4000 0000 0000 0259 can then be disputed here, and its dispute closed won or lost (issue 25).
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Checkout } from '@microreach/domain/business-payments';
import { paymentMessages } from '@microreach/domain/business-payments-rules';
import { formatMoney, TEST_CARD_DISPUTED, TEST_MODE_BANNER } from '@microreach/domain/ledger-rules';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import { paths } from '@microreach/domain/paths';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconFlask } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { usePayTestCheckout, useSetTestDispute, useTestCheckout } from '../api/test-mode';

/** Where the provider sends the business back (the server's success and cancel addresses). */
export const checkoutReturnPath = (id: string) => `${paths.smbPayments}?checkout=${id}`;
export const checkoutCancelPath = (id: string) => `${checkoutReturnPath(id)}&cancelled=1`;

export function TestCheckoutPage({
  checkoutId,
  tryAgain,
}: {
  checkoutId: string;
  /** A way to pay the amount again once this checkout is closed unpaid (declined or expired). */
  tryAgain?: (amountCents: number) => ReactNode;
}) {
  const checkout = useTestCheckout(checkoutId);

  return (
    <Center py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="lg" w="100%" maw={480}>
        <Alert
          color="yellow"
          variant="filled"
          icon={<IconFlask size={22} />}
          title={TEST_MODE_BANNER}
          styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
          autoContrast
        >
          This is the built-in test payment page. No real card is charged.
        </Alert>
        {checkout.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading checkout" />
          </Center>
        ) : checkout.isError ? (
          checkout.error instanceof ApiRequestError && checkout.error.status === 404 ? (
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="sm" align="flex-start">
                <Title order={1} size="h3">
                  Checkout not found
                </Title>
                <Text size="sm">This checkout does not exist or is not yours.</Text>
                <BackToPayments to={paths.smbPayments} />
              </Stack>
            </Paper>
          ) : (
            <LoadError
              title="The checkout could not be loaded"
              onRetry={() => checkout.refetch()}
              isRetrying={checkout.isFetching}
            />
          )
        ) : (
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={1} size="h2">
                Pay {formatMoney(checkout.data.amountCents)}
              </Title>
              <Text size="sm" c="dimmed">
                MicroReach Add Funds
              </Text>
              {checkout.data.state === 'paid' ? (
                <Stack gap="sm" align="flex-start">
                  <Alert color="teal" icon={<IconCircleCheck size={18} />} w="100%">
                    This checkout is already paid.
                  </Alert>
                  {checkout.data.provider === 'test' && <TestDispute checkout={checkout.data} />}
                  <BackToPayments to={checkoutReturnPath(checkoutId)} />
                </Stack>
              ) : checkout.data.provider !== 'test' ? (
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">This checkout is paid on the payment provider’s own page, not here.</Text>
                  <BackToPayments to={paths.smbPayments} />
                </Stack>
              ) : checkout.data.state !== 'open' ? (
                <Stack gap="sm" align="flex-start">
                  <Alert color="red" icon={<IconAlertCircle size={18} />} w="100%">
                    {checkout.data.failureMessage ?? 'This checkout is closed.'}{' '}
                    {tryAgain ? 'Try again with another card.' : 'Start a new one from Add Funds.'}
                  </Alert>
                  <Group gap="sm">
                    {tryAgain?.(checkout.data.amountCents)}
                    <BackToPayments to={checkoutReturnPath(checkoutId)} />
                  </Group>
                </Stack>
              ) : (
                <CardForm
                  checkoutId={checkoutId}
                  tryAgain={tryAgain ? () => tryAgain(checkout.data.amountCents) : undefined}
                />
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Center>
  );
}

function BackToPayments({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} variant="light">
      Back to Payments
    </Button>
  );
}

/** The card's schema (and zod) load after the page shows. */
const loadTestCardSchema = () => import('@microreach/domain/ledger').then((m) => m.TestCardInputSchema);

function CardForm({ checkoutId, tryAgain }: { checkoutId: string; tryAgain?: () => ReactNode }) {
  const pay = usePayTestCheckout(checkoutId);
  const navigate = useNavigate();
  /** A refusal that closes the checkout (declined, already closed): said here, with the way back. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, validate, ready, schema, showServerErrors } = useSchemaForm({
    initialValues: { cardNumber: '' },
    schema: loadTestCardSchema,
  });

  const submit = async () => {
    if (!(await ready())) return;
    if (validate()) return;
    const { cardNumber } = schema().parse(form.getValues());
    try {
      await pay.mutateAsync(cardNumber);
      navigate(checkoutReturnPath(checkoutId));
    } catch (err) {
      if (showServerErrors(err)) return;
      if (err instanceof ApiRequestError && err.code === 'PAYMENT_DECLINED') {
        setRefusal(paymentMessages.cardDeclined);
      } else if (err instanceof ApiRequestError && err.status < 500 && err.message !== GENERIC_ERROR) {
        setRefusal(err.message);
      } else {
        setRefusal(paymentMessages.paymentFailed);
      }
    }
  };

  if (refusal) {
    // The refusal closed this checkout: Try Again starts a new one for the same amount, on the next page.
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" icon={<IconAlertCircle size={18} />} w="100%">
          {refusal}
        </Alert>
        <Group gap="sm">
          {tryAgain?.()}
          <BackToPayments to={checkoutReturnPath(checkoutId)} />
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Card number"
          description="4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; no real card is charged."
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          // A test page: the browser must not offer to fill in a real card.
          autoComplete="off"
          data-autofocus
          key={form.key('cardNumber')}
          {...form.getInputProps('cardNumber')}
        />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={checkoutCancelPath(checkoutId)} size="sm">
            Cancel
          </Anchor>
          <Button type="submit" loading={pay.isPending}>
            Pay
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const DISPUTED_CARD_TEXT = TEST_CARD_DISPUTED.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The card's bank, played by the tester: a payment made with the disputed test card is disputed (its money leaves the
 * wallet, below zero if it was spent), then the dispute is won (the money comes back) or lost.
 */
function TestDispute({ checkout }: { checkout: Checkout }) {
  const dispute = useSetTestDispute(checkout.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = async (status: 'open' | 'won' | 'lost') => {
    setRefusal(null);
    try {
      await dispute.mutateAsync(status);
    } catch (err) {
      setRefusal(err instanceof ApiRequestError && err.status < 500 ? err.message : GENERIC_ERROR);
    }
  };
  const state = checkout.dispute;
  return (
    <Stack gap="xs" w="100%" component="section" aria-labelledby="test-dispute-title">
      <Title id="test-dispute-title" order={2} size="h4">
        Card dispute
      </Title>
      {state === null ? (
        <>
          <Text size="sm">
            A payment made with card {DISPUTED_CARD_TEXT} can be disputed, as its bank would: the money leaves your
            wallet until the dispute is decided.
          </Text>
          <Button variant="light" color="red" loading={dispute.isPending} onClick={() => void set('open')}>
            Dispute this payment
          </Button>
        </>
      ) : state.status === 'open' ? (
        <>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} w="100%">
            This payment is disputed: {formatMoney(state.amountCents)} was taken back from your wallet.
          </Alert>
          <Group gap="sm">
            <Button variant="light" color="teal" disabled={dispute.isPending} onClick={() => void set('won')}>
              Dispute won
            </Button>
            <Button variant="light" color="red" disabled={dispute.isPending} onClick={() => void set('lost')}>
              Dispute lost
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm">
          {state.status === 'won'
            ? `The dispute was won: ${formatMoney(state.amountCents)} came back to your wallet.`
            : `The dispute was lost: ${formatMoney(state.amountCents)} stays with the card's holder.`}
        </Text>
      )}
      {refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} w="100%">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
