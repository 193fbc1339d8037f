import type { Contract } from '../../../domain/campaign-types.ts';
import { OPEN_DISPUTE_STATUSES, type DisputeSide } from '../../../domain/dispute-types.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { disputePanel as t, disputeStatusLabel, outcomeLabel, sideWords } from '../../../content/disputes.ts';
import { eatTime } from '../../../lib/delivery-time.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ContractDisputeActions } from './contract-dispute-actions.tsx';
import { ContractDisputeEvidence } from './contract-dispute-evidence.tsx';
import { ContractDisputeProposal } from './contract-dispute-proposal.tsx';

/** After a step: the toast to show and the dispute as the API answered; the caller reloads the dispute and the page. */
/** After a step has been toasted: move focus to what shows the dispute now, and reload it. */
export type DisputeDone = (after: DisputeView) => Promise<void>;

interface Props {
  dispute: DisputeView;
  contract: Pick<Contract, 'agreedFee' | 'currency'>;
  side: DisputeSide;
  headingId: string;
  onDone: DisputeDone;
}

/** The deadline running now, published by the local API, in EAT. */
function Deadline({ dispute: d }: { dispute: DisputeView }) {
  if (!d.deadline) return null;
  const text = d.deadline.kind === 'response'
    ? `${t.respondBy(sideWords.other(d.openedBy), eatTime(d.deadline.at))} ${t.respondByNote(d.openedBy)}`
    : t.mediationEnds(eatTime(d.deadline.at));
  return <p className="rounded-lg bg-amber-100 px-3 py-2 font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">{text}</p>;
}

/** A deliverable's dispute as one side sees it: where it stands, its deadline, evidence, the proposal, the outcome. */
export function ContractDisputePanel({ dispute: d, contract, side, headingId, onDone }: Props) {
  const open = OPEN_DISPUTE_STATUSES.includes(d.status);
  const money = (minor: number) => formatMoney(minor, contract.currency);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border-2 border-amber-300 p-4 dark:border-amber-700">
      <h4 id={headingId} tabIndex={-1} className="text-lg font-semibold">{t.heading}</h4>
      <p><span className="font-medium">{t.status}: </span><span className="font-semibold">{disputeStatusLabel(d.status, d.openedBy)}</span></p>
      <p>{t.openedBy(d.openedBy, eatTime(d.createdAt), d.openedBy === side)}</p>
      <p className="whitespace-pre-wrap"><span className="font-medium">{t.reason}: </span>{d.reason}</p>
      <Deadline dispute={d} />
      {d.status === 'proposal' && d.proposal && <ContractDisputeProposal dispute={d} proposal={d.proposal} contract={contract} side={side} onDone={onDone} />}
      {d.resolution && (
        <div className="rounded-lg bg-green-50 p-3 dark:bg-green-950">
          <h5 className="font-semibold">{t.outcomeHeading}: {outcomeLabel[d.resolution.outcome]}</h5>
          <p>{t.decidedBy[d.resolution.decidedBy]} {t.amounts(money(d.resolution.creatorAmount), money(d.resolution.brandAmount))}</p>
        </div>
      )}
      <h5 className="font-semibold">{t.evidence}</h5>
      <ContractDisputeEvidence dispute={d} label={t.evidence} />
      {open && <ContractDisputeActions dispute={d} side={side} onDone={onDone} />}
    </section>
  );
}
