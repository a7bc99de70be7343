// The client's creating calls: an Idempotency-Key on the request, kept through the client's own retries.

import { DEFAULT_CAMPAIGN_TERMS } from '@microreach/domain/campaign-terms';
import type { Campaign } from '@microreach/domain/campaigns';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageFile, makeBusinessProfile, useNodeFormData } from '#web/test/fixtures/business-profile';
import { mockApi } from '#web/test/mock-api';
import { ApiRequestError, client, idempotencyHeader, ok, withFile } from './api';
import { useIdempotencyKey } from './idempotency';

const campaign: Campaign = {
  id: 'c1',
  campaignName: 'Cold Brew Week',
  status: 'Draft',
  campaignNiche: null,
  privatePublic: 'Private',
  startDate: null,
  endDate: null,
  budgetCents: 90_000,
  influencerBudgetCents: null,
  maxInfluencers: null,
  campaignDescription: '',
  contentGuidelines: '',
  contentTypes: [],
  campaignHashtags: [],
  companyName: 'Brew Co',
  createdAt: '2026-01-01T10:00:00.000Z',
  payTerms: { ...DEFAULT_PAY_TERMS },
  terms: { ...DEFAULT_CAMPAIGN_TERMS, platforms: [...DEFAULT_CAMPAIGN_TERMS.platforms] },
  termsVersion: 1,
  endedAt: null,
};

/**
 * The API answers creating a campaign and leaving one from `script` in turn (a status, or 'network' for a dropped
 * connection); 201 and 204 are the successes.
 */
function scriptedAnswers(script: Array<number | 'network'>) {
  let answered = 0;
  const next = () => script[answered++] ?? 500;
  const failure = (status: number | 'network') =>
    status === 'network' ? ('network error' as const) : ([status, { message: `status ${status}` }] as const);
  return mockApi({
    'POST /api/business/campaigns': () => {
      const status = next();
      return status === 201 ? [201, campaign] : failure(status);
    },
    'POST /api/creator/campaigns/c1/leave': () => {
      const status = next();
      return status === 204 ? [204, null] : failure(status);
    },
  });
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
    const calls = scriptedAnswers(['network', 503, 201]);
    await expect(createCampaign()).resolves.toEqual(campaign);
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual([
      'key-12345678',
      'key-12345678',
      'key-12345678',
    ]);
  });

  it('gives up after two retries with the last answer', async () => {
    const calls = scriptedAnswers([502, 502, 502, 201]);
    const failure = await createCampaign().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 502, message: 'status 502' });
    expect(calls).toHaveLength(3);
  });

  it('never repeats a request that carries no key', async () => {
    const calls = scriptedAnswers([503, 204]);
    await expect(
      ok(client.POST('/api/creator/campaigns/{id}/leave', { params: { path: { id: 'c1' } } })),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.has('idempotency-key')).toBe(false);
  });
});

describe('withFile', () => {
  useNodeFormData();

  it('sends the file as a multipart body on a typed call and answers with its typed data', async () => {
    const profile = makeBusinessProfile();
    const calls = mockApi({ 'POST /api/me/portfolio': [201, profile] });
    const answer = await ok(client.POST('/api/me/portfolio', withFile(await imageFile('work.png'))));
    expect(answer.id).toBe(profile.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(calls[0]!.body)).toMatch(/Content-Disposition: form-data; name="file"; filename="work.png"/);
  });

  it("turns a refused upload into an ApiRequestError with the server's message and code", async () => {
    mockApi({
      'PUT /api/me/images/{kind}': [400, { message: 'The file is not an image.', code: 'VALIDATION_ERROR' }],
    });
    const call = ok(
      client.PUT('/api/me/images/{kind}', { params: { path: { kind: 'logo' } }, ...withFile(await imageFile()) }),
    );
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The file is not an image.',
    });
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
