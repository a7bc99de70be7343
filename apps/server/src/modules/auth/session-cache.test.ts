// The session cache's own rules (issue 15): nothing is served unless the server is listening for changes, an announced
// change drops the user's entries, a read that raced a change is not kept, entries expire, and a sign-out waits for
// its announcement. The database side (the triggers that announce, two app servers) is in session-lookup.test.ts.
import { HOUR_MS } from '@microreach/domain/calendar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { ENTRY_TTL_MS, SessionCache, USER_CHANGED_CHANNEL } from './session-cache.ts';

/** A Database whose only part in use is `listen`: the test plays the database's announcements and connection. */
function fakeDatabase() {
  const handlers: { message?: (p: string) => void; reconnect?: () => void; disconnect?: () => void } = {};
  const database = {
    listen: async (channel: string, message: (p: string) => void, reconnect?: () => void, disconnect?: () => void) => {
      expect(channel).toBe(USER_CHANGED_CHANNEL);
      Object.assign(handlers, { message, reconnect, disconnect });
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, handlers };
}

const user = (id: string, role: UserRow['role'] = 'Influencer') => ({ id, role }) as UserRow;
const session = (userId: string) => ({ userId, expiresAt: new Date(Date.now() + HOUR_MS) });

afterEach(() => vi.useRealTimers());

describe('the session cache', () => {
  it('serves nothing until it listens, then what was put, until the user is announced as changed', async () => {
    const cache = new SessionCache();
    cache.putSession(cache.mark(), 't1', session('u1'), user('u1'));
    expect(cache.session('t1')).toBeUndefined();

    const { database, handlers } = fakeDatabase();
    await cache.start(database);
    cache.putSession(cache.mark(), 't1', session('u1'), user('u1'));
    cache.putSession(cache.mark(), 't2', session('u1'), user('u1'));
    cache.putSession(cache.mark(), 't3', session('u2'), user('u2'));
    cache.putExtra(cache.mark(), 'u1', { images: 1 });
    expect(cache.session('t1')?.user.id).toBe('u1');

    handlers.message?.('u1');
    expect(cache.session('t1')).toBeUndefined();
    expect(cache.session('t2')).toBeUndefined();
    expect(cache.extra('u1')).toBeUndefined();
    expect(cache.session('t3')?.user.id).toBe('u2');

    handlers.message?.('*');
    expect(cache.session('t3')).toBeUndefined();
  });

  it('does not keep a read that a change was announced during', async () => {
    const cache = new SessionCache();
    const { database, handlers } = fakeDatabase();
    await cache.start(database);
    const mark = cache.mark();
    handlers.message?.('someone-else');
    cache.putSession(mark, 't1', session('u1'), user('u1'));
    cache.putExtra(mark, 'u1', { images: 1 });
    expect(cache.session('t1')).toBeUndefined();
    expect(cache.extra('u1')).toBeUndefined();
  });

  it('serves nothing while its listening connection is down, and starts empty when it is back', async () => {
    const cache = new SessionCache();
    const { database, handlers } = fakeDatabase();
    await cache.start(database);
    cache.putSession(cache.mark(), 't1', session('u1'), user('u1'));
    handlers.disconnect?.();
    expect(cache.enabled).toBe(false);
    expect(cache.session('t1')).toBeUndefined();
    cache.putSession(cache.mark(), 't1', session('u1'), user('u1'));
    handlers.reconnect?.();
    expect(cache.enabled).toBe(true);
    expect(cache.session('t1')).toBeUndefined();
  });

  it('lets an entry expire', async () => {
    vi.useFakeTimers();
    const cache = new SessionCache();
    await cache.start(fakeDatabase().database);
    cache.putSession(cache.mark(), 't1', session('u1'), user('u1'));
    vi.advanceTimersByTime(ENTRY_TTL_MS - 1);
    expect(cache.session('t1')).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(cache.session('t1')).toBeUndefined();
  });

  it("resolves a sign-out's wait when its announcement comes back, or after the timeout", async () => {
    vi.useFakeTimers();
    const cache = new SessionCache();
    const { database, handlers } = fakeDatabase();
    await cache.start(database);
    let heard = false;
    const waiting = cache.announcement('u1', 1_000).then(() => {
      heard = true;
    });
    handlers.message?.('u2');
    await Promise.resolve();
    expect(heard).toBe(false);
    handlers.message?.('u1');
    await waiting;
    expect(heard).toBe(true);

    let timedOut = false;
    const late = cache.announcement('u3', 1_000).then(() => {
      timedOut = true;
    });
    vi.advanceTimersByTime(1_000);
    await late;
    expect(timedOut).toBe(true);
  });
});
