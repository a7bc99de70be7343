import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from './password-policy.ts';

describe('passwordWeaknesses', () => {
  it.each(['password', 'password123', 'qwertyuiop', '12345678', 'iloveyou1', 'abcdefgh1'])(
    'refuses the common or guessable %s with reasons',
    (pw) => {
      const reasons = passwordWeaknesses(pw);
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons.every((r) => r.length > 5)).toBe(true);
    },
  );

  it.each(['violet-harbor-lantern-42', 'correct horse battery staple', 'MicroReach-demo-2026'])('accepts %s', (pw) => {
    expect(passwordWeaknesses(pw)).toEqual([]);
  });

  it('refuses a password built from the user own email', () => {
    expect(passwordWeaknesses('jane.doe2024', ['jane.doe2024@example.com', 'jane.doe2024'])).not.toEqual([]);
  });

  it('enforces 8 to 128 characters', () => {
    expect(passwordWeaknesses('Xk7#pQ2')).toEqual(['Password must be at least 8 characters.']);
    expect(passwordWeaknesses(`${'Xk7#pQ2m'.repeat(16)}z`)).toEqual(['Password must be at most 128 characters.']);
  });
});
