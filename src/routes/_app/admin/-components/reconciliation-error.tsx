import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../components/page-error.tsx';
import { reconciliationCopy } from '../../../../content/ledger-admin.ts';

/** A failed load of the reconciliation report: the shared error page with its copy. */
export function ReconciliationError(props: ErrorComponentProps) {
  return <PageError {...props} copy={reconciliationCopy} />;
}
