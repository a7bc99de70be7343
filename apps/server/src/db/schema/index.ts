export * from './auth.ts';
export * from './idempotency.ts';
export * from './marketplace.ts';
export * from './money.ts';
