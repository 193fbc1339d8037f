import { createFileRoute, Link } from '@tanstack/react-router';
import { fetchCampaign } from '../../../../../api/campaigns.ts';
import { buttonClass } from '../../../../../components/ui/button-styles.ts';
import { wizard } from '../../../../../content/campaigns.ts';
import { titles } from '../../../../../content/titles.ts';
import { isEditableCampaign } from '../../../../../domain/campaign-types.ts';
import { formFromCampaign } from '../../../../../lib/campaign-form.ts';
import { pageTitle } from '../../../../../lib/guards.ts';
import { searchSchema } from '../../../../../lib/search-params.ts';
import { wizardStepParam } from '../../../../../lib/search-keys.ts';
import { CampaignError } from '../../-components/campaign-error.tsx';
import { CampaignWizard } from '../../../-components/campaign-wizard/campaign-wizard.tsx';
import { NotEditable } from '../../../-components/campaign-wizard/not-editable.tsx';
import { ReviewNotes } from '../../../-components/campaign-wizard/review-notes.tsx';

const editSearch = searchSchema({ step: wizardStepParam });

export const Route = createFileRoute('/_app/brand/campaigns/$campaignId/edit')({
  validateSearch: editSearch,
  loader: ({ params }) => fetchCampaign(params.campaignId),
  // Not kept once left: opened again, the wizard starts from what was saved, not from a stale copy reloaded under it.
  gcTime: 0,
  head: () => pageTitle(titles.brandCampaignEdit),
  errorComponent: CampaignError,
  component: EditCampaign,
});

/** Resumes a stored draft in the wizard; the admin's notes stay in view while the brand edits. */
function EditCampaign() {
  const campaign = Route.useLoaderData();
  const { step } = Route.useSearch();
  // A campaign whose changes were asked for opens here as it is; only saving reopens it as a draft.
  if (!isEditableCampaign(campaign.status)) {
    return (
      <NotEditable>
        <Link to="/brand/campaigns/$campaignId" params={{ campaignId: campaign.id }} className={buttonClass.primary}>{wizard.openCampaign}</Link>
      </NotEditable>
    );
  }
  return (
    <CampaignWizard
      key={campaign.id}
      title={wizard.editTitle}
      campaignId={campaign.id}
      values={formFromCampaign(campaign)}
      startStep={step}
      notes={<ReviewNotes notes={campaign.reviewNotes} only="changes_requested" />}
    />
  );
}
