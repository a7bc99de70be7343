import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_BYTES,
  CHAT_MESSAGE_MAX_CODE_UNITS,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  ChatMessageTextSchema,
  ChatSocketEventSchema,
  chatMessages,
  MarkReadInputSchema,
  SendMessageInputSchema,
  ThreadQuerySchema,
  visibleLength,
} from './chat.ts';
import { PG_INTEGER_MAX } from './constants.ts';
import { textMessages } from './text.ts';

/** The messages a parse failed with, or null when it passed. */
function refusal(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('visibleLength counts characters as a person sees them', () => {
  it('counts plain text by its letters, and nothing as 0', () => {
    expect(visibleLength('')).toBe(0);
    expect(visibleLength('Hello')).toBe(5);
    expect(visibleLength('a b\nc')).toBe(5);
  });

  it('counts an emoji as one, however many code units or code points it is made of', () => {
    expect('👍'.length).toBe(2);
    expect(visibleLength('👍')).toBe(1);
    // A family: four people joined by zero-width joiners, 11 UTF-16 code units.
    expect(visibleLength('👩‍👩‍👧‍👦')).toBe(1);
    // A wave with a skin tone, a flag (two regional indicators), a keycap.
    expect(visibleLength('👋🏽')).toBe(1);
    expect(visibleLength('🇫🇷')).toBe(1);
    expect(visibleLength('1️⃣')).toBe(1);
    expect(visibleLength('Hi 👋🏽!')).toBe(5);
  });

  it('counts a letter with combining marks as one letter', () => {
    // "é" as e + combining acute, the same as the precomposed letter.
    expect(visibleLength('e\u0301')).toBe(1);
    expect(visibleLength('\u00e9')).toBe(1);
    expect(visibleLength('cafe\u0301')).toBe(4);
    // A letter under a pile of marks, and a Hangul syllable written as separate jamo.
    expect(visibleLength('Z\u0351\u036b\u0343\u036a\u0302')).toBe(1);
    expect(visibleLength('\u1100\u1161\u11a8')).toBe(1);
  });

  it('counts a Windows line break as one', () => {
    expect(visibleLength('a\r\nb')).toBe(3);
  });
});

describe('ChatMessageTextSchema: the text of a message', () => {
  it('trims the text and writes every line break as \\n', () => {
    expect(ChatMessageTextSchema.parse('  Hello there \n')).toBe('Hello there');
    expect(ChatMessageTextSchema.parse('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
    expect(ChatMessageTextSchema.parse('\tcol 1\tcol 2')).toBe('col 1\tcol 2');
  });

  it('refuses an empty message, or one of spaces and line breaks only', () => {
    for (const text of ['', '   ', '\n\r\n\t ']) {
      expect(refusal(ChatMessageTextSchema.safeParse(text))).toEqual([chatMessages.empty]);
    }
  });

  it(`takes ${CHAT_MESSAGE_MAX_LENGTH} characters as a person counts them, and refuses one more`, () => {
    expect(chatMessages.tooLong).toBe('Messages can be at most 2,000 characters.');
    expect(ChatMessageTextSchema.safeParse('a'.repeat(CHAT_MESSAGE_MAX_LENGTH)).success).toBe(true);
    expect(refusal(ChatMessageTextSchema.safeParse('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)))).toEqual([
      chatMessages.tooLong,
    ]);
    // 2,000 emoji of a ZWJ sequence with a skin tone are 14,000 code units and 30,000 bytes: they fit.
    expect(ChatMessageTextSchema.safeParse('👩🏽‍💻'.repeat(CHAT_MESSAGE_MAX_LENGTH)).success).toBe(true);
    const thumb = '👍🏽';
    expect(ChatMessageTextSchema.safeParse(thumb.repeat(CHAT_MESSAGE_MAX_LENGTH)).success).toBe(true);
    expect(refusal(ChatMessageTextSchema.safeParse(thumb.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)))).not.toBeNull();
  });

  it(`bounds what a message stores beside its characters: ${CHAT_MESSAGE_MAX_CODE_UNITS} code units, ${CHAT_MESSAGE_MAX_BYTES} bytes (issue 32)`, () => {
    // The probe's message: one "character" of 500,000 combining marks, 1 MB.
    expect(refusal(ChatMessageTextSchema.safeParse(`a${'\u0301'.repeat(500_000)}`))).toEqual([chatMessages.tooBig]);
    // 2,000 family emoji are 2,000 characters but 22,000 code units (50 kB).
    expect(refusal(ChatMessageTextSchema.safeParse('👩‍👩‍👧‍👦'.repeat(CHAT_MESSAGE_MAX_LENGTH)))).toEqual([
      chatMessages.tooBig,
    ]);
    // 2,000 CJK characters: 6,000 bytes.
    expect(ChatMessageTextSchema.safeParse('漢'.repeat(CHAT_MESSAGE_MAX_LENGTH)).success).toBe(true);
  });

  it('refuses direction overrides and a character stacked with marks (issue 32)', () => {
    expect(refusal(ChatMessageTextSchema.safeParse('pay to \u202Emoc.live'))).toEqual([textMessages.directionControls]);
    expect(refusal(ChatMessageTextSchema.safeParse(`Z${'\u0351'.repeat(30)}`))).toEqual([textMessages.stackedMarks]);
    expect(ChatMessageTextSchema.safeParse('مرحبا \u200F(1)').success).toBe(true);
  });

  it('counts the length after trimming', () => {
    const padded = `   ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)}   \n`;
    expect(ChatMessageTextSchema.parse(padded)).toBe('a'.repeat(CHAT_MESSAGE_MAX_LENGTH));
  });

  it('refuses control characters other than tabs and line breaks', () => {
    for (const text of ['bell\u0007', 'nul\u0000here', 'del\u007f', 'c1\u0085']) {
      expect(refusal(ChatMessageTextSchema.safeParse(text))).toEqual([chatMessages.controlCharacters]);
    }
  });
});

describe('SendMessageInputSchema', () => {
  const input = {
    clientId: '0b7d4a8e-3c51-4d6f-9a2b-1e8f7c6d5b4a',
    to: '5f0c2a9e-8b7d-4e6f-a1b2-c3d4e5f6a7b8',
    text: '  Hi!  ',
  };

  it('takes a message with its ids, trimming the text', () => {
    expect(SendMessageInputSchema.parse(input)).toEqual({ ...input, text: 'Hi!' });
    const campaignId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(SendMessageInputSchema.parse({ ...input, campaignId })).toMatchObject({ campaignId });
  });

  it('refuses ids that are not UUIDs, an empty text, and keys it does not name', () => {
    expect(refusal(SendMessageInputSchema.safeParse({ ...input, to: 'someone' }))).toEqual(['User not found.']);
    expect(refusal(SendMessageInputSchema.safeParse({ ...input, clientId: '1' }))).toEqual([
      'The message id must be a UUID.',
    ]);
    expect(refusal(SendMessageInputSchema.safeParse({ ...input, text: ' ' }))).toEqual([chatMessages.empty]);
    expect(SendMessageInputSchema.safeParse({ ...input, from: input.to }).success).toBe(false);
  });
});

describe('ChatSocketEventSchema: what the socket may push', () => {
  const message: ChatMessage = {
    id: 'm1',
    clientId: 'k1',
    conversationId: 'c1',
    seq: 3,
    senderId: 'u1',
    receiverId: 'u2',
    text: 'Hello',
    createdAt: '2026-11-26T10:00:00.000Z',
  };

  it('accepts each event the server sends', () => {
    const events = [
      { type: 'ready' },
      { type: 'message', message },
      { type: 'read', conversationId: 'c1', readerId: 'u2', seq: 3 },
      { type: 'notification' },
    ];
    for (const event of events) expect(ChatSocketEventSchema.parse(event)).toEqual(event);
  });

  it('keeps only what the event names', () => {
    const withExtras = { type: 'message', message: { ...message, secret: 1 }, userIds: ['u1', 'u2'] };
    expect(ChatSocketEventSchema.parse(withExtras)).toEqual({ type: 'message', message });
  });

  it('refuses an unknown type, a missing type, and what is no object', () => {
    for (const frame of [{ type: 'typing' }, {}, { message }, null, 'ready', 42, []]) {
      expect(ChatSocketEventSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(false);
    }
  });

  it('refuses a message event without a whole message', () => {
    const { text: _text, ...withoutText } = message;
    const frames = [
      { type: 'message' },
      { type: 'message', message: withoutText },
      { type: 'message', message: { ...message, seq: '3' } },
      { type: 'message', message: { ...message, seq: 1.5 } },
      { type: 'message', id: 'm1', userIds: ['u1'] },
    ];
    for (const frame of frames) {
      expect(ChatSocketEventSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(false);
    }
  });

  it('refuses a read event without a conversation, a reader, or a whole seq of 0 or more', () => {
    const read = { type: 'read', conversationId: 'c1', readerId: 'u2', seq: 3 };
    const frames = [
      { ...read, conversationId: undefined },
      { ...read, readerId: 7 },
      { ...read, seq: -1 },
      { ...read, seq: 2.5 },
      { ...read, seq: '3' },
    ];
    for (const frame of frames) {
      expect(ChatSocketEventSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(false);
    }
  });
});

describe('sequence numbers are PostgreSQL integers (issue 32)', () => {
  it('takes a seq up to 2,147,483,647 and refuses one past it, in the thread query and the read body', () => {
    expect(ThreadQuerySchema.safeParse({ before: String(PG_INTEGER_MAX) }).success).toBe(true);
    expect(ThreadQuerySchema.safeParse({ before: '2147483648' }).success).toBe(false);
    expect(ThreadQuerySchema.safeParse({ after: '2147483648' }).success).toBe(false);
    expect(MarkReadInputSchema.safeParse({ seq: PG_INTEGER_MAX }).success).toBe(true);
    expect(MarkReadInputSchema.safeParse({ seq: 2_147_483_648 }).success).toBe(false);
  });
});
