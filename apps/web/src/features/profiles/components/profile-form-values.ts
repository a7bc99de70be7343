// What the two profile settings forms (B2 business, C2 creator) share: a saved profile's fields as the inputs hold
// them (the public profile the values would give is profile-preview.ts).
import type { Profile, ProfileImage } from '@microreach/domain/profiles';

/** The profile fields a form edits: all but the images, which save on their own. */
type FormField = {
  [K in keyof Profile]: Profile[K] extends ProfileImage | ProfileImage[] | null ? never : K;
}[keyof Profile];

/** A field as an input holds it: a list, a count as a NumberField holds it ('' when empty), or a text ('' for none). */
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
