import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../components/page-error.tsx';
import { ledgerCopy } from '../../../../content/ledger-admin.ts';

/** A failed load of the ledger: the shared error page with its copy. */
export function LedgerError(props: ErrorComponentProps) {
  return <PageError {...props} copy={ledgerCopy} />;
}
