// What a signed-in request needs to know about its caller (issue 15), kept for a short while in this app server's
// memory so that most signed-in requests need no database round trip: a session token's user and expiry, and each
// user's profile row and images.
//
// It is never the only copy of anything, and it never outlives a change: the database announces every change that
// could make an entry wrong on the channel 'user_changed' (migration 0013: a session ended, renewed or revoked; the
// profile, its role or its images changed; the account deleted), and every app server drops that user's entries as
// the message arrives. So a sign-out, a revoked session or a new role takes effect on every server within the
// NOTIFY's delivery, not after a timeout. What keeps that true:
//  - Nothing is cached until the server is listening, and while its listening connection is down (messages could be
//    missed) nothing is read from or put into the cache; it is emptied when listening resumes.
//  - A read from the database is kept only if no change was announced while it ran (a generation count), so a slow
//    read cannot put back what a change has just dropped.
//  - Entries expire after ENTRY_TTL_MS anyway, and the cache holds at most MAX_ENTRIES of each kind.
import type { Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';

export const USER_CHANGED_CHANNEL = 'user_changed';
/** A backstop only: announced changes drop entries at once. */
export const ENTRY_TTL_MS = 30_000;
export const MAX_ENTRIES = 50_000;

interface Timed<T> {
  value: T;
  at: number;
}

export interface CachedSession {
  userId: string;
  expiresAt: Date;
}

export class SessionCache {
  private readonly sessions = new Map<string, Timed<CachedSession>>();
  private readonly users = new Map<string, Timed<UserRow>>();
  private readonly extras = new Map<string, Timed<unknown>>();
  /** Tokens cached per user, so a change to a user drops their sessions too. */
  private readonly tokensOf = new Map<string, Set<string>>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private generation = 0;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts listening for changes; until it resolves the cache stays empty and every read goes to the database. */
  async start(database: Database): Promise<void> {
    this.stop = await database.listen(
      USER_CHANGED_CHANNEL,
      (payload) => (payload === '*' ? this.clear() : this.invalidate(payload)),
      () => {
        this.clear();
        this.listening = true;
      },
      () => {
        this.listening = false;
        this.clear();
      },
    );
    this.listening = true;
  }

  async close(): Promise<void> {
    this.listening = false;
    this.clear();
    // The database may have closed first (its listener goes with it).
    await this.stop?.().catch(() => undefined);
  }

  get enabled(): boolean {
    return this.listening;
  }

  /** A mark to pass to `put*` after a read: the read is kept only if nothing changed since the mark. */
  mark(): number {
    return this.generation;
  }

  session(token: string): { session: CachedSession; user: UserRow } | undefined {
    if (!this.listening) return undefined;
    const session = this.fresh(this.sessions, token);
    if (!session) return undefined;
    const user = this.fresh(this.users, session.userId);
    return user ? { session, user } : undefined;
  }

  putSession(mark: number, token: string, session: CachedSession, user: UserRow): void {
    if (!this.listening || mark !== this.generation) return;
    // The per-user token sets are bounded with the rest: past the cap everything starts again.
    if (this.tokensOf.size >= MAX_ENTRIES) this.clear();
    this.store(this.sessions, token, session);
    this.store(this.users, user.id, user);
    let tokens = this.tokensOf.get(user.id);
    if (!tokens) {
      tokens = new Set();
      this.tokensOf.set(user.id, tokens);
    }
    tokens.add(token);
  }

  /** Something else derived from a user's rows (their images), dropped with the user. */
  extra<T>(userId: string): T | undefined {
    if (!this.listening) return undefined;
    return this.fresh(this.extras, userId) as T | undefined;
  }

  putExtra(mark: number, userId: string, value: unknown): void {
    if (!this.listening || mark !== this.generation) return;
    this.store(this.extras, userId, value);
  }

  /**
   * Resolves when this server hears a change to `userId` announced (or after `timeoutMs`, or at once when not
   * listening). Started before a change is written, awaited after: a sign-out answers only once the announcement has
   * come back through the database, so every server has been sent it.
   */
  announcement(userId: string, timeoutMs = 2_000): Promise<void> {
    if (!this.listening) return Promise.resolve();
    return new Promise((resolve) => {
      let set = this.waiters.get(userId);
      if (!set) {
        set = new Set();
        this.waiters.set(userId, set);
      }
      const waiters = set;
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.waiters.get(userId) === waiters) this.waiters.delete(userId);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      waiters.add(done);
    });
  }

  /**
   * What a request by `userId` that may have written (any method but GET and HEAD) does as it answers: this server
   * forgets the user at once, so the user's next request here reads what they just wrote, whether or not the
   * database's announcement has arrived yet (other servers drop it when it does).
   */
  forget(userId: string): void {
    this.drop(userId);
  }

  /** The database announced a change to `userId` ('user_changed'). */
  invalidate(userId: string): void {
    this.drop(userId);
  }

  private drop(userId: string): void {
    for (const done of [...(this.waiters.get(userId) ?? [])]) done();
    this.generation++;
    this.users.delete(userId);
    this.extras.delete(userId);
    for (const token of this.tokensOf.get(userId) ?? []) this.sessions.delete(token);
    this.tokensOf.delete(userId);
  }

  clear(): void {
    for (const set of [...this.waiters.values()]) for (const done of [...set]) done();
    this.generation++;
    this.sessions.clear();
    this.users.clear();
    this.extras.clear();
    this.tokensOf.clear();
  }

  private fresh<T>(map: Map<string, Timed<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > ENTRY_TTL_MS) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private store<T>(map: Map<string, Timed<T>>, key: string, value: T): void {
    map.delete(key);
    map.set(key, { value, at: this.now() });
    // Maps iterate in insertion order: the first key is the oldest entry.
    while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  }
}
