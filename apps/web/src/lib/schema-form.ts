// Forms on a domain zod schema: @mantine/form holds the values, the server's own schema checks them (through
// @mantine/form's Standard Schema resolver) and each problem shows beside its field; so do the field problems of a
// refused request.
import { type FormErrors, schemaResolver, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type ErrorCode, readApiErrorFields } from '@microreach/domain/errors';
import { FORM_LOAD_FAILED } from '@microreach/domain/messages';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from './api';
import { importOrReload } from './chunk-reload';
import { toast } from './toast';

/** What the form's values may be: an object of fields (an interface does too). */
// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's own bound for form values.
type FormValues = Record<string, any>;

export interface SchemaFormOptions<Values extends FormValues, Schema extends z.ZodType>
  extends Omit<UseFormInput<Values>, 'initialValues' | 'validate'> {
  /** The fields in the order they appear on screen: the first problem named is the first one shown. */
  initialValues: Values;
  /**
   * The domain schema the server checks the request with; or a function importing it, for a page that loads its
   * schema after it shows, so zod (about 25 KiB gzipped) is not in its first download (issues 15 and 31): the form
   * starts the import when it mounts, and its submit awaits `ready()` before `validate()`.
   * `schema: () => import('@microreach/domain/ledger').then((m) => m.TestCardInputSchema)`
   */
  schema: Schema | (() => Promise<Schema>);
  /** The request made from the form's values (dollars to cents, the role from the URL...). Default: the values. */
  toInput?: (values: Values) => z.input<Schema>;
  /**
   * The field showing a problem at a schema key, where their names differ: `{ budgetCents: 'budget' }`, or at a
   * whole nested path (`{ 'payTerms.fixedPerPostCents': 'fixedPerPost' }`); `''` names the field for problems of the
   * whole object (a refine without a path).
   */
  fieldOfKey?: Partial<Record<string, keyof Values & string>>;
}

export interface SchemaForm<Values, Schema extends z.ZodType = z.ZodType> {
  /** The Mantine form: getInputProps, getValues, setFieldValue, setErrors, reset... */
  form: UseFormReturnType<Values, Values, (values: Values) => FormErrors>;
  /** Checks every field with the schema and shows the problems beside their fields; the first on screen, or null. */
  validate: () => string | null;
  /**
   * Waits for a schema given as an import (at once for any other); if it cannot load, says so in a toast and answers
   * false. A submit awaits it before validate().
   */
  ready: () => Promise<boolean>;
  /** The schema, for parsing the values once validate() passed (one given as an import: after ready()). */
  schema: () => Schema;
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

interface SchemaLoader<Schema> {
  load: () => Promise<Schema>;
  loaded: () => Schema | null;
}

/** The form's schema, imported once when first asked for (a failed import is tried again on the next ask). */
function schemaLoader<Schema extends z.ZodType>(schema: Schema | (() => Promise<Schema>)): SchemaLoader<Schema> {
  if (typeof schema !== 'function') return { load: () => Promise.resolve(schema), loaded: () => schema };
  let loaded: Schema | null = null;
  let loading: Promise<Schema> | null = null;
  return {
    load() {
      loading ??= importOrReload(schema).then(
        (imported) => (loaded = imported),
        (err: unknown) => {
          loading = null;
          throw err;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

export function useSchemaForm<Values extends FormValues, Schema extends z.ZodType>(
  options: SchemaFormOptions<Values, Schema>,
): SchemaForm<Values, Schema> {
  const { schema, toInput, fieldOfKey, ...formOptions } = options;
  // The validate rule is fixed when the form is made; these may change with the page (the role in the URL).
  const latest = useRef({ toInput, fieldOfKey });
  latest.current = { toInput, fieldOfKey };
  const resolver = useRef<((values: unknown) => FormErrors) | null>(null);
  const loader = useRef<SchemaLoader<Schema> | null>(null);
  loader.current ??= schemaLoader(schema);
  const { load, loaded } = loader.current;
  const currentSchema = (): Schema => {
    const current = loaded();
    if (!current) throw new Error('The schema is not loaded yet: await ready() first.');
    return current;
  };
  const resolve = (input: unknown) => {
    resolver.current ??= schemaResolver(currentSchema(), { sync: true }) as (values: unknown) => FormErrors;
    return resolver.current(input);
  };
  // A schema given as an import loads right after the form first shows.
  useEffect(() => {
    loader.current?.load().catch(() => undefined);
  }, []);

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
    async ready() {
      try {
        await load();
        return true;
      } catch {
        toast.error(FORM_LOAD_FAILED);
        return false;
      }
    },
    schema: currentSchema,
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
