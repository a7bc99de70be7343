// The countries of the tax form by name (Intl.DisplayNames, in English like the rest of the app), sorted by name.
import { COUNTRY_CODES, type CountryCode } from '@microreach/domain/tax-rules';

let names: Intl.DisplayNames | null = null;

/** 'DE' -> 'Germany'; the code itself where the runtime has no name for it. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

let options: Array<{ value: CountryCode; label: string }> | null = null;

export function countryOptions(): Array<{ value: CountryCode; label: string }> {
  options ??= COUNTRY_CODES.map((value) => ({ value, label: countryName(value) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  return options;
}
