import { describe, expect, it } from 'vitest';
import { isErrorCode, readApiError } from './errors.ts';

describe('readApiError', () => {
  it('keeps every field of a well-formed error body', () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: 'This campaign is full.',
      code: 'CAMPAIGN_FULL',
      title: 'Campaign Full',
      reasons: ['too short'],
      issues: [{ path: 'budgetCents', message: 'Budget is required.' }],
      fields: ['budgetCents'],
    };
    expect(readApiError(body)).toEqual(body);
  });

  it('leaves out fields of the wrong type and codes the API does not have', () => {
    expect(
      readApiError({
        statusCode: '500',
        message: 42,
        error: 'Bad Gateway',
        code: 'NOT_A_CODE',
        reasons: ['ok', 3],
        fields: [1],
        issues: [{ path: 'a' }],
      }),
    ).toEqual({ error: 'Bad Gateway' });
  });

  it('reads nothing from a body that is not an object', () => {
    for (const body of [null, undefined, 'Bad Gateway', 502, ['message']]) expect(readApiError(body)).toEqual({});
  });

  it('copies issues without their extra keys', () => {
    expect(readApiError({ issues: [{ path: 'name', message: 'Name is required.', extra: true }] }).issues).toEqual([
      { path: 'name', message: 'Name is required.' },
    ]);
  });
});

describe('isErrorCode', () => {
  it('knows the codes of the union and nothing else', () => {
    expect(isErrorCode('CAMPAIGN_FULL')).toBe(true);
    expect(isErrorCode('campaign_full')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
