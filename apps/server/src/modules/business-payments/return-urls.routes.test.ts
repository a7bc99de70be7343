// Issue 27 item 7: where a provider sends the person back. Without APP_URL the test-mode checkout and the return URLs
// stay on the address the person opened the app at (127.0.0.1 as well as localhost), so its session cookie comes along;
// a forged Host gets the default; with APP_URL set, APP_URL wins.
import { createSecretKey, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestModeProvider } from '#server/modules/ledger/providers/test-mode.ts';
import type { CheckoutRequest, PayoutAccountRequest } from '#server/modules/ledger/providers/types.ts';
import { TikTokProvider } from '#server/modules/metrics/providers/tiktok.ts';
import { callAs, createTestApp, signUpBusiness, signUpCreator, type TestApp } from '#server/test/harness.ts';
import { keyed } from '#server/test/ledger.ts';
import { type FakePlatforms, startFakePlatforms } from '#server/test/support/fake-platforms.ts';

/** Test mode, remembering what it was asked (the return URLs a real provider would send the person to). */
class ListeningTestProvider extends TestModeProvider {
  readonly checkouts: CheckoutRequest[] = [];
  readonly onboardings: PayoutAccountRequest[] = [];
  override async createCheckout(request: CheckoutRequest) {
    this.checkouts.push(request);
    return super.createCheckout(request);
  }
  override async startPayoutOnboarding(request: PayoutAccountRequest) {
    this.onboardings.push(request);
    return super.startPayoutOnboarding(request);
  }
}

async function addFunds(app: TestApp, provider: ListeningTestProvider, host: string) {
  const business = await signUpBusiness(app);
  const res = await callAs(
    app,
    business,
    'POST',
    '/api/business/payments/checkouts',
    { amountCents: 10_000 },
    {
      ...keyed(),
      host,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  const { id, url } = res.json() as { id: string; url: string };
  const asked = provider.checkouts.find((c) => c.checkoutId === id);
  return { id, url, successUrl: asked?.successUrl, cancelUrl: asked?.cancelUrl };
}

describe('without APP_URL (development)', () => {
  let app: TestApp;
  const provider = new ListeningTestProvider('http://localhost:3000');
  beforeAll(async () => {
    app = await createTestApp({
      appUrl: 'http://localhost:3000',
      appUrlFromRequest: { listenHost: '0.0.0.0' },
      payments: provider,
    });
  });
  afterAll(() => app.close());

  it('opened at 127.0.0.1:3000, the test checkout and its return URLs are on 127.0.0.1:3000', async () => {
    const checkout = await addFunds(app, provider, '127.0.0.1:3000');
    expect(checkout).toEqual({
      id: checkout.id,
      url: `http://127.0.0.1:3000/test-checkout/${checkout.id}`,
      successUrl: `http://127.0.0.1:3000/smb-payments?checkout=${checkout.id}`,
      cancelUrl: `http://127.0.0.1:3000/smb-payments?checkout=${checkout.id}&cancelled=1`,
    });
  });

  it('opened at localhost, on localhost', async () => {
    const checkout = await addFunds(app, provider, 'localhost:3000');
    expect(checkout.url).toBe(`http://localhost:3000/test-checkout/${checkout.id}`);
    expect(checkout.successUrl).toBe(`http://localhost:3000/smb-payments?checkout=${checkout.id}`);
  });

  it('a forged Host gets the default address, never another site', async () => {
    for (const host of ['evil.example', 'localhost.evil.example:3000', 'evil.example@127.0.0.1:3000']) {
      const checkout = await addFunds(app, provider, host);
      expect(checkout.url, host).toBe(`http://localhost:3000/test-checkout/${checkout.id}`);
      expect(checkout.successUrl, host).toBe(`http://localhost:3000/smb-payments?checkout=${checkout.id}`);
    }
  });

  it('a creator’s payout setup from 127.0.0.1 comes back to 127.0.0.1', async () => {
    const creator = await signUpCreator(app);
    const res = await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account', undefined, {
      host: '127.0.0.1:3000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toBe('http://127.0.0.1:3000/test-payout-setup');
    expect(provider.onboardings.find((o) => o.userId === creator.user.id)).toMatchObject({
      returnUrl: 'http://127.0.0.1:3000/earnings?payout-setup=done',
      refreshUrl: 'http://127.0.0.1:3000/earnings?payout-setup=retry',
    });
  });
});

describe('connecting TikTok without APP_URL', () => {
  let app: TestApp;
  let platforms: FakePlatforms;
  const callback = (base: string) => `${base}/api/creator/connections/tiktok/callback`;
  beforeAll(async () => {
    // The platform knows both development addresses as redirect URIs (as a developer registers them).
    platforms = await startFakePlatforms({
      tiktok: { redirectUris: [callback('http://localhost:3000'), callback('http://127.0.0.1:3000')] },
    });
    app = await createTestApp({
      appUrl: 'http://localhost:3000',
      appUrlFromRequest: { listenHost: '0.0.0.0' },
      metrics: {
        providers: { tiktok: new TikTokProvider({ ...platforms.tiktok.client, ...platforms.tiktok.urls }) },
        tokenKey: createSecretKey(randomBytes(32)),
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await platforms?.close();
  });

  it('opened at 127.0.0.1:3000, the platform sends the creator back to 127.0.0.1:3000 and the code exchange names it', async () => {
    const creator = await signUpCreator(app);
    const host = { host: '127.0.0.1:3000' };
    const started = await callAs(app, creator, 'POST', '/api/creator/connections/tiktok', undefined, host);
    expect(started.statusCode, started.body).toBe(200);
    expect(new URL(started.json().url).searchParams.get('redirect_uri')).toBe(callback('http://127.0.0.1:3000'));
    const account = platforms.tiktok.addAccount({ username: `rt_${randomBytes(4).toString('hex')}` });
    platforms.tiktok.signIn(account);
    const consent = await fetch(started.json().url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.origin).toBe('http://127.0.0.1:3000');
    // The callback arrives at the address it was sent to; the exchange must name the same redirect URI.
    const done = await callAs(app, creator, 'GET', `${back.pathname}${back.search}`, undefined, host);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/influencer-profile-settings?connected=tiktok');
  });
});

describe('with APP_URL set', () => {
  let app: TestApp;
  const provider = new ListeningTestProvider('http://app.microreach.internal:8080');
  beforeAll(async () => {
    app = await createTestApp({ appUrl: 'http://app.microreach.internal:8080', payments: provider });
  });
  afterAll(() => app.close());

  it('APP_URL wins over the address the request came to', async () => {
    const checkout = await addFunds(app, provider, '127.0.0.1:3000');
    expect(checkout.url).toBe(`http://app.microreach.internal:8080/test-checkout/${checkout.id}`);
    expect(checkout.successUrl).toBe(`http://app.microreach.internal:8080/smb-payments?checkout=${checkout.id}`);
  });
});
