// The ledger (issue 13): its account and transaction kinds, the payment providers, the platform fee, and amounts:
// as people type them, their messages and how money is shown (each side's limits are in business-payments.ts and
// creator-earnings.ts).
// Money is integer cents everywhere. See docs/decisions/018-money.md.
import { z } from 'zod';
import './validation-messages.ts';
import { amountMessages } from './ledger-rules.ts';
import { checkShownText } from './text.ts';

export {
  amountMessages,
  formatMoney,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_TRANSACTION_KINDS,
  type LedgerAccountKind,
  type LedgerTransactionKind,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  PLATFORM_FEE_PERCENT,
  parseUsd,
  platformFeeCents,
  splitFee,
  TEST_ACCOUNT_PAYOUTS_FAIL,
  TEST_CARD_DECLINED,
  TEST_CARD_DISPUTED,
  TEST_CARD_REFUND_FAILS,
  TEST_CARD_SUCCESS,
  TEST_MODE_BANNER,
  WALLET_OVERDRAW_KINDS,
} from './ledger-rules.ts';

/** Cents as an API field: a positive whole number within `[min, max]`, with amountMessages (ledger-rules.ts). */
export function centsField(min: number, max: number, tooSmall: string, tooLarge: string) {
  return z
    .number(amountMessages.amountNotNumber)
    .int(amountMessages.amountFractionalCent)
    .min(min, tooSmall)
    .max(max, tooLarge);
}

/** Cents in the API's answers. */
export const CentsSchema = z.number().int();

export const TestCardInputSchema = z.object({
  cardNumber: z
    .string()
    .max(40, 'Enter a card number of 12 to 19 digits.')
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits.')),
});

export const TestBankInputSchema = z.object({
  accountHolder: z.string().trim().min(1, 'Enter the account holder.').max(100).superRefine(checkShownText),
  accountNumber: z
    .string()
    .max(40, 'Enter an account number of 6 to 17 digits.')
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,17}$/, 'Enter an account number of 6 to 17 digits.')),
});
