import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeParticipant } from '#web/test/fixtures/analytics';
import { screenIsNarrow } from '#web/test/narrow-screen';
import { ParticipationTable } from './participation-table';

let restore = () => {};
afterEach(() => restore());

const participants = [
  makeParticipant(1, {
    name: 'Ivy Lane',
    posts: 2,
    views: 24_000,
    likes: 1_500,
    comments: 40,
    shares: 12,
    engagementRate: 6.5,
    earningsCents: 12_345,
    heldPosts: 1,
  }),
  makeParticipant(2, { name: 'Noor Hale', status: 'pending', earningsCents: 0 }),
];

function renderTable() {
  render(
    <MantineProvider env="test">
      <ParticipationTable participants={participants} />
    </MantineProvider>,
  );
}

describe('Influencer Participation on a phone (issue 30)', () => {
  it('shows each creator as a card with the earnings in front, the status badges and every figure', () => {
    restore = screenIsNarrow();
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Influencer Participation' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByText('Ivy Lane')).toBeVisible();
    expect(card.getByText('$123.45')).toBeVisible();
    expect(card.getByText('1 on hold')).toBeVisible();
    expect(card.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Posts',
      'Views',
      'Likes',
      'Comments',
      'Shares',
      'Engagement',
    ]);
    expect(card.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '2',
      '24.0K',
      '1.5K',
      '40',
      '12',
      '6.5%',
    ]);
    expect(within(cards[1]!).getByText('Noor Hale')).toBeVisible();
    expect(within(cards[1]!).getByText('$0.00')).toBeVisible();
  });

  it('keeps the table on a wide screen', () => {
    renderTable();
    expect(screen.getByRole('region', { name: 'Influencer Participation table' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Influencer Participation' })).not.toBeInTheDocument();
  });
});
