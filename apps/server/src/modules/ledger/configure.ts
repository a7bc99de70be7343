// The payment provider this server uses, from the environment (issue 13): Stripe when its keys are set, otherwise
// the built-in test mode (env.ts refuses that in production unless PAYMENTS_TEST_MODE=true).
import type { Env } from '#server/env.ts';
import { StripeProvider } from './providers/stripe.ts';
import { TestModeProvider } from './providers/test-mode.ts';
import type { PaymentProvider } from './providers/types.ts';

export function configurePayments(env: Env, appUrl: string): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return new StripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(env.STRIPE_API_URL ? { apiBaseUrl: env.STRIPE_API_URL } : {}),
    });
  }
  return new TestModeProvider(appUrl);
}
