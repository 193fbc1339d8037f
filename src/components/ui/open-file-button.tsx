import { useState } from 'react';
import { buttonClass } from './button-styles.ts';

/**
 * A file behind the bearer token (a draft, a dispute's evidence): fetched through the api client, then opened in a
 * new tab from a local object URL, revoked a minute later. A failure is said beside the button, in a status region.
 */
export function OpenFileButton({ label, error, fetchFile }: { label: string; error: string; fetchFile: () => Promise<Blob> }) {
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchFile());
      window.open(url, '_blank', 'noopener');
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className={buttonClass.link} onClick={() => void open()}>{label}</button>
      <span role="status" className="ml-2 text-sm text-red-700 dark:text-red-300">{failed ? error : ''}</span>
    </>
  );
}
