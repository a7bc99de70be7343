export * from './account-tokens.ts';
export * from './auth.ts';
export * from './idempotency.ts';
export * from './ledger.ts';
export * from './mail.ts';
export * from './marketplace.ts';
export * from './notification-emails.ts';
export * from './reconciliation.ts';
