import { titles } from './titles.ts';

/** Receipts, payout statements and the KRA PIN (docs/decisions/0015-receipts.md). */
export const receiptsCopy = {
  brandList: {
    title: titles.brandReceipts,
    intro: 'A numbered receipt for every payment you make to Sauti, with the VAT included in our fees.',
    caption: 'Your receipts',
    empty: 'No receipts yet. Each campaign launch and subscription you pay for gets one.',
  },
  creatorList: {
    title: titles.influencerStatements,
    intro: 'A numbered statement for every payout you receive, with your fees, our commission and the VAT in it.',
    caption: 'Your statements',
    empty: 'No statements yet. Each paid withdrawal gets one.',
  },
  admin: {
    title: titles.adminReceipts,
    intro: 'Every receipt for a brand’s payment and every statement for a creator’s payout, newest first.',
    caption: 'Receipts and statements',
    filterLabel: 'Show',
    kinds: { all: 'All', receipt: 'Receipts', statement: 'Statements' },
    apply: 'Show',
    empty: 'Nothing has been issued yet.',
    deleted: 'Deleted account',
    fileName: (kind: string | undefined) => `sauti-${kind ?? 'receipts-and-statements'}.csv`,
  },
  columns: { number: 'Number', date: 'Date (EAT)', purpose: 'For', amount: 'Amount', name: 'Name' },
  purposes: { launch: 'Campaign launch', subscription: 'Subscription', payout: 'Payout' } as Record<string, string>,
  backToReceipts: 'All receipts',
  backToStatements: 'All statements',
  pdf: { button: 'Download PDF', busy: 'Preparing the PDF…', done: (name: string) => `The PDF ${name} was downloaded.` },
  csv: { button: 'Download CSV', busy: 'Preparing the CSV…', done: (name: string) => `The CSV file ${name} was downloaded.` },
  pdfName: (number: string) => `sauti-${number}.pdf`,
  loadFailed: 'We could not load this page',
  retry: 'Try again',
  tax: {
    heading: 'Tax details',
    intro: 'Your KRA PIN is printed on your receipts and statements. Adding it is optional.',
    label: 'KRA PIN',
    hint: 'A letter, 9 digits and a letter, for example A123456789B. Leave it empty to remove it.',
    save: 'Save KRA PIN',
    saved: 'Your KRA PIN was saved.',
    removed: 'Your KRA PIN was removed.',
  },
};
