// A short-lived cache of a read that many requests share (issue 15: the browse page every creator sees), dropped
// whole whenever the database announces a change on `channel` (triggers, migration 0014), on every app server.
// It never serves what it cannot vouch for: nothing is cached until the server listens, nothing is read or kept while
// the listening connection is down (it starts empty when listening resumes), a read is kept only if no change was
// announced while it ran (a generation count), and entries expire after `ttlMs` anyway (what no trigger announces,
// such as the date moving on, is at most that old).
// Under load it reads each key once at a time: requests that miss together share one read (no stampede), and an entry
// in the last fifth of its life is read again in the background while it is still served, so a busy page is not
// missed at all when it expires.
import type { Database } from '#server/db/client.ts';
import { announce } from '#server/lib/telemetry/events.ts';

interface Entry<T> {
  value: T;
  at: number;
}

export class SharedReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Reads under way, by key; dropped by `clear`, so no request after a change waits on a read from before it. */
  private readonly reading = new Map<string, Promise<T>>();
  private generation = 0;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly options: {
      channel: string;
      ttlMs: number;
      maxEntries: number;
      /** The cache's name in the metrics (default: the channel, for one cache per channel). */
      name?: string;
      now?: () => number;
    },
  ) {}

  async start(database: Database): Promise<void> {
    this.stop = await database.listen(
      this.options.channel,
      () => this.clear(),
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
    await this.stop?.().catch(() => undefined);
  }

  /** The cached value of `key`, or what `read` gives (kept unless a change was announced while it ran). */
  async get(key: string, read: () => Promise<T>): Promise<T> {
    const now = this.options.now ?? Date.now;
    const cache = this.options.name ?? this.options.channel;
    if (!this.listening) {
      announce.cacheLookup({ cache, result: 'bypass' });
      return read();
    }
    const entry = this.entries.get(key);
    if (entry) {
      const age = now() - entry.at;
      if (age <= this.options.ttlMs) {
        if (age > this.options.ttlMs * 0.8 && !this.reading.has(key)) this.load(key, read).catch(() => undefined);
        announce.cacheLookup({ cache, result: 'hit' });
        return entry.value;
      }
      this.entries.delete(key);
    }
    // A request that joins a read under way counts as a miss: it waits for the database.
    announce.cacheLookup({ cache, result: 'miss' });
    return this.reading.get(key) ?? this.load(key, read);
  }

  /**
   * The cached values of `keys`, reading those it lacks in one go with `readMissing` (which returns what it found;
   * a key it does not return is left out of the answer and not kept). What is read is kept unless a change was
   * announced while it ran.
   */
  async getMany(
    keys: readonly string[],
    readMissing: (keys: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const now = this.options.now ?? Date.now;
    const cache = this.options.name ?? this.options.channel;
    if (!this.listening) {
      announce.cacheLookup({ cache, result: 'bypass' });
      return readMissing([...keys]);
    }
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && now() - entry.at <= this.options.ttlMs) found.set(key, entry.value);
      else missing.push(key);
    }
    announce.cacheLookup({ cache, result: missing.length === 0 ? 'hit' : 'miss' });
    if (missing.length === 0) return found;
    const mark = this.generation;
    const read = await readMissing(missing);
    const at = now();
    for (const [key, value] of read) {
      found.set(key, value);
      if (this.listening && mark === this.generation) {
        this.entries.delete(key);
        this.entries.set(key, { value, at });
      }
    }
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return found;
  }

  private load(key: string, read: () => Promise<T>): Promise<T> {
    const now = this.options.now ?? Date.now;
    const mark = this.generation;
    const promise = read().then(
      (value) => {
        if (this.reading.get(key) === promise) this.reading.delete(key);
        if (this.listening && mark === this.generation) {
          this.entries.delete(key);
          this.entries.set(key, { value, at: now() });
          while (this.entries.size > this.options.maxEntries) {
            this.entries.delete(this.entries.keys().next().value as string);
          }
        }
        return value;
      },
      (err: unknown) => {
        if (this.reading.get(key) === promise) this.reading.delete(key);
        throw err;
      },
    );
    this.reading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.reading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
