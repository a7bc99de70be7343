// Sessions end everywhere they live (issue 27, item 6): a sign-out or endUserSessions closes the chat sockets of those
// sessions on every app server, and they receive nothing more. Two apps on one database, real sockets on the second;
// on PostgreSQL each app has its own pool and its own LISTEN connection, as two processes would.
import { randomUUID } from 'node:crypto';
import { CHAT_SOCKET_SESSION_ENDED, type ChatSocketEvent, ChatSocketEventSchema } from '@microreach/domain/chat';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Database, openDatabase } from '#server/db/client.ts';
import { authSessions } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { linkToken, mailTo } from '#server/test/support/account-mail.ts';
import { endUserSessions, liveSessionByToken } from './sessions.service.ts';

let database: Database;
let second: Database | null = null;
let one: TestApp;
let two: TestApp;
let base2: string;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
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

interface Tab {
  socket: WebSocket;
  events: ChatSocketEvent[];
  closed: Promise<{ code: number; reason: string }>;
  next(type: ChatSocketEvent['type']): Promise<ChatSocketEvent>;
}

/** A browser tab's socket on server two with `cookie`, collecting what it is sent. */
async function connect(cookie: string): Promise<Tab> {
  const events: ChatSocketEvent[] = [];
  const socket = new WebSocket(`${base2}/api/chat/socket`, { headers: { origin: 'http://localhost:3000', cookie } });
  socket.on('message', (data) => events.push(ChatSocketEventSchema.parse(JSON.parse(String(data)))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (req, res) => {
      reject(new Error(`upgrade refused: ${res.statusCode}`));
      res.destroy();
      req.destroy();
    });
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
  const tab = { socket, events, closed, next };
  await tab.next('ready');
  return tab;
}

/** Whether the socket is still open after `ms` (a close in flight has time to arrive). */
async function stillOpenAfter(tab: Tab, ms = 300): Promise<boolean> {
  const outcome = await Promise.race([tab.closed, new Promise((r) => setTimeout(() => r('open'), ms))]);
  return outcome === 'open' && tab.socket.readyState === WebSocket.OPEN;
}

/** The upgrade's answer for a cookie: 101 when a socket opens, else the refusal's status. */
async function upgradeStatus(cookie: string): Promise<number> {
  const socket = new WebSocket(`${base2}/api/chat/socket`, { headers: { origin: 'http://localhost:3000', cookie } });
  return new Promise((resolve) => {
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
      req.destroy();
    });
  });
}

/** Another browser of the same person: a second session (cookie) of `who`. */
async function signInAgain(who: TestUser): Promise<string> {
  const res = await one.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: randomIp(),
    payload: { role: who.user.role === 'SMB' ? 'smb' : 'influencer', email: who.email, password: who.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

async function sessionIdOf(cookie: string): Promise<string> {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const session = await liveSessionByToken(one.db, value.slice(0, value.lastIndexOf('.')));
  if (!session) throw new Error('no live session for the cookie');
  return session.id;
}

async function sendPrivate(from: TestUser, to: TestUser, text: string) {
  const res = await callAs(one, from, 'POST', '/api/chat/messages', { clientId: randomUUID(), to: to.user.id, text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const messages = (tab: Tab) => tab.events.filter((e) => e.type === 'message');

describe('signing out', () => {
  it('closes that browser’s socket on the other server, which then receives no private message; the rest stay open', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(one), signUpCreator(one)]);
    const otherBrowser = await signInAgain(creator);
    const signedOutTab = await connect(creator.cookie);
    const otherTab = await connect(otherBrowser);
    const businessTab = await connect(business.cookie);

    const out = await callAs(one, creator, 'POST', '/api/auth/sign-out');
    expect(out.statusCode, out.body).toBe(204);
    expect(await signedOutTab.closed).toEqual({ code: CHAT_SOCKET_SESSION_ENDED, reason: 'Signed out' });

    const sent = await sendPrivate(business, creator, 'Only for the browser still signed in');
    for (const tab of [otherTab, businessTab]) {
      expect(await tab.next('message')).toMatchObject({ message: { id: sent.id } });
      expect(await stillOpenAfter(tab, 0)).toBe(true);
    }
    expect(messages(signedOutTab)).toEqual([]);
    // The cookie opens nothing any more.
    expect(await upgradeStatus(creator.cookie)).toBe(401);
    for (const tab of [otherTab, businessTab]) tab.socket.close();
  });
});

describe('a password reset', () => {
  it('on server one closes every socket of the account on server two, and no private message reaches them', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(one), signUpCreator(one)]);
    const phone = await signInAgain(creator);
    const tabs = [await connect(creator.cookie), await connect(phone)];
    const businessTab = await connect(business.cookie);

    const post = (url: string, payload: Record<string, unknown>) =>
      one.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
    expect((await post('/api/auth/password-reset/request', { email: creator.email })).statusCode).toBe(202);
    const [reset] = (await mailTo(one, creator.email)).filter((m) => m.kind === 'password_reset');
    const token = linkToken(reset.textBody, '/reset-password');
    const done = await post('/api/auth/password-reset/complete', { token, password: 'amber-quarry-nightfall-73' });
    expect(done.statusCode, done.body).toBeLessThan(300);

    for (const tab of tabs) {
      expect(await tab.closed).toEqual({ code: CHAT_SOCKET_SESSION_ENDED, reason: 'Password changed' });
    }
    const sent = await sendPrivate(business, creator, 'After the reset');
    expect(await businessTab.next('message')).toMatchObject({ message: { id: sent.id } });
    for (const tab of tabs) expect(messages(tab)).toEqual([]);
    expect(await upgradeStatus(creator.cookie)).toBe(401);
    expect(await upgradeStatus(phone)).toBe(401);
    businessTab.socket.close();
  });
});

describe('endUserSessions', () => {
  it('on server one closes the user’s sockets on server two, but the kept session’s and other users’', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(one), signUpCreator(one)]);
    const [phone, laptop] = await Promise.all([signInAgain(creator), signInAgain(creator)]);
    const firstTab = await connect(creator.cookie);
    const phoneTab = await connect(phone);
    const laptopTab = await connect(laptop);
    const laptopTab2 = await connect(laptop);
    const businessTab = await connect(business.cookie);
    const businessOtherBrowser = await signInAgain(business);

    // A password change from the laptop: every other session of the creator ends.
    const ended = await endUserSessions(one.db, creator.user.id, {
      exceptSessionId: await sessionIdOf(laptop),
      reason: 'Password changed',
    });
    expect(ended).toBe(2);
    for (const tab of [firstTab, phoneTab]) {
      expect(await tab.closed).toEqual({ code: CHAT_SOCKET_SESSION_ENDED, reason: 'Password changed' });
    }

    const sent = await sendPrivate(business, creator, 'After the password change');
    for (const tab of [laptopTab, laptopTab2, businessTab]) {
      expect(await tab.next('message')).toMatchObject({ message: { id: sent.id } });
    }
    expect(await stillOpenAfter(laptopTab)).toBe(true);
    expect(messages(firstTab)).toEqual([]);
    expect(messages(phoneTab)).toEqual([]);
    expect(await upgradeStatus(phone)).toBe(401);
    expect(await upgradeStatus(laptop)).toBe(101);
    // The other user's sessions were not touched.
    expect(await upgradeStatus(businessOtherBrowser)).toBe(101);

    // Without a kept session, all of them end.
    expect(await endUserSessions(one.db, creator.user.id, { reason: 'Account deleted' })).toBe(1);
    for (const tab of [laptopTab, laptopTab2]) {
      expect(await tab.closed).toEqual({ code: CHAT_SOCKET_SESSION_ENDED, reason: 'Account deleted' });
    }
    expect(await stillOpenAfter(businessTab, 0)).toBe(true);
    businessTab.socket.close();
  });

  it('a tab told its session ended and asking at once who is signed in is told nobody, even before the server’s session cache has heard the change', async () => {
    const creator = await signUpCreator(one);
    const session = () => two.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: creator.cookie } });
    // Server two has the session in its cache, and hears of the change on 'user_changed' (another LISTEN connection
    // than the sockets' channel, so in no set order with it) only a second late.
    expect((await session()).json().user?.id).toBe(creator.user.id);
    const cache = two.sessionCache;
    const heard = cache.invalidate.bind(cache);
    const late: Promise<void>[] = [];
    cache.invalidate = (userId) => {
      late.push(new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => heard(userId)));
    };
    try {
      const tab = await connect(creator.cookie);
      await endUserSessions(one.db, creator.user.id, { reason: 'Account deleted' });
      expect(await tab.closed).toEqual({ code: CHAT_SOCKET_SESSION_ENDED, reason: 'Account deleted' });
      // What the tab's script does on such a close (chat-socket.ts, shouldReconnect): it reconnects only if
      // someone is still signed in.
      expect((await session()).json().user).toBeNull();
      expect(await upgradeStatus(creator.cookie)).toBe(401);
    } finally {
      cache.invalidate = heard;
      await Promise.all(late);
    }
  });

  it('announces in the caller’s transaction: nothing closes if it rolls back', async () => {
    const creator = await signUpCreator(one);
    const tab = await connect(creator.cookie);
    await one.db
      .transaction(async (tx) => {
        await endUserSessions(tx, creator.user.id);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await stillOpenAfter(tab)).toBe(true);
    expect(await upgradeStatus(creator.cookie)).toBe(101);
    tab.socket.close();
  });
});

describe('the sockets’ session check (expiry, and ends nobody announced)', () => {
  it('closes a socket whose session expired or was deleted without an announcement; keeps the live ones', async () => {
    const creator = await signUpCreator(one);
    const [expiring, deleted] = await Promise.all([signInAgain(creator), signInAgain(creator)]);
    const liveTab = await connect(creator.cookie);
    const expiringTab = await connect(expiring);
    const deletedTab = await connect(deleted);

    await one.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.id, await sessionIdOf(expiring)));
    // As a cascade from a deleted account would: the row goes, and no 'sessions-ended' is published.
    await one.db.delete(authSessions).where(eq(authSessions.id, await sessionIdOf(deleted)));
    expect(await stillOpenAfter(deletedTab)).toBe(true);

    await two.realtime.checkSessions();
    for (const tab of [expiringTab, deletedTab]) {
      expect(await tab.closed).toEqual({ code: CHAT_SOCKET_SESSION_ENDED, reason: 'Session ended' });
    }
    expect(await stillOpenAfter(liveTab, 0)).toBe(true);
    liveTab.socket.close();
  });
});
