import { useEffect, useState } from 'react';
import type { Contract } from '../../../domain/campaign-types.ts';
import type { Deliverable } from '../../../domain/delivery-types.ts';
import type { DisputeSide } from '../../../domain/dispute-types.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { deliverableName } from '../../../content/delivery.ts';
import { disputeActions as a } from '../../../content/disputes.ts';
import { deliverableHeadingId } from './contract-outcome.ts';
import { mayHaveDispute, useDeliverableDispute } from './contract-dispute-data.ts';
import { ContractDisputeOpenDialog } from './contract-dispute-open-dialog.tsx';
import { ContractDisputePanel, type DisputeDone } from './contract-dispute-panel.tsx';

interface Props { deliverable: Deliverable; contract: Pick<Contract, 'agreedFee' | 'currency' | 'status'>; side: DisputeSide }

/**
 * A deliverable's dispute on either side's contract page: "Open a dispute" while it is in review, then the dispute
 * panel. Every step toasts, reloads the page and the dispute, and moves focus to the panel's heading (the
 * deliverable's once there is no panel).
 */
export function ContractDispute({ deliverable: d, contract, side }: Props) {
  const active = contract.status === 'active';
  const { dispute, error, refresh } = useDeliverableDispute(d, mayHaveDispute(d, active));
  const [opening, setOpening] = useState(false);
  const [focusOn, setFocusOn] = useState<'panel' | 'deliverable' | null>(null);
  const headingId = `dispute-${d.id}-heading`;

  useEffect(() => {
    // The panel may not be shown yet (a dispute just opened): focus waits for it.
    if (!focusOn || (focusOn === 'panel' && !dispute)) return;
    document.getElementById(focusOn === 'panel' ? headingId : deliverableHeadingId(d.id))?.focus();
    setFocusOn(null);
  }, [focusOn, dispute, headingId, d.id]);

  // Each step's useMutation toasts and reloads the page; the dispute itself is reloaded here.
  const done: DisputeDone = async (after) => {
    // A withdrawn dispute leaves no panel: focus goes to the deliverable's heading instead.
    setFocusOn(after.status === 'withdrawn' ? 'deliverable' : 'panel');
    await refresh();
  };

  return (
    <>
      {active && d.status === 'in_review' && (
        <div>
          <button type="button" className={buttonClass.secondary} aria-label={a.openFor(deliverableName(d))} onClick={() => setOpening(true)}>{a.open}</button>
          {opening && <ContractDisputeOpenDialog deliverable={d} side={side} onClose={() => setOpening(false)} onDone={done} />}
        </div>
      )}
      {error && <p role="alert" className="text-red-700 dark:text-red-300">{error}</p>}
      {dispute && <ContractDisputePanel dispute={dispute} contract={contract} side={side} headingId={headingId} onDone={done} />}
    </>
  );
}
