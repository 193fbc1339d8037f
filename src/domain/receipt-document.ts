import type { Currency } from './campaign-types.ts';
import { MINOR_PER_MAJOR } from './campaign-types.ts';
import { eatDateTime } from './eat.ts';
import { COMMISSION_RATE } from './money-types.ts';
import { VAT_RATE, vatIncluded } from './vat.ts';

/**
 * Receipts (a brand's payments) and payout statements (a creator's withdrawals), docs/decisions/0015-receipts.md.
 * The local API answers a `ReceiptDocument`; `documentSections` turns it into the lines both the page and the PDF
 * show, so the two never say different things.
 */
export type ReceiptKind = 'receipt' | 'statement';
/** How a receipt's payment or a statement's payout went. */
export const PAY_METHODS = ['mpesa', 'paypal', 'bank', 'balance'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** "SR-2026-000123" or "SS-2026-000045": series, EAT year, a gap-free sequence of six digits or more. */
export const RECEIPT_NUMBER = /^S[RS]-\d{4}-\d{6,}$/;

export interface ReceiptParty {
  name: string;
  email: string | null;
  kraPin: string | null;
}

interface DocumentBase {
  number: string;
  issuedAt: string;
  currency: Currency;
  party: ReceiptParty;
  method: PayMethod;
  /** The payer's or payee's account, masked: "0712 ••• 678". */
  account: string | null;
  /** The provider's reference: M-Pesa's receipt number, PayPal's capture or payout item id; null for a bank payout. */
  reference: string | null;
  /** Sauti's own id of the payment or withdrawal. */
  sautiReference: string;
}

export interface PaymentReceipt extends DocumentBase {
  kind: 'receipt';
  /** The payment's purpose: 'launch', 'subscription'. */
  purpose: string;
  /** What was paid for, in words: 'Launch of "Title"'. */
  description: string;
  /** Sauti's fee, VAT-inclusive. */
  fee: number;
  /** Money held for the brand's campaign (not Sauti's revenue, no VAT). */
  held: number;
  /** What the provider took from the payer. */
  total: number;
}

export interface StatementLine {
  campaignTitle: string;
  /** The fees released to the creator for this campaign. */
  fee: number;
  /** Sauti's commission on them, VAT-inclusive. */
  commission: number;
}

export interface PayoutStatement extends DocumentBase {
  kind: 'statement';
  /** What was released to the creator since their previous statement, by campaign. */
  lines: StatementLine[];
  paid: number;
}

export type ReceiptDocument = PaymentReceipt | PayoutStatement;

/** One line of the admin's list and CSV. */
export interface ReceiptSummary {
  number: string;
  kind: ReceiptKind;
  purpose: string;
  issuedAt: string;
  amount: number;
  currency: Currency;
  ownerId: string;
  ownerName: string | null;
}

export interface DocumentLine {
  label: string;
  value: string;
  /** A total. */
  strong?: boolean;
}

export interface DocumentSection {
  heading: string;
  lines: DocumentLine[];
  table?: { head: string[]; rows: string[][] };
  note?: string;
}

export interface DocumentView {
  title: string;
  sections: DocumentSection[];
}

/** "KES 1,000.00": documents always show the cents, since VAT parts have them. */
export const documentMoney = (minor: number, currency: Currency): string =>
  `${currency} ${(minor / MINOR_PER_MAJOR).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const METHOD_WORDS: Record<PayMethod, string> = { mpesa: 'M-Pesa', paypal: 'PayPal', bank: 'Bank transfer', balance: 'your Sauti balance' };
const VAT_PERCENT = `${Math.round(VAT_RATE * 100)}%`;
const COMMISSION_PERCENT = `${Math.round(COMMISSION_RATE * 100)}%`;

export const documentTitle = (doc: Pick<ReceiptDocument, 'kind' | 'number'>): string =>
  `${doc.kind === 'receipt' ? 'Receipt' : 'Payout statement'} ${doc.number}`;

function referenceLabel(doc: ReceiptDocument): string {
  if (doc.method === 'mpesa') return 'M-Pesa receipt number';
  if (doc.method === 'paypal') return doc.kind === 'receipt' ? 'PayPal capture ID' : 'PayPal payout item ID';
  return 'Bank reference';
}

function partySection(doc: ReceiptDocument): DocumentSection {
  return {
    heading: doc.kind === 'receipt' ? 'Billed to' : 'Paid to',
    lines: [
      { label: 'Name', value: doc.party.name },
      { label: 'Email', value: doc.party.email ?? '—' },
      { label: 'KRA PIN', value: doc.party.kraPin ?? 'Not given (add it in Settings)' },
    ],
  };
}

function headerSection(doc: ReceiptDocument): DocumentSection {
  return {
    heading: doc.kind === 'receipt' ? 'Receipt' : 'Payout statement',
    lines: [
      { label: doc.kind === 'receipt' ? 'Receipt number' : 'Statement number', value: doc.number },
      { label: doc.kind === 'receipt' ? 'Date paid' : 'Date paid out', value: eatDateTime(doc.issuedAt) },
      { label: 'Issued by', value: 'Sauti' },
    ],
  };
}

function providerLines(doc: ReceiptDocument): DocumentLine[] {
  const how = METHOD_WORDS[doc.method];
  return [
    { label: doc.kind === 'receipt' ? 'Paid by' : 'Paid out by', value: doc.account ? `${how} (${doc.account})` : how },
    { label: referenceLabel(doc), value: doc.reference ?? (doc.method === 'bank' ? 'Paid by hand by the Sauti team' : 'Not given by the provider') },
    { label: 'Sauti reference', value: doc.sautiReference },
  ];
}

const feeLabel = (purpose: string) => (purpose === 'launch' ? 'Launch fee' : purpose === 'subscription' ? 'Subscription' : 'Sauti fee');

function receiptSections(doc: PaymentReceipt): DocumentSection[] {
  const m = (minor: number) => documentMoney(minor, doc.currency);
  const lines: DocumentLine[] = [
    { label: `${feeLabel(doc.purpose)} (Sauti's fee, VAT inclusive)`, value: m(doc.fee) },
    { label: `VAT at ${VAT_PERCENT} included in the fee`, value: m(vatIncluded(doc.fee)) },
  ];
  if (doc.held > 0) lines.push({ label: 'Campaign budget held for creators (not a fee, no VAT)', value: m(doc.held) });
  const difference = doc.total - (doc.fee + doc.held);
  if (difference < 0) lines.push({ label: 'Paid from your Sauti balance', value: m(-difference) });
  if (difference > 0) lines.push({ label: 'Rounded up to whole units, kept in your Sauti balance', value: m(difference) });
  // A launch the balance paid in full charged no provider: the balance line above says what paid it.
  lines.push({ label: doc.method === 'balance' ? 'Total charged (your Sauti balance paid it all)' : `Total paid by ${METHOD_WORDS[doc.method]}`, value: m(doc.total), strong: true });
  return [
    { heading: 'Payment', lines: [{ label: 'For', value: doc.description }, ...providerLines(doc)] },
    { heading: 'Amounts', lines },
  ];
}

function statementSections(doc: PayoutStatement): DocumentSection[] {
  const m = (minor: number) => documentMoney(minor, doc.currency);
  const fees = doc.lines.reduce((sum, l) => sum + l.fee, 0);
  const commission = doc.lines.reduce((sum, l) => sum + l.commission, 0);
  return [
    { heading: 'Payout', lines: providerLines(doc) },
    {
      heading: 'Earnings since your previous statement',
      lines: [
        { label: 'Fees released to you', value: m(fees) },
        { label: `Sauti's ${COMMISSION_PERCENT} commission (VAT inclusive)`, value: m(commission) },
        { label: `VAT at ${VAT_PERCENT} included in the commission`, value: m(vatIncluded(commission)) },
        { label: 'Net earned', value: m(fees - commission) },
        { label: 'Amount paid out', value: m(doc.paid), strong: true },
      ],
      table: {
        head: ['Campaign', 'Fee', 'Commission', 'VAT in commission', 'Net'],
        rows: doc.lines.map((l) => [l.campaignTitle, m(l.fee), m(l.commission), m(vatIncluded(l.commission)), m(l.fee - l.commission)]),
      },
      note: doc.lines.length === 0 ? 'No fees were released to you since your previous statement.' : undefined,
    },
  ];
}

/** What a receipt or statement says, in order: the page and the PDF both show exactly these. */
export function documentSections(doc: ReceiptDocument): DocumentView {
  const body = doc.kind === 'receipt' ? receiptSections(doc) : statementSections(doc);
  return { title: documentTitle(doc), sections: [headerSection(doc), partySection(doc), ...body] };
}
