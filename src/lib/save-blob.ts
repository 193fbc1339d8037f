/**
 * Saves a fetched file through a temporary object URL and a link with `download`, so the bearer token the API needs
 * never appears in an address. The URL is kept as long as FileSaver.js keeps it: revoking at once can cancel the
 * save in some browsers. The one way the app saves a file (CSV exports, job application files).
 */
const REVOKE_AFTER_MS = 40_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
