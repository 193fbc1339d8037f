import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../../components/page-error.tsx';
import { campaignPage as t } from '../../../../content/campaigns.ts';

/** A failed campaign page load: the shared error page with this area's copy. */
export function CampaignError(props: ErrorComponentProps) {
  return <PageError {...props} copy={t} />;
}
