import { MantineProvider } from '@mantine/core';
import type { PublicProfile } from '@microreach/domain/profiles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEmptyPublicProfile, makeOwnProfile, makePublicProfile } from '#web/test/fixtures/public-profile';
import { PublicProfileView } from './public-profile-view';

function renderView(profile: PublicProfile) {
  return render(
    <MantineProvider env="test">
      <PublicProfileView profile={profile} />
    </MantineProvider>,
  );
}

function section(name: string) {
  return within(screen.getByRole('heading', { name }).closest('section') as HTMLElement);
}

describe('PublicProfileView', () => {
  it("shows a creator's public fields", () => {
    renderView(makePublicProfile({ tiktokFollowers: 1_240_000, hashtagsKeywords: ['street food', 'SlowTravel'] }));
    expect(screen.getByRole('heading', { name: 'Mia Lens' })).toBeVisible();
    expect(screen.getByText('Creator')).toBeVisible();
    expect(screen.getByText('Lisbon, Portugal')).toBeVisible();
    expect(section('Bio').getByText('Slow travel and street food, one city at a time.')).toBeVisible();
    expect(section('Niches').getByText('Travel')).toBeVisible();
    expect(section('Niches').getByText('Food')).toBeVisible();
    // A keyword of two words reads as it is: a space ends a hashtag on the platforms.
    expect(section('Hashtags & Keywords').getByText('street food')).toBeVisible();
    expect(section('Hashtags & Keywords').getByText('#SlowTravel')).toBeVisible();
    expect(section('Hashtags & Keywords').queryByText('#street food')).not.toBeInTheDocument();
    expect(section('Preferred Content Types').getByText('Reels / Short Videos')).toBeVisible();
    expect(section('Preferred Content Types').getByText('Tutorials')).toBeVisible();
    expect(section('Preferred Industries').getByText('Food & Beverage')).toBeVisible();
    expect(section('Preferred Industries').getByText('Travel & Tourism')).toBeVisible();
    expect(screen.getByText('12.4K followers')).toBeVisible();
    expect(screen.getByText('1.2M followers')).toBeVisible();
  });

  it("shows a creator's rate card in display order, each kind of post with its price (issue 30)", () => {
    renderView(
      makePublicProfile({
        rates: [
          { format: 'instagram_post', priceCents: 12_000 },
          { format: 'instagram_story', priceCents: 4_550 },
          { format: 'tiktok_video', priceCents: 1_000_000 },
        ],
      }),
    );
    const list = section('Rate card').getByRole('list', { name: "Mia Lens's rates per post" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Instagram post$120.00', 'Instagram Story$45.50', 'TikTok video$10,000.00']);
    expect(screen.queryByText('No rates given')).not.toBeInTheDocument();
  });

  it('labels each count: read from the connected account with its day, or typed and self-reported (issue 26)', () => {
    renderView(
      makePublicProfile({
        followerCounts: {
          instagram: { followers: 49_999, verifiedFollowers: 40_000, verifiedAt: '2026-03-03T12:00:00.000Z' },
          tiktok: { followers: 1_240_000, verifiedFollowers: null, verifiedAt: null },
        },
      }),
    );
    const instagram = within(screen.getByRole('link', { name: /@mia\.lens/ }).parentElement as HTMLElement);
    expect(instagram.getByText('40K followers')).toBeVisible();
    expect(instagram.getByText('Verified Mar 3, 2026')).toBeVisible();
    // What the creator typed is not shown beside a verified count.
    expect(screen.queryByText('50K followers')).not.toBeInTheDocument();
    const tiktok = within(screen.getByRole('link', { name: /@mialens/ }).parentElement as HTMLElement);
    expect(tiktok.getByText('1.2M followers')).toBeVisible();
    expect(tiktok.getByText('self-reported')).toBeVisible();
  });

  it('shows the banner, the avatar and the portfolio as responsive images', () => {
    const profile = makePublicProfile();
    renderView(profile);
    const banner = screen.getByRole('img', { name: "Mia Lens's banner" });
    expect(banner).toHaveAttribute('src', profile.banner?.fallbackUrl);
    expect(banner).toHaveAttribute('width', '1200');
    expect(banner).toHaveAttribute('height', '300');
    expect(banner).toHaveAttribute('loading', 'lazy');
    const webp = banner.parentElement?.querySelector('source');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute('srcset', profile.banner?.srcSet);

    const avatar = screen.getByRole('img', { name: "Mia Lens's profile picture" });
    expect(avatar).toHaveAttribute('src', profile.avatar?.url);

    const portfolio = section('Portfolio').getAllByRole('img');
    expect(portfolio.map((img) => img.getAttribute('alt'))).toEqual([
      'Portfolio image 1 of 2',
      'Portfolio image 2 of 2',
    ]);
    expect(portfolio[1]).toHaveAttribute('src', profile.portfolio[1]?.fallbackUrl);
    expect(portfolio[1]).toHaveAttribute('width', '900');
    expect(portfolio[1]?.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      profile.portfolio[1]?.srcSet,
    );
  });

  it('links Instagram, TikTok and the website in a new tab', () => {
    renderView(makePublicProfile({ twitter: '@mia_x', youtube: 'https://youtube.com/@mialens' }));
    const instagram = screen.getByRole('link', { name: '@mia.lens on Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/mia.lens/');
    const tiktok = screen.getByRole('link', { name: '@mialens on TikTok (opens in a new tab)' });
    expect(tiktok).toHaveAttribute('href', 'https://www.tiktok.com/@mialens');
    const website = screen.getByRole('link', { name: 'mia.example/work (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://mia.example/work');
    expect(screen.getByRole('link', { name: /on YouTube/ })).toHaveAttribute('href', 'https://youtube.com/@mialens');
    expect(screen.getByText('Twitter / X: @mia_x')).toBeVisible();
    for (const link of [instagram, tiktok, website]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('never shows the private fields of a full profile', () => {
    const { container } = renderView(makeOwnProfile());
    expect(screen.getByRole('heading', { name: 'Mia Lens' })).toBeVisible();
    for (const secret of ['mia@example.com', '+351 912 345 678', '1996-04-12', '1996', 'April']) {
      expect(container.textContent).not.toContain(secret);
    }
    expect(container.innerHTML).not.toContain('mia@example.com');
  });

  it('shows initials without a picture, the default bio and General for a creator without them, and leaves empty fields out', () => {
    const { container } = renderView(makeEmptyPublicProfile({ instagram: 'sam.b', instagramFollowers: null }));
    expect(screen.getByRole('heading', { name: 'Sam Blank' })).toBeVisible();
    expect(screen.getByText('SB')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(section('Niches').getByText('General')).toBeVisible();
    expect(section('Bio').getByText('Content creator and influencer')).toBeVisible();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Sam Blank',
      'Bio',
      'Rate card',
      'Niches',
    ]);
    // A creator without a rate card (issue 30) says so.
    expect(section('Rate card').getByText('No rates given')).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.textContent).not.toMatch(/followers|null|undefined/);
  });

  it("shows a business's company, about text and logo, without follower counts", () => {
    renderView(
      makeEmptyPublicProfile({
        role: 'SMB',
        name: 'Dana Roaster',
        companyName: 'Northside Roasters',
        bio: 'Not shown for a business',
        businessBio: 'Small-batch coffee from Portland.',
        instagramFollowers: 5000,
        tiktok: 'northside',
        websitePortfolio: 'javascript:alert(1)',
      }),
    );
    expect(screen.getByText('Business')).toBeVisible();
    expect(screen.getByText('Northside Roasters')).toBeVisible();
    expect(section('About').getByText('Small-batch coffee from Portland.')).toBeVisible();
    expect(screen.queryByText('Not shown for a business')).not.toBeInTheDocument();
    expect(screen.queryByText(/followers/)).not.toBeInTheDocument();
    expect(screen.queryByText('General')).not.toBeInTheDocument();
    // A business has no rate card (issue 30).
    expect(screen.queryByRole('heading', { name: 'Rate card' })).not.toBeInTheDocument();
    expect(screen.queryByText('No rates given')).not.toBeInTheDocument();
    // Only http(s) websites become links.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://www.tiktok.com/@northside',
    ]);
  });
});
