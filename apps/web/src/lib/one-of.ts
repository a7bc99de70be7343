// A string from outside the type system (the address bar, a select, a tab) narrowed to one of a list's values, so a
// screen never has to cast it.

/** Whether `value` is one of `list`'s values. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value);
}

/** `value` when it is one of `list`'s values, else null. */
export function oneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  return isOneOf(list, value) ? value : null;
}
