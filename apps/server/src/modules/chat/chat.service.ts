// Chat (issue 11): who may write to whom, sending (numbered under the conversation's row lock, stored once per
// client id, notified and published in the same transaction), the conversation list, threads and read state.
// See docs/decisions/016-chat.md.
import {
  CHAT_CONVERSATIONS_LIMIT,
  CHAT_PAGE_SIZE,
  CHAT_SEND_LIMIT,
  type ChatMessage,
  type ConversationList,
  type ConversationSummary,
  chatMessages,
  type SendMessageInputSchema,
  type ThreadPage,
} from '@microreach/domain/chat';
import { brandName } from '@microreach/domain/notification-texts';
import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import {
  campaignApplicants,
  campaignInvitations,
  campaigns,
  chat,
  chatBlocks,
  conversations,
  notifications,
  users,
} from '#server/db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '#server/lib/errors.ts';
import { publish } from '#server/lib/realtime/events.ts';
import { hit } from '#server/modules/auth/rate-limit.ts';
import { notify } from '#server/modules/notifications/notifications.service.ts';
import type { UserRow } from '#server/plugins/auth.ts';

type SendInput = z.output<typeof SendMessageInputSchema>;
type ChatRow = typeof chat.$inferSelect;

export function toMessage(row: ChatRow): ChatMessage {
  return {
    id: row.id,
    clientId: row.clientId,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    receiverId: row.receiverId,
    text: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Partner {
  id: string;
  role: 'SMB' | 'Influencer';
  name: string;
  companyName: string | null;
  profilePicture: string | null;
}

/** The other person of a conversation as the signed-in user names them (a business by its brand name). */
const displayName = (p: Pick<Partner, 'role' | 'name' | 'companyName'>) => (p.role === 'SMB' ? brandName(p) : p.name);

async function loadPartner(db: Db | Tx, actor: UserRow, partnerId: string): Promise<Partner> {
  const [partner] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      companyName: users.companyName,
      profilePicture: users.profilePicture,
    })
    .from(users)
    .where(eq(users.id, partnerId));
  if (!partner) throw notFound(chatMessages.notFound);
  if (partner.id === actor.id) throw badRequest(chatMessages.toSelf, 'CHAT_SELF');
  if (partner.role === actor.role) throw badRequest(chatMessages.sameRole, 'CHAT_SAME_ROLE');
  return partner as Partner;
}

const pairOf = (actor: UserRow, partner: Partner) =>
  actor.role === 'SMB'
    ? { businessId: actor.id, creatorId: partner.id }
    : { businessId: partner.id, creatorId: actor.id };

/**
 * Why the actor may not write to the partner, or null. A business may start a conversation with any creator; a
 * creator only with a business it has a relation with (an application or invitation to one of its campaigns, or a
 * conversation already there); a block on either side stops both.
 */
async function refusal(db: Db | Tx, actor: UserRow, partner: Partner): Promise<AppError | null> {
  const blocks = await db
    .select({ blockerId: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, actor.id), eq(chatBlocks.blockedId, partner.id)),
        and(eq(chatBlocks.blockerId, partner.id), eq(chatBlocks.blockedId, actor.id)),
      ),
    );
  if (blocks.some((b) => b.blockerId === actor.id)) return forbidden(chatMessages.blockedByYou, 'CHAT_BLOCKED');
  if (blocks.length > 0) return forbidden(chatMessages.blockedYou, 'CHAT_BLOCKED');
  if (actor.role === 'SMB') return null;
  const { businessId, creatorId } = pairOf(actor, partner);
  const result = (await db.execute(sql`
    select exists (select 1 from ${conversations}
                   where ${conversations.businessId} = ${businessId} and ${conversations.creatorId} = ${creatorId})
        or exists (select 1 from ${campaignApplicants} a join ${campaigns} c on c.id = a.campaign_id
                   where a.user_id = ${creatorId} and c.user_id = ${businessId})
        or exists (select 1 from ${campaignInvitations} i join ${campaigns} c on c.id = i.campaign_id
                   where i.creator_id = ${creatorId} and c.user_id = ${businessId}) as related`)) as unknown as {
    rows: { related: boolean }[];
  };
  return result.rows[0]?.related ? null : forbidden(chatMessages.noRelation, 'CHAT_NO_RELATION');
}

/** A message stored earlier under the same client id (a retried send): the same message, or a refusal. */
async function earlierSend(db: Db | Tx, actor: UserRow, input: SendInput): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.senderId, actor.id), eq(chat.clientId, input.clientId)));
  if (!row) return null;
  if (row.receiverId !== input.to || row.message !== input.text) {
    throw conflict('This message id was already used for another message.', 'MESSAGE_ID_REUSED');
  }
  return toMessage(row);
}

/**
 * Sends a message: stored, numbered, the receiver notified and every open tab of both people told, all in one
 * transaction. A retry with the same client id returns the message already stored (created: false).
 */
export async function sendMessage(
  db: Db,
  actor: UserRow,
  input: SendInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const partner = await loadPartner(db, actor, input.to);
  const earlier = await earlierSend(db, actor, input);
  if (earlier) return { message: earlier, created: false };
  const refused = await refusal(db, actor, partner);
  if (refused) throw refused;
  const { businessId, creatorId } = pairOf(actor, partner);
  if (input.campaignId) {
    const [campaign] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.userId, businessId)));
    if (!campaign) throw notFound('Campaign not found.');
  }
  const limit = await hit(db, `chat-send:${actor.id}`, CHAT_SEND_LIMIT);
  if (limit.count > CHAT_SEND_LIMIT.max) {
    throw new AppError(429, chatMessages.rateLimited, 'TOO_MANY_REQUESTS', {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  try {
    const message = await db.transaction(async (tx) => {
      await tx
        .insert(conversations)
        .values({ businessId, creatorId, campaignId: input.campaignId ?? null, startedBy: actor.id })
        .onConflictDoNothing();
      // The row lock taken here orders concurrent sends: each gets the next number, and commits in that order.
      const [conversation] = await tx
        .update(conversations)
        .set({
          lastSeq: sql`${conversations.lastSeq} + 1`,
          lastMessageAt: sql`now()`,
          ...(input.campaignId ? { campaignId: input.campaignId } : {}),
        })
        .where(and(eq(conversations.businessId, businessId), eq(conversations.creatorId, creatorId)))
        .returning({ id: conversations.id, seq: conversations.lastSeq, campaignId: conversations.campaignId });
      const [row] = await tx
        .insert(chat)
        .values({
          conversationId: conversation.id,
          seq: conversation.seq,
          clientId: input.clientId,
          senderId: actor.id,
          receiverId: partner.id,
          campaignId: conversation.campaignId,
          message: input.text,
        })
        .returning();
      await notifyMessage(tx, actor, partner, input.text);
      await publish(tx, { type: 'message', id: row.id, userIds: [actor.id, partner.id] });
      return toMessage(row);
    });
    return { message, created: true };
  } catch (err) {
    // The same client id sent twice at once: the other request stored it.
    if (isUniqueViolation(err, 'chat_sender_client_id_unique')) {
      const stored = await earlierSend(db, actor, input);
      if (stored) return { message: stored, created: false };
    }
    throw err;
  }
}

/** One notification per conversation while it is unread: a new message refreshes it instead of adding another. */
async function notifyMessage(tx: Tx, sender: UserRow, recipient: Partner, text: string): Promise<void> {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, recipient.id),
        eq(notifications.actorId, sender.id),
        eq(notifications.kind, 'message_received'),
        isNull(notifications.readAt),
      ),
    );
  await notify(
    tx as unknown as Db,
    recipient.id,
    {
      kind: 'message_received',
      senderName: displayName(sender),
      senderId: sender.id,
      text,
      recipientIsBusiness: recipient.role === 'SMB',
    },
    { actorId: sender.id, campaignId: null },
  );
  await publish(tx, { type: 'notification', userIds: [recipient.id] });
}

/** The conversation with `conversationId` if the actor is one of its two people (404 otherwise, as for none). */
async function ownConversation(db: Db | Tx, actor: UserRow, conversationId: string) {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        actor.role === 'SMB' ? eq(conversations.businessId, actor.id) : eq(conversations.creatorId, actor.id),
      ),
    );
  if (!conversation) throw notFound(chatMessages.conversationNotFound);
  return conversation;
}

/** B3/C3 conversation summaries, the latest first, with unread counts and the total for the Messages badge. */
export async function listConversations(db: Db, actor: UserRow): Promise<ConversationList> {
  const mine = actor.role === 'SMB' ? conversations.businessId : conversations.creatorId;
  const partnerColumn = actor.role === 'SMB' ? conversations.creatorId : conversations.businessId;
  const rows = await db
    .select({
      id: conversations.id,
      partnerId: users.id,
      partnerRole: users.role,
      partnerName: users.name,
      partnerCompany: users.companyName,
      partnerPicture: users.profilePicture,
      lastSeq: conversations.lastSeq,
      lastMessageAt: conversations.lastMessageAt,
      campaignId: conversations.campaignId,
      campaignTitle: campaigns.campaignName,
      lastMessage: sql<string | null>`(select m.message from ${chat} m
        where m.conversation_id = ${conversations.id} and m.seq = ${conversations.lastSeq})`,
      lastSender: sql<string | null>`(select m.sender_id from ${chat} m
        where m.conversation_id = ${conversations.id} and m.seq = ${conversations.lastSeq})`,
      unread: sql<number>`(select count(*) from ${chat} m
        where m.receiver_id = ${actor.id} and m.conversation_id = ${conversations.id} and m.read_at is null)`.mapWith(
        Number,
      ),
      blockedByMe: sql<boolean>`exists (select 1 from ${chatBlocks} b
        where b.blocker_id = ${actor.id} and b.blocked_id = ${users.id})`,
      blockedMe: sql<boolean>`exists (select 1 from ${chatBlocks} b
        where b.blocker_id = ${users.id} and b.blocked_id = ${actor.id})`,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, partnerColumn))
    .leftJoin(campaigns, eq(campaigns.id, conversations.campaignId))
    .where(and(eq(mine, actor.id), gt(conversations.lastSeq, 0)))
    .orderBy(desc(conversations.lastMessageAt), asc(conversations.id))
    .limit(CHAT_CONVERSATIONS_LIMIT);
  const items: ConversationSummary[] = rows.map((r) => ({
    id: r.id,
    partnerId: r.partnerId,
    partnerName: displayName({ role: r.partnerRole, name: r.partnerName, companyName: r.partnerCompany }),
    partnerPicture: r.partnerPicture,
    lastMessage: r.lastMessage,
    lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    lastMessageFromMe: r.lastSender === actor.id,
    lastSeq: r.lastSeq,
    unreadCount: r.unread,
    campaignId: r.campaignId,
    campaignTitle: r.campaignTitle,
    blockedByMe: Boolean(r.blockedByMe),
    blockedMe: Boolean(r.blockedMe),
  }));
  const [{ total }] = await db
    .select({ total: sql`count(*)`.mapWith(Number) })
    .from(chat)
    .where(and(eq(chat.receiverId, actor.id), isNull(chat.readAt)));
  return { items, unreadTotal: total };
}

/** A page of a thread, oldest first: the latest, older than `before`, or newer than `after` (resuming). */
export async function getThread(
  db: Db,
  actor: UserRow,
  conversationId: string,
  q: { before?: number; after?: number },
): Promise<ThreadPage> {
  const conversation = await ownConversation(db, actor, conversationId);
  if (q.after !== undefined) {
    const rows = await db
      .select()
      .from(chat)
      .where(and(eq(chat.conversationId, conversation.id), gt(chat.seq, q.after)))
      .orderBy(asc(chat.seq))
      .limit(CHAT_PAGE_SIZE + 1);
    return {
      items: rows.slice(0, CHAT_PAGE_SIZE).map(toMessage),
      hasOlder: (rows[0]?.seq ?? q.after + 1) > 1,
      hasNewer: rows.length > CHAT_PAGE_SIZE,
    };
  }
  const rows = await db
    .select()
    .from(chat)
    .where(and(eq(chat.conversationId, conversation.id), q.before !== undefined ? lt(chat.seq, q.before) : undefined))
    .orderBy(desc(chat.seq))
    .limit(CHAT_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessage),
    hasOlder: rows.length > CHAT_PAGE_SIZE,
    hasNewer: false,
  };
}

/** The actor has read the conversation up to `seq`: its messages to them are marked, other tabs told. */
export async function markRead(db: Db, actor: UserRow, conversationId: string, seq: number): Promise<void> {
  const conversation = await ownConversation(db, actor, conversationId);
  const partnerId = actor.role === 'SMB' ? conversation.creatorId : conversation.businessId;
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(chat)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(chat.conversationId, conversation.id),
          eq(chat.receiverId, actor.id),
          isNull(chat.readAt),
          lte(chat.seq, seq),
        ),
      )
      .returning({ id: chat.id });
    if (marked.length === 0) return;
    // The bell's message notification from this person is read with the conversation.
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, actor.id),
          eq(notifications.actorId, partnerId),
          eq(notifications.kind, 'message_received'),
          isNull(notifications.readAt),
        ),
      );
    await publish(tx, { type: 'read', conversationId: conversation.id, readerId: actor.id, seq, userIds: [actor.id] });
    await publish(tx, { type: 'notification', userIds: [actor.id] });
  });
}

/** For a deep link (?user= / ?userId=): the person, the conversation if there is one, and whether the actor may write. */
export async function partnerView(db: Db, actor: UserRow, partnerId: string) {
  const partner = await loadPartner(db, actor, partnerId);
  const { businessId, creatorId } = pairOf(actor, partner);
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.creatorId, creatorId)));
  const refused = await refusal(db, actor, partner);
  return {
    partner: { id: partner.id, name: displayName(partner), picture: partner.profilePicture },
    conversationId: conversation?.id ?? null,
    canSend: refused === null,
    reason: refused?.message ?? null,
  };
}

/** Blocks (or unblocks) a person: a block stops messages both ways until it is lifted. */
export async function setBlocked(db: Db, actor: UserRow, partnerId: string, blocked: boolean): Promise<void> {
  const partner = await loadPartner(db, actor, partnerId);
  if (blocked) {
    await db.insert(chatBlocks).values({ blockerId: actor.id, blockedId: partner.id }).onConflictDoNothing();
  } else {
    await db.delete(chatBlocks).where(and(eq(chatBlocks.blockerId, actor.id), eq(chatBlocks.blockedId, partner.id)));
  }
}

/** A stored message by id (for the sockets of the app server that hears of it). */
export async function messageById(db: Db, id: string): Promise<ChatMessage | null> {
  const [row] = await db.select().from(chat).where(eq(chat.id, id));
  return row ? toMessage(row) : null;
}
