// Chat (B2 Business chat, C2 Creator chat, issue 11): what a message may hold, what the server sends back, the
// socket's events and the page texts. See docs/decisions/016-chat.md.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import {
  CHAT_MESSAGE_MAX_BYTES,
  CHAT_MESSAGE_MAX_CODE_UNITS,
  CHAT_MESSAGE_MAX_LENGTH,
  CONTROL_CHARACTERS,
  chatMessages,
} from './chat-rules.ts';
import { PG_INTEGER_MAX } from './constants.ts';
import { checkBoundedText } from './text.ts';

export {
  CHAT_CONVERSATIONS_LIMIT,
  CHAT_MESSAGE_MAX_BYTES,
  CHAT_MESSAGE_MAX_CODE_UNITS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_SEND_BODY_LIMIT,
  CHAT_SEND_LIMIT,
  CHAT_SOCKET_SERVICE_RESTART,
  CHAT_SOCKET_SESSION_ENDED,
  chatMessages,
} from './chat-rules.ts';

export { visibleLength } from './text.ts';

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
