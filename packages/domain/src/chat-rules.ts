// The zod-free part of chat.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). chat.ts re-exports all of it; its schemas stay there.

/** Counted as a person sees characters (grapheme clusters): an emoji or an accented letter is one. */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
/**
 * What a message may take in storage beside its characters (issue 32): 16,000 UTF-16 code units and 32,000 UTF-8
 * bytes, eight and sixteen per character, so 2,000 emoji of a ZWJ sequence with a skin tone ('👩🏽‍💻', 15 bytes) fit and a
 * message is at most 32 kB; 2,000 family emoji (25 bytes each) do not. With CHAT_SEND_LIMIT a sender pushes at most
 * 30 x 32 kB, under 1 MB per 10 s (the probe pushed 30 MB with one-character megabytes).
 */
export const CHAT_MESSAGE_MAX_CODE_UNITS = 16_000;
export const CHAT_MESSAGE_MAX_BYTES = 32_000;
/** The request body of a send: the text at its largest written as JSON escapes (6 bytes per code unit) and the ids. */
export const CHAT_SEND_BODY_LIMIT = 128 * 1024;
/** Messages a user may send per window, counted across every app server (the database keeps the counter). */
export const CHAT_SEND_LIMIT = { max: 30, windowSeconds: 10 } as const;
/** A thread loads this many messages at a time, newest first, as the user scrolls up. */
export const CHAT_PAGE_SIZE = 50;
/** The conversation list shows at most this many conversations, the most recent first. */
export const CHAT_CONVERSATIONS_LIMIT = 200;

export const chatMessages = {
  businessTitle: 'Business Messages',
  creatorTitle: 'Creator Messages',
  noConversations: 'No conversations yet',
  noMatches: 'No conversations match your search',
  selectConversation: 'Select a conversation to start messaging',
  sendFailed: 'Failed to send message. Please try again.',
  empty: 'Message cannot be empty.',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  tooBig: `This message is too long to store: emoji and characters with many accents take more room. Shorten it and try again.`,
  controlCharacters: 'Messages cannot contain control characters.',
  rateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  toSelf: 'You cannot send a message to yourself.',
  sameRole: 'Messages are between a business and a creator.',
  noRelation:
    'You can message a business once you have applied to, been invited to, or been messaged about one of its campaigns.',
  blockedByYou: 'You have blocked this user. Unblock them to send a message.',
  blockedYou: 'This user is not accepting your messages.',
  notFound: 'User not found.',
  conversationNotFound: 'Conversation not found.',
} as const;

// Tabs and line breaks are text; every other C0/C1 control character (and DEL) is not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The close code of a chat socket whose session has ended (signed out here or elsewhere, a password or email change,
 * the account deleted or suspended); the close reason says which. Reconnecting with the same cookie is refused (401).
 */
export const CHAT_SOCKET_SESSION_ENDED = 4001;
/**
 * The close code of a chat socket whose server is restarting or draining (WebSocket's 1012 "Service Restart"): the
 * page reconnects with its usual backoff, and a load balancer sends it to another server.
 */
export const CHAT_SOCKET_SERVICE_RESTART = 1012;
