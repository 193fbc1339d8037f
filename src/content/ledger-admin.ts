import { titles } from './titles.ts';

/** The admin ledger and reconciliation pages (money issue: "Admin"). */
export const ledgerCopy = {
  title: titles.adminLedger,
  intro: 'Every account and transfer in the double-entry ledger. Balances are summed from the transfers; nothing is stored as a balance.',
  loadFailed: 'We could not load the ledger',
  retry: 'Try again',
  filters: {
    label: 'Filter the ledger',
    campaign: 'Campaign',
    creator: 'Creator',
    brand: 'Brand',
    hint: 'A name or part of one, e.g. Zuri Threads or Mutua.',
    apply: 'Apply filters',
    clear: 'Clear',
  },
  accounts: {
    caption: 'Accounts',
    empty: 'No accounts match these filters.',
    columns: { code: 'Account', owner: 'Owner', normal: 'Normal side', posted: 'Posted', pending: 'Pending', available: 'Available' },
    platform: 'Sauti',
    owner: { brand: 'Brand', campaign: 'Campaign', creator: 'Creator' },
    unnamed: 'no longer on Sauti',
    normal: { debit: 'Debit', credit: 'Credit' },
  },
  transfers: {
    caption: 'Transfers, newest first',
    found: (total: number, from: number, to: number) => (total === 0 ? 'No transfers match these filters.' : `Showing transfers ${from}–${to} of ${total}.`),
    columns: { id: 'Transfer', at: 'When', debit: 'Debit', credit: 'Credit', amount: 'Amount', kind: 'Kind', ref: 'For' },
    kinds: { pending: 'Hold (pending)', post: 'Hold posted', void: 'Hold voided', plain: 'Posted' },
    none: '—',
  },
} as const;

export const reconciliationCopy = {
  title: titles.adminReconciliation,
  intro: 'The M-Pesa asset account must equal the successful STK receipts minus the successful B2C payouts, and each receipt must appear once.',
  loadFailed: 'We could not load the reconciliation report',
  retry: 'Try again',
  caption: 'M-Pesa reconciliation',
  rows: {
    stkReceived: 'Successful STK receipts',
    b2cPaid: 'Successful B2C payouts',
    expected: 'Expected M-Pesa asset (receipts − payouts)',
    mpesaAsset: 'M-Pesa asset account in the ledger',
    difference: 'Difference',
    receipts: 'Receipts counted',
  },
  figure: 'Figure',
  amount: 'Amount',
  balanced: 'Balanced: the M-Pesa asset matches the receipts and payouts.',
  unbalanced: (difference: string) => `Not balanced: the ledger differs by ${difference}.`,
  duplicatesHeading: 'Duplicate receipts',
  noDuplicates: 'No receipt appears twice.',
  duplicates: (count: number) => `${count} receipt${count === 1 ? '' : 's'} appear more than once:`,
} as const;
