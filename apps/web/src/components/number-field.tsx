// A number typed as people write it ('12,500', '$0.10'), on Mantine's TextInput: what Mantine's NumberInput did on our
// forms, without react-number-format and NumberInput's own code (about 9 KiB gzipped on three form pages, issue 31).
// What it does, as NumberInput did here:
// - keeps only digits, one decimal point (with `allowDecimal`, at most `decimalScale` decimals) and a leading minus
//   (with `allowNegative`); anything else typed or pasted is left out;
// - shows thousands separators as it is typed at the end, and on leaving the field; a `prefix` ('$') before the number;
//   `fixedDecimalScale` pads the decimals on leaving the field;
// - `clampBehavior: 'strict'` refuses what would go past `min` or `max` as it is typed; 'blur' brings the number
//   within them on leaving the field; 'none' leaves it to the form's check;
// - ArrowUp and ArrowDown step it by `step` within `min` and `max` (it draws no step buttons).
// It reports `number | ''` to onChange: '' for an empty field (or a lone '-' or '.').
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, type KeyboardEvent, useState } from 'react';

export interface NumberFieldProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'prefix'> {
  value?: number | string;
  defaultValue?: number | string;
  onChange?: (value: number | '') => void;
  min?: number;
  max?: number;
  step?: number;
  /** Whether a decimal point may be typed (default true). */
  allowDecimal?: boolean;
  /** The most decimals that may be typed. */
  decimalScale?: number;
  /** Pads the decimals to `decimalScale` when the field shows a number it is not being typed in. */
  fixedDecimalScale?: boolean;
  /** Whether a minus may be typed (default true). */
  allowNegative?: boolean;
  /** Shown between groups of three digits: ','. */
  thousandSeparator?: string;
  /** Shown before the number, inside the field: '$'. */
  prefix?: string;
  /** 'strict': what goes past min or max cannot be typed; 'blur' (default): clamped on leaving; 'none': left as is. */
  clampBehavior?: 'strict' | 'blur' | 'none';
}

interface Format {
  allowDecimal: boolean;
  decimalScale: number | undefined;
  fixedDecimalScale: boolean;
  allowNegative: boolean;
  thousandSeparator: string | undefined;
  prefix: string;
}

/** The typed text as a plain number's text ('-1250.5'), or null when it is not one this field allows. */
export function cleanNumberText(raw: string, format: Format): string | null {
  const negative = format.allowNegative && raw.trimStart().replace(format.prefix, '').trimStart().startsWith('-');
  // Everything that is not a digit or a point is left out: separators, the prefix, letters, spaces, minus signs.
  let text = raw.replace(/[^\d.]/g, '');
  if (!format.allowDecimal) text = text.replace(/\./g, '');
  const point = text.indexOf('.');
  if (point !== -1) {
    if (text.indexOf('.', point + 1) !== -1) return null;
    if (format.decimalScale !== undefined && text.length - point - 1 > format.decimalScale) return null;
    if (format.decimalScale === 0) return null;
  }
  return (negative ? '-' : '') + text;
}

/** A plain number's text as the field shows it: prefix, separators, padded decimals when asked. */
export function formatNumberText(plain: string, format: Format, pad: boolean): string {
  if (plain === '') return '';
  const negative = plain.startsWith('-');
  const unsigned = negative ? plain.slice(1) : plain;
  const [whole = '', decimals] = unsigned.split('.');
  const grouped = format.thousandSeparator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator) : whole;
  let shownDecimals = decimals;
  if (pad && format.fixedDecimalScale && format.decimalScale && whole !== '') {
    shownDecimals = (decimals ?? '').padEnd(format.decimalScale, '0');
  }
  return `${negative ? '-' : ''}${format.prefix}${grouped}${shownDecimals === undefined ? '' : `.${shownDecimals}`}`;
}

/** The number a plain text stands for, or '' (empty, '-', '.'). */
export function numberOf(plain: string): number | '' {
  if (!/\d/.test(plain)) return '';
  const n = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain);
  return Number.isFinite(n) ? n : '';
}

/** A number's plain text, as typed ('0.1', '12500'), without exponent notation. */
function plainOf(value: number | string | undefined, format: Format): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'string') return cleanNumberText(value, format) ?? '';
  if (!Number.isFinite(value)) return '';
  const fixed = format.decimalScale !== undefined ? value.toFixed(format.decimalScale) : String(value);
  // 0.10 -> '0.1' (as NumberInput showed a value it was given); padding is the format's business.
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

export function NumberField({
  value,
  defaultValue,
  onChange,
  onBlur,
  onKeyDown,
  min,
  max,
  step = 1,
  allowDecimal = true,
  decimalScale,
  fixedDecimalScale = false,
  allowNegative = true,
  thousandSeparator,
  prefix = '',
  clampBehavior = 'blur',
  ...inputProps
}: NumberFieldProps) {
  const format: Format = { allowDecimal, decimalScale, fixedDecimalScale, allowNegative, thousandSeparator, prefix };
  const [text, setText] = useState(() => formatNumberText(plainOf(value ?? defaultValue, format), format, true));
  // A value set from outside (the form reset, a controlled field) shows; what is being typed stays as typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    const current = numberOf(cleanNumberText(text, format) ?? '');
    const next = plainOf(value, format);
    if (value !== undefined && numberOf(next) !== current) setText(formatNumberText(next, format, true));
  }

  const isWithin = (n: number | '') => n === '' || ((min === undefined || n >= min) && (max === undefined || n <= max));

  /** Shows a plain number's text and reports its number. */
  const show = (plain: string, pad: boolean) => {
    setText(formatNumberText(plain, format, pad));
    onChange?.(numberOf(plain));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const plain = cleanNumberText(raw, format);
    if (plain === null) return; // a second point, a decimal too many: the keystroke is refused
    const n = numberOf(plain);
    if (clampBehavior === 'strict' && !isWithin(n)) return;
    // Typed at the end (the usual case), the separators follow the digits; typed in the middle, they would move the
    // caret, so the text stays as typed until the field is left.
    const atEnd = event.currentTarget.selectionStart === null || event.currentTarget.selectionStart === raw.length;
    if (atEnd) show(plain, false);
    else {
      setText(raw);
      onChange?.(n);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let plain = cleanNumberText(text, format) ?? '';
    const n = numberOf(plain);
    if (n === '') plain = '';
    else if (clampBehavior === 'blur' && !isWithin(n)) {
      plain = plainOf(Math.min(max ?? n, Math.max(min ?? n, n)), format);
    } else if (plain.endsWith('.')) plain = plain.slice(0, -1);
    show(plain, true);
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const current = numberOf(cleanNumberText(text, format) ?? '');
    let next = (current === '' ? (min ?? 0) : current) + (current === '' ? 0 : event.key === 'ArrowUp' ? step : -step);
    if (max !== undefined) next = Math.min(max, next);
    if (min !== undefined) next = Math.max(min, next);
    if (!allowNegative) next = Math.max(0, next);
    show(plainOf(next, format), true);
  };

  return (
    <TextInput
      {...inputProps}
      type="text"
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    />
  );
}
