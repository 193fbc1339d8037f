import * as v from 'valibot';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { PAY_METHODS, type ReceiptDocument, type ReceiptKind, type ReceiptSummary } from '../domain/receipt-document.ts';
import { api, request, toApiError } from '../lib/api.ts';
import type { Page } from './admin.ts';

/** Receipts for a brand's payments, statements for a creator's payouts (docs/decisions/0015-receipts.md). */
const id = (value: string) => encodeURIComponent(value);
const currency = v.picklist(CURRENCIES);
const method = v.picklist(PAY_METHODS);

export const ReceiptSummarySchema = v.object({
  number: v.string(), kind: v.picklist(['receipt', 'statement']), purpose: v.string(), issuedAt: v.string(), amount: v.number(),
  currency, ownerId: v.string(), ownerName: v.nullable(v.string()),
});
const base = {
  number: v.string(), issuedAt: v.string(), currency, method, account: v.nullable(v.string()), reference: v.nullable(v.string()), sautiReference: v.string(),
  party: v.object({ name: v.string(), email: v.nullable(v.string()), kraPin: v.nullable(v.string()) }),
};
export const PaymentReceiptSchema = v.object({ ...base, kind: v.literal('receipt'), purpose: v.string(), description: v.string(), fee: v.number(), held: v.number(), total: v.number() });
export const PayoutStatementSchema = v.object({ ...base, kind: v.literal('statement'), paid: v.number(), lines: v.array(v.object({ campaignTitle: v.string(), fee: v.number(), commission: v.number() })) });
/**
 * A receipt or a statement, by its `kind`. Chosen by hand rather than with `v.variant`: valibot's functions share the
 * signed-in shell's chunk, and this page alone would have added variant to every page's first load (decision 0008).
 */
const parseDocument = (d: unknown): ReceiptDocument =>
  (d as { kind?: unknown } | null)?.kind === 'statement' ? v.parse(PayoutStatementSchema, d) : v.parse(PaymentReceiptSchema, d);
export const SummaryList = v.object({ items: v.array(ReceiptSummarySchema) });
export const SummaryPage = v.object({ items: v.array(ReceiptSummarySchema), total: v.number(), page: v.number(), pageSize: v.number() });
export const TaxDetails = v.object({ kraPin: v.nullable(v.string()) });

export const fetchMyReceipts = (): Promise<ReceiptSummary[]> =>
  request(() => api.get('receipts').json(), (d) => v.parse(SummaryList, d).items, 'We could not load your receipts. Please try again.');

export const fetchReceipt = (number: string): Promise<ReceiptDocument> =>
  request(() => api.get(`receipts/${id(number)}`).json(), parseDocument, 'We could not load this document. Please try again.');

/** The files need the bearer token, which only the `api` client adds, so they are fetched as blobs (lib/save-blob.ts). */
async function blob(path: string, accept: string, fallback: string, searchParams?: Record<string, string>): Promise<Blob> {
  try {
    return await api.get(path, { headers: { Accept: accept }, searchParams }).blob();
  } catch (error) {
    throw toApiError(error, fallback);
  }
}

export const fetchReceiptPdf = (number: string): Promise<Blob> =>
  blob(`receipts/${id(number)}.pdf`, 'application/pdf', 'The PDF could not be made. Please try again.');

export interface AdminReceiptQuery {
  page?: number;
  kind?: ReceiptKind;
}

const params = (query: AdminReceiptQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<string, string | number>;

export const fetchAdminReceipts = (query: AdminReceiptQuery): Promise<Page<ReceiptSummary>> =>
  request(() => api.get('admin/receipts', { searchParams: params(query) }).json(), (d) => v.parse(SummaryPage, d), 'We could not load the receipts. Please try again.');

export const fetchReceiptsCsv = (kind: ReceiptKind | undefined): Promise<Blob> =>
  blob('admin/receipts.csv', 'text/csv', 'The CSV file could not be made. Please try again.', kind ? { kind } : undefined);

export const fetchTaxDetails = () =>
  request(() => api.get('account/tax-details').json(), (d) => v.parse(TaxDetails, d), 'We could not load your tax details. Please try again.');

export const saveTaxDetails = (kraPin: string | null) =>
  request(() => api.put('account/tax-details', { json: { kraPin } }).json(), (d) => v.parse(TaxDetails, d), 'Your KRA PIN could not be saved. Please try again.');
