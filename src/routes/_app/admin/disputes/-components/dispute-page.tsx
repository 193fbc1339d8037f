import { Link } from '@tanstack/react-router';
import { CampaignSummary } from '../../../../../components/campaign-summary.tsx';
import { buttonClass } from '../../../../../components/ui/button-styles.ts';
import { deliverableName, deliverableStatusLabel } from '../../../../../content/delivery.ts';
import { adminDispute as t, disputePanel as p, disputeStatusLabel, outcomeLabel, sideWords } from '../../../../../content/disputes.ts';
import { messagesCopy } from '../../../../../content/messages.ts';
import { OPEN_DISPUTE_STATUSES } from '../../../../../domain/dispute-types.ts';
import { eatTime } from '../../../../../lib/delivery-time.ts';
import { formatMoney } from '../../../../../lib/money.ts';
import { ContractDisputeEvidence } from '../../../-components/contract-dispute-evidence.tsx';
import { sharesText } from '../../../-components/contract-dispute-money.ts';
import { ContractVersions } from '../../../-components/contract-versions.tsx';
import type { DisputeDetail } from './dispute-data.ts';
import { DisputeDecideForm } from './dispute-decide-form.tsx';
import { DisputeProposeForm } from './dispute-propose-form.tsx';

const box = 'space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700';

const m = messagesCopy.dispute;

/** The dispute for the mediator: where it stands, the brief, the deliverable, both sides' evidence, then propose or decide. */
export function DisputePage({ dispute: d, campaign, contract, deliverable }: DisputeDetail) {
  const money = (minor: number) => formatMoney(minor, contract.currency);
  const deadline = d.deadline && (d.deadline.kind === 'response' ? p.respondBy(sideWords.other(d.openedBy), eatTime(d.deadline.at)) : p.mediationEnds(eatTime(d.deadline.at)));
  const canDecide = d.status === 'mediation' || d.status === 'admin_decision';
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <p><Link to="/admin/disputes" className={buttonClass.link}>{t.back}</Link></p>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.heading(campaign.title)}</h1>
        <p className="text-slate-700 dark:text-slate-300">{campaign.brandName} · {t.fee(money(contract.agreedFee))}</p>
      </header>
      <section aria-labelledby="dispute-state" className={box}>
        <h2 id="dispute-state" className="text-xl font-semibold">{p.status}: {disputeStatusLabel(d.status, d.openedBy)}</h2>
        <p>{p.openedBy(d.openedBy, eatTime(d.createdAt), false)}</p>
        <p className="whitespace-pre-wrap"><span className="font-medium">{p.reason}: </span>{d.reason}</p>
        {deadline && <p className="rounded-lg bg-amber-100 px-3 py-2 font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">{deadline}</p>}
        {d.proposal && d.status === 'proposal' && (
          <p>{sharesText(contract.agreedFee, d.proposal.creatorShare, contract.currency)} {p.acceptedBy(d.proposal.acceptedBy)}</p>
        )}
        {d.resolution && (
          <p className="rounded-lg bg-green-50 p-3 dark:bg-green-950">
            <span className="font-semibold">{p.outcomeHeading}: {outcomeLabel[d.resolution.outcome]}. </span>
            {p.decidedBy[d.resolution.decidedBy]} {p.amounts(money(d.resolution.creatorAmount), money(d.resolution.brandAmount))}
          </p>
        )}
        {t.waiting[d.status] && <p>{t.waiting[d.status]}</p>}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        {(['creator', 'brand'] as const).map((side) => (
          <section key={side} aria-labelledby={`evidence-${side}`} className={box}>
            <h2 id={`evidence-${side}`} className="text-xl font-semibold">{t.evidenceFrom(side)}</h2>
            <ContractDisputeEvidence dispute={d} by={side} label={t.evidenceFrom(side)} />
          </section>
        ))}
      </div>
      {d.conversation && (
        <section aria-labelledby="conversation-heading" className={box}>
          <h2 id="conversation-heading" className="text-xl font-semibold">{m.heading}</h2>
          <p>{m.summary(d.conversation.messages)}</p>
          {/* An admin may read it only while the dispute is open. */}
          {OPEN_DISPUTE_STATUSES.includes(d.status) && (
            <Link to="/messages/$conversationId" params={{ conversationId: d.conversation.id }} className={buttonClass.link}>{m.read}</Link>
          )}
        </section>
      )}
      {d.status === 'mediation' && (
        <section aria-labelledby="propose-heading" className={box}>
          <h2 id="propose-heading" className="text-xl font-semibold">{t.propose.heading}</h2>
          <DisputeProposeForm disputeId={d.id} contract={contract} />
        </section>
      )}
      {canDecide && (
        <section aria-labelledby="decide-heading" className={box}>
          <h2 id="decide-heading" className="text-xl font-semibold">{t.decide.heading}</h2>
          <DisputeDecideForm disputeId={d.id} contract={contract} />
        </section>
      )}
      {deliverable && (
        <section aria-labelledby="deliverable-heading" className={box}>
          <h2 id="deliverable-heading" className="text-xl font-semibold">{t.deliverable}: {deliverableName(deliverable)}</h2>
          <p>{deliverableStatusLabel[deliverable.status]}</p>
          <ContractVersions deliverable={deliverable} />
        </section>
      )}
      <section aria-labelledby="brief-heading" className={box}>
        <h2 id="brief-heading" className="text-xl font-semibold">{t.brief}</h2>
        <CampaignSummary campaign={campaign} />
      </section>
    </section>
  );
}
