// The shared read cache's rules (issue 15): nothing served unless listening, one read per key at a time, a busy entry
// read again before it expires, announced changes drop entries and reads under way, and the time-to-live holds.
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { SharedReadCache } from './shared-read-cache.ts';

function fakeDatabase() {
  const handlers: { message?: (p: string) => void; disconnect?: () => void; reconnect?: () => void } = {};
  const database = {
    listen: async (_channel: string, message: (p: string) => void, reconnect?: () => void, disconnect?: () => void) => {
      Object.assign(handlers, { message, reconnect, disconnect });
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, handlers };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the shared read cache', () => {
  it('reads each time until it listens, then once per key while fresh', async () => {
    let clock = 0;
    const cache = new SharedReadCache<number>({ channel: 'c', ttlMs: 1_000, maxEntries: 10, now: () => clock });
    let reads = 0;
    const read = async () => ++reads;
    await cache.get('k', read);
    await cache.get('k', read);
    expect(reads).toBe(2);
    await cache.start(fakeDatabase().database);
    expect(await cache.get('k', read)).toBe(3);
    clock = 500;
    expect(await cache.get('k', read)).toBe(3);
    clock = 1_001;
    expect(await cache.get('k', read)).toBe(4);
  });

  it('shares one read among requests that miss together', async () => {
    const cache = new SharedReadCache<string>({ channel: 'c', ttlMs: 1_000, maxEntries: 10 });
    await cache.start(fakeDatabase().database);
    const gate = deferred<string>();
    let reads = 0;
    const read = () => {
      reads++;
      return gate.promise;
    };
    const all = Promise.all([cache.get('k', read), cache.get('k', read), cache.get('k', read)]);
    gate.resolve('page');
    expect(await all).toEqual(['page', 'page', 'page']);
    expect(reads).toBe(1);
  });

  it('reads a busy entry again in its last fifth, serving it meanwhile', async () => {
    let clock = 0;
    const cache = new SharedReadCache<number>({ channel: 'c', ttlMs: 1_000, maxEntries: 10, now: () => clock });
    await cache.start(fakeDatabase().database);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('k', read)).toBe(1);
    clock = 850;
    expect(await cache.get('k', read)).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toBe(2);
    clock = 1_500; // past the first read's life, within the second's
    expect(await cache.get('k', read)).toBe(2);
  });

  it('drops entries and reads under way when a change is announced, and while not listening', async () => {
    const cache = new SharedReadCache<string>({ channel: 'c', ttlMs: 60_000, maxEntries: 10 });
    const { database, handlers } = fakeDatabase();
    await cache.start(database);
    await cache.get('k', async () => 'old');
    handlers.message?.('');
    expect(await cache.get('k', async () => 'new')).toBe('new');

    // A read that a change overtakes is neither kept nor given to a request made after the change.
    const gate = deferred<string>();
    const early = cache.get('j', () => gate.promise);
    handlers.message?.('');
    const late = cache.get('j', async () => 'after');
    gate.resolve('before');
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(await cache.get('j', async () => 'third')).toBe('after');

    handlers.disconnect?.();
    expect(await cache.get('k', async () => 'live')).toBe('live');
    expect(cache.size).toBe(0);
    handlers.reconnect?.();
    expect(await cache.get('k', async () => 'again')).toBe('again');
    expect(await cache.get('k', async () => 'not read')).toBe('again');
  });
});
