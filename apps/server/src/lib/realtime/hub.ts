// One app server's open sockets, fed by the database's NOTIFY channel (lib/realtime/events.ts): whichever server a
// message was sent through, every server hears of it and pushes it to its own sockets of the people concerned.
//
// A socket belongs to a session, and never outlives it (issue 27): a 'sessions-ended' event closes that session's
// sockets on every server (code CHAT_SOCKET_SESSION_ENDED); a new socket receives nothing until its session has been
// read from the database (after the socket was registered, so an end announced meanwhile is not missed); nothing is
// sent past the session's expiry; and every heartbeat (and a reconnected listener) checks all sessions in one query,
// which catches whatever no event announced (expiry, a row deleted by a cascade, events missed while disconnected).

import type { WebSocket } from '@fastify/websocket';
import {
  CHAT_SOCKET_SERVICE_RESTART,
  CHAT_SOCKET_SESSION_ENDED,
  type ChatMessage,
  type ChatSocketEvent,
} from '@microreach/domain/chat';
import type { Database, Db } from '#server/db/client.ts';
import { REALTIME_CHANNEL, type RealtimeEvent, RealtimeEventSchema, type SessionEndReason } from './events.ts';

/** A socket that has not answered a ping by the next one is gone (a laptop closed, a network dropped). */
const HEARTBEAT_MS = 30_000;

/** What the hub reads about sessions (modules/auth/sessions.service.ts), always from the database, never a cache. */
export interface SocketSessions {
  /** The live (unexpired) session behind a cookie's token. */
  byToken(db: Db, token: string): Promise<{ id: string; userId: string; expiresAt: Date } | undefined>;
  /** Of these sessions, the live ones, with their expiry. */
  live(db: Db, ids: string[]): Promise<Map<string, Date>>;
}

interface Tab {
  userId: string;
  /** Null while the session is being read: nothing is sent to the socket until it is known. */
  sessionId: string | null;
  expiresAt: number;
  /** Sessions of the user announced ended while this socket's session was being read. */
  endedWhileChecking: Map<string, SessionEndReason>;
}

export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly tabs = new Map<WebSocket, Tab>();
  private readonly alive = new WeakSet<WebSocket>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private listening = false;

  constructor(
    private readonly database: Database,
    private readonly log: { warn: (obj: object, msg: string) => void },
    /** Reads a message whose NOTIFY payload was too large to carry it (the chat module's messageById). */
    private readonly loadMessage: (db: Db, id: string) => Promise<ChatMessage | null | undefined>,
    private readonly sessions: SocketSessions,
    /**
     * Called as sessions of a user are announced ended, before their sockets are closed: this server's session cache
     * forgets the user (plugins/realtime.ts). The cache hears the same change on its own channel ('user_changed'),
     * through another connection and so in no set order with this one: without this, a tab whose socket was just
     * closed could ask who is signed in and be answered from the cache, and reconnect to be refused.
     */
    private readonly onSessionsEnded: (userId: string) => void = () => {},
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      REALTIME_CHANNEL,
      (payload) => {
        this.dispatch(payload).catch((err) => this.log.warn({ err }, 'realtime event not delivered'));
      },
      // Events published while the listening connection was down are lost to it: sessions are checked again (an end
      // may have been missed), then every tab catches up.
      () => {
        this.listening = true;
        this.checkSessions()
          .catch((err) => this.log.warn({ err }, 'chat sockets’ sessions not checked'))
          .finally(() => this.broadcast({ type: 'ready' }));
      },
      () => {
        this.listening = false;
      },
    );
    this.listening = true;
    this.heartbeat = setInterval(() => {
      this.ping();
      this.checkSessions().catch((err) => this.log.warn({ err }, 'chat sockets’ sessions not checked'));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Whether the NOTIFY channel is being listened to (false while its connection is lost): /api/ready. */
  get isListening(): boolean {
    return this.listening;
  }

  /**
   * Tells every socket to reconnect elsewhere (1012, Service Restart) when the server drains; the page reconnects
   * with backoff, to another server or to this one once it is back.
   */
  closeForRestart(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
          socket.close(CHAT_SOCKET_SERVICE_RESTART, 'Service restart');
        }
      }
    }
  }

  /** Open sockets on this server (for tests and the benchmark). */
  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /**
   * A signed-in user's socket, opened with the session whose cookie token is `token`. Registered first, then its
   * session is read: an end announced before the registration has already deleted the row the read looks for, and one
   * announced after it is recorded on the tab. Only then does the socket get 'ready' and, from then on, events.
   */
  async add(userId: string, token: string | null, socket: WebSocket): Promise<void> {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    const tab: Tab = { userId, sessionId: null, expiresAt: 0, endedWhileChecking: new Map() };
    set.add(socket);
    this.tabs.set(socket, tab);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => {
      set.delete(socket);
      this.tabs.delete(socket);
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId);
    });
    let session: Awaited<ReturnType<SocketSessions['byToken']>>;
    try {
      session = token ? await this.sessions.byToken(this.database.db, token) : undefined;
    } catch (err) {
      this.log.warn({ err }, 'chat socket’s session not read');
      // 1011: the server failed; the page reconnects with backoff.
      if (socket.readyState === socket.OPEN) socket.close(1011, 'Try again');
      return;
    }
    if (!session || session.userId !== userId) return end(socket, 'Session ended');
    const ended = tab.endedWhileChecking.get(session.id);
    if (ended) return end(socket, ended);
    tab.sessionId = session.id;
    tab.expiresAt = session.expiresAt.getTime();
    tab.endedWhileChecking.clear();
    send(socket, JSON.stringify({ type: 'ready' } satisfies ChatSocketEvent));
  }

  /**
   * Closes the sockets whose sessions have ended or expired, and notes the new expiry of the others (a session is
   * extended as it is used): one query for all of this server's sockets. Run every heartbeat and after a reconnect.
   */
  async checkSessions(): Promise<void> {
    const ids = new Set<string>();
    for (const tab of this.tabs.values()) if (tab.sessionId) ids.add(tab.sessionId);
    if (ids.size === 0) return;
    const live = await this.sessions.live(this.database.db, [...ids]);
    const now = Date.now();
    for (const [socket, tab] of this.tabs) {
      // A socket whose session became known during the query is judged by the next check.
      if (!tab.sessionId || !ids.has(tab.sessionId)) continue;
      const expiresAt = live.get(tab.sessionId)?.getTime();
      if (expiresAt === undefined || expiresAt <= now) end(socket, 'Session ended');
      else tab.expiresAt = expiresAt;
    }
  }

  private async dispatch(payload: string): Promise<void> {
    const parsed = RealtimeEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    const event: RealtimeEvent = parsed.data;
    // Handled before anything is awaited, so that no event behind it is sent to these sockets.
    if (event.type === 'sessions-ended') return this.endSessions(event.userId, event.sessionIds, event.reason);
    const targets = event.userIds.filter((id) => this.sockets.has(id));
    if (targets.length === 0) return;
    let out: ChatSocketEvent;
    switch (event.type) {
      case 'message': {
        const message = event.message ?? (await this.loadMessage(this.database.db, event.id));
        if (!message) return;
        out = { type: 'message', message };
        break;
      }
      case 'read':
        out = { type: 'read', conversationId: event.conversationId, readerId: event.readerId, seq: event.seq };
        break;
      case 'notification':
        out = { type: 'notification' };
        break;
    }
    const data = JSON.stringify(out);
    const now = Date.now();
    for (const id of targets) {
      for (const socket of this.sockets.get(id) ?? []) if (this.mayReceive(socket, now)) send(socket, data);
    }
  }

  private endSessions(userId: string, sessionIds: string[], reason: SessionEndReason): void {
    this.onSessionsEnded(userId);
    const ended = new Set(sessionIds);
    for (const socket of this.sockets.get(userId) ?? []) {
      const tab = this.tabs.get(socket);
      if (!tab) continue;
      if (tab.sessionId === null) for (const id of sessionIds) tab.endedWhileChecking.set(id, reason);
      else if (ended.has(tab.sessionId)) end(socket, reason);
    }
  }

  /** Known to belong to a session that had not expired (at the last check: a renewal is seen by the next one). */
  private mayReceive(socket: WebSocket, now: number): boolean {
    const tab = this.tabs.get(socket);
    return tab !== undefined && tab.sessionId !== null && tab.expiresAt > now;
  }

  private broadcast(event: ChatSocketEvent): void {
    const data = JSON.stringify(event);
    const now = Date.now();
    for (const socket of this.tabs.keys()) if (this.mayReceive(socket, now)) send(socket, data);
  }

  private ping(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (!this.alive.has(socket)) {
          socket.terminate();
          continue;
        }
        this.alive.delete(socket);
        socket.ping();
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.listening = false;
    await this.stopListening?.();
    this.closeForRestart();
    this.sockets.clear();
    this.tabs.clear();
  }
}

function send(socket: WebSocket, data: string): void {
  if (socket.readyState === socket.OPEN) socket.send(data);
}

/** Closing makes the socket CLOSING at once: `send` sends it nothing more, whenever the client answers. */
function end(socket: WebSocket, reason: SessionEndReason): void {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
    socket.close(CHAT_SOCKET_SESSION_ENDED, reason);
  }
}
