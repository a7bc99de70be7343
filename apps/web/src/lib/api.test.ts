// The client's creating calls: an Idempotency-Key on the request, kept through the client's own retries.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, client, idempotencyHeader, ok } from './api';
import { useIdempotencyKey } from './idempotency';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A fetch that answers from `script` in turn (a status, or 'network' for a dropped connection). */
function scriptedFetch(script: Array<number | 'network'>) {
  const calls: Array<{ key: string | undefined }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push({ key: (input as Request).headers.get('idempotency-key') ?? undefined });
    const next = script[calls.length - 1] ?? 500;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ id: 'c1', message: `status ${next}` }), { status: next });
  }) as typeof fetch;
  return calls;
}

const createCampaign = () =>
  ok(
    client.POST('/api/business/campaigns', {
      body: {} as never,
      headers: idempotencyHeader('key-12345678'),
    }),
  );

describe('creating calls', () => {
  it('retries a lost connection and a gateway error with the same Idempotency-Key', async () => {
    const calls = scriptedFetch(['network', 503, 201]);
    await expect(createCampaign()).resolves.toEqual({
      id: 'c1',
      message: 'status 201',
    });
    expect(calls.map((c) => c.key)).toEqual(['key-12345678', 'key-12345678', 'key-12345678']);
  });

  it('gives up after two retries with the last answer', async () => {
    const calls = scriptedFetch([502, 502, 502, 201]);
    await expect(createCampaign()).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toHaveLength(3);
  });

  it('never repeats a request that carries no key', async () => {
    const calls = scriptedFetch([503, 201]);
    await expect(
      ok(client.POST('/api/campaigns/{id}/leave', { params: { path: { id: 'c1' } } })),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toEqual([{ key: undefined }]);
  });
});

describe('useIdempotencyKey', () => {
  it('keeps one key for the same input until it succeeds, and a new one for new input', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ name: 'Cold Brew' });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.keyFor({ name: 'Cold Brew' })).toBe(first);
    const changed = result.current.keyFor({ name: 'Cold Brew 2' });
    expect(changed).not.toBe(first);
    result.current.settled();
    expect(result.current.keyFor({ name: 'Cold Brew 2' })).not.toBe(changed);
  });
});
