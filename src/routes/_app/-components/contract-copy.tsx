import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { linksPanel as t } from '../../../content/delivery.ts';

/** A value to share and a button that copies it; the result is announced in the panel's status region. */
export function ContractCopy({ label, value, onCopied }: { label: string; value: string; onCopied: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    onCopied('');
    try {
      await navigator.clipboard.writeText(value);
      onCopied(t.copied(label));
    } catch {
      onCopied(t.copyFailed);
    }
    setBusy(false);
  };
  return (
    <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => void copy()}>{t.copy(label)}</button>
  );
}
