import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../components/page-error.tsx';
import { admin } from '../../../../content/admin.ts';

/** A failed inbox load: the shared error page with this area's copy. */
export function InboxError(props: ErrorComponentProps) {
  return <PageError {...props} copy={admin.inbox} />;
}
