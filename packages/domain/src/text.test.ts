import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkBoundedText,
  checkShownText,
  hasDirectionControls,
  longestCharacter,
  MAX_CODE_POINTS_PER_CHARACTER,
  shownTextProblem,
  textMessages,
  utf8Length,
  visibleLength,
  withoutDirectionControls,
} from './text.ts';

describe('sizes of text', () => {
  it('counts characters as a person does, UTF-8 bytes as stored, and the longest character in code points', () => {
    expect(visibleLength('e\u0301👍🏽🇵🇹')).toBe(3);
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(longestCharacter('')).toBe(0);
    expect(longestCharacter('plain ascii')).toBe(1);
    expect(longestCharacter(`a${'\u0301'.repeat(20)}b`)).toBe(21);
  });

  it('lets the longest characters people type through: emoji ZWJ sequences, flags, conjuncts, Vietnamese', () => {
    for (const text of [
      '👩🏻‍❤️‍💋‍👨🏼', // kiss with two skin tones: 10 code points
      '👨‍👩‍👧‍👦',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿', // Scotland: 7 code points
      'क्ष्म्य', // a Sanskrit conjunct
      'Việt Nam ở đâu',
      'مرحبا بالعالم',
    ]) {
      expect(shownTextProblem(text), text).toBeNull();
      expect(longestCharacter(text)).toBeLessThanOrEqual(MAX_CODE_POINTS_PER_CHARACTER);
    }
  });
});

describe('text other people see', () => {
  const Shown = z.string().trim().max(120).superRefine(checkShownText);

  it.each([
    ['LRE', '\u202A'],
    ['RLE', '\u202B'],
    ['PDF', '\u202C'],
    ['LRO', '\u202D'],
    ['RLO', '\u202E'],
    ['LRI', '\u2066'],
    ['RLI', '\u2067'],
    ['FSI', '\u2068'],
    ['PDI', '\u2069'],
  ])('refuses %s (a direction override or isolate)', (_name, char) => {
    const result = Shown.safeParse(`Summer ${char}Sale`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textMessages.directionControls);
    expect(hasDirectionControls(char)).toBe(true);
    expect(withoutDirectionControls(`a${char}b`)).toBe('ab');
  });

  it('keeps the scope-less marks LRM, RLM and ALM that right-to-left writing needs', () => {
    expect(Shown.safeParse('\u200Fשלום (2026)\u200E').success).toBe(true);
    expect(Shown.safeParse('\u061Cمرحبا').success).toBe(true);
  });

  it(`refuses a character stacked past ${MAX_CODE_POINTS_PER_CHARACTER} code points (Zalgo text)`, () => {
    const result = Shown.safeParse(`Ca${'\u0300'.repeat(MAX_CODE_POINTS_PER_CHARACTER)}fe`);
    expect(result.error?.issues[0]?.message).toBe(textMessages.stackedMarks);
    expect(Shown.safeParse(`Ca${'\u0300'.repeat(MAX_CODE_POINTS_PER_CHARACTER - 1)}fe`).success).toBe(true);
  });
});

describe('text bounded in characters as a person counts them', () => {
  const Bounded = z
    .string()
    .superRefine(checkBoundedText({ maxCharacters: 10, tooLong: 'too long', tooBig: 'too big' }));
  const message = (text: string) => Bounded.safeParse(text).error?.issues[0]?.message ?? null;

  it('takes ten characters, emoji with skin tones included', () => {
    expect(message('abcdefghij')).toBeNull();
    expect(message('👍🏽'.repeat(10))).toBeNull();
    expect(message('abcdefghijk')).toBe('too long');
  });

  it('refuses text within its characters but past its storage size, before segmenting all of it', () => {
    // One "character" of 500,000 combining marks: 1 character, 1 MB.
    expect(message(`a${'\u0301'.repeat(500_000)}`)).toBe('too big');
    // Ten family emoji are ten characters but 110 code units.
    expect(message('👨‍👩‍👧‍👦'.repeat(10))).toBe('too big');
    expect(message('x'.repeat(500_000))).toBe('too long');
  });

  it('refuses direction overrides and stacked characters as shown text does', () => {
    expect(message('ab\u202Ecd')).toBe(textMessages.directionControls);
    expect(message(`a${'\u0301'.repeat(20)}`)).toBe(textMessages.stackedMarks);
  });
});
