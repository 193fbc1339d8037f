import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerContext } from '../context.ts';
import { imageKind } from '../images.ts';
import { uploadsDir } from '../uploads.ts';

export interface MediaKind {
  ext: 'png' | 'jpg' | 'webp' | 'mp4' | 'mov' | 'webm';
  type: string;
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** MP4 and QuickTime start with an `ftyp` box; WebM with the EBML magic number. Judged by content, never by name. */
function videoKind(bytes: Buffer): MediaKind | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    return ascii(bytes, 8, 12) === 'qt  ' ? { ext: 'mov', type: 'video/quicktime' } : { ext: 'mp4', type: 'video/mp4' };
  }
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { ext: 'webm', type: 'video/webm' };
  return null;
}

/** An image (PNG, JPEG, WebP) or a video (MP4, MOV, WebM), or null for anything else. */
export const mediaKind = (bytes: Buffer): MediaKind | null => imageKind(bytes) ?? videoKind(bytes);

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };
const FILE_ID = /^[A-Za-z0-9_-]+\.(png|jpg|webp|mp4|mov|webm)$/;

/** Drafts live beside the data file, outside every folder the server serves as is. */
const mediaDir = (ctx: ServerContext) => path.join(uploadsDir(ctx), 'deliverables');

/** Writes an accepted draft under a generated name and returns that name (the submission's fileId). */
export async function storeMedia(ctx: ServerContext, data: Buffer, kind: MediaKind): Promise<string> {
  const dir = mediaDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  const fileId = `${ctx.random.id().replace(/[^A-Za-z0-9_-]/g, '')}.${kind.ext}`;
  await fs.writeFile(path.join(dir, fileId), data, { flag: 'wx' });
  return fileId;
}

export const removeMedia = (ctx: ServerContext, fileId: string) => fs.rm(path.join(mediaDir(ctx), path.basename(fileId)), { force: true });

/** Where a stored draft is and its type, or null for a name this module did not make. */
export function mediaFile(ctx: ServerContext, fileId: string): { file: string; type: string } | null {
  if (!FILE_ID.test(fileId)) return null;
  return { file: path.join(mediaDir(ctx), fileId), type: TYPES[fileId.split('.').pop()!]! };
}
