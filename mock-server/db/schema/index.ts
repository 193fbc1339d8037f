/** Every table of the local API (docs/decisions/0011-postgresql.md). The schema changes only by a migration. */
export * from './auth.ts';
export * from './inbox.ts';
export * from './platform.ts';
