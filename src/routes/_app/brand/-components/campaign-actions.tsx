import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { campaignEventsFor } from '../../../../../machines/lifecycles/campaignMachine.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { isBrandAction, sendCampaignAction, type BrandAction } from '../../../../api/campaigns.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { campaignPage as t } from '../../../../content/campaigns.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

/**
 * Only the lifecycle actions the shared machine allows in this status (campaignEventsFor), so the page never
 * offers what the API would refuse. Cancelling asks first; "Edit and resubmit" only opens the wizard: the campaign
 * becomes a draft again when the edits are saved, never on the click alone.
 */
export function CampaignActions({ campaign }: { campaign: CampaignView }) {
  const [confirming, setConfirming] = useState(false);
  const actions = campaignEventsFor(campaign.status).filter(isBrandAction);
  const params = { campaignId: campaign.id };
  const step = useMutation({
    request: (action: BrandAction) => sendCampaignAction(campaign.id, action),
    toast: (_, action) => t.actionDone[action],
    onDone: () => setConfirming(false),
  });
  const busy = step.input ?? null;
  const run = step.run;

  if (actions.length === 0 && campaign.status !== 'draft') return null;
  return (
    <section aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="text-lg font-semibold">{t.actions}</h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {campaign.status === 'draft' && (
          <Link to="/brand/campaigns/$campaignId/edit" params={params} className={buttonClass.primary}>{t.continueEditing}</Link>
        )}
        {actions.includes('EDIT') && (
          <Link to="/brand/campaigns/$campaignId/edit" params={params} className={buttonClass.primary}>{t.editAndResubmit}</Link>
        )}
        {actions.filter((action) => action !== 'EDIT').map((action) => (
          <button key={action} type="button" disabled={busy !== null}
            className={action === 'CANCEL' || campaign.status === 'draft' ? buttonClass.secondary : buttonClass.primary}
            onClick={() => (action === 'CANCEL' ? setConfirming(true) : void run(action))}>
            {busy === action && <Spinner />}
            {t.actionLabel[action]}
          </button>
        ))}
      </div>
      <Dialog open={confirming} title={t.cancelDialog.title} closeLabel={t.cancelDialog.close} onClose={() => busy === null && setConfirming(false)}>
        <p>{t.cancelDialog.body}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className={buttonClass.primary} disabled={busy !== null} onClick={() => void run('CANCEL')}>
            {busy === 'CANCEL' && <Spinner />}
            {t.cancelDialog.confirm}
          </button>
          <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={() => setConfirming(false)}>{t.cancelDialog.keep}</button>
        </div>
      </Dialog>
    </section>
  );
}
