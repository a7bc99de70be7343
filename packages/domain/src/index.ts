export * from './auth.ts';
export * from './constants.ts';
export * from './formulas.ts';
export * from './messages.ts';
export * from './options.ts';
export * from './paths.ts';
export * from './statuses.ts';
export * from './profile.ts';
