// The schema of an amount field (see amount-form.ts), kept apart so that zod loads with the form's first check rather
// than with the page that shows the field (issue 31).
import { parseUsd } from '@microreach/domain/ledger-rules';
import { z } from 'zod';

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

export type AmountFormSchema = ReturnType<typeof amountFormSchema<{ amountCents: number }>>;
