import type { Deliverable, Submission } from '../../../domain/delivery-types.ts';
import { fetchDraftFile } from '../../../api/delivery.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { OpenFileButton } from '../../../components/ui/open-file-button.tsx';
import { contractPage as t } from '../../../content/delivery.ts';
import { eatTime } from '../../../lib/delivery-time.ts';
import { isHttpUrl } from '../../../domain/urls.ts';

function FileButton({ deliverableId, version }: { deliverableId: string; version: number }) {
  return <OpenFileButton label={t.openFile(version)} error={t.fileError} fetchFile={() => fetchDraftFile(deliverableId, version)} />;
}

function Version({ deliverableId, submission: s }: { deliverableId: string; submission: Submission }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="font-medium">{t.version(s.version, eatTime(s.at))}</p>
      <p>
        {s.kind === 'file' ? <FileButton deliverableId={deliverableId} version={s.version} />
          : s.url && isHttpUrl(s.url) && <a href={s.url} target="_blank" rel="noopener noreferrer" className={buttonClass.link}>{t.openLink(s.version)}<span className="sr-only"> ({s.url})</span></a>}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-sm"><span className="font-medium">{t.captionLabel}: </span>{s.caption || t.noCaption}</p>
    </li>
  );
}

/** Every version the creator sent, newest first, and the brand's feedback on them. */
export function ContractVersions({ deliverable: d }: { deliverable: Deliverable }) {
  if (d.submissions.length === 0) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <h4 className="mb-2 font-semibold">{t.versions}</h4>
        <ol className="space-y-2">{[...d.submissions].reverse().map((s) => <Version key={s.version} deliverableId={d.id} submission={s} />)}</ol>
      </div>
      {d.feedback.length > 0 && (
        <div>
          <h4 className="mb-2 font-semibold">{t.feedback}</h4>
          <ol className="space-y-2">
            {[...d.feedback].reverse().map((f) => (
              <li key={`${f.version}-${f.at}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <p className="text-sm text-slate-600 dark:text-slate-300">{t.feedbackOn(f.version, eatTime(f.at))}</p>
                <p className="whitespace-pre-wrap">{f.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
