// /agreements/:id (issue 29): the record of one agreement for the creator and the campaign's business, its exact text,
// Print, a newer version's note, and its loading, missing and failed states.
import type { CurrentUser } from '@microreach/domain/auth';
import { termsMessages } from '@microreach/domain/campaign-terms';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgreementRoute } from '#web/app/routes/agreement';
import { makeAgreement, TERMS_HASH } from '#web/test/fixtures/campaign-terms';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const ID = '7f1c2d3e-0000-4000-8000-000000000001';
const AGREEMENT = `GET /api/agreements/${ID}` as const;
const routes = [{ path: '/agreements/:id', element: <AgreementRoute /> }];

const creator: CurrentUser = {
  id: 'u-creator',
  email: 'casey@example.com',
  name: 'Casey Creator',
  role: 'Influencer',
  companyName: null,
  profilePicture: null,
  emailConfirmed: true,
};
const business: CurrentUser = { ...creator, id: 'u-biz', name: 'Dana Roaster', role: 'SMB', companyName: 'Northside' };

afterEach(() => vi.restoreAllMocks());

describe('Agreement page', () => {
  it('shows who agreed to what and when, the IP, the hash and the exact text with its line breaks', async () => {
    const agreement = makeAgreement();
    mockApi({ 'GET /api/auth/session': [200, { user: creator }], [AGREEMENT]: [200, agreement] });
    renderAt(`/agreements/${ID}`, routes);
    expect(screen.getByText('Loading agreement...')).toBeVisible();
    const record = await screen.findByRole('article', { name: 'Agreement: Autumn Roast Launch' });
    expect(within(record).getByRole('heading', { name: 'Agreement to campaign terms' })).toBeVisible();
    const facts = within(record);
    for (const [label, value] of [
      ['Campaign', 'Autumn Roast Launch'],
      ['Creator', 'Casey Creator'],
      ['Brand', 'Northside Roasters'],
      ['Terms version', '1'],
      ['IP address', '203.0.113.7'],
      ['Text hash (SHA-256)', TERMS_HASH],
    ]) {
      expect(facts.getByText(label).closest('.mantine-DataList-item')).toHaveTextContent(`${label}${value}`);
    }
    expect(facts.getByText(new RegExp(formatLocalDateTime(agreement.agreedAt)))).toBeVisible();
    expect(facts.getByText('(2026-01-05 10:00 UTC)')).toBeVisible();

    const text = within(screen.getByRole('region', { name: 'Terms as agreed' }));
    const pre = text.getByText((_, node) => node?.tagName === 'PRE');
    // The exact text, its line breaks kept (textContent is the string as stored).
    expect(pre.textContent).toBe(agreement.text);
    expect(agreement.text.split('\n').length).toBeGreaterThan(5);
    expect(screen.queryByText('Newer terms')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/influencer-dashboard');
  });

  it('prints with the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ 'GET /api/auth/session': [200, { user: creator }], [AGREEMENT]: [200, makeAgreement()] });
    renderAt(`/agreements/${ID}`, routes);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the business the agreement without an IP, and notes a newer version of the terms', async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: business }],
      [AGREEMENT]: [200, makeAgreement({ ip: null, termsVersion: 1, currentVersion: 3 })],
    });
    renderAt(`/agreements/${ID}`, routes);
    await screen.findByRole('article', { name: 'Agreement: Autumn Roast Launch' });
    expect(screen.queryByText('IP address')).not.toBeInTheDocument();
    expect(screen.getByText('Newer terms')).toBeVisible();
    expect(
      screen.getByText(
        /This agreement is to version 1. The campaign’s terms are now at version 3; they apply to Casey/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/smb-dashboard');
  });

  it('says "Agreement not found." for an agreement that is not the reader’s (404)', async () => {
    mockApi({
      'GET /api/auth/session': [200, { user: business }],
      [AGREEMENT]: [404, { statusCode: 404, code: 'NOT_FOUND', message: termsMessages.agreementNotFound }],
    });
    renderAt(`/agreements/${ID}`, routes);
    expect(await screen.findByText(termsMessages.agreementNotFound)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('says when the agreement could not be loaded, and loads it on Retry', async () => {
    let fails = true;
    mockApi({
      'GET /api/auth/session': [200, { user: creator }],
      [AGREEMENT]: () => (fails ? [500, SERVER_ERROR] : [200, makeAgreement()]),
    });
    renderAt(`/agreements/${ID}`, routes);
    expect(await screen.findByText('The agreement could not be loaded')).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Agreement: Autumn Roast Launch' })).toBeVisible();
  });
});
