// The payment provider this server uses, from the environment (issue 13): Stripe when its keys are set, otherwise
// the built-in test mode (env.ts refuses that in production unless PAYMENTS_TEST_MODE=true), which books what it does
// in the database's test_provider_records.
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { StripeProvider } from './providers/stripe.ts';
import { TestModeProvider } from './providers/test-mode.ts';
import type { PaymentProvider } from './providers/types.ts';
import { testProviderBooks } from './test-provider-books.ts';

export function configurePayments(env: Env, appUrl: string, db: Db): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return new StripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(env.STRIPE_API_URL ? { apiBaseUrl: env.STRIPE_API_URL } : {}),
    });
  }
  return new TestModeProvider(appUrl, testProviderBooks(db));
}
