import type { SeedSource } from '../seed.ts';
import { accountRow, profileRow, verificationRow } from '../../people/rows.ts';
import { accounts, notifications, profiles, verifications } from '../schema/people.ts';
import type { Account, ProfileRecord } from '../../types.ts';
import type { VerificationRecord } from '../../people/rows.ts';

/** How db.json's people collections become rows (mock-server/db/seed.ts): accounts first, as the others refer to them. */
export const SOURCES: SeedSource[] = [
  { table: accounts, collection: 'accounts', toRow: (r) => accountRow(r as unknown as Account) },
  { table: profiles, collection: 'profiles', toRow: (r) => profileRow(r as ProfileRecord) },
  { table: verifications, collection: 'verifications', toRow: (r) => verificationRow(r as unknown as VerificationRecord) },
  { table: notifications, collection: 'notifications' },
];
