import { useState } from 'react';
import type { DisputeSide } from '../../../domain/dispute-types.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { addEvidence, respondToDispute, withdrawDispute } from '../../../api/disputes.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { confirmDialogs as c, disputeActions as a, evidenceDialog, respondDialog } from '../../../content/disputes.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { ContractDisputeConfirm } from './contract-dispute-confirm.tsx';
import type { DisputeDone } from './contract-dispute-panel.tsx';
import { ContractDisputeTextDialog } from './contract-dispute-text-dialog.tsx';

/** The opener can withdraw until the mediator alone decides (disputeMachine has no WITHDRAW there). */
const WITHDRAWABLE = ['awaiting_response', 'mediation', 'proposal'];

/** Respond (the other side, while a response is awaited), Add evidence (both, while open), Withdraw (the opener). */
export function ContractDisputeActions({ dispute: d, side, onDone }: { dispute: DisputeView; side: DisputeSide; onDone: DisputeDone }) {
  const [dialog, setDialog] = useState<'respond' | 'evidence' | 'withdraw' | null>(null);
  const close = () => setDialog(null);
  const canRespond = d.status === 'awaiting_response' && side !== d.openedBy;
  const canWithdraw = side === d.openedBy && WITHDRAWABLE.includes(d.status);
  const withdraw = useMutation({
    request: (_: void, key) => withdrawDispute(d.id, key),
    toast: { title: a.done.withdrawn, description: a.done.withdrawnDetail },
    onDone: (after) => (close(), onDone(after)),
  });

  return (
    <div className="flex flex-wrap gap-3">
      {canRespond && <button type="button" className={buttonClass.primary} onClick={() => setDialog('respond')}>{a.respond}</button>}
      <button type="button" className={buttonClass.secondary} onClick={() => setDialog('evidence')}>{a.addEvidence}</button>
      {canWithdraw && <button type="button" className={buttonClass.secondary} onClick={() => setDialog('withdraw')}>{a.withdraw}</button>}
      {dialog === 'respond' && (
        <ContractDisputeTextDialog copy={respondDialog} minLength={3} allowFile={false} onClose={close}
          send={(text) => respondToDispute(d.id, text)} toast={{ title: a.done.responded, description: a.done.respondedDetail }}
          onDone={(after) => (close(), onDone(after))} />
      )}
      {dialog === 'evidence' && (
        <ContractDisputeTextDialog copy={evidenceDialog} minLength={1} allowFile onClose={close}
          send={(text, file) => addEvidence(d.id, { text, file })} toast={{ title: a.done.evidence }}
          onDone={(after) => (close(), onDone(after))} />
      )}
      {dialog === 'withdraw' && (
        <ContractDisputeConfirm title={c.withdraw.title} body={c.withdraw.body} confirmLabel={c.withdraw.confirm}
          busy={withdraw.pending} onConfirm={() => void withdraw.run()} onClose={close} />
      )}
    </div>
  );
}
