import type { ErrorComponentProps } from '@tanstack/react-router';
import { analyticsCopy } from '../content/analytics.ts';
import { PageError } from './page-error.tsx';

/** A failed load of an analytics page: the shared error page with its copy. */
export function AnalyticsError(props: ErrorComponentProps) {
  return <PageError {...props} copy={analyticsCopy} />;
}
