// Server-side password policy: 8 to 128 characters, and not a common or easily guessed password.

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@microreach/domain/constants';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEn.translations,
});

/** zxcvbn score 0-4; below 2 means "too guessable" (common passwords, keyboard walks, repeats, dictionary words). */
const MIN_SCORE = 2;

/** Reasons a password is refused; empty when it is acceptable. `userInputs` (email, name) count as guessable words. */
export function passwordWeaknesses(password: string, userInputs: string[] = []): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`];
  if (password.length > PASSWORD_MAX_LENGTH) return [`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`];
  // zxcvbn's cost grows with length; the first 100 characters decide its verdict.
  const result = zxcvbn.check(password.slice(0, 100), userInputs.filter(Boolean));
  if (result.score >= MIN_SCORE) return [];
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((s): s is string => Boolean(s));
  return reasons.length > 0 ? reasons : ['This password is too easy to guess.'];
}
