import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './api';
import { fieldOfPath, firstErrorMessage, useSchemaForm } from './schema-form';

const PriceSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(10, 'Title must be at most 10 characters.'),
  tags: z.array(z.string().regex(/^[a-z]+$/, 'Tags are lowercase letters.')),
  priceCents: z.number().int().max(100_000, 'At most $1,000.').nullable(),
});

interface PriceForm {
  title: string;
  tags: string[];
  dollars: number | '';
}

function usePriceForm(initialValues: PriceForm = { title: '', tags: [], dollars: '' }) {
  return useSchemaForm({
    schema: PriceSchema,
    initialValues,
    toInput: (values) => ({
      title: values.title,
      tags: values.tags,
      priceCents: typeof values.dollars === 'number' ? values.dollars * 100 : null,
    }),
    fieldOfKey: { priceCents: 'dollars' },
  });
}

/** An API error as lib/api.ts makes it, with the `issues` of a 400 body on it. */
function validationError(issues: Array<{ path: string; message: string }>) {
  return Object.assign(new ApiRequestError(400, { message: issues[0]?.message, code: 'VALIDATION_ERROR' }), { issues });
}

describe('fieldOfPath', () => {
  const values = { name: '', tags: ['a'], budget: 1, links: [{ url: '' }], address: { city: '' } };
  it('names the form field that shows a problem at a schema path', () => {
    expect(fieldOfPath('name', values)).toBe('name');
    // A list of plain values is one input (tags, checkboxes): its items' problems show on it.
    expect(fieldOfPath('tags.0', values)).toBe('tags');
    expect(fieldOfPath('links.0.url', values)).toBe('links.0.url');
    expect(fieldOfPath('address.city', values)).toBe('address.city');
    expect(fieldOfPath('budgetCents', values, { budgetCents: 'budget' })).toBe('budget');
    expect(fieldOfPath('', values, { '': 'tags' })).toBe('tags');
  });
});

describe('firstErrorMessage', () => {
  it('picks the first problem in the order of the fields on screen', () => {
    const values = { a: '', b: '', c: '' };
    expect(firstErrorMessage({ c: 'C is wrong.', b: 'B is wrong.' }, values)).toBe('B is wrong.');
    expect(firstErrorMessage({ 'c.0': 'C0 is wrong.', x: 'X is wrong.' }, values)).toBe('C0 is wrong.');
    expect(firstErrorMessage({}, values)).toBeNull();
  });
});

describe('useSchemaForm', () => {
  it("checks the schema's input made from the values and puts each problem on its field", () => {
    const { result } = renderHook(() =>
      usePriceForm({ title: 'A title too long', tags: ['ok', 'Not OK'], dollars: 2000 }),
    );
    let first: string | null = null;
    act(() => {
      first = result.current.validate();
    });
    expect(first).toBe('Title must be at most 10 characters.');
    expect(result.current.form.errors).toEqual({
      title: 'Title must be at most 10 characters.',
      tags: 'Tags are lowercase letters.',
      dollars: 'At most $1,000.',
    });
  });

  it('has no errors and answers null when the values pass', () => {
    const { result } = renderHook(() => usePriceForm({ title: 'Fine', tags: ['ok'], dollars: 5 }));
    act(() => {
      expect(result.current.validate()).toBeNull();
    });
    expect(result.current.form.errors).toEqual({});
  });

  it("marks the fields a server's 400 names, and a field an error code belongs to", () => {
    const { result } = renderHook(() => usePriceForm());
    act(() => {
      const marked = result.current.showServerErrors(
        validationError([
          { path: 'priceCents', message: 'Price must be a whole number.' },
          { path: 'tags.1', message: 'Tags are lowercase letters.' },
        ]),
      );
      expect(marked).toBe(true);
    });
    expect(result.current.form.errors).toEqual({
      dollars: 'Price must be a whole number.',
      tags: 'Tags are lowercase letters.',
    });

    act(() => {
      const conflict = new ApiRequestError(409, { message: 'That title is taken.', code: 'CONFLICT' });
      expect(result.current.showServerErrors(conflict, { CONFLICT: 'title' })).toBe(true);
    });
    expect(result.current.form.errors.title).toBe('That title is taken.');
  });

  it('marks nothing for an error that names no field', () => {
    const { result } = renderHook(() => usePriceForm());
    act(() => {
      expect(result.current.showServerErrors(new ApiRequestError(500, { message: 'Boom' }))).toBe(false);
      expect(result.current.showServerErrors(new Error('offline'))).toBe(false);
    });
    expect(result.current.form.errors).toEqual({});
  });
});
