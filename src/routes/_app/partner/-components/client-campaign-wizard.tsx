import { Link } from '@tanstack/react-router';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { wizard } from '../../../../content/campaigns.ts';
import { partnerCampaign as t } from '../../../../content/partners.ts';
import type { WizardStep } from '../../../../domain/campaign-wizard-form.ts';
import { emptyCampaignForm, formFromCampaign, formFromCopy } from '../../../../lib/campaign-form.ts';
import { CampaignWizard } from '../../-components/campaign-wizard/campaign-wizard.tsx';
import { ReviewNotes } from '../../-components/campaign-wizard/review-notes.tsx';

/** A client's campaign to edit at `step`, or a new one for the client: blank, or from a copy of one of its briefs. */
export type ClientWizardProps =
  | { campaign: CampaignView; step: WizardStep }
  | { brandId: string; brandName: string; source: CampaignView | null };

const forClient = (brandName: string) => <p className="text-lg">{t.for(brandName)}</p>;

/**
 * The brand's own campaign wizard, for a partner writing its client's campaign (issue 25): loaded only when opened
 * (React.lazy), so the partner's pages do not carry it. It saves and submits for the client and stays on the
 * partner's pages: a saved draft is `/partner/campaigns/{id}?step=`, a submitted one its campaign page.
 */
export default function ClientCampaignWizard(props: ClientWizardProps) {
  if ('brandId' in props) {
    const { brandId, brandName, source } = props;
    return (
      <CampaignWizard title={wizard.newTitle} values={source ? formFromCopy(source) : emptyCampaignForm()}
        notes={forClient(brandName)} acting={{ role: 'partner', brandId }} />
    );
  }
  const { campaign, step } = props;
  // A campaign whose changes were asked for opens as it is; only saving reopens it as a draft (as for the brand).
  if (campaign.status !== 'draft' && campaign.status !== 'changes_requested') {
    return (
      <section className="mx-auto max-w-2xl space-y-4 p-6">
        <h1 className="text-3xl font-bold tracking-tight">{wizard.editTitle}</h1>
        <p>{wizard.notEditable}</p>
        <Link to="/partner/$section/$id" params={{ section: 'campaigns', id: campaign.id }} className={buttonClass.primary}>{wizard.openCampaign}</Link>
      </section>
    );
  }
  return (
    <CampaignWizard title={wizard.editTitle} campaignId={campaign.id} values={formFromCampaign(campaign)} startStep={step}
      notes={<>{forClient(campaign.brandName)}<ReviewNotes notes={campaign.reviewNotes} only="changes_requested" /></>}
      acting={{ role: 'partner', brandId: campaign.brandId }} />
  );
}
