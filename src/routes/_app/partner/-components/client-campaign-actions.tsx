import { Link } from '@tanstack/react-router';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { submitCampaign } from '../../../../api/campaigns.ts';
import { requestLaunch } from '../../../../api/partners.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { campaignPage } from '../../../../content/campaigns.ts';
import { partnerCampaign as t } from '../../../../content/partners.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { isEditableCampaign } from '../../../../domain/campaign-types.ts';
import { launchAsked } from '../../../../domain/partner-types.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
const FIELDS = ['title', 'startDate', 'endDate', 'brief', 'budgetTotal'] as const;

/**
 * What a partner does on its client's campaign: open a draft (or one whose changes were asked for) in the campaign
 * wizard, as the brand would (`?step=` on this page), submit a draft (the server says what the brief still lacks),
 * or ask to launch an approved one (paid within its spending limit, else asked of the brand).
 */
export function ClientCampaignActions({ campaign }: { campaign: CampaignView }) {
  const submit = useMutation({ request: () => submitCampaign(campaign.id), fields: FIELDS, toast: t.submitted });
  const launch = useMutation({
    request: (_: void, key: string) => requestLaunch(campaign.id, key),
    toast: (answer) => (answer.outcome === 'paid' ? t.launchPaid : t.launchAsked),
  });
  const submitErrors = Object.entries(submit.errors).filter(([, m]) => m);

  if (campaign.status === 'approved') {
    return (
      <section aria-labelledby="launch-heading" className={card}>
        <h2 id="launch-heading" className="text-lg font-semibold">{t.launch}</h2>
        {launchAsked(campaign) && <p role="status" className="mt-2">{t.launchAsked}</p>}
        <button type="button" className={`${buttonClass.primary} mt-3`} disabled={launch.pending} onClick={() => void launch.run()}>
          {launch.pending && <Spinner />}{t.launch}
        </button>
      </section>
    );
  }
  if (!isEditableCampaign(campaign.status)) return null;
  const draft = campaign.status === 'draft';
  return (
    <section aria-labelledby="actions-heading" className={card}>
      <h2 id="actions-heading" className="text-lg font-semibold">{campaignPage.actions}</h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {/* Opening the wizard changes nothing: a campaign whose changes were asked for is a draft again once saved. */}
        <Link to="/partner/$section/$id" params={{ section: 'campaigns', id: campaign.id }} search={{ step: 'basics' }} className={buttonClass.primary}>
          {draft ? campaignPage.continueEditing : campaignPage.editAndResubmit}
        </Link>
        {draft && (
          <button type="button" className={buttonClass.secondary} disabled={submit.pending} onClick={() => void submit.run()}>{submit.pending && <Spinner />}{t.submit}</button>
        )}
      </div>
      {submitErrors.length > 0 && (
        <ul role="alert" className="mt-3 list-disc pl-5 text-red-700 dark:text-red-300">
          {submitErrors.map(([field, message]) => <li key={field}>{message}</li>)}
        </ul>
      )}
    </section>
  );
}
