// Chat (B2 Business chat, C2 Creator chat, issue 11): what a message may hold, what the server sends back, the
// socket's events and the page texts. See docs/decisions/016-chat.md.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { PG_INTEGER_MAX } from './constants.ts';
import { checkBoundedText } from './text.ts';

export { visibleLength } from './text.ts';

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
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The text of a message as the form and the server check it: trimmed, not empty, within its characters and its
 * storage size, no control characters, no direction overrides, no character stacked past
 * MAX_CODE_POINTS_PER_CHARACTER code points (text.ts).
 */
export const ChatMessageTextSchema = z
  .string()
  .max(CHAT_MESSAGE_MAX_CODE_UNITS, chatMessages.tooBig)
  .describe(`At most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters as a person counts them.`)
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, chatMessages.empty)
      .refine((s) => !CONTROL_CHARACTERS.test(s), chatMessages.controlCharacters)
      .superRefine(
        checkBoundedText({
          maxCharacters: CHAT_MESSAGE_MAX_LENGTH,
          maxCodeUnits: CHAT_MESSAGE_MAX_CODE_UNITS,
          maxBytes: CHAT_MESSAGE_MAX_BYTES,
          tooLong: chatMessages.tooLong,
          tooBig: chatMessages.tooBig,
        }),
      ),
  );

/** POST /api/chat/messages. The client picks the id, so a retried send is stored once. */
export const SendMessageInputSchema = z.strictObject({
  clientId: z.uuid('The message id must be a UUID.'),
  to: z.uuid('User not found.'),
  text: ChatMessageTextSchema,
  /** The campaign the conversation is about (the applicants dialog's link carries it). */
  campaignId: z.uuid().optional(),
});
export type SendMessageInput = z.input<typeof SendMessageInputSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  conversationId: z.string(),
  /** Position in its conversation, from 1; a thread resumes after the last one it has. */
  seq: z.int(),
  senderId: z.string(),
  receiverId: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** B3/C3 conversation summary, seen from the signed-in user. */
export const ConversationSummarySchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  partnerPicture: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessageFromMe: z.boolean(),
  lastSeq: z.int(),
  unreadCount: z.int(),
  campaignId: z.string().nullable(),
  campaignTitle: z.string().nullable(),
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListSchema = z.object({
  items: z.array(ConversationSummarySchema),
  /** Unread messages over all conversations (the Messages link's badge). */
  unreadTotal: z.int(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

/** GET /api/chat/unread: what the Messages link's badge needs on every signed-in page, without the list. */
export const UnreadTotalSchema = ConversationListSchema.pick({ unreadTotal: true });
export type UnreadTotal = z.infer<typeof UnreadTotalSchema>;

/** GET /api/chat/conversations/{id}/messages?before=&after= */
export const ThreadQuerySchema = z.object({
  /** Older messages than this seq (scrolling up). */
  before: z.coerce.number().int().min(1).max(PG_INTEGER_MAX).optional(),
  /** Newer messages than this seq (resuming after a dropped connection), oldest first. */
  after: z.coerce.number().int().min(0).max(PG_INTEGER_MAX).optional(),
});

/** POST /api/chat/conversations/{id}/read: the last message read. Seqs are PostgreSQL integers. */
export const MarkReadInputSchema = z.object({ seq: z.int().min(0).max(PG_INTEGER_MAX) });
export type MarkReadInput = z.infer<typeof MarkReadInputSchema>;
export const ThreadPageSchema = z.object({
  /** Oldest first. */
  items: z.array(ChatMessageSchema),
  /** Whether older messages remain before the first item. */
  hasOlder: z.boolean(),
  /** Whether newer messages remain after the last item (when resuming after a seq). */
  hasNewer: z.boolean(),
});
export type ThreadPage = z.infer<typeof ThreadPageSchema>;

/**
 * GET /api/chat/partners/{userId}, for a deep link (?user= / ?userId=): the person, the conversation if there is
 * one, and whether the signed-in user may write to them (and why not).
 */
export const PartnerViewSchema = z.object({
  partner: z.object({ id: z.string(), name: z.string(), picture: z.string().nullable() }),
  conversationId: z.string().nullable(),
  canSend: z.boolean(),
  reason: z.string().nullable(),
});
export type PartnerView = z.infer<typeof PartnerViewSchema>;

/**
 * What the socket pushes to a signed-in user's open tabs. The server builds each event as this type and the web
 * parses what arrives with this schema, so a frame that is not one of these is dropped, never half-used.
 */
export const ChatSocketEventSchema = z.discriminatedUnion('type', [
  /** The socket is (again) connected: whatever happened meanwhile is to be fetched again. */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: ChatMessageSchema }),
  /** `readerId` read the conversation up to `seq`. */
  z.object({ type: z.literal('read'), conversationId: z.string(), readerId: z.string(), seq: z.int().min(0) }),
  /** The user has a new notification (the bell refreshes). */
  z.object({ type: z.literal('notification') }),
]);
export type ChatSocketEvent = z.infer<typeof ChatSocketEventSchema>;

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
