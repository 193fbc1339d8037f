import { darajaTimestamp } from './config.ts';

/** HH:mm:ss in Nairobi, as the phone shows times. */
export const nairobiTime = (ms: number) => darajaTimestamp(ms).replace(/^\d{8}(\d\d)(\d\d)(\d\d)$/, '$1:$2:$3');

/** Whole shillings, as M-Pesa writes them. */
export const kes = (whole: number) => `KES ${whole.toLocaleString('en-KE')}`;
