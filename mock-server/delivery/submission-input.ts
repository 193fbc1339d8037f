import type { Request } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { HttpError, parse } from '../http.ts';
import { mediaKind, storeMedia } from './media.ts';
import type { SubmissionInput } from './submissions.ts';
import { httpUrl } from './urls.ts';

const caption = z.string({ error: 'Write the caption as text.' }).trim().max(2200, 'Keep the caption under 2,200 characters.').default('');
export const linkBody = z.object({ url: httpUrl('Enter the draft’s link, starting with https://.'), caption });
export const fileBody = z.object({ caption });
const NOT_MEDIA = 'Choose an image (PNG, JPEG or WebP) or a video (MP4, MOV or WebM).';

/**
 * A draft is either one uploaded file (multipart `file`, checked by its content; the size limit is uploads.ts's) or a
 * JSON `{ url }`, each with a caption. An accepted file is stored under a generated name; nothing is stored otherwise.
 */
export async function readSubmission(ctx: ServerContext, req: Request): Promise<SubmissionInput> {
  const file = (req.files as Record<string, Express.Multer.File[]> | undefined)?.file?.[0];
  if (!file) {
    if (req.is('multipart/form-data')) throw new HttpError(422, 'Choose a file to upload, or send a link.', { file: [NOT_MEDIA] });
    const body = parse(linkBody, req.body);
    return { kind: 'link', fileId: null, url: body.url, caption: body.caption };
  }
  const body = parse(fileBody, { caption: (req.body as Record<string, unknown> | undefined)?.caption });
  if ((req.body as Record<string, unknown> | undefined)?.url) throw new HttpError(422, 'Send a file or a link, not both.', { url: ['Send a file or a link, not both.'] });
  const kind = file.size > 0 ? mediaKind(file.buffer) : null;
  if (!kind) throw new HttpError(422, 'That file is not an image or a video.', { file: [NOT_MEDIA] });
  return { kind: 'file', fileId: await storeMedia(ctx, file.buffer, kind), url: null, caption: body.caption };
}
