import { darajaTimestamp } from './config.ts';

/** Escapes text for the simulator pages, which are built as strings. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** HH:mm:ss in Nairobi, as the phone shows times. */
export const nairobiTime = (ms: number) => darajaTimestamp(ms).replace(/^\d{8}(\d\d)(\d\d)(\d\d)$/, '$1:$2:$3');

/** Whole shillings, as M-Pesa writes them. */
export const kes = (whole: number) => `KES ${whole.toLocaleString('en-KE')}`;
