// One app server's open sockets, fed by the database's NOTIFY channel (lib/realtime/events.ts): whichever server a
// message was sent through, every server hears of it and pushes it to its own sockets of the people concerned.

import type { WebSocket } from '@fastify/websocket';
import type { ChatMessage, ChatSocketEvent } from '@microreach/domain/chat';
import type { Database, Db } from '#server/db/client.ts';
import { REALTIME_CHANNEL, type RealtimeEvent, RealtimeEventSchema } from './events.ts';

/** A socket that has not answered a ping by the next one is gone (a laptop closed, a network dropped). */
const HEARTBEAT_MS = 30_000;

export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: { warn: (obj: object, msg: string) => void },
    /** Reads a message whose NOTIFY payload was too large to carry it (the chat module's messageById). */
    private readonly loadMessage: (db: Db, id: string) => Promise<ChatMessage | null | undefined>,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      REALTIME_CHANNEL,
      (payload) => {
        this.dispatch(payload).catch((err) => this.log.warn({ err }, 'realtime event not delivered'));
      },
      // Events published while the listening connection was down are lost to it: every tab catches up instead.
      () => this.broadcast({ type: 'ready' }),
    );
    this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Open sockets on this server (for tests and the benchmark). */
  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  add(userId: string, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId);
    });
    send(socket, JSON.stringify({ type: 'ready' } satisfies ChatSocketEvent));
  }

  private async dispatch(payload: string): Promise<void> {
    const parsed = RealtimeEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    const event: RealtimeEvent = parsed.data;
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
    for (const id of targets) for (const socket of this.sockets.get(id) ?? []) send(socket, data);
  }

  private broadcast(event: ChatSocketEvent): void {
    const data = JSON.stringify(event);
    for (const set of this.sockets.values()) for (const socket of set) send(socket, data);
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
    await this.stopListening?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'Server shutting down');
    this.sockets.clear();
  }
}

function send(socket: WebSocket, data: string): void {
  if (socket.readyState === socket.OPEN) socket.send(data);
}
