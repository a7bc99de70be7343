import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAmountForm } from './amount-form';

const InputSchema = z.object({ amountCents: z.number().int().min(500, 'At least $5.00.') });

/** An input schema whose import the test finishes when it wants (a slow network). */
function slowSchema() {
  let release: () => void = () => {};
  const loaded = new Promise<typeof InputSchema>((resolve) => {
    release = () => resolve(InputSchema);
  });
  return { load: () => loaded, release: () => release() };
}

describe('useAmountForm', () => {
  it('checks the typed amount with the API schema, in cents', async () => {
    const { result } = renderHook(() => useAmountForm(InputSchema, '1,250.50'));
    let cents: number | null = null;
    await act(async () => {
      cents = await result.current.checkedCents();
    });
    expect(cents).toBe(125_050);

    act(() => result.current.form.setFieldValue('amount', '4'));
    await act(async () => {
      cents = await result.current.checkedCents();
    });
    expect(cents).toBeNull();
    expect(result.current.form.errors.amount).toBe('At least $5.00.');
  });

  it('is busy while the schema loads, and ignores a second submit meanwhile', async () => {
    const schema = slowSchema();
    const { result } = renderHook(() => useAmountForm(schema.load, '20'));
    let first: Promise<number | null> = Promise.resolve(null);
    let second: Promise<number | null> = Promise.resolve(null);
    act(() => {
      first = result.current.checkedCents();
    });
    expect(result.current.isChecking).toBe(true);
    act(() => {
      second = result.current.checkedCents();
    });
    expect(await second).toBeNull();
    await act(async () => schema.release());
    expect(await first).toBe(2_000);
    await waitFor(() => expect(result.current.isChecking).toBe(false));
  });

  it('sends nothing from a form left while its schema was loading', async () => {
    const schema = slowSchema();
    const { result, unmount } = renderHook(() => useAmountForm(schema.load, '20'));
    let checked: Promise<number | null> = Promise.resolve(null);
    act(() => {
      checked = result.current.checkedCents();
    });
    unmount();
    schema.release();
    expect(await checked).toBeNull();
  });
});
