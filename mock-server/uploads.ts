import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { ServerContext } from './context.ts';
import { HttpError, refuseNulText, type FieldErrors } from './http.ts';
import { imageKind } from './images.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'Each file must be 5 MB or smaller.';

export interface FileField {
  /** The multipart name, e.g. `portfolioFile[]`. */
  name: string;
  maxCount: number;
}

/** The error key for a multipart name: `portfolioFile[]` is reported as `portfolioFile`. */
export const fieldKey = (name: string | undefined) => (name ?? 'body').replace(/\[\]$/, '');

/** Multer's own refusals, as the API's JSON errors: limits are 413, a misplaced file is 422, the rest 400. */
function toHttpError(error: unknown, fields: readonly FileField[]): HttpError {
  if (!(error instanceof MulterError)) return new HttpError(400, 'The upload could not be read. Please try again.');
  const key = fieldKey(error.field);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, 'A file is too large.', { [key]: [FILE_TOO_LARGE] });
    case 'LIMIT_FILE_COUNT':
      return new HttpError(413, 'Too many files.', { body: [`Send at most ${fields.reduce((n, f) => n + f.maxCount, 0)} files in all.`] });
    case 'LIMIT_UNEXPECTED_FILE': {
      const field = fields.find((f) => f.name === error.field);
      const message = field ? `Send at most ${field.maxCount} file${field.maxCount === 1 ? '' : 's'} here.` : 'This field does not take files.';
      return new HttpError(422, 'Too many files.', { [key]: [message] });
    }
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(413, 'The form has too many fields, or a field is too long.');
    default:
      return new HttpError(400, 'The upload could not be read. Please try again.');
  }
}

/**
 * Parses multipart bodies into memory with hard limits, so a refused request leaves nothing on disk:
 * files are written only once everything has been checked (`storeFiles`).
 */
export function multipart(fields: readonly FileField[], maxFields = 30): RequestHandler {
  // One file over the sum reaches multer's per-field check, whose message names the field; the total stays bounded.
  const files = fields.reduce((n, f) => n + f.maxCount, 0) + 1;
  // fieldSize: 5,000 characters of any script (4 bytes at most each in UTF-8) fit in 32 KB.
  const upload = multer({
    storage: multer.memoryStorage(),
    // File names arrive as UTF-8; without this multer reads them as Latin-1 ('—' became 'â€”').
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_FILE_BYTES, files, fields: maxFields, fieldSize: 32_000, fieldNameSize: 100, parts: maxFields + files },
  }).fields(fields.map(({ name, maxCount }) => ({ name, maxCount })));
  // Its text fields pass the same NUL check as every JSON body, right after parsing (refuseNulText, http.ts).
  return (req, res, next) => upload(req, res, (error?: unknown) => (error ? next(toHttpError(error, fields)) : refuseNulText(req, res, next)));
}

export type FileKind = 'pdf' | 'md' | 'txt';
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';
/** Text means valid UTF-8 without NUL bytes: a renamed binary fails one or the other. */
export function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

const MIME: Record<FileKind, string> = { pdf: 'application/pdf', md: 'text/markdown', txt: 'text/plain' };

/** A file's kind as stored: the extension its generated name gets, and the type it is served with. */
export interface StoredKind {
  ext: string;
  type: string;
}

/** An image (PNG, JPEG, WebP) or a PDF, judged by its first bytes, never by its name; null for anything else or nothing. */
export function imageOrPdf(data: Buffer): StoredKind | null {
  if (data.length === 0) return null;
  return imageKind(data) ?? (isPdf(data) ? { ext: 'pdf', type: MIME.pdf } : null);
}

/** What a file really is, judged by its name's extension and then by its content; null when they disagree. */
export function checkFile(file: Express.Multer.File, allowed: readonly FileKind[]): FileKind | null {
  const ext = path.extname(file.originalname).slice(1).toLowerCase() as FileKind;
  if (!allowed.includes(ext) || file.size === 0) return null;
  return (ext === 'pdf' ? isPdf(file.buffer) : isText(file.buffer)) ? ext : null;
}

export interface StoredFile {
  /** The generated name on disk; never shown to users and never served. */
  storedName: string;
  /** The name the applicant's computer gave the file: kept as data only. */
  originalName: string;
  size: number;
  type: string;
}

/** Folder for uploads: beside the data file, outside every folder the server serves. */
export const uploadsDir = (ctx: ServerContext) => path.join(ctx.dataDir, 'uploads');

// Control characters are dropped by code point: a regex with them in it trips the linter for good reason.
const printable = (name: string) => [...name].filter((ch) => ch.codePointAt(0)! > 0x1f && ch !== '\u007f').join('');
const cleanName = (name: string) => printable(name.replace(/^.*[\\/]/, '')).normalize('NFC').slice(0, 255) || 'file';

/**
 * Writes accepted files under generated names, in `folder` of the uploads folder (its root by default); if one write
 * fails, the ones already written are removed.
 */
export async function storeFiles(ctx: ServerContext, files: Array<{ file: Express.Multer.File; kind: FileKind | StoredKind }>, folder = ''): Promise<StoredFile[]> {
  const dir = path.join(uploadsDir(ctx), folder);
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    const stored: StoredFile[] = [];
    for (const { file, kind } of files) {
      const { ext, type } = typeof kind === 'string' ? { ext: kind, type: MIME[kind] } : kind;
      const storedName = `${ctx.random.id().replace(/[^A-Za-z0-9_-]/g, '')}.${ext}`;
      await fs.writeFile(path.join(dir, storedName), file.buffer, { flag: 'wx' });
      written.push(storedName);
      stored.push({ storedName, originalName: cleanName(file.originalname), size: file.size, type });
    }
    return stored;
  } catch (error) {
    await Promise.all(written.map((name) => fs.rm(path.join(dir, name), { force: true })));
    throw error;
  }
}

/** Removes stored files (a request that failed after storing them). */
export const removeStoredFiles = (ctx: ServerContext, files: readonly StoredFile[], folder = '') =>
  Promise.all(files.map((f) => fs.rm(path.join(uploadsDir(ctx), folder, path.basename(f.storedName)), { force: true })));

/** Where a file storeFiles wrote in `folder` is, or null for a name it did not make. */
export function storedFilePath(ctx: ServerContext, storedName: string, folder = ''): string | null {
  return /^[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(storedName) ? path.join(uploadsDir(ctx), folder, storedName) : null;
}

export const addError = (errors: FieldErrors, key: string, message: string) => void (errors[key] ??= []).push(message);
