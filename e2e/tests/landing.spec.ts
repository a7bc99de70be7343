// The public landing pages for businesses and creators (B2 "Business landing page", "Creator landing page"), and the
// size of the first page: the home page loads without the validation library, which comes with the sign-up form.
import type { Page } from '@playwright/test';
import { expect, expectPath, test } from '../fixtures';

interface LoadedScript {
  url: string;
  body: string;
}

/** Records every script the page loads from now on; `loaded()` gives those that have arrived so far, with bodies. */
function recordScripts(page: Page): { loaded(): Promise<LoadedScript[]> } {
  const scripts: Array<Promise<LoadedScript>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return { loaded: () => Promise.all(scripts) };
}

/** Whether a script holds zod's code: its error class, or its issue code for a value of the wrong type. */
function hasZod(script: LoadedScript): boolean {
  return script.body.includes('ZodError') || script.body.includes('invalid_type');
}

test.describe('home page', () => {
  test('loads without zod, which comes with the sign-up form', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Where Small Businesses Meet Their Perfect Creators' }),
    ).toBeVisible();
    // Everything the first page loads, lazily loaded parts too: nothing more is fetched once the network is quiet.
    await page.waitForLoadState('networkidle');
    const home = await scripts.loaded();
    // The bodies are the app's own code (the text of the page is in them), so a search in them means something.
    const pitch = 'Launch campaigns with local creators and pay only for the engagement they deliver.';
    await expect(page.getByText(pitch)).toBeVisible();
    expect(home.some((script) => script.body.includes(pitch))).toBe(true);
    expect(
      home.filter(hasZod).map((script) => script.url),
      'scripts of the home page with zod in them',
    ).toEqual([]);

    // The sign-up form checks what is typed with the server's schemas, so zod arrives with it: the check can fail.
    await page.getByRole('link', { name: 'Get Started as a Business' }).click();
    await expect(page).toHaveURL('/auth?role=smb&tab=signup');
    await expect(
      page.getByRole('tabpanel', { name: 'Sign Up' }).getByRole('button', { name: 'Create Account' }),
    ).toBeVisible();
    // The schemas load right after the form shows (so the form is quick to appear), before anything is sent.
    await expect
      .poll(async () => (await scripts.loaded()).slice(home.length).some(hasZod), {
        message: 'a script loaded for the sign-up form has zod in it',
      })
      .toBe(true);
  });
});

test.describe('landing pages rendered by the build', () => {
  test('show their text before any JavaScript runs, then work once it has', async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      for (const [path, heading] of [
        ['/', 'Where Small Businesses Meet Their Perfect Creators'],
        ['/smb-landing', 'Run Influencer Campaigns That Actually Perform'],
        ['/influencer-landing', 'Your Creativity. Your Paycheck.'],
      ] as const) {
        await bare.goto(path);
        await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
    } finally {
      await noScript.close();
    }
    // The same page hydrated: its controls answer. A click that lands before hydration does nothing (the button is
    // only HTML then), so the click is repeated until the page has hydrated and scrolls.
    await page.goto('/smb-landing');
    await expect(async () => {
      await page.getByRole('button', { name: 'See How It Works' }).click({ timeout: 2_000 });
      await expect(page.getByRole('heading', { name: 'Post Campaign' })).toBeInViewport({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
});

test.describe('business landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/smb-landing');
    await expect(page.getByRole('heading', { name: 'Run Influencer Campaigns That Actually Perform' })).toBeVisible();
  });

  test('See How It Works scrolls to the steps', async ({ page }) => {
    const firstStep = page.getByRole('heading', { name: 'Post Campaign' });
    await expect(firstStep).not.toBeInViewport();
    // The page is prerendered: a click before it has hydrated does nothing, so it is repeated until the page scrolls.
    await expect(async () => {
      await page.getByRole('button', { name: 'See How It Works' }).click({ timeout: 2_000 });
      await expect(firstStep).toBeInViewport({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Get Matched' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Approve Content' })).toBeInViewport();
  });

  test('Get Started Free opens business sign-in', async ({ page }) => {
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL('/auth?role=smb');
    await expect(page.getByText('Selected: Business Account')).toBeVisible();
  });

  test('Post Your First Campaign and Get Started open business sign-in, Login opens /auth', async ({ page }) => {
    await page.getByRole('link', { name: 'Post Your First Campaign' }).click();
    await expect(page).toHaveURL('/auth?role=smb');
    await page.goBack();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/auth?role=smb');
    await page.goBack();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/auth');
  });
});

test.describe('creator landing page', () => {
  test('shows the hero and the creator-type showcase', async ({ page }) => {
    await page.goto('/influencer-landing');
    await expect(page.getByRole('heading', { name: 'Your Creativity. Your Paycheck.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lifestyle Creators' })).toBeVisible();
  });

  test('the dot buttons pick a creator type', async ({ page }) => {
    await page.clock.install();
    await page.goto('/influencer-landing');
    const showcase = page.getByRole('region', { name: 'Creator types' });
    await expect(showcase.getByRole('heading', { name: 'Lifestyle Creators' })).toBeVisible();

    await showcase.getByRole('button', { name: 'Show creator type 3 of 4' }).click();
    await expect(showcase.getByRole('heading', { name: 'Fitness Coaches' })).toBeVisible();
    await expect(showcase.getByRole('heading', { name: 'Lifestyle Creators' })).toHaveCount(0);
    await expect(showcase.getByRole('button', { name: 'Show creator type 3 of 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(showcase.getByRole('button', { name: 'Show creator type 1 of 4' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // The chosen type stays put well past the 4000 ms interval.
    await page.clock.runFor(10_000);
    await expect(showcase.getByRole('heading', { name: 'Fitness Coaches' })).toBeVisible();

    await showcase.getByRole('button', { name: 'Show creator type 2 of 4' }).click();
    await expect(showcase.getByRole('heading', { name: 'Foodies' })).toBeVisible();
  });

  test('the showcase rotates by itself every 4 seconds', async ({ page }) => {
    const types = ['Lifestyle Creators', 'Foodies', 'Fitness Coaches', 'Beauty Creators'];
    await page.clock.install();
    await page.goto('/influencer-landing');
    const showcase = page.getByRole('region', { name: 'Creator types' });
    const shown = (title: string) => showcase.getByRole('heading', { name: title });
    await expect(shown(types[0] as string)).toBeVisible();
    // The page's clock ran with the real one while the page loaded, so where it stands in the 4 seconds is not
    // known: stop it, then move it on in 100 ms steps until the showcase turns, which fixes the moment of a turn to
    // within a step. After each step the page's message queue is drained, where React draws what the timer changed
    // (the clock is not involved there), so what is read is what the clock has made.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const drawn = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.addEventListener('message', () => resolve());
            channel.port1.start();
            channel.port2.postMessage(null);
          }),
      );
    const current = async (): Promise<number> => {
      await drawn();
      for (const [i, title] of types.entries()) if (await shown(title).isVisible()) return i;
      throw new Error('no creator type is shown');
    };
    const before = await current();
    let steps = 0;
    while ((await current()) === before) {
      expect(steps, 'the showcase turned within 4 seconds').toBeLessThanOrEqual(40);
      await page.clock.runFor(100);
      steps += 1;
    }
    const turnedTo = await current();
    expect(turnedTo).toBe((before + 1) % types.length);
    // It stays a good while short of the next 4 seconds, and has turned once they are past.
    await page.clock.runFor(3_500);
    await expect(shown(types[turnedTo] as string)).toBeVisible();
    await page.clock.runFor(500);
    await expect(shown(types[(turnedTo + 1) % types.length] as string)).toBeVisible();
    // Time flows again for the accessibility check that follows every test.
    await page.clock.resume();
  });

  test('the join buttons open creator sign-in', async ({ page }) => {
    await page.goto('/influencer-landing');
    await page.getByRole('link', { name: 'Join & Start Earning' }).click();
    await expect(page).toHaveURL('/auth?role=influencer');
    await expect(page.getByText('Selected: Influencer Account')).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Start Earning Today' }).click();
    await expect(page).toHaveURL('/auth?role=influencer');
    await page.goBack();
    // The header's join button (its wording is the marketing copy's choice).
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /join/i }).click();
    await expect(page).toHaveURL('/auth?role=influencer');
    await page.goBack();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
    await expectPath(page, '/auth');
  });
});
