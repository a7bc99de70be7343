// Issue 30: a funding is one move shown as two lines of Transaction History (the wallet's minus, the campaign's plus).
// Each line says where the money went or came from, and both carry the move's reference, so they read as one.
import { Text } from '@mantine/core';
import type { MoneyTransaction } from '@microreach/domain/business-payments';

/** A short reference both lines of one move share: 'M-3F2A1B9C'. */
export function moveReference(moveId: string): string {
  return `M-${moveId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

/** 'Moved to Autumn Roast Launch · one move, ref. M-3F2A1B9C', or for the campaign's line 'Moved from Wallet · ...'. */
export function moveText(t: Pick<MoneyTransaction, 'amountCents' | 'counterpart' | 'moveId'>): string | null {
  if (!t.counterpart) return null;
  const direction =
    t.amountCents < 0
      ? `Moved to ${t.counterpart}`
      : `Moved from ${t.counterpart === 'Wallet' ? 'your wallet' : t.counterpart}`;
  return `${direction} · one move, ref. ${moveReference(t.moveId)}`;
}

export function TransactionMove({ transaction }: { transaction: MoneyTransaction }) {
  const text = moveText(transaction);
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}
