import { useState } from 'react';
import { fetchApplicationFile, type ApplicationFile } from '../../../../api/admin.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { admin } from '../../../../content/admin.ts';
import { saveBlob } from '../../../../lib/save-blob.ts';
import { notify } from '../../../../lib/toast.ts';

const t = admin.files;

/**
 * aria-disabled rather than disabled while busy: a disabled button drops keyboard focus to the page.
 * A button, not a link: the file needs the bearer token, which only the `api` client adds, so it is
 * fetched, then saved as an attachment under its original name.
 */
export function FileDownload({ applicationId, file }: { applicationId: string; file: ApplicationFile }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, name } = await fetchApplicationFile(applicationId, file);
      saveBlob(blob, name);
    } catch {
      notify({ ...t.failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" onClick={() => void download()} aria-disabled={busy} className={`${buttonClass.link} text-left wrap-anywhere`}>
      {busy ? t.downloading : t.download(file.originalName, file.kind)}
    </button>
  );
}
