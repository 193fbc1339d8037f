import { Link } from '@tanstack/react-router';
import type { ApplicationView } from '../../../../api/campaign-schemas.ts';
import type { PlanUsage } from '../../../../api/plans.ts';
import { PlanAllowance, planAllowsAnother } from '../../../../components/plans/plan-allowance.tsx';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { answerInvitation, withdrawApplication } from '../../../../api/creator.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { applicationStatusLabel } from '../../../../content/application-status.ts';
import { creatorCopy } from '../../../../content/creator.ts';
import { messagesCopy } from '../../../../content/messages.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { notify } from '../../../../lib/toast.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import type { StepOutcome } from '../../-components/contract-outcome.ts';
import { CampaignApplyForm } from './campaign-apply-form.tsx';
import { creatorNet } from '../../../../domain/commission.ts';
import { FeeBreakdownList } from './fee-breakdown.tsx';
import type { BriefTermsView } from '../../../../domain/usage-rights.ts';

const t = creatorCopy.campaign;
const OPEN = ['applied', 'shortlisted'] as const;
export const APPLICATION_HEADING_ID = 'application-heading';

/**
 * The creator's side of a campaign: the apply form (or, with an invitation, the same form to accept it and
 * a Decline) under the plan's open applications, in place of the form at the plan's limit; or the application's
 * status with Withdraw while the brand has not decided.
 */
export function CampaignApplication({ campaign, application, allowance, terms, outcome }: {
  campaign: CampaignView; application: ApplicationView | null; allowance: PlanUsage | null; terms: BriefTermsView | null; outcome: StepOutcome;
}) {
  const step = useMutation({
    request: (s: { send: () => Promise<unknown>; message: string }) => s.send(),
    onFailure: (error) => notify({ title: creatorCopy.failed, description: error.message, variant: 'destructive' }),
    onDone: outcome.clear,
    onReloaded: (_, s) => outcome.say(s.message),
  });
  const busy = step.pending;
  const act = (send: () => Promise<unknown>, message: string) => step.run({ send, message });

  if (!application || application.status === 'invited') {
    if (campaign.status !== 'recruiting') return null;
    return (
      <section aria-labelledby="apply-heading" className="space-y-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="apply-heading" className="text-xl font-semibold">{application ? t.acceptHeading : t.applyHeading}</h2>
        {allowance && <PlanAllowance audience="influencer" usage={allowance} />}
        {planAllowsAnother(allowance) && terms && <CampaignApplyForm campaign={campaign} terms={terms} invitationId={application?.id} outcome={outcome} />}
        {application && (
          <button type="button" aria-disabled={busy} onClick={() => void act(() => answerInvitation(application.id, { kind: 'decline' }), creatorCopy.invitations.declined)} className={buttonClass.secondary}>
            {t.decline}
          </button>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby={APPLICATION_HEADING_ID} className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id={APPLICATION_HEADING_ID} tabIndex={-1} className="text-xl font-semibold">{t.yourApplication}</h2>
      <p className="font-medium">{t.status(applicationStatusLabel[application.status])}</p>
      <p>{creatorCopy.applications.fee}: {formatMoney(application.proposedFee, campaign.currency)}</p>
      <FeeBreakdownList breakdown={creatorNet(application.proposedFee, campaign.currency)} />
      {application.pitch && <p className="whitespace-pre-line">{application.pitch}</p>}
      <p>
        <Link to="/messages/$conversationId" params={{ conversationId: application.id }} className={buttonClass.link}>{messagesCopy.messageBrand}</Link>
      </p>
      {(OPEN as readonly string[]).includes(application.status) && (
        <button type="button" aria-disabled={busy} onClick={() => void act(() => withdrawApplication(application.id), t.withdrawn)} className={buttonClass.secondary}>
          {t.withdraw}
        </button>
      )}
    </section>
  );
}
