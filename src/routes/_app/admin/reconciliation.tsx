import { createFileRoute } from '@tanstack/react-router';
import { fetchReconciliation } from '../../../api/ledger-admin.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ReconciliationError } from './-components/reconciliation-error.tsx';
import { ReconciliationReport } from './-components/reconciliation-report.tsx';

export const Route = createFileRoute('/_app/admin/reconciliation')({
  loader: () => fetchReconciliation(),
  head: () => pageTitle(titles.adminReconciliation),
  errorComponent: ReconciliationError,
  component: Reconciliation,
});

function Reconciliation() {
  return <ReconciliationReport report={Route.useLoaderData()} />;
}
