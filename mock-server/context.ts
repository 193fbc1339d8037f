import type { Clock } from './clock.ts';
import type { Random } from './crypto.ts';
import type { Mailbox } from './mailbox.ts';
import type { Store } from './store.ts';

export type Mode = 'development' | 'production';

/** Everything a route module needs, injected so tests can swap the clock, randomness and data file. */
export interface ServerContext {
  store: Store;
  clock: Clock;
  random: Random;
  mailbox: Mailbox;
  mode: Mode;
  /** Keys one-time-code hashes. */
  secret: string;
  /** Where the social stand-in sends the browser back to (the app's origin, or '' for same origin). */
  appUrl: string;
  seedFile: string;
  dataFile: string;
}
