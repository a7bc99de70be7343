import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  isValidEin,
  isValidForeignTaxId,
  isValidItin,
  isValidSsn,
  maskTaxId,
  normaliseTaxId,
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
  TAX_DETAILS_THRESHOLD_CENTS,
  type TaxDetailsInput,
  TaxDetailsInputSchema,
  TaxYearQuerySchema,
  taxFormFor,
  taxIdError,
  taxMessages,
  usTaxIdLayout,
  withdrawableWithoutDetails,
  withdrawalNeedsTaxDetails,
} from './tax.ts';

const US: TaxDetailsInput = {
  legalName: 'Mia Lens',
  country: 'US',
  classification: 'individual',
  taxId: '123-45-6789',
  addressLine1: '1 Main St',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  certify: true,
};
const DE: TaxDetailsInput = {
  legalName: 'Jonas Berg',
  country: 'DE',
  classification: 'individual',
  taxId: '12 345 678 901',
  addressLine1: 'Hauptstraße 1',
  city: 'Berlin',
  dateOfBirth: '1990-04-01',
  certify: true,
};

/** The messages of a parse, by field. */
function issuesOf(input: unknown): Record<string, string> {
  const parsed = TaxDetailsInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the threshold ($600.00 paid in a calendar year)', () => {
  it('lets a withdrawal through up to exactly $600.00 and refuses one cent more without details', () => {
    expect(TAX_DETAILS_THRESHOLD_CENTS).toBe(60_000);
    expect(withdrawalNeedsTaxDetails(0, 59_999, false)).toBe(false);
    expect(withdrawalNeedsTaxDetails(0, 60_000, false)).toBe(false);
    expect(withdrawalNeedsTaxDetails(59_000, 1_000, false)).toBe(false);
    expect(withdrawalNeedsTaxDetails(0, 60_001, false)).toBe(true);
    expect(withdrawalNeedsTaxDetails(59_001, 1_000, false)).toBe(true);
    expect(withdrawalNeedsTaxDetails(60_000, 1, false)).toBe(true);
  });
  it('never needs details once they are given', () => {
    expect(withdrawalNeedsTaxDetails(0, 60_001, true)).toBe(false);
    expect(withdrawalNeedsTaxDetails(10_000_000, 1_000_000, true)).toBe(false);
  });
  it('says what may still go out, never below zero', () => {
    expect(withdrawableWithoutDetails(0)).toBe(60_000);
    expect(withdrawableWithoutDetails(59_999)).toBe(1);
    expect(withdrawableWithoutDetails(60_000)).toBe(0);
    expect(withdrawableWithoutDetails(75_000)).toBe(0);
  });
  it('words the refusal with the year’s figures', () => {
    expect(taxMessages.required(59_001, 999)).toBe(
      'Withdrawals that take you past $600.00 paid in a calendar year need your tax details first. You have been paid $590.01 this year, so you can withdraw up to $9.99 now. Add your tax details under Tax details to withdraw more.',
    );
  });
});

describe('forms and countries', () => {
  it('asks US persons (territories included) for a W-9 and everyone else for a W-8BEN', () => {
    for (const c of ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']) expect(taxFormFor(c), c).toBe('W-9');
    for (const c of ['DE', 'GB', 'CA', 'MX', 'IN']) expect(taxFormFor(c), c).toBe('W-8BEN');
  });
  it('lists each ISO code once, and labels every classification', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(Object.keys(TAX_CLASSIFICATION_LABELS)).toEqual([...TAX_CLASSIFICATIONS]);
  });
});

describe('US tax ids', () => {
  it('accepts SSNs and refuses area 000, 666 and 9xx, group 00 and serial 0000', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    expect(isValidSsn('123456789')).toBe(true);
    for (const bad of [
      '000-12-3456',
      '666-12-3456',
      '912-34-5678',
      '123-00-4567',
      '123-45-0000',
      '12-345-678',
      '1234567890',
    ])
      expect(isValidSsn(bad), bad).toBe(false);
  });
  it('accepts ITINs: 9xx with the group in 50-65, 70-88, 90-92 or 94-99', () => {
    for (const good of ['912-50-1234', '912-65-1234', '912-70-1234', '912-88-1234', '912-92-1234', '912-94-1234'])
      expect(isValidItin(good), good).toBe(true);
    for (const bad of ['912-49-1234', '912-66-1234', '912-89-1234', '912-93-1234', '812-70-1234'])
      expect(isValidItin(bad), bad).toBe(false);
  });
  it('accepts EINs with an IRS prefix only', () => {
    expect(isValidEin('12-3456789')).toBe(true);
    for (const bad of ['07-1234567', '00-1234567', '89-1234567', '96-1234567', '12-345678'])
      expect(isValidEin(bad), bad).toBe(false);
  });
  it('reads the layout the id was typed in', () => {
    expect(usTaxIdLayout('123-45-6789')).toBe('ssn');
    expect(usTaxIdLayout('123 45 6789')).toBe('ssn');
    expect(usTaxIdLayout('12-3456789')).toBe('ein');
    expect(usTaxIdLayout(' 123456789 ')).toBe('digits');
    expect(usTaxIdLayout('1234-56789')).toBeNull();
  });
  it('takes an SSN, ITIN or EIN from an individual, and only an EIN from anyone else', () => {
    expect(taxIdError('US', 'individual', '123-45-6789')).toBeNull();
    expect(taxIdError('US', 'individual', '912-70-1234')).toBeNull();
    expect(taxIdError('US', 'individual', '12-3456789')).toBeNull();
    expect(taxIdError('US', 'individual', '123456789')).toBeNull();
    expect(taxIdError('US', 'c_corporation', '12-3456789')).toBeNull();
    expect(taxIdError('US', 'llc_p', '123456789')).toBeNull();
  });
  it('refuses malformed ids with the message for what was typed', () => {
    expect(taxIdError('US', 'individual', '000-12-3456')).toBe(taxMessages.invalidSsn);
    // 66 is an EIN prefix, but typed as an SSN it is an SSN, and 666 is no SSN area.
    expect(taxIdError('US', 'individual', '666-12-3456')).toBe(taxMessages.invalidSsn);
    expect(taxIdError('US', 'individual', '000123456')).toBe(taxMessages.invalidUsTaxId);
    expect(taxIdError('US', 'individual', '07-1234567')).toBe(taxMessages.invalidEin);
    // A corporation has no SSN or ITIN.
    expect(taxIdError('US', 'c_corporation', '912-70-1234')).toBe(taxMessages.invalidEin);
    expect(taxIdError('US', 's_corporation', '123-45-6789')).toBe(taxMessages.invalidEin);
    expect(taxIdError('US', 'partnership', '07-1234567')).toBe(taxMessages.invalidEin);
    expect(taxIdError('US', 'trust_estate', '071234567')).toBe(taxMessages.invalidEin);
    expect(taxIdError('US', 'individual', 'abc-de-fghi')).toBe(taxMessages.invalidUsTaxId);
  });
});

describe('foreign tax ids', () => {
  it('takes 4 to 30 letters, digits, spaces, dots, slashes or hyphens, starting and ending with a letter or digit', () => {
    for (const good of ['12 345 678 901', 'AB123456C', 'X.12/34-5', '1234', 'A'.repeat(30)])
      expect(isValidForeignTaxId(good), good).toBe(true);
    for (const bad of ['123', 'A'.repeat(31), '-1234', '1234-', 'AB\u0007123', 'AB\n1234', 'AB_1234', '=SUM(A1)'])
      expect(isValidForeignTaxId(bad), JSON.stringify(bad)).toBe(false);
    expect(taxIdError('DE', 'individual', 'AB\u0001123')).toBe(taxMessages.invalidForeignTaxId);
  });
});

describe('normalising and masking', () => {
  it('keeps a US id’s digits and a foreign id trimmed and upper-cased', () => {
    expect(normaliseTaxId('US', ' 123-45-6789 ')).toBe('123456789');
    expect(normaliseTaxId('PR', '12 3456789')).toBe('123456789');
    expect(normaliseTaxId('DE', '  ab 12/34 ')).toBe('AB 12/34');
  });
  it('shows only the last four, in the layout of the id’s kind', () => {
    expect(maskTaxId('US', 'individual', '123456789', '123-45-6789')).toBe('•••-••-6789');
    expect(maskTaxId('US', 'individual', '123456789', '12-3456789')).toBe('••-•••6789');
    expect(maskTaxId('US', 'individual', '123456789')).toBe('•••-••-6789');
    // Not an SSN or ITIN, so an individual's nine digits are an EIN.
    expect(maskTaxId('US', 'individual', '666123456')).toBe('••-•••3456');
    expect(maskTaxId('US', 'c_corporation', '123456789', '123456789')).toBe('••-•••6789');
    expect(maskTaxId('DE', 'individual', '12 345 678 901')).toBe('•••• 8901');
    for (const masked of [maskTaxId('US', 'individual', '123456789'), maskTaxId('GB', 'individual', 'AB123456C')])
      expect(masked).not.toMatch(/1234/);
  });
});

describe('the tax details form', () => {
  it('accepts a W-9 and a W-8BEN and fills the optional fields', () => {
    expect(TaxDetailsInputSchema.parse(US)).toMatchObject({ businessName: '', addressLine2: '', dateOfBirth: null });
    expect(TaxDetailsInputSchema.parse(DE)).toMatchObject({ dateOfBirth: '1990-04-01', region: '' });
    expect(TaxDetailsInputSchema.safeParse({ ...US, classification: 'llc_s', taxId: '12-3456789' }).success).toBe(true);
  });
  it('requires the certification', () => {
    const { certify: _, ...uncertified } = US;
    expect(issuesOf(uncertified)).toEqual({ certify: taxMessages.certifyRequired });
    expect(issuesOf({ ...US, certify: false })).toEqual({ certify: taxMessages.certifyRequired });
  });
  it('takes a W-8BEN from individuals only, with a real date of birth at least 13 years ago', () => {
    expect(issuesOf({ ...DE, classification: 'c_corporation' })).toEqual({
      classification: taxMessages.w8benIndividualsOnly,
    });
    expect(issuesOf({ ...DE, dateOfBirth: null })).toEqual({ dateOfBirth: taxMessages.dateOfBirthRequired });
    const { dateOfBirth: _, ...noBirth } = DE;
    expect(issuesOf(noBirth)).toEqual({ dateOfBirth: taxMessages.dateOfBirthRequired });
    const thisYear = new Date().getUTCFullYear();
    for (const bad of ['1990-02-30', '01/04/1990', '1899-12-31', `${thisYear - 5}-01-01`, `${thisYear + 1}-01-01`])
      expect(issuesOf({ ...DE, dateOfBirth: bad }), bad).toEqual({ dateOfBirth: taxMessages.dateOfBirthInvalid });
  });
  it('refuses malformed ids, unknown countries and classifications, and extra keys', () => {
    expect(issuesOf({ ...US, taxId: '000-12-3456' })).toEqual({ taxId: taxMessages.invalidSsn });
    expect(TaxDetailsInputSchema.safeParse({ ...DE, taxId: 'A'.repeat(31) }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ['taxId'], message: 'Tax id can be at most 30 characters.' }),
    );
    expect(issuesOf({ ...DE, taxId: 'AB\u0000123' })).toEqual({ taxId: taxMessages.invalidForeignTaxId });
    expect(Object.keys(issuesOf({ ...US, country: 'XX' }))).toEqual(['country']);
    expect(Object.keys(issuesOf({ ...US, classification: 'sole_prop' }))).toEqual(['classification']);
    expect(TaxDetailsInputSchema.safeParse({ ...US, ssn: '123456789' }).success).toBe(false);
  });
  it('bounds every text and refuses control characters in it', () => {
    expect(issuesOf({ ...US, legalName: '  ' })).toEqual({ legalName: 'Legal name is required.' });
    expect(issuesOf({ ...US, legalName: 'M'.repeat(121) })).toEqual({
      legalName: 'Legal name can be at most 120 characters.',
    });
    expect(issuesOf({ ...US, city: 'Aus\u0007tin' })).toEqual({ city: 'City cannot contain control characters.' });
    expect(issuesOf({ ...US, addressLine2: 'Apt\n2' })).toEqual({
      addressLine2: 'Address line 2 cannot contain control characters.',
    });
    expect(issuesOf({ ...US, postalCode: '1'.repeat(21) })).toEqual({
      postalCode: 'Postal code can be at most 20 characters.',
    });
  });
});

describe('the export’s year', () => {
  it('takes a whole year from 2020 to 2100', () => {
    expect(TaxYearQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    for (const bad of ['2019', '2101', '2026.5', 'abc', ''])
      expect(TaxYearQuerySchema.safeParse({ year: bad }).success, bad).toBe(false);
  });
});
