// Shared helpers for the create and edit campaign tests.

import { notifications } from '@mantine/notifications';
import { addDays, todayIso } from '@microreach/domain/calendar';
import type { Campaign } from '@microreach/domain/campaigns';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { user } from '#web/test/user';

/** Toasts live in a module-level store: start every test without the previous test's toasts. */
export function clearToasts() {
  act(() => notifications.clean());
}

/** Waits for a toast and checks that its title and message belong together (a field may say the same words). */
export async function expectToast(title: string, message: string) {
  await waitFor(() => {
    const toasts = screen.queryAllByRole('alert').filter((alert) => within(alert).queryByText(message));
    expect(toasts.length, `toast for "${message}"`).toBeGreaterThan(0);
    expect(within(toasts[0]!).getByText(title)).toBeVisible();
  });
}

/** The field is marked invalid and says `message` (Mantine ties the error text to it as a description). */
export function expectFieldError(input: HTMLElement, message: string) {
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** yyyy-mm-dd, `offset` days from today: campaign dates must lie within a year of today. */
export const day = (offset: number) => addDays(todayIso(), offset);

export const field = {
  name: () => screen.getByRole('textbox', { name: 'Campaign Name' }) as HTMLInputElement,
  description: () => screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement,
  niche: () => screen.getByRole('combobox', { name: 'Niche' }) as HTMLSelectElement,
  hashtags: () => screen.getByRole('combobox', { name: 'Hashtags' }) as HTMLInputElement,
  maxInfluencers: () => screen.getByRole('textbox', { name: 'Max Influencers' }) as HTMLInputElement,
  startDate: () => screen.getByLabelText('Start Date') as HTMLInputElement,
  endDate: () => screen.getByLabelText('End Date') as HTMLInputElement,
  guidelines: () => screen.getByRole('textbox', { name: 'Content Guidelines' }) as HTMLTextAreaElement,
  budget: () => screen.getByRole('textbox', { name: 'Total Budget' }) as HTMLInputElement,
  influencerBudget: () => screen.getByRole('textbox', { name: 'Budget per Influencer' }) as HTMLInputElement,
  ratePer1kViews: () => screen.getByRole('textbox', { name: /Per 1,000 views/ }) as HTMLInputElement,
  ratePerEngagement: () => screen.getByRole('textbox', { name: /Per engagement/ }) as HTMLInputElement,
  fixedPerPost: () => screen.getByRole('textbox', { name: /Per approved post/ }) as HTMLInputElement,
};

/** Replaces what a field holds with `value`, typed key by key ('' empties it). */
export async function type(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** Replaces the day in a date field, typed as yyyy-mm-dd (the field takes the date once it is whole). */
export async function pickDate(input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

/** Fills what launching needs: name, description, niche, dates and a total budget. */
export async function fillForLaunch(dates: { start: string; end: string } = { start: day(30), end: day(49) }) {
  await type(field.name(), 'Summer Glow');
  await type(field.description(), 'Show our new serum in your morning routine.');
  await user.selectOptions(field.niche(), 'Beauty & Cosmetics');
  await pickDate(field.startDate(), dates.start);
  await pickDate(field.endDate(), dates.end);
  await type(field.budget(), '5000');
}

export async function click(name: string | RegExp) {
  await user.click(screen.getByRole('button', { name }));
}

export function location() {
  return screen.getByLabelText('location').textContent;
}

export function sampleCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c1',
    campaignName: 'Autumn Brews',
    status: 'Live',
    campaignNiche: 'Food & Beverage',
    privatePublic: 'Public',
    startDate: day(152),
    endDate: day(172),
    budgetCents: 1_250_000,
    influencerBudgetCents: 50_000,
    maxInfluencers: 10,
    campaignDescription: 'Cosy coffee moments.',
    contentGuidelines: 'Show the cup in the first second.',
    contentTypes: ['Instagram Reel', 'TikTok Video'],
    campaignHashtags: ['autumn', 'coffee time'],
    payTerms: { ...DEFAULT_PAY_TERMS },
    companyName: 'Brew Co',
    createdAt: '2099-09-01T10:00:00.000Z',
    ...overrides,
  };
}
