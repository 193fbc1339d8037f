import { useState } from 'react';
import type { DisputeSide } from '../../../domain/dispute-types.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { fetchEvidenceFile } from '../../../api/disputes.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { disputePanel as t } from '../../../content/disputes.ts';
import { eatTime } from '../../../lib/delivery-time.ts';

/** An evidence file needs the bearer token, so it is fetched and opened from a local object URL. */
function FileButton({ disputeId, n }: { disputeId: string; n: number }) {
  const [error, setError] = useState('');
  const open = async () => {
    setError('');
    try {
      const url = URL.createObjectURL(await fetchEvidenceFile(disputeId, n));
      window.open(url, '_blank', 'noopener');
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setError(t.fileError);
    }
  };
  return (
    <>
      <button type="button" className={buttonClass.link} onClick={() => void open()}>{t.openFile(n)}</button>
      <span role="status" className="ml-2 text-sm text-red-700 dark:text-red-300">{error}</span>
    </>
  );
}

/** The dispute's evidence, oldest first (the response is the first from the other side); `by` keeps one side's only. */
export function ContractDisputeEvidence({ dispute, by, label }: { dispute: DisputeView; by?: DisputeSide; label: string }) {
  const items = dispute.evidence.map((e, i) => ({ e, n: i + 1 })).filter(({ e }) => !by || e.by === by);
  if (items.length === 0) return <p>{t.noEvidence}</p>;
  return (
    <ol className="space-y-2" aria-label={label}>
      {items.map(({ e, n }) => (
        <li key={n} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t.evidenceBy(e.by, eatTime(e.at))}</p>
          <p className="whitespace-pre-wrap">{e.text || t.noText}</p>
          {e.fileUrl && <p><FileButton disputeId={dispute.id} n={n} /></p>}
        </li>
      ))}
    </ol>
  );
}
