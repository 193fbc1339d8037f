import { useState } from 'react';
import { saveBlob } from '../lib/save-blob.ts';
import { buttonClass } from './ui/button-styles.ts';
import { Spinner } from './ui/spinner.tsx';

export interface DownloadCopy {
  button: string;
  busy: string;
  done: (fileName: string) => string;
}

/**
 * Fetches a file with the session's token and saves it (CSV exports, receipt PDFs); the outcome is announced in a
 * status line. A read that changes nothing, so not a mutation (decision 0014).
 */
export function DownloadButton({ fetchFile, fileName, copy }: { fetchFile: () => Promise<Blob>; fileName: string; copy: DownloadCopy }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const download = async () => {
    setBusy(true);
    setStatus({ text: copy.busy, failed: false });
    try {
      saveBlob(await fetchFile(), fileName);
      setStatus({ text: copy.done(fileName), failed: false });
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => void download()}>{busy && <Spinner />}{copy.button}</button>
      <p role="status" className={status?.failed ? 'font-medium text-red-700 dark:text-red-300' : 'text-sm'}>{status?.text}</p>
    </div>
  );
}
