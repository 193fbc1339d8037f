/** Every table of the local API (docs/decisions/0011-postgresql.md). The schema changes only by a migration. */
export * from './auth.ts';
export * from './inbox.ts';
export * from './platform.ts';
export * from './people.ts';
export * from './campaigns.ts';
export * from './money.ts';
export * from './delivery.ts';
export * from './plans.ts';
export * from './partners.ts';
export * from './reviews.ts';
export * from './messages.ts';
export * from './notices.ts';
export * from './directory.ts';
