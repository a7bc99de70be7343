import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { theme } from '#web/app/theme';
import { HomePage } from '#web/features/marketing/components/home-page';
import { InfluencerLandingPage } from '#web/features/marketing/components/influencer-landing-page';
import { SmbLandingPage } from '#web/features/marketing/components/smb-landing-page';
import { user } from '#web/test/user';

function renderPage(page: ReactElement) {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>{page}</MemoryRouter>
    </MantineProvider>,
  );
}

function expectLink(name: string, href: string, container: HTMLElement = document.body) {
  expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}

function sectionById(id: string): HTMLElement {
  const section = document.getElementById(id);
  if (!section) throw new Error(`no section #${id}`);
  return section;
}

function headingNames(container: HTMLElement, level: number): string[] {
  return within(container)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent ?? '');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

let consoleError: MockInstance;
let consoleWarn: MockInstance;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});

afterEach(() => {
  // React key warnings, invalid DOM props and act() warnings all arrive here.
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('shows the headline and sends each audience to its landing page or sign-up', () => {
    renderPage(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Where Small Businesses Meet Their Perfect Creators',
    );
    const header = screen.getByRole('banner');
    expectLink('MicroReach home', '/', header);
    expectLink('Login', '/auth', header);
    // Sign Up opens the Sign Up tab; Login, the Sign In tab (the page's default).
    expectLink('Sign Up', '/auth?tab=signup', header);

    expectLink("I'm a Business", '/smb-landing');
    expectLink('Get Started as a Business', '/auth?role=smb&tab=signup');
    expectLink("I'm an Influencer", '/influencer-landing');
    expectLink('Get Started as a Creator', '/auth?role=influencer&tab=signup');
  });

  it('has header, main and footer landmarks', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});

describe('SmbLandingPage', () => {
  it('has the top bar, hero and final call to action with the spec targets', () => {
    renderPage(<SmbLandingPage />);

    const header = screen.getByRole('banner');
    expectLink('MicroReach home', '/', header);
    expectLink('Login', '/auth', header);
    expectLink('Get Started', '/auth?role=smb', header);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Run Influencer Campaigns That Actually Perform',
    );
    expectLink('Post Your First Campaign', '/auth?role=smb');
    expectLink('Get Started Free', '/auth?role=smb');

    const finalCta = sectionById('get-started');
    for (const note of ['No credit card required', 'Setup in 5 minutes', 'Secure payments', 'Performance guarantee']) {
      expect(within(finalCta).getByText(note)).toBeVisible();
    }
  });

  it('"See How It Works" scrolls smoothly to the how-it-works section and focuses its heading', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderPage(<SmbLandingPage />);

    await user.click(screen.getByRole('button', { name: 'See How It Works' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(sectionById('how-it-works'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement?.id).toBe('how-it-works-title');
  });

  it('has the spec sections: 4 benefits, 3 named steps, UGC statistics, a success story, results and rated testimonials', () => {
    renderPage(<SmbLandingPage />);

    expect(headingNames(sectionById('benefits'), 3)).toHaveLength(4);
    expect(headingNames(sectionById('how-it-works'), 3)).toEqual(['Post Campaign', 'Get Matched', 'Approve Content']);
    expect(within(sectionById('why-ugc')).getAllByText(/^\d+(%|x)$/)).toHaveLength(4);
    expect(within(sectionById('success-story')).getByRole('heading', { level: 2 })).toBeVisible();
    expect(within(sectionById('results')).getByText('2.4M+')).toBeVisible();

    const testimonials = sectionById('testimonials');
    const ratings = within(testimonials).getAllByRole('img', { name: /^Rated [1-5] out of 5$/ });
    expect(ratings).toHaveLength(3);
    expect(within(testimonials).getByText('Bean & Bloom Café')).toBeVisible();
  });

  it('makes the section 1 promises', () => {
    renderPage(<SmbLandingPage />);
    const copy = screen.getByRole('main').textContent ?? '';

    expect(copy).toMatch(/pay only for\s+the engagement/i);
    expect(copy).toMatch(/views, likes and comments/i);
    expect(copy).toMatch(/bot/i);
    expect(copy).toMatch(/niche, location and audience size/i);
    expect(copy).toMatch(/dashboard/i);
    expect(copy).toMatch(/in-app chat/i);
    expect(copy).toMatch(/no minimum spend/i);
    expect(copy).toMatch(/no long-term contract/i);
    expect(copy).toMatch(/hundreds of businesses/i);
  });

  it('runs the sample carousel: 4000 ms autoplay, stop on hover and on a picked slide, restart on mouse leave', async () => {
    // Only the rotation's interval: user-event's actions wait on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPage(<SmbLandingPage />);
    const carousel = screen.getByRole('region', { name: 'Sample creator content' });
    const visibleSlide = () => within(carousel).getByRole('group', { name: /of 4$/ }).getAttribute('aria-label');
    const pressedDot = () =>
      within(carousel)
        .getAllByRole('button', { name: /^Show sample/ })
        .filter((dot) => dot.getAttribute('aria-pressed') === 'true')
        .map((dot) => dot.getAttribute('aria-label'));

    expect(within(carousel).getAllByRole('button', { name: /^Show sample \d of 4$/ })).toHaveLength(4);
    expect(visibleSlide()).toBe('1 of 4');
    expect(pressedDot()).toEqual(['Show sample 1 of 4']);

    advance(3999);
    expect(visibleSlide()).toBe('1 of 4');
    advance(1);
    expect(visibleSlide()).toBe('2 of 4');
    expect(pressedDot()).toEqual(['Show sample 2 of 4']);

    await user.hover(carousel);
    advance(12_000);
    expect(visibleSlide()).toBe('2 of 4');

    await user.unhover(carousel);
    advance(3999);
    expect(visibleSlide()).toBe('2 of 4');
    advance(1);
    expect(visibleSlide()).toBe('3 of 4');

    await user.click(within(carousel).getByRole('button', { name: 'Show sample 1 of 4' }));
    expect(visibleSlide()).toBe('1 of 4');
    advance(12_000);
    expect(visibleSlide()).toBe('1 of 4');

    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('4 of 4');
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('1 of 4');
  });
});

describe('InfluencerLandingPage', () => {
  it('has the top bar, hero and final call to action with the spec targets', () => {
    renderPage(<InfluencerLandingPage />);

    const header = screen.getByRole('banner');
    expectLink('MicroReach home', '/', header);
    expectLink('Login', '/auth', header);
    expectLink('Join Free', '/auth?role=influencer', header);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Creativity. Your Paycheck.');
    expectLink('Join & Start Earning', '/auth?role=influencer');
    expectLink('Start Earning Today', '/auth?role=influencer');

    const finalCta = sectionById('join');
    for (const note of ['Free to join', 'No contracts', 'Keep 95% of earnings']) {
      expect(within(finalCta).getByText(note)).toBeVisible();
    }
    expect(screen.getByText('Join 500+ creators already earning')).toBeVisible();
  });

  it('"See How It Works" scrolls smoothly to the how-it-works section', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderPage(<InfluencerLandingPage />);

    await user.click(screen.getByRole('button', { name: 'See How It Works' }));

    expect(scrollIntoView.mock.contexts[0]).toBe(sectionById('how-it-works'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('has the spec sections: 6 reasons, 4 named steps, rated creator testimonials and UGC examples', () => {
    renderPage(<InfluencerLandingPage />);

    expect(headingNames(sectionById('why-creators'), 3)).toHaveLength(6);
    expect(headingNames(sectionById('how-it-works'), 3)).toEqual([
      'Sign Up',
      'Match With Brands',
      'Create Content',
      'Get Paid for Results',
    ]);
    expect(
      within(sectionById('creator-testimonials')).getAllByRole('img', { name: /^Rated [1-5] out of 5$/ }),
    ).toHaveLength(3);
    expect(within(sectionById('ugc-examples')).getAllByText(/^@/)).toHaveLength(4);
  });

  it('makes the creator promises', () => {
    renderPage(<InfluencerLandingPage />);
    const copy = screen.getByRole('main').textContent ?? '';

    expect(copy).toMatch(/no follower minimums/i);
    expect(copy).toMatch(/once your content is verified/i);
    // Decision 018: the creator pays the 5% service fee, so the page promises what is true.
    expect(copy).toMatch(/keep 95% of/i);
    expect(copy).not.toMatch(/keep 100%/i);
  });

  it('rotates the creator types every 4000 ms and lets the dots pick one', async () => {
    // Only the rotation's interval: user-event's actions wait on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPage(<InfluencerLandingPage />);
    const showcase = screen.getByRole('region', { name: 'Creator types' });
    const shownType = () => within(showcase).getByRole('heading', { level: 2 }).textContent;
    const dot = (position: number) =>
      within(showcase).getByRole('button', { name: `Show creator type ${position} of 4` });

    expect(within(showcase).getAllByRole('button', { name: /^Show creator type/ })).toHaveLength(4);
    expect(shownType()).toBe('Lifestyle Creators');
    expect(dot(1)).toHaveAttribute('aria-pressed', 'true');

    advance(4000);
    expect(shownType()).toBe('Foodies');
    expect(dot(2)).toHaveAttribute('aria-pressed', 'true');
    expect(dot(1)).toHaveAttribute('aria-pressed', 'false');

    await user.click(dot(4));
    expect(shownType()).toBe('Beauty Creators');
    expect(dot(4)).toHaveAttribute('aria-pressed', 'true');
    advance(12_000);
    expect(shownType()).toBe('Beauty Creators');
  });
});
