// Development only: starts the local fakes of Instagram and TikTok (src/test/support/fake-platforms.ts) and of Stripe's
// API (src/test/support/fake-stripe.ts) on fixed ports, and prints the environment that points `npm run dev` at them
// (METRICS_PLATFORMS_URL, STRIPE_API_URL and the credentials the fakes accept; env.ts refuses both URLs in production).
// One account per platform is signed in, so a creator's Connect goes through the consent page. Ctrl-C stops them.
//   npm run fakes -w @microreach/server [-- --platforms-port 4010 --stripe-port 4011]
// The test support stays out of the production bundle: only this script and the tests import it.
import { parseArgs } from 'node:util';
import { startFakePlatforms } from '../src/test/support/fake-platforms.ts';
import { FAKE_STRIPE_SECRET_KEY, startFakeStripe } from '../src/test/support/fake-stripe.ts';

const { values } = parseArgs({
  options: {
    'platforms-port': { type: 'string', default: '4010' },
    'stripe-port': { type: 'string', default: '4011' },
  },
});

// Fixed credentials, so the printed environment stays the same from one run to the next.
const platforms = await startFakePlatforms({
  port: Number(values['platforms-port']),
  instagram: { clientId: '100000000000001', clientSecret: 'fake-instagram-client-secret' },
  tiktok: { clientId: 'awfakedevelopment', clientSecret: 'fake-tiktok-client-secret' },
});
const stripe = await startFakeStripe({ port: Number(values['stripe-port']) });
for (const platform of [platforms.instagram, platforms.tiktok]) {
  platform.signIn(platform.addAccount({ username: 'microreach_dev' }));
}

const environment = {
  METRICS_PLATFORMS_URL: platforms.url,
  INSTAGRAM_CLIENT_ID: platforms.instagram.client.clientId,
  INSTAGRAM_CLIENT_SECRET: platforms.instagram.client.clientSecret,
  TIKTOK_CLIENT_KEY: platforms.tiktok.client.clientId,
  TIKTOK_CLIENT_SECRET: platforms.tiktok.client.clientSecret,
  STRIPE_API_URL: stripe.url,
  STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
  // The fake sends no webhooks; the server only needs a secret to start with Stripe.
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_development',
};
console.log('Fake Instagram, TikTok and Stripe are listening. Start the server with:\n');
console.log(
  `${Object.entries(environment)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')} npm run dev\n`,
);
console.log('Ctrl-C stops the fakes.');

const stop = async () => {
  await Promise.all([platforms.close(), stripe.close()]);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
