import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { user } from '#web/test/user';
import { cleanNumberText, formatNumberText, NumberField, type NumberFieldProps, numberOf } from './number-field';

/** The field with what it last reported shown beside it. */
function Field(props: Omit<NumberFieldProps, 'onChange' | 'label'>) {
  const [reported, setReported] = useState<number | '' | undefined>(undefined);
  return (
    <MantineProvider env="test">
      <NumberField label="Amount" {...props} onChange={setReported} />
      <output aria-label="reported">{reported === undefined ? 'nothing' : JSON.stringify(reported)}</output>
      <button type="button">Elsewhere</button>
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Amount' });
const reported = () => screen.getByRole('status', { name: 'reported' }).textContent;

describe('NumberField', () => {
  it('keeps digits only, shows thousands separators as typed and reports the number', async () => {
    render(<Field thousandSeparator="," allowDecimal={false} allowNegative={false} />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    await user.type(field(), '12a,5-0$00');
    expect(field()).toHaveValue('125,000');
    expect(reported()).toBe('125000');
    await user.clear(field());
    expect(field()).toHaveValue('');
    expect(reported()).toBe('""');
  });

  it('refuses what goes past max as it is typed when strict', async () => {
    render(<Field thousandSeparator="," allowDecimal={false} max={10_000_000} clampBehavior="strict" />);
    await user.type(field(), '99999999999');
    expect(field()).toHaveValue('9,999,999');
    expect(reported()).toBe('9999999');
  });

  it('refuses a decimal too many and a second point, and takes a minus only where allowed', async () => {
    render(<Field decimalScale={2} allowNegative={false} />);
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    await user.type(field(), '-0.105.');
    expect(field()).toHaveValue('0.10');
    expect(reported()).toBe('0.1');
  });

  it('takes a minus when negatives are allowed', async () => {
    render(<Field />);
    await user.type(field(), '-42');
    expect(field()).toHaveValue('-42');
    expect(reported()).toBe('-42');
  });

  it('shows a prefix and pads the decimals on leaving the field', async () => {
    render(<Field prefix="$" thousandSeparator="," decimalScale={2} fixedDecimalScale defaultValue={120} />);
    expect(field()).toHaveValue('$120.00');
    await user.clear(field());
    await user.type(field(), '1250.5');
    expect(field()).toHaveValue('$1,250.5');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toHaveValue('$1,250.50');
    expect(reported()).toBe('1250.5');
  });

  it('brings the number within min and max on leaving the field by default', async () => {
    render(<Field min={1} max={365} allowDecimal={false} />);
    await user.type(field(), '900');
    expect(reported()).toBe('900');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toHaveValue('365');
    expect(reported()).toBe('365');
  });

  it('steps with the arrow keys within min and max', async () => {
    render(<Field min={0} max={3} defaultValue={2} allowDecimal={false} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('3');
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field()).toHaveValue('0');
    expect(reported()).toBe('0');
  });

  it('shows a value set from outside', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <NumberField label="Amount" value={5} thousandSeparator="," />
      </MantineProvider>,
    );
    expect(field()).toHaveValue('5');
    rerender(
      <MantineProvider env="test">
        <NumberField label="Amount" value={12_500} thousandSeparator="," />
      </MantineProvider>,
    );
    expect(field()).toHaveValue('12,500');
  });
});

describe('the number text', () => {
  const format = {
    allowDecimal: true,
    decimalScale: 2,
    fixedDecimalScale: true,
    allowNegative: true,
    thousandSeparator: ',',
    prefix: '$',
  };
  it('is cleaned, formatted and read', () => {
    expect(cleanNumberText('-$1,234.5', format)).toBe('-1234.5');
    expect(cleanNumberText('1.2.3', format)).toBeNull();
    expect(cleanNumberText('1.234', format)).toBeNull();
    expect(formatNumberText('-1234.5', format, true)).toBe('-$1,234.50');
    expect(formatNumberText('1234.5', format, false)).toBe('$1,234.5');
    expect(numberOf('-')).toBe('');
    expect(numberOf('.')).toBe('');
    expect(numberOf('12.')).toBe(12);
  });
});
