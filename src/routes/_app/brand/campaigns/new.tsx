import { createFileRoute } from '@tanstack/react-router';
import { wizard } from '../../../../content/campaigns.ts';
import { titles } from '../../../../content/titles.ts';
import { emptyCampaignForm } from '../../../../lib/campaign-form.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { CampaignWizard } from '../../-components/campaign-wizard/campaign-wizard.tsx';

export const Route = createFileRoute('/_app/brand/campaigns/new')({
  head: () => pageTitle(titles.brandCampaignNew),
  component: NewCampaign,
});

function NewCampaign() {
  return <CampaignWizard title={wizard.newTitle} values={emptyCampaignForm()} />;
}
