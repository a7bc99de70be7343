// An amount field as a person types it ('1,250', '$99.50'), checked by parseUsd and then by the API's own input
// schema (its limits and messages), so the field shows the same words the server would answer with. Used by the
// business's Add Funds, Fund Campaign and Withdraw balance and the creator's Withdraw Funds. The schemas (and zod) load
// after the form shows, so a page with an amount field does not carry them in its first download (issue 31).
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from '#web/lib/schema-form';
import { useIsMounted } from '#web/lib/use-is-mounted';
import type { AmountFormSchema } from './amount-schema';

export interface AmountValues {
  amount: string;
}

type AmountInputSchema = z.ZodType<{ amountCents: number }, { amountCents: number }>;

/**
 * The form of one amount field; problems of `amountCents` (ours or the server's) show beside it. `inputSchema` is the
 * API's input schema, or a function importing it (`() => import('@microreach/domain/business-payments').then(...)`).
 */
export function useAmountForm(inputSchema: AmountInputSchema | (() => Promise<AmountInputSchema>), amount = '') {
  const schemaForm = useSchemaForm<AmountValues, AmountFormSchema>({
    initialValues: { amount },
    schema: async () => {
      const [{ amountFormSchema }, input] = await Promise.all([
        import('./amount-schema'),
        typeof inputSchema === 'function' ? inputSchema() : inputSchema,
      ]);
      return amountFormSchema(input);
    },
    fieldOfKey: { amountCents: 'amount' },
  });
  // While a check waits for the schema: a second submit is ignored, and the form shows itself busy (its submit button
  // loading, its Cancel off), so nothing is sent from a form that was left meanwhile.
  const [isChecking, setIsChecking] = useState(false);
  const checking = useRef(false);
  const mounted = useIsMounted();
  return {
    ...schemaForm,
    isChecking,
    /**
     * The amount in cents when the field is valid (its problem shown beside it otherwise), or null; first waits for
     * the schema (a toast says so if it cannot load). Null too while another check waits, or once the form is gone.
     */
    async checkedCents(): Promise<number | null> {
      if (checking.current) return null;
      checking.current = true;
      setIsChecking(true);
      try {
        if (!(await schemaForm.ready()) || !mounted.current) return null;
        if (schemaForm.validate()) return null;
        const parsed = schemaForm.schema().safeParse(schemaForm.form.getValues());
        return parsed.success ? parsed.data.amountCents : null;
      } finally {
        checking.current = false;
        if (mounted.current) setIsChecking(false);
      }
    },
  };
}

/** Cents as an amount field's text: '4500', '99.50' (no thousands separators, so it reads back the same). */
export function centsToAmountText(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`;
}
