import fs from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import { z } from 'zod';
import type { Dispute, DisputeSide } from '../../src/domain/dispute-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse } from '../http.ts';
import { imageOrPdf, uploadsDir } from '../uploads.ts';
import { activeContractOf } from './access.ts';
import { deliverableOf, isOpen, saveDispute, WORDS } from './disputes.ts';
import { campaignTitle, label, tellBoth } from './notices.ts';

const NOT_EVIDENCE = 'Choose an image (PNG, JPEG or WebP) or a PDF.';
const textField = z.string({ error: 'Write the evidence as text.' }).trim().max(2000, 'Keep the evidence under 2,000 characters.').default('');
export const evidenceBody = z.object({ text: textField });

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' };
const FILE_ID = /^[A-Za-z0-9_-]+\.(png|jpg|webp|pdf)$/;
/** Evidence lives beside the data file, outside every folder the server serves as is. */
const evidenceDir = (ctx: ServerContext) => path.join(uploadsDir(ctx), 'disputes');

export interface EvidenceInput {
  text: string;
  file: { data: Buffer; ext: string } | null;
}

/** Text (JSON or a multipart `text` field) and/or one multipart `file`, checked by its content; at least one of them. */
export function readEvidence(req: Request): EvidenceInput {
  const upload = (req.files as Record<string, Express.Multer.File[]> | undefined)?.file?.[0];
  const { text } = parse(evidenceBody, { text: (req.body as Record<string, unknown> | undefined)?.text });
  if (!upload) {
    if (!text) throw new HttpError(422, 'Write what happened, or attach a file.', { text: ['Write what happened, or attach a file.'] });
    return { text, file: null };
  }
  const ext = imageOrPdf(upload.buffer)?.ext;
  if (!ext) throw new HttpError(422, 'That file is not an image or a PDF.', { file: [NOT_EVIDENCE] });
  return { text, file: { data: upload.buffer, ext } };
}

/** Refuses (409) before any file is stored when evidence cannot be added now. */
export async function checkCanAddEvidence(ctx: ServerContext, dispute: Dispute): Promise<void> {
  if (!isOpen(dispute)) throw new HttpError(409, `This dispute is ${WORDS[dispute.status]}, so no more evidence can be added.`);
  await activeContractOf(ctx, dispute, 'disputed');
}

/** Stores an evidence file under a generated name, before the dispute's transaction; returns its name. */
export async function storeEvidenceFile(ctx: ServerContext, file: EvidenceInput['file']): Promise<string | null> {
  if (!file) return null;
  await fs.mkdir(evidenceDir(ctx), { recursive: true });
  const fileId = `${ctx.random.id().replace(/[^A-Za-z0-9_-]/g, '')}.${file.ext}`;
  await fs.writeFile(path.join(evidenceDir(ctx), fileId), file.data, { flag: 'wx' });
  return fileId;
}

export const removeEvidenceFile = (ctx: ServerContext, fileId: string) => fs.rm(path.join(evidenceDir(ctx), path.basename(fileId)), { force: true });

/**
 * Either side adds evidence (text and the file stored already) while the dispute is open, checked on its locked row.
 * Saves the dispute, in the caller's transaction (lockDispute).
 */
export async function addEvidence(ctx: ServerContext, dispute: Dispute, side: DisputeSide, text: string, fileId: string | null): Promise<Dispute> {
  await checkCanAddEvidence(ctx, dispute);
  const at = new Date(ctx.clock.now()).toISOString();
  dispute.evidence.push({ by: side, text, fileId, at });
  dispute.updatedAt = at;
  await saveDispute(ctx, dispute);
  const deliverable = await deliverableOf(ctx, dispute);
  const title = await campaignTitle(ctx, dispute.campaignId);
  const body = `${side === 'brand' ? 'The brand' : 'The creator'} added ${fileId ? 'a file as ' : ''}evidence to the dispute over ${label(deliverable)} for "${title}".`;
  await tellBoth(ctx, deliverable, { type: 'dispute_evidence', brand: { title: `New evidence: ${title}`, body }, creator: { title: `New evidence: ${title}`, body } });
  return dispute;
}

/** Where a stored evidence file is and its type, or null for a name this module did not make. */
export function evidenceFile(ctx: ServerContext, fileId: string): { file: string; type: string } | null {
  if (!FILE_ID.test(fileId)) return null;
  return { file: path.join(evidenceDir(ctx), fileId), type: TYPES[fileId.split('.').pop()!]! };
}
