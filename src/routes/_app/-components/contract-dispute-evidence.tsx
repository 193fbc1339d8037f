import type { DisputeSide } from '../../../domain/dispute-types.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { fetchEvidenceFile } from '../../../api/disputes.ts';
import { OpenFileButton } from '../../../components/ui/open-file-button.tsx';
import { disputePanel as t } from '../../../content/disputes.ts';
import { eatTime } from '../../../lib/delivery-time.ts';

function FileButton({ disputeId, n }: { disputeId: string; n: number }) {
  return <OpenFileButton label={t.openFile(n)} error={t.fileError} fetchFile={() => fetchEvidenceFile(disputeId, n)} />;
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
