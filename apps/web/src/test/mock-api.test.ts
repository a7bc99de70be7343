// The API mock refuses what the server would never send, records what the app sends, and reports a request no test
// answered (the setup then fails that test).
import type { AgreementInput } from '@microreach/domain/campaign-terms';
import type { ApplicationResultSchema } from '@microreach/domain/creator-campaigns';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiRequestError, client, idempotencyHeader, ok } from '#web/lib/api';
import { type ApiRequest, mockApi } from './mock-api';
import { takeProblems } from './msw';

const result: z.input<typeof ApplicationResultSchema> = { campaignId: 'c1', status: 'approved' };
const agreement: AgreementInput = { agreed: true, termsVersion: 1, termsHash: 'a'.repeat(64), warningsShown: [] };
const apply = (id: string, message?: string) =>
  ok(
    client.POST('/api/creator/campaigns/{id}/applications', {
      params: { path: { id } },
      body: message === undefined ? { agreement } : { message, agreement },
      headers: idempotencyHeader('key-12345678'),
    }),
  );

describe('mockApi', () => {
  it('refuses a success body that does not pass the route schema, naming the route and the field', () => {
    expect(() =>
      mockApi({
        'POST /api/creator/campaigns/c1/applications': [201, { campaignId: 'c1', status: 'accepted' } as never],
      }),
    ).toThrow(
      /POST \/api\/creator\/campaigns\/\{id\}\/applications 201: the fixture does not pass the response schema[\s\S]*status/,
    );
  });

  it('refuses a status the route never answers, a body on a 204, and a key that is no route', () => {
    expect(() => mockApi({ 'POST /api/creator/campaigns/c1/applications': [200 as 201, result] })).toThrow(
      'POST /api/creator/campaigns/{id}/applications never answers 200; it answers 201',
    );
    expect(() => mockApi({ 'POST /api/creator/campaigns/c1/leave': [204, {} as unknown as null] })).toThrow(
      /without a body/,
    );
    expect(() => mockApi({ 'GET /api/creator/campaigns/c1': [404, { message: 'x' }] } as never)).toThrow(
      /is no route of test\/api-responses.ts/,
    );
  });

  it('refuses an error body that is not an ApiError', () => {
    const table = (body: unknown) => ({
      'POST /api/creator/campaigns/c1/leave': [409, body as { message: string }] as const,
    });
    expect(() => mockApi(table({ message: 'Gone', code: 'NO_SUCH_CODE' }))).toThrow(/is not an ApiError/);
    expect(() => mockApi(table({ message: 42 }))).toThrow(/is not an ApiError/);
    expect(() => mockApi(table({ message: 'Gone', statusCode: 400 }))).toThrow(/is not an ApiError/);
    expect(() => mockApi(table({ message: 'Gone', code: 'ALREADY_LEFT' }))).not.toThrow();
  });

  it('answers through the client, filling in path parameters, and records method, path, body and headers', async () => {
    const seen: ApiRequest[] = [];
    const calls = mockApi({
      'POST /api/creator/campaigns/{id}/applications': (request) => {
        seen.push(request);
        return [201, { campaignId: request.params.id!, status: 'pending' }];
      },
    });
    await expect(apply('c 9', 'Hello')).resolves.toEqual({ campaignId: 'c 9', status: 'pending' });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/creator/campaigns/c%209/applications', body: { message: 'Hello', agreement } },
    ]);
    expect(calls[0]!.headers.get('idempotency-key')).toBe('key-12345678');
    expect(seen[0]!.url.pathname).toBe('/api/creator/campaigns/c%209/applications');
  });

  it("sends what the schema lets through, as the server's serializer does", async () => {
    mockApi({
      'POST /api/creator/campaigns/c1/applications': [201, { ...result, secret: 'kept back' } as typeof result],
    });
    await expect(apply('c1')).resolves.toEqual(result);
  });

  it('sends an ApiError with the status and its text filled in, and a dropped connection', async () => {
    mockApi({ 'POST /api/creator/campaigns/c1/leave': [409, { message: 'Already left.', code: 'ALREADY_LEFT' }] });
    const leave = () => ok(client.POST('/api/creator/campaigns/{id}/leave', { params: { path: { id: 'c1' } } }));
    await expect(leave()).rejects.toMatchObject({ status: 409, message: 'Already left.', code: 'ALREADY_LEFT' });
    mockApi({ 'POST /api/creator/campaigns/c1/leave': 'network error' });
    await expect(leave()).rejects.toMatchObject({ status: 0 });
  });

  it('matches a key with a query string only on that query; a key without one on any', async () => {
    const page = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 12 };
    mockApi({
      'GET /api/creator/campaigns?sort=budget&page=2&pageSize=12': [200, { ...page, page: 2 }],
      'GET /api/creator/campaigns': [200, page],
    });
    const browse = (query: { sort: 'budget' | 'newest'; page: number }) =>
      ok(client.GET('/api/creator/campaigns', { params: { query: { ...query, pageSize: 12 } } }));
    await expect(browse({ sort: 'budget', page: 2 })).resolves.toMatchObject({ page: 2 });
    await expect(browse({ sort: 'newest', page: 2 })).resolves.toMatchObject({ page: 1 });
  });

  it('reports a request no key answers, and a reply whose body the schema refuses', async () => {
    mockApi({ 'GET /api/creator/dashboard': () => [200, { summary: {} } as never] });
    await expect(
      ok(client.POST('/api/creator/campaigns/{id}/leave', { params: { path: { id: 'c1' } } })),
    ).rejects.toBeInstanceOf(ApiRequestError);
    await expect(ok(client.GET('/api/creator/dashboard'))).rejects.toBeInstanceOf(ApiRequestError);
    const problems = takeProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe('A request no test handler answers: POST /api/creator/campaigns/c1/leave');
    expect(problems[1]).toMatch(
      /^GET \/api\/creator\/dashboard: GET \/api\/creator\/dashboard 200: the fixture does not pass[\s\S]*summary\.earnedCents/,
    );
  });
});
