import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { disputeActions as t } from '../../../content/disputes.ts';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  /** Does the step; it closes the dialog on success, and reports a failure itself. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A step that cannot be undone (withdrawing, answering a proposal, the admin's proposal or decision), confirmed first. */
export function ContractDisputeConfirm({ title, body, confirmLabel, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={title} closeLabel={t.close} onClose={() => !busy && onClose()}>
      <p>{body}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onClose}>{t.cancel}</button>
        <button type="button" data-autofocus className={buttonClass.primary} aria-disabled={busy} onClick={() => void confirm()}>
          {busy && <Spinner />}{confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
