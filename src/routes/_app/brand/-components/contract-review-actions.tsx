import { useState } from 'react';
import type { Deliverable } from '../../../../domain/delivery-types.ts';
import { approveDeliverable } from '../../../../api/delivery.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { deliverableName, reviewActions as t } from '../../../../content/delivery.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import type { StepOutcome } from '../../-components/contract-outcome.ts';
import { ContractRevisionDialog } from './contract-revision-dialog.tsx';

interface Props { deliverable: Deliverable; maxRevisions: number; outcome: StepOutcome }

/** Approve, or request a revision while revisions are left; when none are, the button stays, disabled, with the reason. */
export function ContractReviewActions({ deliverable: d, maxRevisions, outcome }: Props) {
  const [asking, setAsking] = useState(false);
  const name = deliverableName(d);
  const noneLeft = d.revisionsUsed >= maxRevisions;
  const reasonId = `revisions-left-${d.id}`;

  // One key for this approval intent: a double click or a retry approves (and releases) once. When this was the
  // last one, the reloaded contract is completed and the page shows the released fee.
  const approve = useMutation({
    request: (_: void, key) => approveDeliverable(d.id, key),
    onDone: outcome.clear,
    onReloaded: () => outcome.say(t.approved(name)),
  });
  const busy = approve.pending;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass.primary} disabled={busy} aria-label={t.approveFor(name)} onClick={() => void approve.run()}>
          {busy && <Spinner />}{t.approve}
        </button>
        <button type="button" className={buttonClass.secondary} disabled={busy || noneLeft} aria-label={t.requestFor(name)}
          aria-describedby={noneLeft ? reasonId : undefined} onClick={() => setAsking(true)}>
          {t.request}
        </button>
      </div>
      {noneLeft && <p id={reasonId} className="text-sm text-slate-700 dark:text-slate-300">{t.noneLeft(maxRevisions)}</p>}
      {asking && <ContractRevisionDialog deliverable={d} maxRevisions={maxRevisions} onClose={() => setAsking(false)} outcome={outcome} />}
    </div>
  );
}
