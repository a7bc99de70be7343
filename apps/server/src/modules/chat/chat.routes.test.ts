import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SEND_LIMIT,
  type ChatSocketEvent,
  ChatSocketEventSchema,
  chatMessages,
} from '@microreach/domain/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Database, openDatabase } from '#server/db/client.ts';
import { chat, conversations as conversationsTable } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const send = (from: TestUser | null, to: string, text: string, extra: Record<string, unknown> = {}) =>
  callAs(app, from, 'POST', '/api/chat/messages', { clientId: randomUUID(), to, text, ...extra });

async function pair() {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  return { business, creator };
}

async function conversations(who: TestUser) {
  const res = await callAs(app, who, 'GET', '/api/chat/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: string; partnerId: string; partnerName: string; lastMessage: string; unreadCount: number }[];
    unreadTotal: number;
  };
}

describe('sending and reading', () => {
  it('a business writes to a creator; the creator sees it unread, reads it, and replies', async () => {
    const { business, creator } = await pair();
    const first = await send(business, creator.user.id, '  Hi there!  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ text: 'Hi there!', seq: 1, senderId: business.user.id });

    const list = await conversations(creator);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      partnerId: business.user.id,
      partnerName: 'Test Co',
      lastMessage: 'Hi there!',
      unreadCount: 1,
    });
    expect(list.unreadTotal).toBe(1);
    // The Messages badge's own call counts the same.
    expect((await callAs(app, creator, 'GET', '/api/chat/unread')).json()).toEqual({ unreadTotal: 1 });
    expect((await callAs(app, business, 'GET', '/api/chat/unread')).json()).toEqual({ unreadTotal: 0 });
    // The bell has it too, linked to the conversation.
    const bell = (await callAs(app, creator, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      kind: 'message_received',
      title: 'New message from Test Co',
      body: 'Hi there!',
      link: `/chat-creator?userId=${business.user.id}`,
    });

    const id = list.items[0].id;
    const read = await callAs(app, creator, 'POST', `/api/chat/conversations/${id}/read`, { seq: 1 });
    expect(read.statusCode, read.body).toBe(204);
    expect((await conversations(creator)).unreadTotal).toBe(0);
    expect((await callAs(app, creator, 'GET', '/api/chat/unread')).json()).toEqual({ unreadTotal: 0 });
    expect((await callAs(app, creator, 'GET', '/api/notifications')).json().unreadCount).toBe(0);

    expect((await send(creator, business.user.id, 'Hello back')).statusCode).toBe(201);
    const thread = await callAs(app, business, 'GET', `/api/chat/conversations/${id}/messages`);
    expect(thread.json()).toMatchObject({ hasOlder: false, hasNewer: false });
    expect(thread.json().items.map((m: { text: string; seq: number }) => [m.seq, m.text])).toEqual([
      [1, 'Hi there!'],
      [2, 'Hello back'],
    ]);
    // Resuming after seq 1 gives only what came later.
    const after = await callAs(app, business, 'GET', `/api/chat/conversations/${id}/messages?after=1`);
    expect(after.json().items.map((m: { text: string }) => m.text)).toEqual(['Hello back']);
  });

  it('pages a long thread back from the newest, oldest first within each page', async () => {
    const { business, creator } = await pair();
    expect((await send(business, creator.user.id, 'm1')).statusCode).toBe(201);
    const [{ id }] = (await conversations(business)).items;
    // The rest written straight to the tables (55 sends would meet the send limit).
    await app.db.insert(chat).values(
      Array.from({ length: 54 }, (_, i) => ({
        conversationId: id,
        seq: i + 2,
        clientId: randomUUID(),
        senderId: business.user.id,
        receiverId: creator.user.id,
        message: `m${i + 2}`,
      })),
    );
    await app.db.update(conversationsTable).set({ lastSeq: 55 }).where(eq(conversationsTable.id, id));
    const latest = (await callAs(app, business, 'GET', `/api/chat/conversations/${id}/messages`)).json();
    expect(latest.items).toHaveLength(50);
    expect(latest.items[0].text).toBe('m6');
    expect(latest.items.at(-1).text).toBe('m55');
    expect(latest.hasOlder).toBe(true);
    const older = (await callAs(app, business, 'GET', `/api/chat/conversations/${id}/messages?before=6`)).json();
    expect(older.items.map((m: { text: string }) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.hasOlder).toBe(false);
    const after = (await callAs(app, business, 'GET', `/api/chat/conversations/${id}/messages?after=2`)).json();
    expect(after.items).toHaveLength(50);
    expect(after.items[0].text).toBe('m3');
    expect(after.hasNewer).toBe(true);
  });

  it('numbers concurrent sends 1..n without gaps or repeats', async () => {
    const { business, creator } = await pair();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(i % 2 ? creator : business, i % 2 ? business.user.id : creator.user.id, `n${i}`),
      ),
    );
    // The creator's first sends may come before the business's first: only a conversation lets them write.
    const stored = results.filter((r) => r.statusCode === 201).map((r) => r.json().seq as number);
    expect(stored.sort((a, b) => a - b)).toEqual(stored.map((_, i) => i + 1));
    expect(stored.length).toBeGreaterThanOrEqual(6);
  });

  it('stores a retried send once (same client id), and refuses the id for another message', async () => {
    const { business, creator } = await pair();
    const clientId = randomUUID();
    const body = { clientId, to: creator.user.id, text: 'Once only' };
    const [a, b] = await Promise.all([
      callAs(app, business, 'POST', '/api/chat/messages', body),
      callAs(app, business, 'POST', '/api/chat/messages', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await app.db.select().from(chat).where(eq(chat.clientId, clientId))).toHaveLength(1);
    const reused = await callAs(app, business, 'POST', '/api/chat/messages', { ...body, text: 'Something else' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('MESSAGE_ID_REUSED');
  });
});

describe('bad input is refused and stores nothing', () => {
  let business: TestUser;
  let creator: TestUser;
  beforeAll(async () => {
    ({ business, creator } = await pair());
  });
  const storedCount = async () => (await app.db.select().from(chat).where(eq(chat.senderId, business.user.id))).length;

  it.each([
    ['empty', '', chatMessages.empty],
    ['whitespace', ' \n\t ', chatMessages.empty],
    ['too long', 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), chatMessages.tooLong],
    ['a control character', 'bell \u0007 here', chatMessages.controlCharacters],
  ])('%s', async (_label, text, message) => {
    const before = await storedCount();
    const res = await send(business, creator.user.id, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await storedCount()).toBe(before);
  });

  it('counts length as a person sees it: 2,000 emoji fit', async () => {
    const res = await send(business, creator.user.id, '👩🏽‍💻'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a message to oneself, to the same role, to nobody, and a forged sender', async () => {
    const before = await storedCount();
    const self = await send(business, business.user.id, 'me');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'CHAT_SELF', message: chatMessages.toSelf });
    const otherBusiness = await signUpBusiness(app);
    const same = await send(business, otherBusiness.user.id, 'hi');
    expect(same.json()).toMatchObject({ code: 'CHAT_SAME_ROLE', message: chatMessages.sameRole });
    const nobody = await send(business, randomUUID(), 'hi');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(chatMessages.notFound);
    const forged = await send(business, creator.user.id, 'hi', { senderId: otherBusiness.user.id });
    expect(forged.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });
});

describe('who may write to whom', () => {
  it('a creator may write to a business only once related: an application, an invitation or its message', async () => {
    const { business, creator } = await pair();
    const first = await send(creator, business.user.id, 'Hello?');
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'CHAT_NO_RELATION', message: chatMessages.noRelation });
    const view = (await callAs(app, creator, 'GET', `/api/chat/partners/${business.user.id}`)).json();
    expect(view).toMatchObject({ canSend: false, reason: chatMessages.noRelation, conversationId: null });

    // An application to one of its campaigns is a relation.
    const campaign = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    expect(campaign.statusCode, campaign.body).toBe(201);
    const joined = await joinAs(app, creator, campaign.json().id);
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    expect((await send(creator, business.user.id, 'About the campaign')).statusCode).toBe(201);
  });

  it('a creator may answer a business that wrote first', async () => {
    const { business, creator } = await pair();
    expect((await send(business, creator.user.id, 'Interested?')).statusCode).toBe(201);
    expect((await send(creator, business.user.id, 'Yes!')).statusCode).toBe(201);
  });

  it('a block stops messages both ways until lifted', async () => {
    const { business, creator } = await pair();
    expect((await send(business, creator.user.id, 'Hi')).statusCode).toBe(201);
    expect((await callAs(app, creator, 'PUT', `/api/chat/blocks/${business.user.id}`)).statusCode).toBe(204);
    const toBlocker = await send(business, creator.user.id, 'Hello?');
    expect(toBlocker.json()).toMatchObject({ code: 'CHAT_BLOCKED', message: chatMessages.blockedYou });
    const fromBlocker = await send(creator, business.user.id, 'Bye');
    expect(fromBlocker.json()).toMatchObject({ code: 'CHAT_BLOCKED', message: chatMessages.blockedByYou });
    expect((await conversations(creator)).items[0]).toMatchObject({ blockedByMe: true, blockedMe: false });
    expect((await callAs(app, creator, 'DELETE', `/api/chat/blocks/${business.user.id}`)).statusCode).toBe(204);
    expect((await send(business, creator.user.id, 'Hello again')).statusCode).toBe(201);
  });

  it('another user cannot read, mark or page a conversation (404), and a signed-out visitor gets 401', async () => {
    const { business, creator } = await pair();
    await send(business, creator.user.id, 'Private');
    const [{ id }] = (await conversations(business)).items;
    const stranger = await signUpBusiness(app);
    const strangerCreator = await signUpCreator(app);
    for (const who of [stranger, strangerCreator]) {
      expect((await callAs(app, who, 'GET', `/api/chat/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await callAs(app, who, 'POST', `/api/chat/conversations/${id}/read`, { seq: 1 })).statusCode).toBe(404);
      expect((await conversations(who)).items).toEqual([]);
    }
    for (const [method, url] of [
      ['GET', '/api/chat/conversations'],
      ['GET', '/api/chat/unread'],
      ['GET', `/api/chat/conversations/${id}/messages`],
      ['POST', `/api/chat/conversations/${id}/read`],
      ['POST', '/api/chat/messages'],
      ['GET', `/api/chat/partners/${creator.user.id}`],
      ['PUT', `/api/chat/blocks/${creator.user.id}`],
    ] as const) {
      expect((await callAs(app, null, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
  });
});

describe('the send limit', () => {
  it(`refuses a message past ${CHAT_SEND_LIMIT.max} within ${CHAT_SEND_LIMIT.windowSeconds} s, storing nothing`, async () => {
    const { business, creator } = await pair();
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i++) {
      expect((await send(business, creator.user.id, `x${i}`)).statusCode).toBe(201);
    }
    const over = await send(business, creator.user.id, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(chatMessages.rateLimited);
    const stored = await app.db.select().from(chat).where(eq(chat.senderId, business.user.id));
    expect(stored).toHaveLength(CHAT_SEND_LIMIT.max);
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------------------------
// Real time: two app servers on one database, real sockets.

describe('live delivery across two app servers', () => {
  let database: Database;
  let second: Database | null = null;
  let one: TestApp;
  let two: TestApp;
  let base2: string;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    // On PostgreSQL each app has its own pool and its own LISTEN connection, as two processes would.
    database = url
      ? await openDatabase({ engine: 'postgres', url, poolSize: 4 })
      : await openDatabase({ engine: 'pglite', dataDir: null });
    await database.migrate();
    second = url ? await openDatabase({ engine: 'postgres', url, poolSize: 4 }) : null;
    one = await createTestApp({ database, closeDatabase: false });
    two = await createTestApp({ database: second ?? database, closeDatabase: false });
    await two.listen({ port: 0, host: '127.0.0.1' });
    const address = two.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base2 = `ws://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await second?.close();
    await database.close();
  });

  /** A socket on server two, collecting what it is sent. */
  async function connect(who: TestUser | null, origin = 'http://localhost:3000') {
    const events: ChatSocketEvent[] = [];
    const socket = new WebSocket(`${base2}/api/chat/socket`, {
      headers: { origin, ...(who ? { cookie: who.cookie } : {}) },
    });
    // Parsed with the schema the web parses them with: an event the browser would drop fails the test.
    socket.on('message', (data) => events.push(ChatSocketEventSchema.parse(JSON.parse(String(data)))));
    const opened = await new Promise<{ ok: boolean; status?: number }>((resolve) => {
      socket.once('open', () => resolve({ ok: true }));
      socket.once('unexpected-response', (req, res) => {
        resolve({ ok: false, status: res.statusCode });
        // The refused upgrade's connection, or the server would wait for it at close.
        res.destroy();
        req.destroy();
      });
      socket.once('error', () => resolve({ ok: false }));
    });
    const next = async (type: ChatSocketEvent['type']) => {
      for (let i = 0; i < 200; i++) {
        const found = events.find((e) => e.type === type);
        if (found) {
          events.splice(events.indexOf(found), 1);
          return found;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no ${type} event; got ${JSON.stringify(events)}`);
    };
    return { socket, opened, events, next };
  }

  it('a message sent through server one reaches both people’s sockets on server two, every tab', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(one), signUpCreator(one)]);
    const creatorTab1 = await connect(creator);
    const creatorTab2 = await connect(creator);
    const businessTab = await connect(business);
    for (const tab of [creatorTab1, creatorTab2, businessTab]) {
      expect(tab.opened.ok).toBe(true);
      await tab.next('ready');
    }
    const res = await callAs(one, business, 'POST', '/api/chat/messages', {
      clientId: randomUUID(),
      to: creator.user.id,
      text: 'Live!',
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const tab of [creatorTab1, creatorTab2, businessTab]) {
      const event = await tab.next('message');
      expect(event).toMatchObject({ type: 'message', message: { id: res.json().id, text: 'Live!', seq: 1 } });
    }
    // The event names the receiver, whose tabs refresh their bell; the notification is already stored.
    expect(creatorTab2.events).toEqual([]);
    const bell = await callAs(two, creator, 'GET', '/api/notifications');
    expect(bell.json().items[0]).toMatchObject({ kind: 'message_received', body: 'Live!', readAt: null });
    expect(businessTab.events.filter((e) => e.type === 'notification')).toEqual([]);
    for (const tab of [creatorTab1, creatorTab2, businessTab]) tab.socket.close();
  });

  it('a message too long for a NOTIFY payload still arrives whole (each server reads it by id)', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(one), signUpCreator(one)]);
    const tab = await connect(creator);
    await tab.next('ready');
    // 2,000 emoji with a skin tone: 2,000 characters as a person counts them, 16,000 bytes of UTF-8 (a NOTIFY payload
    // holds under 8,000).
    const text = '👍🏽'.repeat(2000);
    const res = await callAs(one, business, 'POST', '/api/chat/messages', {
      clientId: randomUUID(),
      to: creator.user.id,
      text,
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = await tab.next('message');
    expect(event).toMatchObject({
      type: 'message',
      message: { id: res.json().id, seq: 1, receiverId: creator.user.id },
    });
    expect(event.type === 'message' && event.message.text === text).toBe(true);
    tab.socket.close();
  });

  it('refuses a socket without a session (401) or from another origin (403), before upgrading', async () => {
    const creator = await signUpCreator(one);
    expect((await connect(null)).opened).toEqual({ ok: false, status: 401 });
    expect((await connect(creator, 'https://evil.example')).opened).toEqual({ ok: false, status: 403 });
  });
});
