// Payment Methods (C2, made real): the creator's payout account at the payment provider, marked Primary, and whether
// its setup is finished; Add Payment Method (or Change) goes to the provider's page for it.
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PayoutAccount } from '@microreach/domain/creator-earnings';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { usePayoutSetup } from './use-payout-setup';

export function PaymentMethodsCard({ payoutAccount }: { payoutAccount: PayoutAccount | null }) {
  const payoutSetup = usePayoutSetup();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-methods-title">
      <Title id="payment-methods-title" order={2} size="h4" mb="md">
        Payment Methods
      </Title>
      <Stack gap="md">
        {payoutAccount ? (
          <Group gap="sm" wrap="nowrap" align="flex-start" role="group" aria-label="Payout account">
            <ThemeIcon variant="light" color="gray" radius="md" aria-hidden>
              <IconBuildingBank size={18} />
            </ThemeIcon>
            <Stack gap={6} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {payoutAccount.label}
              </Text>
              <Group gap={6}>
                <Badge color="pink" variant="light" tt="none">
                  Primary
                </Badge>
                <Badge color={payoutAccount.active ? 'green' : 'yellow'} variant="light" tt="none">
                  {payoutAccount.active ? 'Active' : 'Setup not finished'}
                </Badge>
              </Group>
            </Stack>
          </Group>
        ) : (
          <Text c="dimmed" size="sm">
            No payment method yet
          </Text>
        )}
        <Group>
          <Button
            variant={payoutAccount ? 'default' : 'filled'}
            color="pink"
            leftSection={<IconCreditCard size={16} />}
            loading={payoutSetup.isPending}
            onClick={payoutSetup.start}
          >
            {payoutAccount ? 'Change' : 'Add Payment Method'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
