// A whole-dollar budget field: keeps digits and commas (B5) and shows thousands commas as you type.
import { TextInput } from '@mantine/core';
import { formatBudgetInput, keepBudgetChars, MAX_BUDGET_CENTS, parseBudget } from '@microreach/domain';
import { useLayoutEffect, useRef } from 'react';

/** Caret index just after the n-th digit of a formatted value. */
function indexAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === digits) return i + 1;
  }
  return formatted.length;
}

export function BudgetInput(props: {
  label: string;
  description?: string;
  withAsterisk?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const { value, onChange, ...rest } = props;
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Reformatting moves the caret to the end; put it back after the same digit it followed.
  useLayoutEffect(() => {
    const input = ref.current;
    const at = caret.current;
    caret.current = null;
    if (at === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(at, at);
  });

  return (
    <TextInput
      {...rest}
      ref={ref}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      leftSection="$"
      onChange={(e) => {
        const raw = e.currentTarget.value;
        const cents = parseBudget(keepBudgetChars(raw));
        // Refuse what the server would (the input schema's ceiling) rather than fail on save.
        if (cents !== null && cents > MAX_BUDGET_CENTS) return;
        const position = e.currentTarget.selectionStart ?? raw.length;
        const digitsBefore = raw.slice(0, position).replace(/\D/g, '').length;
        const next = formatBudgetInput(cents);
        caret.current = indexAfterDigits(next, digitsBefore);
        onChange(next);
      }}
    />
  );
}
