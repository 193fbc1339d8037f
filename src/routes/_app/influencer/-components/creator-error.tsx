import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../components/page-error.tsx';
import { creatorCopy } from '../../../../content/creator.ts';

/** A failed load of a creator page: the shared error page with this area's copy. */
export function CreatorError(props: ErrorComponentProps) {
  return <PageError {...props} copy={creatorCopy} />;
}
