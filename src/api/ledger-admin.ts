import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import type { Page } from './admin.ts';
import { LedgerAccountSchema, LedgerTransferSchema, ReconciliationSchema, type LedgerAccountRow, type LedgerTransferRow, type Reconciliation } from './earnings-schemas.ts';

/** The admin's view of the ledger and the M-Pesa reconciliation (docs/decisions/0009-money.md "Admin"). */
export interface LedgerQuery {
  campaign?: string;
  creator?: string;
  brand?: string;
  page?: number;
}

export const AccountList = v.object({ items: v.array(LedgerAccountSchema) });
export const TransferPage = v.object({ items: v.array(LedgerTransferSchema), total: v.number(), page: v.number(), pageSize: v.number() });

/** Empty filters stay out of the request. */
const params = (query: LedgerQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

export const fetchLedgerAccounts = ({ page: _page, ...query }: LedgerQuery): Promise<LedgerAccountRow[]> =>
  request(
    () => api.get('admin/ledger/accounts', { searchParams: params(query) }).json(),
    (d) => v.parse(AccountList, d).items,
    'We could not load the ledger accounts. Please try again.',
  );

export const fetchLedgerTransfers = (query: LedgerQuery): Promise<Page<LedgerTransferRow>> =>
  request(() => api.get('admin/ledger/transfers', { searchParams: params(query) }).json(), (d) => v.parse(TransferPage, d), 'We could not load the ledger transfers. Please try again.');

export const fetchReconciliation = (): Promise<Reconciliation> =>
  request(() => api.get('admin/reconciliation').json(), (d) => v.parse(ReconciliationSchema, d), 'We could not load the reconciliation report. Please try again.');
