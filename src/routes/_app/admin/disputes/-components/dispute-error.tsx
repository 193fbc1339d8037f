import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../../components/page-error.tsx';
import { adminDispute, adminDisputes } from '../../../../../content/disputes.ts';

/** A failed load of the disputes list: the shared error page with its copy. */
export function DisputesError(props: ErrorComponentProps) {
  return <PageError {...props} copy={adminDisputes} />;
}

/** A failed load of one dispute (or no such dispute). */
export function DisputeError(props: ErrorComponentProps) {
  return <PageError {...props} copy={adminDispute} />;
}
