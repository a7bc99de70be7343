import { describe, expect, it } from 'vitest';
import { chatTimeLabel } from './chat-time-label';

describe('chatTimeLabel', () => {
  const now = new Date(2026, 10, 26, 15, 30);

  it('gives the time for a message of today, and the day for an older one', () => {
    expect(chatTimeLabel(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(chatTimeLabel(new Date(2026, 10, 26, 0, 0).toISOString(), now)).toBe('12:00 AM');
    expect(chatTimeLabel(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('Nov 25');
    expect(chatTimeLabel(new Date(2025, 10, 26, 9, 5).toISOString(), now)).toBe('Nov 26');
  });

  it('gives nothing for a conversation without a message', () => {
    expect(chatTimeLabel(null, now)).toBe('');
  });
});
