// Tax details before larger payouts (issue 29, docs/decisions/029-terms-agreements-tax.md): a creator's W-9 data (US
// persons) or W-8BEN data (everyone else), given as form fields; the tax id is sealed at rest and shown masked.
// Withdrawals that would take a creator past $600 paid in a calendar year wait for them.
import { z } from 'zod';
import './validation-messages.ts';
import { isRealIsoDate } from './calendar.ts';
import {
  COUNTRY_CODES,
  hasNoControl,
  isAdultEnough,
  noControlMessage,
  TAX_CLASSIFICATIONS,
  TAX_EXPORT_FIRST_YEAR,
  TAX_FORMS,
  taxFormFor,
  taxIdError,
  taxMessages,
} from './tax-rules.ts';
import { checkShownText } from './text.ts';

export {
  COUNTRY_CODES,
  type CountryCode,
  isValidEin,
  isValidForeignTaxId,
  isValidItin,
  isValidSsn,
  maskTaxId,
  normaliseTaxId,
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
  TAX_DETAILS_THRESHOLD_CENTS,
  TAX_EXPORT_COLUMNS,
  TAX_EXPORT_FIRST_YEAR,
  TAX_FORMS,
  type TaxClassification,
  type TaxForm,
  taxFormFor,
  taxIdError,
  taxMessages,
  usTaxIdLayout,
  withdrawableWithoutDetails,
  withdrawalNeedsTaxDetails,
} from './tax-rules.ts';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .refine(hasNoControl, noControlMessage(label))
    .superRefine(checkShownText)
    .default('');
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`)
    .refine(hasNoControl, noControlMessage(label))
    .superRefine(checkShownText);

export const TaxDetailsInputSchema = z
  .object({
    legalName: text(120, 'Legal name'),
    /** W-9 line 2 / W-8BEN: a business or disregarded entity name, if any. */
    businessName: optionalText(120, 'Business name'),
    country: z.enum(COUNTRY_CODES, { error: 'Choose your country of residence.' }),
    classification: z.enum(TAX_CLASSIFICATIONS, { error: 'Choose a tax classification.' }),
    taxId: z.string().trim().min(1, 'Tax id is required.').max(30, 'Tax id can be at most 30 characters.'),
    addressLine1: text(200, 'Address'),
    addressLine2: optionalText(200, 'Address line 2'),
    city: text(100, 'City'),
    region: optionalText(100, 'State, province or region'),
    postalCode: optionalText(20, 'Postal code'),
    /** W-8BEN line 8. */
    dateOfBirth: z.string().trim().max(10).nullable().default(null),
    /** "Under penalties of perjury, I certify that the information is correct." */
    certify: z.literal(true, { error: taxMessages.certifyRequired }),
  })
  .strict()
  .superRefine((v, ctx) => {
    const form = taxFormFor(v.country);
    if (form === 'W-8BEN' && v.classification !== 'individual')
      ctx.addIssue({ code: 'custom', path: ['classification'], message: taxMessages.w8benIndividualsOnly });
    const idError = taxIdError(v.country, v.classification, v.taxId);
    if (idError) ctx.addIssue({ code: 'custom', path: ['taxId'], message: idError });
    if (form === 'W-8BEN') {
      if (!v.dateOfBirth)
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: taxMessages.dateOfBirthRequired });
      else if (
        !/^\d{4}-\d{2}-\d{2}$/.test(v.dateOfBirth) ||
        !isRealIsoDate(v.dateOfBirth) ||
        !isAdultEnough(v.dateOfBirth)
      )
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: taxMessages.dateOfBirthInvalid });
    }
  });
export type TaxDetailsInput = z.input<typeof TaxDetailsInputSchema>;

/** What the creator reads back: never the id itself. */
export const TaxDetailsSchema = z.object({
  form: z.enum(TAX_FORMS),
  legalName: z.string(),
  businessName: z.string(),
  country: z.enum(COUNTRY_CODES),
  classification: z.enum(TAX_CLASSIFICATIONS),
  taxIdMasked: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  dateOfBirth: z.string().nullable(),
  certifiedAt: z.string(),
});
export type TaxDetails = z.infer<typeof TaxDetailsSchema>;

/** Where the creator stands this calendar year: what counts toward the threshold and what may go out without details. */
export const TaxStatusSchema = z.object({
  year: z.number(),
  thresholdCents: z.number(),
  /** Withdrawals this year that were not failed: paid, on their way or delayed. */
  paidThisYearCents: z.number(),
  /** How much more may be withdrawn this year without tax details; null once they are given. */
  withdrawableWithoutDetailsCents: z.number().nullable(),
  details: TaxDetailsSchema.nullable(),
});
export type TaxStatus = z.infer<typeof TaxStatusSchema>;
export const TaxYearQuerySchema = z.object({ year: z.coerce.number().int().min(TAX_EXPORT_FIRST_YEAR).max(2100) });
