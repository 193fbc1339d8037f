import { createFileRoute } from '@tanstack/react-router';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { loadDispute } from './-components/dispute-data.ts';
import { DisputeError } from './-components/dispute-error.tsx';
import { DisputePage } from './-components/dispute-page.tsx';

export const Route = createFileRoute('/_app/admin/disputes/$disputeId')({
  loader: ({ params }) => loadDispute(params.disputeId),
  head: () => pageTitle(titles.adminDispute),
  errorComponent: DisputeError,
  component: AdminDispute,
});

function AdminDispute() {
  return <DisputePage {...Route.useLoaderData()} />;
}
