import type { CurrentUser } from '@microreach/domain/auth';
import { CHAT_SOCKET_SESSION_ENDED } from '@microreach/domain/chat-rules';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { client, ok } from '#web/lib/api';
import { sessionQueryKey } from '#web/lib/query-keys';
import { mockApi } from '#web/test/mock-api';
import { shouldReconnect } from './chat-socket';

const me: CurrentUser = {
  id: 'c1',
  email: 'noor@example.com',
  name: 'Noor Haddad',
  role: 'Influencer',
  companyName: null,
  profilePicture: null,
  emailConfirmed: true,
};

/** A query client whose session query is read by a page (an observer), holding `me` as the signed-in layout does. */
let unsubscribe: (() => void) | undefined;
function signedIn() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(sessionQueryKey, me);
  const observer = new QueryObserver(qc, {
    queryKey: sessionQueryKey,
    queryFn: async () => (await ok(client.GET('/api/auth/session'))).user,
    staleTime: 60_000,
  });
  unsubscribe = observer.subscribe(() => {});
  return qc;
}
afterEach(() => unsubscribe?.());

const ABNORMAL = 1006;
const SESSION_READS = 'GET /api/auth/session';

describe('shouldReconnect', () => {
  it('reconnects a socket that was open and dropped, without asking who is signed in', async () => {
    const calls = mockApi({ [SESSION_READS]: [200, { user: null, suspension: null }] });
    expect(await shouldReconnect(signedIn(), me.id, { code: ABNORMAL, opened: true })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('does not reconnect once the session ended and nobody is signed in (an account deleted, a sign-out elsewhere)', async () => {
    const calls = mockApi({ [SESSION_READS]: [200, { user: null, suspension: null }] });
    const qc = signedIn();
    expect(await shouldReconnect(qc, me.id, { code: CHAT_SOCKET_SESSION_ENDED, opened: true })).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([SESSION_READS]);
    expect(qc.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('does not reconnect a refused socket when its session expired meanwhile', async () => {
    mockApi({ [SESSION_READS]: [200, { user: null, suspension: null }] });
    expect(await shouldReconnect(signedIn(), me.id, { code: ABNORMAL, opened: false })).toBe(false);
  });

  it('reconnects when the same person is still signed in (another tab signed out only its own session)', async () => {
    mockApi({ [SESSION_READS]: [200, { user: me, suspension: null }] });
    expect(await shouldReconnect(signedIn(), me.id, { code: CHAT_SOCKET_SESSION_ENDED, opened: true })).toBe(true);
  });

  it('does not reconnect as someone else signed in since, and tells the page who is', async () => {
    const other = { ...me, id: 'c2' };
    mockApi({ [SESSION_READS]: [200, { user: other, suspension: null }] });
    const qc = signedIn();
    expect(await shouldReconnect(qc, me.id, { code: CHAT_SOCKET_SESSION_ENDED, opened: true })).toBe(false);
    expect(qc.getQueryData(sessionQueryKey)).toEqual(other);
  });

  it('keeps trying while the server cannot be reached, and the page stays signed in', async () => {
    mockApi({ [SESSION_READS]: 'network error' });
    const qc = signedIn();
    expect(await shouldReconnect(qc, me.id, { code: ABNORMAL, opened: false })).toBe(true);
    // A failed read must not put the session query in error: the pages' guards would take that for signed out.
    expect(qc.getQueryState(sessionQueryKey)?.status).toBe('success');
    expect(qc.getQueryData(sessionQueryKey)).toEqual(me);
  });

  it('keeps trying through a gateway error while a server restarts', async () => {
    mockApi({ [SESSION_READS]: [502, { message: 'Bad gateway', code: 'INTERNAL_ERROR' }] });
    const qc = signedIn();
    expect(await shouldReconnect(qc, me.id, { code: ABNORMAL, opened: false })).toBe(true);
    expect(qc.getQueryState(sessionQueryKey)?.status).toBe('success');
  });
});
