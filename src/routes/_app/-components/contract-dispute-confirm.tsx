import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { disputeActions as t } from '../../../content/disputes.ts';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  /** Does the step (a `useMutation`'s run, whose `onDone` closes this dialog); `busy` while it runs. */
  onConfirm: () => void;
  busy: boolean;
  onClose: () => void;
}

/** A step that cannot be undone (withdrawing, answering a proposal, the admin's proposal or decision), confirmed first. */
export function ContractDisputeConfirm({ title, body, confirmLabel, onConfirm, busy, onClose }: Props) {
  return (
    <Dialog open title={title} closeLabel={t.close} onClose={() => !busy && onClose()}>
      <p>{body}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onClose}>{t.cancel}</button>
        <button type="button" data-autofocus className={buttonClass.primary} aria-disabled={busy} onClick={() => !busy && onConfirm()}>
          {busy && <Spinner />}{confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
