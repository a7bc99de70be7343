// Every call that moves money requires an Idempotency-Key (decision 018): the header schema those routes declare.
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, IdempotencyHeadersSchema } from '#server/lib/idempotency.ts';

export const RequiredKeyHeaders = IdempotencyHeadersSchema.extend({
  [IDEMPOTENCY_HEADER]: z
    .string('Money moves only with an Idempotency-Key header: a UUID of the attempt.')
    .max(255, 'The Idempotency-Key header must be 8 to 255 visible ASCII characters.')
    .regex(/^[\x21-\x7e]{8,255}$/, 'The Idempotency-Key header must be 8 to 255 visible ASCII characters.'),
});
