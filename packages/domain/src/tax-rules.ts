// The zod-free part of tax.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). tax.ts re-exports all of it; its schemas stay there.
import { formatMoney } from './ledger-rules.ts';

/** $600.00: past this, paid in one calendar year (UTC), a withdrawal needs tax details (decision 029). */
export const TAX_DETAILS_THRESHOLD_CENTS = 60_000;

/**
 * ISO 3166-1 alpha-2 codes. Names come from Intl.DisplayNames where they are shown.
 */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** US persons file a W-9; everyone else a W-8BEN (individuals; entities abroad would need a W-8BEN-E, not taken). */
export const TAX_FORMS = ['W-9', 'W-8BEN'] as const;
export type TaxForm = (typeof TAX_FORMS)[number];

/** US territories whose residents are US persons for a W-9 as well. */
const US_PERSON_COUNTRIES: ReadonlySet<string> = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);
export function taxFormFor(country: string): TaxForm {
  return US_PERSON_COUNTRIES.has(country) ? 'W-9' : 'W-8BEN';
}

/** The W-9's line 3a boxes; a W-8BEN is for an individual only. */
export const TAX_CLASSIFICATIONS = [
  'individual',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc_c',
  'llc_s',
  'llc_p',
] as const;
export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number];

export const TAX_CLASSIFICATION_LABELS: Record<TaxClassification, string> = {
  individual: 'Individual, sole proprietor or single-member LLC',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust or estate',
  llc_c: 'LLC taxed as a C corporation',
  llc_s: 'LLC taxed as an S corporation',
  llc_p: 'LLC taxed as a partnership',
};

export const taxMessages = {
  saved: { title: 'Tax details saved', message: 'Withdrawals past $600 a year can go ahead.' },
  saveFailed: 'Failed to save tax details. Please try again.',
  certifyRequired: 'Confirm that the information is correct.',
  invalidSsn: 'Enter a valid SSN or ITIN (9 digits, as 123-45-6789).',
  invalidEin: 'Enter a valid EIN (9 digits, as 12-3456789).',
  invalidUsTaxId: 'Enter a valid SSN, ITIN or EIN (9 digits).',
  invalidForeignTaxId:
    'Enter your tax identification number from your country of residence (4 to 30 letters, digits, spaces, dots, slashes or hyphens).',
  w8benIndividualsOnly:
    'Outside the US, MicroReach takes tax details from individuals (form W-8BEN). Choose Individual, sole proprietor or single-member LLC.',
  dateOfBirthRequired: 'Enter your date of birth (the W-8BEN asks for it).',
  dateOfBirthInvalid: 'Enter a real date of birth; you must be at least 13.',
  required: (paidCents: number, allowedCents: number) =>
    `Withdrawals that take you past ${formatMoney(TAX_DETAILS_THRESHOLD_CENTS)} paid in a calendar year need your tax details first. You have been paid ${formatMoney(paidCents)} this year, so you can withdraw up to ${formatMoney(allowedCents)} now. Add your tax details under Tax details to withdraw more.`,
  requiredTitle: 'Tax details needed',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Tax ids.

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** SSN: area not 000, 666 or 9xx; group not 00; serial not 0000 (SSA's rules). */
export function isValidSsn(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{9}$/.test(d)) return false;
  const [area, group, serial] = [d.slice(0, 3), d.slice(3, 5), d.slice(5)];
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/** ITIN: 9xx-xx-xxxx with the group in 50-65, 70-88, 90-92 or 94-99 (IRS). */
export function isValidItin(value: string): boolean {
  const d = digitsOf(value);
  if (!/^9\d{8}$/.test(d)) return false;
  const group = Number(d.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/** The campus prefixes the IRS assigns EINs from. */
const EIN_PREFIXES = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '50',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '59',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '80',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
  '99',
]);
export function isValidEin(value: string): boolean {
  const d = digitsOf(value);
  return /^\d{9}$/.test(d) && EIN_PREFIXES.has(d.slice(0, 2));
}

export function isValidForeignTaxId(value: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{2,28})[A-Za-z0-9]$/.test(value.trim());
}

/**
 * How a US id was typed: as an SSN or ITIN (123-45-6789), as an EIN (12-3456789), or as nine digits either way. The
 * layout says which number it is, so 666-12-3456 is a refused SSN, not an EIN that happens to have a valid prefix.
 */
export function usTaxIdLayout(value: string): 'ssn' | 'ein' | 'digits' | null {
  const v = value.trim();
  if (/^\d{3}[- ]\d{2}[- ]\d{4}$/.test(v)) return 'ssn';
  if (/^\d{2}[- ]\d{7}$/.test(v)) return 'ein';
  if (/^\d{9}$/.test(v)) return 'digits';
  return null;
}

/** The message for a tax id under a country and classification, or null when it is valid. */
export function taxIdError(country: string, classification: TaxClassification, taxId: string): string | null {
  if (taxFormFor(country) === 'W-8BEN') return isValidForeignTaxId(taxId) ? null : taxMessages.invalidForeignTaxId;
  const layout = usTaxIdLayout(taxId);
  // Only individuals (and sole proprietors) have an SSN or ITIN; everyone files with an EIN.
  const ssnOk = classification === 'individual' && (isValidSsn(taxId) || isValidItin(taxId));
  if (layout === 'ssn') {
    if (classification !== 'individual') return taxMessages.invalidEin;
    return ssnOk ? null : taxMessages.invalidSsn;
  }
  if (layout === 'ein') return isValidEin(taxId) ? null : taxMessages.invalidEin;
  if (layout === 'digits' && (ssnOk || isValidEin(taxId))) return null;
  return classification === 'individual' ? taxMessages.invalidUsTaxId : taxMessages.invalidEin;
}

/** The id as stored and sealed: digits only for a US id, trimmed and upper-cased abroad. */
export function normaliseTaxId(country: string, taxId: string): string {
  return taxFormFor(country) === 'W-9' ? digitsOf(taxId) : taxId.trim().toUpperCase();
}

/**
 * What the screens show of a sealed id: its last four characters, in the layout of its kind. `typed` (the id as it
 * was typed) settles the kind when an individual's nine digits are both a valid SSN and a valid EIN.
 */
export function maskTaxId(
  country: string,
  classification: TaxClassification,
  normalised: string,
  typed?: string,
): string {
  const last4 = normalised.slice(-4);
  // A foreign id's last four letters or digits (its spaces, dots and slashes are no part of them).
  if (taxFormFor(country) === 'W-8BEN') return `•••• ${normalised.replace(/[^A-Za-z0-9]/g, '').slice(-4)}`;
  const layout = typed === undefined ? 'digits' : usTaxIdLayout(typed);
  const isEin =
    classification !== 'individual' ||
    layout === 'ein' ||
    (layout !== 'ssn' && isValidEin(normalised) && !isValidSsn(normalised) && !isValidItin(normalised));
  return isEin ? `••-•••${last4}` : `•••-••-${last4}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The form.

/** C0 and C1 control characters (a tab or line break included): none belongs on a tax form or in its export. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
export const hasNoControl = (v: string) => !CONTROL_CHARACTERS.test(v);
export const noControlMessage = (label: string) => `${label} cannot contain control characters.`;

export function isAdultEnough(iso: string, now = new Date()): boolean {
  const year = Number(iso.slice(0, 4));
  const latest = new Date(Date.UTC(now.getUTCFullYear() - 13, now.getUTCMonth(), now.getUTCDate()));
  return year >= 1900 && new Date(`${iso}T00:00:00Z`).getTime() <= latest.getTime();
}

/** Whether a withdrawal of `amountCents` needs tax details first: it would take the year's total past $600. */
export function withdrawalNeedsTaxDetails(
  paidThisYearCents: number,
  amountCents: number,
  hasDetails: boolean,
): boolean {
  return !hasDetails && paidThisYearCents + amountCents > TAX_DETAILS_THRESHOLD_CENTS;
}

/** What may still go out this year without tax details. */
export function withdrawableWithoutDetails(paidThisYearCents: number): number {
  return Math.max(0, TAX_DETAILS_THRESHOLD_CENTS - paidThisYearCents);
}

/** The first year the operators' export offers (none of MicroReach's payouts is older). */
export const TAX_EXPORT_FIRST_YEAR = 2020;

/** One line of the operators' yearly export: a creator's withdrawals in the year and their tax details. */
export const TAX_EXPORT_COLUMNS = [
  'creator_id',
  'creator_name',
  'email',
  'legal_name',
  'business_name',
  'country',
  'form',
  'classification',
  'tax_id_masked',
  'address',
  'paid_cents',
  'paid_usd',
  'payouts',
  'in_flight_cents',
  'over_threshold',
  'tax_details_on_file',
] as const;
