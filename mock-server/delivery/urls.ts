import { z } from 'zod';
import { isHttpUrl } from '../../src/domain/urls.ts';

/** A web address the other side can open: http or https only (src/domain/urls.ts), so no javascript: or data: link reaches a page. */
export function httpUrl(message: string) {
  return z.string({ error: message }).trim().max(2000, 'Keep the link under 2,000 characters.').refine(isHttpUrl, message);
}
