import type { Clock } from './clock.ts';
import type { Channels } from './db/channels.ts';
import type { DataChanges } from './db/changes.ts';
import type { Db } from './db/database.ts';
import type { Random } from './crypto.ts';
import type { Mailbox } from './mailbox.ts';

export type Mode = 'development' | 'production';

/** Everything a route module needs, injected so tests can swap the clock, randomness, database and data folder. */
export interface ServerContext {
  /** PostgreSQL (PGlite or a server): every domain record (docs/decisions/0011-postgresql.md). */
  db: Db;
  /** Committed changes to the tables of cached reads (db/changes.ts, db/read-cache.ts). */
  changes: DataChanges;
  /** LISTEN/NOTIFY across every process on the database (db/channels.ts): the live streams hear new messages on it. */
  channels: Channels;
  clock: Clock;
  random: Random;
  mailbox: Mailbox;
  mode: Mode;
  /** Keys one-time-code hashes. */
  secret: string;
  /** Where the social stand-in sends the browser back to (the app's origin, or '' for same origin). */
  appUrl: string;
  /**
   * This API's own address as providers must reach it (M-Pesa callbacks; the simulators when no real base URL is
   * set): PUBLIC_API_URL, or the address it listens on, filled in once it listens.
   */
  publicUrl: string;
  /** Per-address and per-email limits on public writes (mock-server/rate-limits.ts); always on in production. */
  rateLimits: boolean;
  seedFile: string;
  /** The working folder: uploaded files live in it. */
  dataDir: string;
}
