import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../components/page-error.tsx';
import { review } from '../../../../content/review.ts';

/** A failed review page load: the shared error page with this area's copy. */
export function ReviewError(props: ErrorComponentProps) {
  return <PageError {...props} copy={review} />;
}
