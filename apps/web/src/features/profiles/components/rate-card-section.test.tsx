import { notifications } from '@mantine/notifications';
import { type RateCardEntry, rateCardMessages } from '@microreach/domain/rate-card';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFieldError } from '#web/test/fixtures/campaign-form';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { RateCardSection } from './rate-card-section';

const PUT = 'PUT /api/creator/profile/rate-card';

function renderSection(rates: RateCardEntry[] = []) {
  return renderAt('/influencer-profile-settings', [
    { path: '/influencer-profile-settings', element: <RateCardSection rates={rates} /> },
  ]);
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save rate card' });

async function retype(name: string, value: string) {
  await user.clear(input(name));
  if (value) await user.type(input(name), value);
}

/** A toast (role alert) that says `text`. */
async function expectToastText(text: string) {
  await waitFor(() => {
    const found = screen.queryAllByRole('alert').filter((alert) => within(alert).queryByText(text));
    expect(found.length, `toast "${text}"`).toBeGreaterThan(0);
  });
}

beforeEach(() => act(() => notifications.clean()));

describe('Rate card section', () => {
  it('shows the saved card in dollars, one optional input per kind of post', () => {
    mockApi({});
    renderSection([
      { format: 'instagram_reel', priceCents: 25_050 },
      { format: 'tiktok_video', priceCents: 1_000_000 },
    ]);
    const section = within(screen.getByRole('region', { name: 'Rate card' }));
    expect(section.getByRole('form', { name: 'Rate card' })).toBeVisible();
    expect(input('Instagram post')).toHaveValue('');
    expect(input('Instagram Reel')).toHaveValue('$250.50');
    expect(input('Instagram Story')).toHaveValue('');
    expect(input('TikTok video')).toHaveValue('$10,000.00');
    expect(input('Instagram post')).toHaveAttribute('placeholder', 'Not offered');
  });

  it('saves the filled-in rates as cents in display order and says "Rate card saved"', async () => {
    const calls = mockApi({
      [PUT]: ({ body }) => [200, body as { rates: RateCardEntry[] }],
    });
    renderSection([{ format: 'instagram_story', priceCents: 5_000 }]);
    await user.type(input('TikTok video'), '300');
    await user.type(input('Instagram post'), '120.5');
    await retype('Instagram Story', '');
    await user.click(saveButton());
    await expectToastText(rateCardMessages.saved);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/creator/profile/rate-card',
        body: {
          rates: [
            { format: 'instagram_post', priceCents: 12_050 },
            { format: 'tiktok_video', priceCents: 30_000 },
          ],
        },
      },
    ]);
  });

  it('clears the card when every input is emptied', async () => {
    const calls = mockApi({ [PUT]: [200, { rates: [] }] });
    renderSection([{ format: 'instagram_post', priceCents: 12_000 }]);
    await retype('Instagram post', '');
    await user.click(saveButton());
    await expectToastText(rateCardMessages.saved);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rates: [] });
  });

  it("refuses what the domain's schema refuses beside the input, sending nothing", async () => {
    const calls = mockApi({ [PUT]: [200, { rates: [] }] });
    renderSection();
    await user.type(input('Instagram post'), '0.5');
    await user.type(input('Instagram Reel'), '100001');
    await user.click(saveButton());
    expectFieldError(input('Instagram post'), rateCardMessages.min);
    expectFieldError(input('Instagram Reel'), rateCardMessages.max);
    await expectToastText(rateCardMessages.saveFailed(rateCardMessages.min));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("says the server's reason and marks the rate it refused", async () => {
    mockApi({
      [PUT]: [
        400,
        {
          message: rateCardMessages.max,
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'rates.1.priceCents', message: rateCardMessages.max }],
        },
      ],
    });
    renderSection();
    await user.type(input('Instagram post'), '10');
    await user.type(input('Instagram Story'), '20');
    await user.click(saveButton());
    await expectToastText(rateCardMessages.saveFailed(rateCardMessages.max));
    expectFieldError(input('Instagram Story'), rateCardMessages.max);
    expect(input('Instagram post')).not.toBeInvalid();
  });

  it('asks to try again after a server fault', async () => {
    mockApi({ [PUT]: [500, SERVER_ERROR] });
    renderSection();
    await user.type(input('Instagram post'), '10');
    await user.click(saveButton());
    await expectToastText(rateCardMessages.saveFailed());
  });
});
