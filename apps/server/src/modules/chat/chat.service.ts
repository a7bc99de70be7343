// Chat (issue 11): who may write to whom, sending (numbered under the conversation's row lock, stored once per
// client id, notified and published in one statement), the conversation list, threads and read state.
// See docs/decisions/016-chat.md.
import {
  CHAT_CONVERSATIONS_LIMIT,
  CHAT_PAGE_SIZE,
  CHAT_SEND_LIMIT,
  type ChatMessage,
  type ConversationList,
  type ConversationSummary,
  chatMessages,
  type PartnerView,
  type SendMessageInputSchema,
  type ThreadPage,
  type UnreadTotal,
} from '@microreach/domain/chat';
import { brandName, notificationContent } from '@microreach/domain/notification-texts';
import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
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
import { type MarketplaceUserRow, notOperator } from '#server/lib/marketplace-user.ts';
import { NOTIFY_PAYLOAD_MAX_BYTES, publish, REALTIME_CHANNEL } from '#server/lib/realtime/events.ts';
import { hitStatement } from '#server/modules/auth/rate-limit.ts';

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

const pairOf = (actor: MarketplaceUserRow, partnerId: string) =>
  actor.role === 'SMB'
    ? { businessId: actor.id, creatorId: partnerId }
    : { businessId: partnerId, creatorId: actor.id };

/** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it, computed by the database. */
const isoTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Everything that decides whether the actor may write to a person, read in one statement. */
interface Relation {
  partner: Partner | null;
  conversationId: string | null;
  blockedByMe: boolean;
  blockedMe: boolean;
  /** An application or invitation between the two, or a conversation already there. */
  related: boolean;
  /** The campaign named by the send belongs to the business of the two (true when none is named). */
  campaignOk: boolean;
  /** A message the actor stored earlier under the send's client id. */
  earlier: ChatMessage | null;
}

interface RelationRow {
  partner_id: string | null;
  partner_role: 'SMB' | 'Influencer' | null;
  partner_name: string | null;
  partner_company: string | null;
  partner_picture: string | null;
  conversation_id: string | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
  related: boolean;
  campaign_ok: boolean;
  earlier_id: string | null;
  earlier_conversation_id: string | null;
  earlier_seq: number | null;
  earlier_receiver_id: string | null;
  earlier_text: string | null;
  earlier_created_at: string | null;
}

/**
 * The actor and `partnerId` in one round trip: who the partner is, blocks both ways, whether they are related,
 * their conversation, and (for a send) the message stored under its client id and whether its campaign is the
 * business's. For a creator actor the business is the partner, and the other way round.
 */
async function relationTo(
  db: Db | Tx,
  actor: MarketplaceUserRow,
  partnerId: string,
  send?: { clientId: string; campaignId?: string },
): Promise<Relation> {
  const { businessId, creatorId } = pairOf(actor, partnerId);
  const [r] = await queryRows<RelationRow>(
    db,
    sql`
    select p.id as partner_id, p.role as partner_role, p.name as partner_name, p.company_name as partner_company,
      p.profile_picture as partner_picture, c.id as conversation_id,
      exists (select 1 from ${chatBlocks} b where b.blocker_id = ${actor.id} and b.blocked_id = ${partnerId}) as blocked_by_me,
      -- A deleted account (issue 27) accepts no messages, as one that blocked the actor.
      (p.deleted_at is not null
        or exists (select 1 from ${chatBlocks} b where b.blocker_id = ${partnerId} and b.blocked_id = ${actor.id})) as blocked_me,
      c.id is not null
        or exists (select 1 from ${campaignApplicants} a join ${campaigns} k on k.id = a.campaign_id
                   where a.user_id = ${creatorId} and k.user_id = ${businessId})
        or exists (select 1 from ${campaignInvitations} i join ${campaigns} k on k.id = i.campaign_id
                   where i.creator_id = ${creatorId} and k.user_id = ${businessId}) as related,
      ${
        send?.campaignId
          ? sql`exists (select 1 from ${campaigns} k where k.id = ${send.campaignId} and k.user_id = ${businessId})`
          : sql`true`
      } as campaign_ok,
      e.id as earlier_id, e.conversation_id as earlier_conversation_id, e.seq as earlier_seq,
      e.receiver_id as earlier_receiver_id, e.message as earlier_text, ${isoTime('e.created_at')} as earlier_created_at
    from (select 1) as one
    left join ${users} p on p.id = ${partnerId} and p.role <> 'Operator'
    left join ${conversations} c on c.business_id = ${businessId} and c.creator_id = ${creatorId}
    left join ${chat} e on e.sender_id = ${actor.id} and e.client_id = ${send?.clientId ?? null}::uuid`,
  );
  return {
    partner:
      r.partner_id && r.partner_role && r.partner_name !== null
        ? {
            id: r.partner_id,
            role: r.partner_role,
            name: r.partner_name,
            companyName: r.partner_company,
            profilePicture: r.partner_picture,
          }
        : null,
    conversationId: r.conversation_id,
    blockedByMe: r.blocked_by_me,
    blockedMe: r.blocked_me,
    related: r.related,
    campaignOk: r.campaign_ok,
    earlier:
      r.earlier_id && send
        ? {
            id: r.earlier_id,
            clientId: send.clientId,
            conversationId: r.earlier_conversation_id!,
            seq: Number(r.earlier_seq),
            senderId: actor.id,
            receiverId: r.earlier_receiver_id!,
            text: r.earlier_text!,
            createdAt: r.earlier_created_at!,
          }
        : null,
  };
}

/** The partner of a relation if they are someone the actor can talk to at all: another user, of the other role. */
function partnerOf(actor: MarketplaceUserRow, relation: Relation): Partner {
  const { partner } = relation;
  if (!partner) throw notFound(chatMessages.notFound);
  if (partner.id === actor.id) throw badRequest(chatMessages.toSelf, 'CHAT_SELF');
  if (partner.role === actor.role) throw badRequest(chatMessages.sameRole, 'CHAT_SAME_ROLE');
  return partner;
}

/**
 * Why the actor may not write to the partner, or null. A business may start a conversation with any creator; a
 * creator only with a business it has a relation with (an application or invitation to one of its campaigns, or a
 * conversation already there); a block on either side stops both.
 */
function refusal(actor: MarketplaceUserRow, relation: Relation): AppError | null {
  if (relation.blockedByMe) return forbidden(chatMessages.blockedByYou, 'CHAT_BLOCKED');
  if (relation.blockedMe) return forbidden(chatMessages.blockedYou, 'CHAT_BLOCKED');
  if (actor.role === 'SMB' || relation.related) return null;
  return forbidden(chatMessages.noRelation, 'CHAT_NO_RELATION');
}

/** A message stored earlier under the same client id (a retried send): the same message, or a refusal. */
function sameMessage(earlier: ChatMessage, input: SendInput): ChatMessage {
  if (earlier.receiverId !== input.to || earlier.text !== input.text) {
    throw conflict('This message id was already used for another message.', 'MESSAGE_ID_REUSED');
  }
  return earlier;
}

interface SentRow {
  limited_count: number;
  retry_after: number;
  id: string | null;
  conversation_id: string;
  seq: number;
  created_at: string;
}

/**
 * Sends a message. One statement checks who may write (relationTo), and one more, atomic as any single statement,
 * counts the send against the sender's limit and, within it, numbers the message under the conversation's row lock,
 * stores it, replaces the receiver's unread message notification and NOTIFYs every app server with the message
 * itself (delivered at commit; only its id when it would not fit in a NOTIFY). A retry with the same client id
 * returns the message already stored (created: false).
 */
export async function sendMessage(
  db: Db,
  actor: MarketplaceUserRow,
  input: SendInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const relation = await relationTo(db, actor, input.to, input);
  const partner = partnerOf(actor, relation);
  if (relation.earlier) return { message: sameMessage(relation.earlier, input), created: false };
  const refused = refusal(actor, relation);
  if (refused) throw refused;
  if (!relation.campaignOk) throw notFound('Campaign not found.');

  const { businessId, creatorId } = pairOf(actor, partner.id);
  const bell = notificationContent({
    kind: 'message_received',
    senderName: displayName(actor),
    senderId: actor.id,
    text: input.text,
    recipientIsBusiness: partner.role === 'SMB',
  });
  const userIds = [actor.id, partner.id];
  let sent: SentRow;
  try {
    [sent] = await queryRows<SentRow>(
      db,
      sql`
        with hit as (${hitStatement(`chat-send:${actor.id}`, CHAT_SEND_LIMIT)}
        ), conversation as (
          insert into ${conversations} as c (business_id, creator_id, campaign_id, started_by, last_seq, last_message_at)
          select ${businessId}, ${creatorId}, ${input.campaignId ?? null}::uuid, ${actor.id}, 1, now()
          from hit where hit.count <= ${CHAT_SEND_LIMIT.max}
          on conflict (business_id, creator_id) do update set
            last_seq = c.last_seq + 1,
            last_message_at = now(),
            campaign_id = coalesce(excluded.campaign_id, c.campaign_id)
          returning c.id, c.last_seq, c.campaign_id
        ), message as (
          insert into ${chat} (conversation_id, seq, client_id, sender_id, receiver_id, campaign_id, message)
          select id, last_seq, ${input.clientId}, ${actor.id}, ${partner.id}, campaign_id, ${input.text}
          from conversation
          returning id, conversation_id, seq, ${isoTime('created_at')} as created_at
        ), cleared as (
          delete from ${notifications}
          where user_id = ${partner.id} and actor_id = ${actor.id} and kind = 'message_received' and read_at is null
            and exists (select 1 from message)
        ), bell as (
          insert into ${notifications} (user_id, kind, title, body, link, actor_id)
          select ${partner.id}, ${bell.kind}, ${bell.title}, ${bell.body}, ${bell.link}, ${actor.id} from message
        ), event as (
          select m.*, json_build_object('type', 'message', 'id', m.id,
            'userIds', json_build_array(${userIds[0]}::text, ${userIds[1]}::text),
            'message', json_build_object('id', m.id, 'clientId', ${input.clientId}::text,
              'conversationId', m.conversation_id, 'seq', m.seq, 'senderId', ${actor.id}::text,
              'receiverId', ${partner.id}::text, 'text', ${input.text}::text, 'createdAt', m.created_at))::text as whole
          from message m
        )
        select hit.count as limited_count, hit.retry_after, e.id, e.conversation_id, e.seq, e.created_at,
          case when e.id is not null then pg_notify(${REALTIME_CHANNEL},
            case when octet_length(e.whole) <= ${NOTIFY_PAYLOAD_MAX_BYTES} then e.whole
            else json_build_object('type', 'message', 'id', e.id,
              'userIds', json_build_array(${userIds[0]}::text, ${userIds[1]}::text))::text end) end as notified
        from hit left join event e on true`,
    );
  } catch (err) {
    // The same client id sent twice at once: the other request stored it (and this statement changed nothing).
    if (isUniqueViolation(err, 'chat_sender_client_id_unique')) {
      const { earlier } = await relationTo(db, actor, input.to, input);
      if (earlier) return { message: sameMessage(earlier, input), created: false };
    }
    throw err;
  }
  if (sent.id === null) {
    throw new AppError(429, chatMessages.rateLimited, 'TOO_MANY_REQUESTS', { retryAfterSeconds: sent.retry_after });
  }
  return {
    message: {
      id: sent.id,
      clientId: input.clientId,
      conversationId: sent.conversation_id,
      seq: Number(sent.seq),
      senderId: actor.id,
      receiverId: partner.id,
      text: input.text,
      createdAt: sent.created_at,
    },
    created: true,
  };
}

/** The conversation with `conversationId` if the actor is one of its two people (404 otherwise, as for none). */
async function ownConversation(db: Db | Tx, actor: MarketplaceUserRow, conversationId: string) {
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
export async function listConversations(db: Db, actor: MarketplaceUserRow): Promise<ConversationList> {
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
      lastMessage: sql<string | null>`last.message`,
      lastSender: sql<string | null>`last.sender_id`,
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
    // The last message, read once for its text and its sender.
    .leftJoin(
      sql`lateral (select m.message, m.sender_id from ${chat} m
        where m.conversation_id = ${conversations.id} and m.seq = ${conversations.lastSeq}) as last`,
      sql`true`,
    )
    .where(and(eq(mine, actor.id), gt(conversations.lastSeq, 0), notOperator()))
    .orderBy(desc(conversations.lastMessageAt), asc(conversations.id))
    .limit(CHAT_CONVERSATIONS_LIMIT);
  // Operators are never chat partners (decision 028): the filter above leaves none, and this tells the types.
  const items: ConversationSummary[] = rows.flatMap((r) =>
    r.partnerRole === 'Operator'
      ? []
      : [
          {
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
          },
        ],
  );
  return { items, ...(await unreadTotal(db, actor)) };
}

/**
 * Unread messages to the actor over all conversations (the Messages link's badge). Counted apart from the list,
 * which stops at CHAT_CONVERSATIONS_LIMIT conversations.
 */
export async function unreadTotal(db: Db, actor: MarketplaceUserRow): Promise<UnreadTotal> {
  const [{ total }] = await db
    .select({ total: sql`count(*)`.mapWith(Number) })
    .from(chat)
    .where(and(eq(chat.receiverId, actor.id), isNull(chat.readAt)));
  return { unreadTotal: total };
}

/** A page of a thread, oldest first: the latest, older than `before`, or newer than `after` (resuming). */
export async function getThread(
  db: Db,
  actor: MarketplaceUserRow,
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
export async function markRead(db: Db, actor: MarketplaceUserRow, conversationId: string, seq: number): Promise<void> {
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
export async function partnerView(db: Db, actor: MarketplaceUserRow, partnerId: string): Promise<PartnerView> {
  const relation = await relationTo(db, actor, partnerId);
  const partner = partnerOf(actor, relation);
  const refused = refusal(actor, relation);
  return {
    partner: { id: partner.id, name: displayName(partner), picture: partner.profilePicture },
    conversationId: relation.conversationId,
    canSend: refused === null,
    reason: refused?.message ?? null,
  };
}

/** Blocks (or unblocks) a person: a block stops messages both ways until it is lifted. */
export async function setBlocked(
  db: Db,
  actor: MarketplaceUserRow,
  partnerId: string,
  blocked: boolean,
): Promise<void> {
  const partner = partnerOf(actor, await relationTo(db, actor, partnerId));
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
