// An amount field as a person types it ('1,250', '$99.50'), checked by parseUsd and then by the API's own input
// schema (its limits and messages), so the field shows the same words the server would answer with. Used by the
// business's Add Funds and Fund Campaign and the creator's Withdraw Funds.
import { parseUsd } from '@microreach/domain/ledger-rules';
import { useMemo } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '#web/lib/schema-form';

export interface AmountValues {
  amount: string;
}

/** `{ amount: '1,250' }` -> `{ amountCents: 125000 }`, then `inputSchema`'s checks (DepositInputSchema...). */
export function amountFormSchema<Out>(inputSchema: z.ZodType<Out, { amountCents: number }>) {
  return z
    .object({ amount: z.string() })
    .transform((values, ctx) => {
      const parsed = parseUsd(values.amount);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error, path: ['amount'] });
        return z.NEVER;
      }
      return { amountCents: parsed.cents };
    })
    .pipe(inputSchema);
}

/** The form of one amount field; problems of `amountCents` (ours or the server's) show beside it. */
export function useAmountForm(inputSchema: z.ZodType<{ amountCents: number }, { amountCents: number }>, amount = '') {
  const schema = useMemo(() => amountFormSchema(inputSchema), [inputSchema]);
  const schemaForm = useSchemaForm<AmountValues, typeof schema>({
    initialValues: { amount },
    schema,
    fieldOfKey: { amountCents: 'amount' },
  });
  return {
    ...schemaForm,
    /** The amount in cents when the field is valid (its problem shown beside it otherwise), or null. */
    checkedCents(): number | null {
      if (schemaForm.validate()) return null;
      const parsed = schema.safeParse(schemaForm.form.getValues());
      return parsed.success ? parsed.data.amountCents : null;
    },
  };
}

/** Cents as an amount field's text: '4500', '99.50' (no thousands separators, so it reads back the same). */
export function centsToAmountText(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`;
}
