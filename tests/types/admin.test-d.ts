/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): what the admin reads — the queues' counts, the
 * review queues, the inbox, the survey's figures and the ledger. The app's valibot schemas (src/api/) and the local
 * API's answers are held equal here; `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import { expectTypeOf } from 'vitest';
import type { Campaign, MyVerification } from '../../src/domain/campaign-types.ts';
import type {
  CampaignsSchema, QueuedVerificationSchema, QueuesSchema, VerificationsSchema,
} from '../../src/api/admin-review.ts';
import type { ApplicationSchema as JobApplicationSchema, StatsSchema } from '../../src/api/admin.ts';
import type { LedgerAccountSchema, LedgerTransferSchema, ReconciliationSchema } from '../../src/api/earnings-schemas.ts';
import type { AccountList, TransferPage } from '../../src/api/ledger-admin.ts';
import type { queueCounts } from '../../mock-server/routes/admin-queues.ts';
import type { Balances, LedgerAccount } from '../../mock-server/ledger/accounts.ts';
import type { LedgerTransfer } from '../../mock-server/ledger/ledger.ts';
import type { Reconciliation } from '../../mock-server/money/reconciliation.ts';

/** An intersection written out as one object, as a schema infers it. */
type Flat<T> = { [K in keyof T]: T[K] };

// What waits for an admin.
expectTypeOf<v.InferOutput<typeof QueuesSchema>>().toEqualTypeOf<Awaited<ReturnType<typeof queueCounts>>>();

// The review queues: campaigns in review, and verifications with the creator and the evidence's files.
expectTypeOf<v.InferOutput<typeof CampaignsSchema>>().toEqualTypeOf<{ items: Campaign[] }>();
type Queued = v.InferOutput<typeof QueuedVerificationSchema>;
expectTypeOf<Pick<Queued, keyof MyVerification>>().toEqualTypeOf<MyVerification>();
expectTypeOf<Omit<Queued, keyof MyVerification>>().toEqualTypeOf<{
  id: string; creatorId: string; creator: { id: string; name: string; email: string; username: string };
  screenshots: Array<{ index: number; type: string; size: number }>;
}>();
expectTypeOf<v.InferOutput<typeof VerificationsSchema>>().toEqualTypeOf<{ items: Queued[] }>();

// The inbox's job applications and the survey's figures.
expectTypeOf<v.InferOutput<typeof JobApplicationSchema>>().toEqualTypeOf<{
  id: string; createdAt: string; role: string; roleTitle: string; fullName: string; email: string; phone: string; location?: string | undefined;
  whyJoin: string; portfolioUrl?: string | undefined;
  files: Array<{ index: number; kind: 'resume' | 'portfolio'; originalName: string; size: number; type: string }>;
}>();
expectTypeOf<v.InferOutput<typeof StatsSchema>>().toEqualTypeOf<{
  total: number; questions: Array<{ name: string; kind: 'single' | 'multi'; answered: number; counts: Array<{ value: string; count: number }> }>;
}>();

// The ledger: an account as GET /admin/ledger/accounts answers it (its owner named, its balances), a transfer with
// what its reference names, and M-Pesa reconciliation.
type Owner = NonNullable<LedgerAccount['owner']>;
expectTypeOf<v.InferOutput<typeof LedgerAccountSchema>>().toEqualTypeOf<Flat<
  Pick<LedgerAccount, 'code' | 'currency' | 'normal'> & { owner: Flat<Owner & { name: string | null }> | null } & Pick<Balances, 'posted' | 'pending' | 'available'>
>>();
expectTypeOf<v.InferOutput<typeof LedgerTransferSchema>>().toEqualTypeOf<Flat<LedgerTransfer & { refName: string | null }>>();
expectTypeOf<v.InferOutput<typeof ReconciliationSchema>>().toEqualTypeOf<Reconciliation>();
expectTypeOf<v.InferOutput<typeof AccountList>>().toEqualTypeOf<{ items: Array<v.InferOutput<typeof LedgerAccountSchema>> }>();
expectTypeOf<v.InferOutput<typeof TransferPage>>().toEqualTypeOf<{
  items: Array<v.InferOutput<typeof LedgerTransferSchema>>; total: number; page: number; pageSize: number;
}>();
