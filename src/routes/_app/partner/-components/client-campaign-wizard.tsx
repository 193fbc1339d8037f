import { Link } from '@tanstack/react-router';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { wizard } from '../../../../content/campaigns.ts';
import { partnerCampaign as t } from '../../../../content/partners.ts';
import { isEditableCampaign } from '../../../../domain/campaign-types.ts';
import type { WizardStep } from '../../../../domain/campaign-wizard-form.ts';
import { emptyCampaignForm, formFromCampaign, formFromCopy } from '../../../../lib/campaign-form.ts';
import { CampaignWizard } from '../../-components/campaign-wizard/campaign-wizard.tsx';
import { NotEditable } from '../../-components/campaign-wizard/not-editable.tsx';
import { ReviewNotes } from '../../-components/campaign-wizard/review-notes.tsx';

/**
 * A client's campaign to edit at `step`, or a new one for the client: blank, or from a copy of one of its briefs
 * (`copyUnused` when the one asked for could not be copied). `refused`: the client has not allowed the partner to.
 */
export type ClientWizardProps = { refused: string | null } & (
  | { campaign: CampaignView; step: WizardStep }
  | { brandId: string; brandName: string; source: CampaignView | null; copyUnused: boolean }
);

const writingFor = (brandName: string) => <p className="text-lg">{t.for(brandName)}</p>;

/**
 * The brand's own campaign wizard, for a partner writing its client's campaign (issue 25): loaded with the page that
 * opens it (the route's loader), so the partner's other pages do not carry it. It saves and submits for the client
 * and stays on the partner's pages: a saved draft is `/partner/campaigns/{id}?step=`, a submitted one its campaign page.
 */
export default function ClientCampaignWizard(props: ClientWizardProps) {
  if ('brandId' in props) {
    const { brandId, brandName, source, copyUnused, refused } = props;
    if (refused) {
      return (
        <NotEditable title={wizard.newTitle} message={refused}>
          <Link to="/partner" search={{ client: brandId }} className={buttonClass.primary}>{t.back}</Link>
        </NotEditable>
      );
    }
    return (
      <CampaignWizard title={wizard.newTitle} values={source ? formFromCopy(source) : emptyCampaignForm()} clientBrandId={brandId} clientBrandName={brandName}
        notes={<>{writingFor(brandName)}{copyUnused && <p>{t.copyUnused}</p>}</>} />
    );
  }
  const { campaign, step, refused } = props;
  // A campaign whose changes were asked for opens as it is; only saving reopens it as a draft (as for the brand).
  if (refused || !isEditableCampaign(campaign.status)) {
    return (
      <NotEditable message={refused ?? undefined}>
        <Link to="/partner/$section/$id" params={{ section: 'campaigns', id: campaign.id }} className={buttonClass.primary}>{wizard.openCampaign}</Link>
      </NotEditable>
    );
  }
  return (
    <CampaignWizard title={wizard.editTitle} campaignId={campaign.id} values={formFromCampaign(campaign)} startStep={step}
      notes={<>{writingFor(campaign.brandName)}<ReviewNotes notes={campaign.reviewNotes} only="changes_requested" /></>}
      clientBrandId={campaign.brandId} clientBrandName={campaign.brandName} />
  );
}
