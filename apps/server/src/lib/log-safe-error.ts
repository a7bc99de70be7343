// What the error log may say about an error: its kind, codes and where it happened, never the request's values.
// A failed query's message carries its parameters (Drizzle: "Failed query: ... params: ..."), and PostgreSQL's own
// messages quote the offending input ('invalid input syntax for type uuid: "..."'), so for database errors only the
// SQL text (placeholders, no values), the SQLSTATE and the names of the constraint, table and column are kept.

interface Described {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: Described;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(e: Record<string, unknown>): boolean {
  return (
    (typeof e.code === 'string' && SQLSTATE.test(e.code) && ('severity' in e || 'routine' in e)) ||
    (typeof e.query === 'string' && 'params' in e)
  );
}

function hasDatabaseErrorInChain(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    if (isDatabaseError(e as Record<string, unknown>)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The stack's frames without its first line (which repeats the message). */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames.length ? frames.join('\n') : undefined;
}

function describe(err: unknown, redactMessages: boolean, depth: number): Described {
  if (!err || typeof err !== 'object') return { type: typeof err, message: '', stack: '' };
  const e = err as Record<string, unknown>;
  const type = (err as Error).constructor?.name ?? 'Object';
  // ZodError messages list the rejected values; database messages quote the input.
  const redact = redactMessages || type === 'ZodError' || type === '$ZodError';
  const message = typeof e.message !== 'string' ? '' : redact ? '[withheld: it may quote request values]' : e.message;
  const out: Described = { type, message, stack: framesOnly(e.stack) ?? '' };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.query === 'string') out.query = e.query;
  for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
    if (typeof e[key] === 'string') out[key] = e[key] as string;
  }
  if (e.cause && depth < 5) out.cause = describe(e.cause, redactMessages, depth + 1);
  return out;
}

/** A pino `err` serializer that never carries request values. */
export function serializeErrorSafely(err: unknown): Described {
  return describe(err, hasDatabaseErrorInChain(err), 0);
}
