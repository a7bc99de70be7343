// Shared helpers for the create and edit campaign tests.
import { notifications } from '@mantine/notifications';
import { addDays, type Campaign, todayIso } from '@microreach/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Toasts live in a module-level store: start every test without the previous test's toasts. */
export function clearToasts() {
  act(() => notifications.clean());
}

/** Waits for a toast and checks that its title and message belong together. */
export async function expectToast(title: string, message: string) {
  const text = await screen.findByText(message);
  const toast = text.closest('[role="alert"]') as HTMLElement | null;
  expect(toast, `toast for "${message}"`).not.toBeNull();
  expect(within(toast!).getByText(title)).toBeTruthy();
}

/** yyyy-mm-dd, `offset` days from today: campaign dates must lie within a year of today. */
export const day = (offset: number) => addDays(todayIso(), offset);

export const field = {
  name: () => screen.getByRole('textbox', { name: 'Campaign Name' }) as HTMLInputElement,
  description: () => screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement,
  niche: () => screen.getByRole('combobox', { name: 'Niche' }) as HTMLSelectElement,
  hashtags: () => screen.getByRole('textbox', { name: 'Hashtags' }) as HTMLInputElement,
  maxInfluencers: () => screen.getByRole('textbox', { name: 'Max Influencers' }) as HTMLInputElement,
  startDate: () => screen.getByLabelText('Start Date') as HTMLInputElement,
  endDate: () => screen.getByLabelText('End Date') as HTMLInputElement,
  guidelines: () => screen.getByRole('textbox', { name: 'Content Guidelines' }) as HTMLTextAreaElement,
  budget: () => screen.getByRole('textbox', { name: 'Total Budget' }) as HTMLInputElement,
  influencerBudget: () => screen.getByRole('textbox', { name: 'Budget per Influencer' }) as HTMLInputElement,
};

export function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Fills what launching needs: name, description, niche, dates and a total budget. */
export function fillForLaunch(dates: { start: string; end: string } = { start: day(30), end: day(49) }) {
  type(field.name(), 'Summer Glow');
  type(field.description(), 'Show our new serum in your morning routine.');
  type(field.niche(), 'Beauty & Cosmetics');
  type(field.startDate(), dates.start);
  type(field.endDate(), dates.end);
  type(field.budget(), '5000');
}

export function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
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
    companyName: 'Brew Co',
    createdAt: '2099-09-01T10:00:00.000Z',
    ...overrides,
  };
}
