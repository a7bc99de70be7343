// Forms on a domain zod schema: @mantine/form holds the values, the server's own schema checks them (through
// @mantine/form's Standard Schema resolver) and each problem shows beside its field; so do the field problems of a
// refused request.
import { type FormErrors, schemaResolver, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type ErrorCode, readApiErrorFields } from '@microreach/domain/errors';
import { useRef } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from './api';

/** What the form's values may be: an object of fields (an interface does too). */
// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's own bound for form values.
type FormValues = Record<string, any>;

export interface SchemaFormOptions<Values extends FormValues, Schema extends z.ZodType>
  extends Omit<UseFormInput<Values>, 'initialValues' | 'validate'> {
  /** The fields in the order they appear on screen: the first problem named is the first one shown. */
  initialValues: Values;
  /**
   * The domain schema the server checks the request with; or a function giving it, called at the first check, for a
   * page that loads its schemas after it shows (the sign-in page: zod is not in its first download).
   */
  schema: Schema | (() => Schema);
  /** The request made from the form's values (dollars to cents, the role from the URL...). Default: the values. */
  toInput?: (values: Values) => z.input<Schema>;
  /**
   * The field showing a problem at a schema key, where their names differ: `{ budgetCents: 'budget' }`, or at a
   * whole nested path (`{ 'payTerms.fixedPerPostCents': 'fixedPerPost' }`); `''` names the field for problems of the
   * whole object (a refine without a path).
   */
  fieldOfKey?: Partial<Record<string, keyof Values & string>>;
}

export interface SchemaForm<Values> {
  /** The Mantine form: getInputProps, getValues, setFieldValue, setErrors, reset... */
  form: UseFormReturnType<Values, Values, (values: Values) => FormErrors>;
  /** Checks every field with the schema and shows the problems beside their fields; the first on screen, or null. */
  validate: () => string | null;
  /**
   * Shows beside their fields the problems a refused request names: a 400's `issues` ({ path, message }), or the
   * message of an error whose code belongs to one field (`{ WEAK_PASSWORD: 'password' }`). True if a field was marked.
   */
  showServerErrors: (err: unknown, fieldOfCode?: Partial<Record<ErrorCode, keyof Values & string>>) => boolean;
}

/**
 * The form field that shows a problem at `path` ('campaignHashtags.2' -> 'campaignHashtags'): the key renamed as
 * `fieldOfKey` says, followed into nested objects; a list of plain values (tags, checkboxes) is one input.
 */
export function fieldOfPath(path: string, values: object, fieldOfKey: Partial<Record<string, string>> = {}): string {
  // A whole nested path may be renamed too ('payTerms.fixedPerPostCents' -> 'fixedPerPost').
  const renamed = fieldOfKey[path];
  if (path.includes('.') && renamed !== undefined) return renamed;
  const [key = '', ...rest] = path.split('.');
  const field: string[] = [];
  let node: unknown = values;
  for (const part of [fieldOfKey[key] ?? key, ...rest]) {
    if (node === null || typeof node !== 'object') break;
    if (Array.isArray(node) && node.every((item) => item === null || typeof item !== 'object')) break;
    field.push(part);
    node = Reflect.get(node, part);
  }
  return field.join('.');
}

/** The resolver's errors (by schema path, zod's first issue of each) by form field, the first of each field kept. */
function toFieldErrors(byPath: FormErrors, values: object, fieldOfKey?: Partial<Record<string, string>>): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(byPath)) {
    const field = fieldOfPath(path, values, fieldOfKey);
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

/** The first message among `errors` in the order of the form's fields (their order in `values`). */
export function firstErrorMessage(errors: FormErrors, values: object): string | null {
  const order = Object.keys(values);
  const rank = (field: string) => {
    const at = order.indexOf(field.split('.')[0] ?? '');
    return at === -1 ? order.length : at;
  };
  const [first] = Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort(([a], [b]) => rank(a) - rank(b));
  return first?.[1] ?? null;
}

/** The `issues` of a refused request (400 VALIDATION_ERROR), when the error carries them. */
export function serverIssues(err: unknown): Array<{ path: string; message: string }> {
  if (!(err instanceof ApiRequestError) || !('issues' in err)) return [];
  return readApiErrorFields({ issues: err.issues }).issues ?? [];
}

export function useSchemaForm<Values extends FormValues, Schema extends z.ZodType>(
  options: SchemaFormOptions<Values, Schema>,
): SchemaForm<Values> {
  const { schema, toInput, fieldOfKey, ...formOptions } = options;
  // The validate rule is fixed when the form is made; these may change with the page (the role in the URL).
  const latest = useRef({ toInput, fieldOfKey });
  latest.current = { toInput, fieldOfKey };
  const resolver = useRef<((values: unknown) => FormErrors) | null>(null);
  const resolve = (input: unknown) => {
    resolver.current ??= schemaResolver(typeof schema === 'function' ? schema() : schema, { sync: true }) as (
      values: unknown,
    ) => FormErrors;
    return resolver.current(input);
  };

  const form = useForm<Values>({
    // Typing does not render the whole form again: inputs take `key={form.key(path)}`, and what other controls
    // depend on is read with form.useWatchValue(path).
    mode: 'uncontrolled',
    ...formOptions,
    validate: (values) => {
      const { toInput: make, fieldOfKey: names } = latest.current;
      return toFieldErrors(resolve(make ? make(values) : values), values, names);
    },
  });

  return {
    form,
    validate() {
      const { errors } = form.validate();
      return firstErrorMessage(errors, form.getInitialValues());
    },
    showServerErrors(err, fieldOfCode = {}) {
      const values = form.getValues();
      const errors: FormErrors = {};
      for (const issue of serverIssues(err)) {
        const field = fieldOfPath(issue.path, values, latest.current.fieldOfKey);
        if (field && !(field in errors)) errors[field] = issue.message;
      }
      const codeField = err instanceof ApiRequestError && err.code ? fieldOfCode[err.code] : undefined;
      if (codeField && err instanceof Error) errors[codeField] ??= err.message;
      if (Object.keys(errors).length === 0) return false;
      form.setErrors((previous) => ({ ...previous, ...errors }));
      return true;
    },
  };
}
