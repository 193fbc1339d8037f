/**
 * Saves a fetched file through a temporary object URL and a link with `download`, so the bearer token the API needs
 * never appears in an address. The URL is revoked once the browser has started the download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
