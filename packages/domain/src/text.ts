// Bounds for text people type and other people see (issue 32): how long it may be as a person counts it (grapheme
// clusters) and as storage counts it (UTF-8 bytes, UTF-16 code units), how much one character may stack up, and which
// invisible characters may not reach another person's screen or export. docs/decisions/031-bounded-input-and-real-404s.md.
import type { z } from 'zod';

/**
 * The most code points one character (grapheme cluster) may hold. The longest ones people really type fit: an emoji
 * ZWJ sequence with skin tones (kiss, couple with heart: 10), a subdivision flag (7), a Vietnamese or Devanagari
 * syllable with its marks (3 to 6), a Sanskrit conjunct (up to about 9). Sixteen leaves room for those and refuses
 * "Zalgo" stacks, where one visible character carries hundreds of combining marks (the probe stored 1 MB as one).
 */
export const MAX_CODE_POINTS_PER_CHARACTER = 16;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder the text around them
 * (a name that reads as another, a file name that hides its extension, "Trojan Source"). The plain marks LRM, RLM
 * and ALM (U+200E, U+200F, U+061C) are left alone: they carry no scope, only set the direction of the characters
 * next to them, and people writing Arabic or Hebrew need them to place punctuation and digits.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const DIRECTION_CONTROLS_ALL = /[\u202a-\u202e\u2066-\u2069]/g;

export const textMessages = {
  directionControls:
    'Text cannot contain hidden characters that change the direction of the text around them (U+202A to U+202E, U+2066 to U+2069). Remove them and try again.',
  stackedMarks: `Text cannot contain a character with more than ${MAX_CODE_POINTS_PER_CHARACTER - 1} accents or joined marks. Remove some and try again.`,
} as const;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as a person counts them (grapheme clusters): an emoji or an accented letter is one. */
export function visibleLength(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** The bytes the text takes as UTF-8 (what PostgreSQL stores and the network carries); a lone surrogate counts 3. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The most code points any one character of the text holds (0 for ''). */
export function longestCharacter(text: string): number {
  // Plain ASCII has no combining marks: one code point per character, without segmenting.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is the point
  if (/^[\u0000-\u007f]*$/.test(text)) return text.length === 0 ? 0 : 1;
  let longest = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (segment.length <= longest) continue; // code points <= code units: cannot be longer
    let points = 0;
    for (const _ of segment) points++;
    if (points > longest) longest = points;
  }
  return longest;
}

/** Whether the text holds a bidirectional embedding, override or isolate. */
export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}

/** The text without bidirectional embeddings, overrides and isolates (exports of text stored before the rule). */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS_ALL, '');
}

/** Why text may not be shown to other people as it is, or null when it may. */
export function shownTextProblem(text: string): string | null {
  if (hasDirectionControls(text)) return textMessages.directionControls;
  if (longestCharacter(text) > MAX_CODE_POINTS_PER_CHARACTER) return textMessages.stackedMarks;
  return null;
}

/**
 * The check every field other people see carries (names, locations, campaign texts, notes, messages):
 * `z.string().trim().max(120).superRefine(checkShownText)`. The form and the server use the same schema.
 */
export function checkShownText(text: string, ctx: z.RefinementCtx<string>): void {
  const problem = shownTextProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

export interface TextBounds {
  /** Characters as a person counts them (grapheme clusters). */
  maxCharacters: number;
  /** UTF-16 code units (JavaScript's length); by default 8 per character ('👩🏽‍💻' is 7). */
  maxCodeUnits?: number;
  /** UTF-8 bytes as stored; by default 16 per character ('👩🏽‍💻' is 15). */
  maxBytes?: number;
  /** The message when there are too many characters. */
  tooLong: string;
  /** The message when the text is within its characters but too big to store (many emoji or stacked marks). */
  tooBig: string;
}

/**
 * A check for text whose limit counts characters as a person does. Counting grapheme clusters alone let one
 * "character" of 500,000 combining marks through (1 MB in a 2,000-character message), so the storage sizes are bounded
 * beside it, and so is each character. The cheap bounds are checked first, so an oversized text is never segmented.
 */
export function checkBoundedText(bounds: TextBounds) {
  const maxCodeUnits = bounds.maxCodeUnits ?? bounds.maxCharacters * 8;
  const maxBytes = bounds.maxBytes ?? bounds.maxCharacters * 16;
  // Enough of an oversized text to hold one character more than allowed, each as long as a character may be: whether
  // it is too long or only too big is told without segmenting a megabyte.
  const longestPrefix = (bounds.maxCharacters + 1) * MAX_CODE_POINTS_PER_CHARACTER * 2;
  return (text: string, ctx: z.RefinementCtx<string>): void => {
    const message =
      text.length > maxCodeUnits || utf8Length(text) > maxBytes
        ? visibleLength(text.slice(0, longestPrefix)) > bounds.maxCharacters
          ? bounds.tooLong
          : bounds.tooBig
        : visibleLength(text) > bounds.maxCharacters
          ? bounds.tooLong
          : shownTextProblem(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}
