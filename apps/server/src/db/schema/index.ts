export * from './auth.ts';
export * from './marketplace.ts';
