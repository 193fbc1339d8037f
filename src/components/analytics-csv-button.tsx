import { useState } from 'react';
import { fetchAnalyticsCsv, type CsvExport } from '../api/analytics.ts';
import { analyticsCopy } from '../content/analytics.ts';
import { saveBlob } from '../lib/save-blob.ts';
import { buttonClass } from './ui/button-styles.ts';
import { Spinner } from './ui/spinner.tsx';

const t = analyticsCopy.csv;

/** Fetches the export with the session's token and saves it; the outcome is announced in a status line. */
export function AnalyticsCsvButton({ target, fileName }: { target: CsvExport; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const download = async () => {
    setBusy(true);
    setStatus({ text: t.busy, failed: false });
    try {
      saveBlob(await fetchAnalyticsCsv(target), fileName);
      setStatus({ text: t.done(fileName), failed: false });
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => void download()}>{busy && <Spinner />}{t.button}</button>
      <p role="status" className={status?.failed ? 'font-medium text-red-700 dark:text-red-300' : 'text-sm'}>{status?.text}</p>
    </div>
  );
}
