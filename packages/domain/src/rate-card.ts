// A creator's rate card (issue 30): what they usually charge per kind of post, shown on their public profile, in Find
// Influencers and in the applicant dialog. A guide for the business, never a price the marketplace charges: campaigns
// still pay by their own pay terms.
import { z } from 'zod';
import './validation-messages.ts';
import { formatMoney } from './ledger-rules.ts';
import {
  RATE_CARD_FORMAT_LABELS,
  RATE_CARD_FORMATS,
  RATE_MAX_CENTS,
  RATE_MIN_CENTS,
  rateCardMessages,
} from './rate-card-rules.ts';

export {
  centsToDollars,
  dollarsToCents,
  lowestRateCents,
  RATE_CARD_FORMAT_LABELS,
  RATE_CARD_FORMATS,
  RATE_MAX_CENTS,
  RATE_MIN_CENTS,
  type RateCardFormat,
  rateCardMessages,
  rateCardSummary,
  sortRates,
} from './rate-card-rules.ts';

export const RateCardEntrySchema = z.object({
  format: z.enum(RATE_CARD_FORMATS),
  priceCents: z
    .number()
    .int(rateCardMessages.whole)
    .min(RATE_MIN_CENTS, rateCardMessages.min)
    .max(RATE_MAX_CENTS, rateCardMessages.max),
});
export type RateCardEntry = z.infer<typeof RateCardEntrySchema>;

/** The whole card as the creator saves it: at most one rate per kind of post; an empty list clears the card. */
export const RateCardInputSchema = z
  .object({
    rates: z
      .array(RateCardEntrySchema.strict())
      .max(RATE_CARD_FORMATS.length)
      .refine((rates) => new Set(rates.map((r) => r.format)).size === rates.length, rateCardMessages.duplicate),
  })
  .strict();
export type RateCardInput = z.infer<typeof RateCardInputSchema>;

/** GET and PUT /api/creator/profile/rate-card: the card in display order (empty when none is given). */
export const RateCardSchema = z.object({ rates: z.array(RateCardEntrySchema) });
export type RateCard = z.infer<typeof RateCardSchema>;

/** "Instagram Reel: $250.00" */
export function describeRate(rate: RateCardEntry): string {
  return `${RATE_CARD_FORMAT_LABELS[rate.format]}: ${formatMoney(rate.priceCents)}`;
}
