import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVideo } from '#web/test/fixtures/creator-earnings';
import { screenIsNarrow } from '#web/test/narrow-screen';
import { VideoPerformance } from './video-performance';

let restore = () => {};
afterEach(() => restore());

const videos = [
  makeVideo(1, {
    campaignName: 'Slow Mornings',
    platform: 'tiktok',
    videoUrl: 'https://www.tiktok.com/@mia/video/123',
    postedAt: '2026-03-09T12:00:00.000Z',
    views: 12_345,
    likes: 1_500,
    comments: 87,
    shares: 2_000,
    engagementRate: 29.1,
    earningsCents: 4_250,
    stage: 'under_review',
  }),
  makeVideo(2, { campaignName: 'Summer Sips', earningsCents: 0, stage: 'needs_fix' }),
];

function renderVideos() {
  render(
    <MantineProvider env="test">
      <VideoPerformance videos={videos} />
    </MantineProvider>,
  );
}

describe('Video Performance on a phone (issue 30)', () => {
  it('shows each post as a card with its earnings in front and every column as a line', () => {
    restore = screenIsNarrow();
    renderVideos();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Video Performance' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByText('Slow Mornings')).toBeVisible();
    expect(card.getByText('Earnings')).toBeVisible();
    expect(card.getByText('$42.50')).toBeVisible();
    expect(card.getByText('Under Review')).toBeVisible();
    expect(card.getByRole('link', { name: /^View post: Slow Mornings on TikTok/ })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@mia/video/123',
    );
    expect(card.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Posted',
      'Views',
      'Likes',
      'Comments',
      'Shares',
      'Engagement',
    ]);
    expect(card.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Mar 9, 2026',
      '12.3K',
      '1.5K',
      '87',
      '2.0K',
      '29.1%',
    ]);
    expect(within(cards[1]!).getByText('Needs Fix')).toBeVisible();
  });

  it('keeps the table on a wide screen', () => {
    renderVideos();
    expect(screen.getByRole('region', { name: 'Video Performance table' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Video Performance' })).not.toBeInTheDocument();
  });
});
