import { useState } from 'react';
import type { DisputeSide } from '../../../../machines/disputeTypes.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { addEvidence, respondToDispute, withdrawDispute } from '../../../api/disputes.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { confirmDialogs as c, disputeActions as a, evidenceDialog, respondDialog } from '../../../content/disputes.ts';
import { notifyError } from '../../../lib/toast.ts';
import { ContractDisputeConfirm } from './contract-dispute-confirm.tsx';
import { useIntentKey } from './contract-dispute-key.ts';
import type { DisputeDone } from './contract-dispute-panel.tsx';
import { ContractDisputeTextDialog } from './contract-dispute-text-dialog.tsx';

/** The opener can withdraw until the mediator alone decides (disputeMachine has no WITHDRAW there). */
const WITHDRAWABLE = ['awaiting_response', 'mediation', 'proposal'];

/** Respond (the other side, while a response is awaited), Add evidence (both, while open), Withdraw (the opener). */
export function ContractDisputeActions({ dispute: d, side, onDone }: { dispute: DisputeView; side: DisputeSide; onDone: DisputeDone }) {
  const [dialog, setDialog] = useState<'respond' | 'evidence' | 'withdraw' | null>(null);
  const withdrawal = useIntentKey();
  const close = () => setDialog(null);
  const canRespond = d.status === 'awaiting_response' && side !== d.openedBy;
  const canWithdraw = side === d.openedBy && WITHDRAWABLE.includes(d.status);

  const withdraw = async () => {
    try {
      const after = await withdrawDispute(d.id, withdrawal.key);
      close();
      await onDone({ title: a.done.withdrawn, description: a.done.withdrawnDetail }, after);
    } catch (failure) {
      withdrawal.afterFailure(failure);
      notifyError(failure);
    }
  };

  return (
    <div className="flex flex-wrap gap-3">
      {canRespond && <button type="button" className={buttonClass.primary} onClick={() => setDialog('respond')}>{a.respond}</button>}
      <button type="button" className={buttonClass.secondary} onClick={() => setDialog('evidence')}>{a.addEvidence}</button>
      {canWithdraw && <button type="button" className={buttonClass.secondary} onClick={() => setDialog('withdraw')}>{a.withdraw}</button>}
      {dialog === 'respond' && (
        <ContractDisputeTextDialog copy={respondDialog} minLength={3} allowFile={false} onClose={close}
          onSubmit={async (text) => {
            const after = await respondToDispute(d.id, text);
            close();
            await onDone({ title: a.done.responded, description: a.done.respondedDetail }, after);
          }} />
      )}
      {dialog === 'evidence' && (
        <ContractDisputeTextDialog copy={evidenceDialog} minLength={1} allowFile onClose={close}
          onSubmit={async (text, file) => {
            const after = await addEvidence(d.id, { text, file });
            close();
            await onDone({ title: a.done.evidence }, after);
          }} />
      )}
      {dialog === 'withdraw' && <ContractDisputeConfirm title={c.withdraw.title} body={c.withdraw.body} confirmLabel={c.withdraw.confirm} onConfirm={withdraw} onClose={close} />}
    </div>
  );
}
