// The public profile a settings form's values would give (Preview before saving), loaded when Preview is first pressed
// (issue 31: with the schemas it parses, it is not in the page's first download).
import { type Profile, type PublicProfile, PublicProfileSchema } from '@microreach/domain/profiles';
import type { z } from 'zod';

/**
 * What others would see with the form's values saved: the saved profile (images included) with each public field of
 * `input` as `schema` would store it (a handle without its '@', a blank as null). A value the schema would refuse shows
 * as typed; Save is where that is said. Parsing the public schema leaves the private fields out (email, phone number,
 * date of birth, budget, audience).
 */
export function previewPublicProfile<Schema extends z.ZodObject>(
  saved: Profile,
  schema: Schema,
  input: z.input<Schema>,
): PublicProfile {
  const shape: Partial<Record<string, z.ZodType>> = schema.shape;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!(key in PublicProfileSchema.shape)) continue;
    const parsed = shape[key]?.safeParse(value);
    fields[key] = parsed?.success && parsed.data !== undefined ? parsed.data : asTyped(value);
  }
  const merged = { ...saved, ...fields, name: fields.name ?? saved.name };
  // The typed (self-reported) counts as edited, beside the verified ones read from the connected accounts.
  const typed = (value: unknown) => (typeof value === 'number' ? value : null);
  const followerCounts = {
    instagram: { ...saved.followerCounts.instagram, followers: typed(merged.instagramFollowers) },
    tiktok: { ...saved.followerCounts.tiktok, followers: typed(merged.tiktokFollowers) },
  };
  return PublicProfileSchema.parse({ ...merged, followerCounts });
}

/** A value the schema refuses, as the preview shows it: a text trimmed (a blank as none), a count only when whole. */
function asTyped(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  return value ?? null;
}
