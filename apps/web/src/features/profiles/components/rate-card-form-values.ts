// The Rate card section's values (issue 30): one money input per kind of post, in dollars ('' when left empty), to the
// card the server takes, and the domain schema's problems back beside their inputs. The schema (with zod) is imported
// after the section shows (issue 31): this module only names its type.
import type { RateCardEntry, RateCardInput, RateCardInputSchema } from '@microreach/domain/rate-card';
import {
  centsToDollars,
  dollarsToCents,
  RATE_CARD_FORMATS,
  type RateCardFormat,
} from '@microreach/domain/rate-card-rules';
import { importOrReload } from '#web/lib/chunk-reload';

/** The schema PUT /api/creator/profile/rate-card checks the card with. */
export type RateCardSchema = typeof RateCardInputSchema;

/** Imports the card's schema (and zod): started when the section shows, awaited by a save. */
export function loadRateCardSchema(): Promise<RateCardSchema> {
  return importOrReload(() => import('@microreach/domain/rate-card')).then((m) => m.RateCardInputSchema);
}

/** What a money input holds: a number of dollars, or '' (a value read back from the form may be a string). */
export type RateCardFormValues = Record<RateCardFormat, number | string>;

/** The inputs from a saved card: each kind of post's rate in dollars, '' for none. */
export function rateCardFormValues(rates: readonly RateCardEntry[]): RateCardFormValues {
  const values = {} as RateCardFormValues;
  for (const format of RATE_CARD_FORMATS) {
    values[format] = centsToDollars(rates.find((r) => r.format === format)?.priceCents);
  }
  return values;
}

/** The card to send: the filled-in inputs in display order, as cents. An all-empty form clears the card. */
export function toRateCardInput(values: RateCardFormValues): RateCardInput {
  const rates: RateCardInput['rates'] = [];
  for (const format of RATE_CARD_FORMATS) {
    const cents = dollarsToCents(values[format]);
    if (cents !== null) rates.push({ format, priceCents: cents });
  }
  return { rates };
}

/**
 * The schema's problems by input: a rate's path names its place in the card, which names its kind of post; a problem
 * of the whole card goes to the first filled-in input.
 */
export function rateCardErrors(
  schema: RateCardSchema,
  values: RateCardFormValues,
): Partial<Record<RateCardFormat, string>> {
  const input = toRateCardInput(values);
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return issuesByFormat(input, parsed.error.issues);
}

/** Problems at paths such as ['rates', 1, 'priceCents'] (the schema's or a refused request's), by kind of post. */
export function issuesByFormat(
  input: RateCardInput,
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>,
): Partial<Record<RateCardFormat, string>> {
  const errors: Partial<Record<RateCardFormat, string>> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const index = Number(path[1]);
    const format = Number.isInteger(index) ? input.rates[index]?.format : input.rates[0]?.format;
    if (format && !(format in errors)) errors[format] = issue.message;
  }
  return errors;
}
