import type { SeedSource } from '../seed.ts';
import * as schema from '../schema/index.ts';

type Row = Record<string, unknown>;
type Owner = { type: string; id: string } | null;
type Flags = { pending: boolean; post: boolean; void: boolean; linked: boolean };

/**
 * How db.json's money collections become rows (mock-server/db/seed.ts). Accounts come before the transfers that
 * touch them; the database writes each transfer's entries and the accounts' totals as the transfers are inserted.
 */
export const SOURCES: SeedSource[] = [
  {
    table: schema.ledgerAccounts, collection: 'ledgerAccounts',
    toRow: (r) => {
      const owner = r.owner as Owner;
      return { code: r.code, normal: r.normal, flag: r.flag, ownerType: owner?.type ?? null, ownerId: owner?.id ?? null, currency: r.currency, createdAt: r.createdAt };
    },
  },
  {
    table: schema.ledgerTransfers, collection: 'ledgerTransfers',
    toRow: (r) => {
      const flags = r.flags as Flags;
      const ref = r.ref as Owner;
      return {
        id: r.id, debitAccountId: r.debitAccountId, creditAccountId: r.creditAccountId, amount: r.amount, currency: r.currency, ...flags,
        pendingId: r.pendingId, refType: ref?.type ?? null, refId: ref?.id ?? null, createdAt: r.createdAt,
      };
    },
  },
  { table: schema.payments, collection: 'payments' },
  { table: schema.withdrawals, collection: 'withdrawals' },
  { table: schema.payoutDetails, collection: 'payoutDetails', toRow: (r: Row) => ({ creatorId: r.creatorId, mpesaPhone: r.mpesaPhone, paypalEmail: r.paypalEmail, bank: r.bank, updatedAt: r.updatedAt }) },
  // The M-Pesa simulator's prompts behind the seeded payments (scripts/seed-money.ts); the seed holds no B2C payouts.
  {
    table: schema.darajaStk, collection: 'darajaSim',
    toRow: (r: Row) => {
      if (r.kind !== 'stk') throw new Error(`The seed's darajaSim holds STK prompts only, not ${String(r.kind)} records.`);
      const { kind: _kind, ...session } = r;
      return session;
    },
  },
];
