// Creating calls carry an Idempotency-Key (docs/decisions/006): the same attempt keeps its key through the client's
// own retries and through a person pressing the button again with the same input, so a request whose answer was lost
// is answered again instead of creating a second campaign, application or post.
import { useRef } from 'react';

/** A random UUID v4; crypto.getRandomValues works where crypto.randomUUID does not (plain-http hosts). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per attempt at creating something: `keyFor(input)` returns the same key until the input changes or
 * `settled()` is called after a success, when the next creation gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; input: string } | null>(null);
  return {
    keyFor(input: unknown): string {
      const serialized = JSON.stringify(input) ?? '';
      if (!current.current || current.current.input !== serialized) {
        current.current = { key: newIdempotencyKey(), input: serialized };
      }
      return current.current.key;
    },
    settled() {
      current.current = null;
    },
  };
}
