import { useState } from 'react';
import type { Contract } from '../../../domain/campaign-types.ts';
import type { DisputeSide, Proposal } from '../../../domain/dispute-types.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { acceptProposal, rejectProposal } from '../../../api/disputes.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { confirmDialogs as c, disputeActions as a, disputePanel as t, sideWords } from '../../../content/disputes.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { ContractDisputeConfirm } from './contract-dispute-confirm.tsx';
import { sharesText } from './contract-dispute-money.ts';
import type { DisputeDone } from './contract-dispute-panel.tsx';

interface Props { dispute: DisputeView; proposal: Proposal; contract: Pick<Contract, 'agreedFee' | 'currency'>; side: DisputeSide; onDone: DisputeDone }

/** The mediator's split in money, who has accepted it, and Accept / Reject for a side that has not answered yet. */
export function ContractDisputeProposal({ dispute, proposal, contract, side, onDone }: Props) {
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const shares = sharesText(contract.agreedFee, proposal.creatorShare, contract.currency);
  const accepted = proposal.acceptedBy.includes(side);
  // Accepting and rejecting are two intents, each with its own Idempotency-Key.
  const accept = useMutation({
    request: (_: void, key) => acceptProposal(dispute.id, key),
    toast: (after) => ({ title: a.done.accepted, description: after.resolution ? t.decidedBy.agreement : t.youAccepted(sideWords.other(side)) }),
    onDone: (after) => (setAsking(null), onDone(after)),
  });
  const reject = useMutation({
    request: (_: void, key) => rejectProposal(dispute.id, key),
    toast: { title: a.done.rejected, description: a.done.rejectedDetail },
    onDone: (after) => (setAsking(null), onDone(after)),
  });
  const answer = asking === 'accept' ? accept : reject;

  return (
    <div className="space-y-2 rounded-lg bg-sky-50 p-3 dark:bg-sky-950">
      <h5 className="font-semibold">{t.proposalHeading}</h5>
      <p>{shares}</p>
      <p>{accepted ? t.youAccepted(sideWords.other(side)) : t.acceptedBy(proposal.acceptedBy)}</p>
      {!accepted && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass.primary} onClick={() => setAsking('accept')}>{a.accept}</button>
          <button type="button" className={buttonClass.secondary} onClick={() => setAsking('reject')}>{a.reject}</button>
        </div>
      )}
      {asking && (
        <ContractDisputeConfirm title={c[asking].title} body={asking === 'accept' ? c.accept.body(shares) : c.reject.body}
          confirmLabel={c[asking].confirm} busy={answer.pending} onConfirm={() => void answer.run()} onClose={() => setAsking(null)} />
      )}
    </div>
  );
}
