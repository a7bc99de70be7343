// What the two profile settings forms (B2 business, C2 creator) share: a saved profile's fields as the inputs hold
// them, and the public profile the form's values would give (Preview before saving).
import { type Profile, type ProfileImage, type PublicProfile, PublicProfileSchema } from '@microreach/domain/profiles';
import type { z } from 'zod';

/** The profile fields a form edits: all but the images, which save on their own. */
type FormField = {
  [K in keyof Profile]: Profile[K] extends ProfileImage | ProfileImage[] | null ? never : K;
}[keyof Profile];

/** A field as an input holds it: a list, a count as a NumberInput holds it ('' when empty), or a text ('' for none). */
type FormValue<T> = [T] extends [readonly string[]] ? string[] : [T] extends [number | null] ? number | string : string;

export type ProfileFormValues<K extends FormField> = { [P in K]: FormValue<Profile[P]> };

/**
 * The form's values from a saved profile, in the order of `fields` (the order on screen, so that the first problem
 * named is the first one shown): none as '', lists copied.
 */
export function profileFormValues<const K extends FormField>(profile: Profile, fields: readonly K[]) {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = profile[field];
    values[field] = Array.isArray(value) ? [...value] : (value ?? '');
  }
  return values as ProfileFormValues<K>;
}

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
