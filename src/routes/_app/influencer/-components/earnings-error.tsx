import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../components/page-error.tsx';
import { earningsCopy } from '../../../../content/earnings.ts';

/** A failed load of the earnings page: the shared error page with its copy. */
export function EarningsError(props: ErrorComponentProps) {
  return <PageError {...props} copy={earningsCopy} />;
}
