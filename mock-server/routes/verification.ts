import fs from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { addBusinessDays } from '../../machines/businessDays.ts';
import { VERIFICATION_BUSINESS_DAYS, type Verification } from '../../machines/campaignTypes.ts';
import { verificationMachine } from '../../machines/verificationMachine.ts';
import type { ServerContext } from '../context.ts';
import { creatorById } from '../creators.ts';
import { HttpError, parse, route, type FieldErrors } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { notify } from '../notify.ts';
import { oneOf } from '../paging.ts';
import { requireUser } from '../sessions.ts';
import { addError, multipart, uploadsDir, type StoredFile } from '../uploads.ts';
import { imageKind, type ImageKind } from '../images.ts';
import { MAX_PLATFORMS, rejectionSchema, verificationDataSchema, type VerificationData } from '../verification-rules.ts';

/** As stored: the public record plus its screenshots, whose generated disk names never leave the server. */
type VerificationRecord = Verification & { screenshots: StoredFile[] };

const NO_VERIFICATION = 'There is no such verification.';
const NONE = { status: 'none', platforms: [], rate: null, submittedAt: null, expectedBy: null, decidedAt: null, reason: null } as const;
const statusQuery = z.object({ status: oneOf('status', ['pending', 'verified', 'rejected'] as const) });

const publicRecord = ({ status, platforms, rate, submittedAt, expectedBy, decidedAt, reason }: Verification) =>
  ({ status, platforms, rate, submittedAt, expectedBy, decidedAt, reason });

/**
 * Writes accepted screenshots under generated names, removing any already written if one write fails.
 * uploads.ts's storeFiles does the same for documents but only knows pdf, md and txt.
 */
async function storeImages(ctx: ServerContext, files: Array<{ file: Express.Multer.File; kind: ImageKind }>): Promise<StoredFile[]> {
  const dir = uploadsDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const { file, kind } of files) {
      const storedName = `${ctx.random.id().replace(/[^A-Za-z0-9_-]/g, '')}.${kind.ext}`;
      await fs.writeFile(path.join(dir, storedName), file.buffer, { flag: 'wx' });
      stored.push({ storedName, originalName: `screenshot-${stored.length + 1}.${kind.ext}`, size: file.size, type: kind.type });
    }
    return stored;
  } catch (error) {
    await Promise.all(stored.map((s) => fs.rm(path.join(dir, s.storedName), { force: true })));
    throw error;
  }
}

/** The `data` field: JSON text checked by the zod rules; field errors are returned, not thrown, to join the file errors. */
function readData(raw: unknown): [VerificationData | null, FieldErrors] {
  if (typeof raw !== 'string') return [null, { data: ['Send your figures as JSON in the "data" field.'] }];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [null, { data: ['The "data" field is not valid JSON.'] }];
  }
  try {
    return [parse(verificationDataSchema, json), {}];
  } catch (error) {
    if (error instanceof HttpError && error.errors) return [null, error.errors];
    throw error;
  }
}

/** Creator verification (docs/decisions/0007): the influencer submits, an admin verifies or rejects. */
export function verificationRoutes(ctx: ServerContext): Router {
  const r = Router();
  const records = () => ctx.store.get('verifications').value() as VerificationRecord[];
  const find = (id: string) => records().find((v) => v.id === id) ?? null;
  const now = () => new Date(ctx.clock.now()).toISOString();

  const forAdmin = (v: VerificationRecord) => {
    const creator = creatorById(ctx, v.creatorId);
    if (!creator) return null;
    const { id, name, email } = creator.account;
    const username = typeof creator.profile?.username === 'string' ? creator.profile.username : '';
    const screenshots = (v.screenshots ?? []).map(({ type, size }, index) => ({ index, type, size }));
    return { id: v.id, creatorId: v.creatorId, ...publicRecord(v), creator: { id, name, email, username }, screenshots };
  };

  r.get('/verification/me', requireUser(ctx, ['influencer']), route((req, res) => {
    const record = records().find((v) => v.creatorId === req.account!.id);
    res.json(record ? publicRecord(record) : NONE);
  }));

  r.post('/verification/me', requireUser(ctx, ['influencer']), multipart([{ name: 'screenshot[]', maxCount: MAX_PLATFORMS }], 5), route(async (req, res) => {
    const creatorId = req.account!.id;
    const existing = records().find((v) => v.creatorId === creatorId);
    const status = nextStatus(verificationMachine, existing?.status ?? 'none', { type: 'SUBMIT' }, { noun: 'verification', action: 'resubmitted' });

    const [data, errors] = readData((req.body as Record<string, unknown> | undefined)?.data);
    const shots = ((req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>)['screenshot[]'] ?? [];
    const accepted: Array<{ file: Express.Multer.File; kind: ImageKind }> = [];
    shots.forEach((file, i) => {
      const kind = file.size > 0 ? imageKind(file.buffer) : null;
      if (kind) accepted.push({ file, kind });
      else addError(errors, 'screenshot', `Screenshot ${i + 1} is not a PNG, JPEG or WebP image.`);
    });
    const wanted = data?.platforms.length ?? 0;
    if (shots.length === 0) addError(errors, 'screenshot', 'Add a screenshot of your statistics for each platform.');
    else if (data && shots.length !== wanted) addError(errors, 'screenshot', `Send one screenshot per platform, in the same order: ${wanted} platform${wanted === 1 ? '' : 's'}, ${shots.length} screenshot${shots.length === 1 ? '' : 's'}.`);
    if (!data || Object.keys(errors).length > 0) throw new HttpError(422, 'Some fields need attention.', errors);

    const seen = `${existing?.status ?? 'none'}@${existing?.submittedAt ?? ''}`;
    const screenshots = await storeImages(ctx, accepted);
    // The files were written in the meantime: a second submission may have landed, so check again before writing.
    const current = records().find((v) => v.creatorId === creatorId);
    if (`${current?.status ?? 'none'}@${current?.submittedAt ?? ''}` !== seen) {
      await Promise.all(screenshots.map((s) => fs.rm(path.join(uploadsDir(ctx), s.storedName), { force: true })));
      throw new HttpError(409, 'Your verification changed while this was being sent. Reload the page to see it.');
    }
    const at = ctx.clock.now();
    const fields = {
      status: status as Verification['status'], platforms: data.platforms, rate: data.rate, screenshots,
      submittedAt: new Date(at).toISOString(), expectedBy: new Date(addBusinessDays(at, VERIFICATION_BUSINESS_DAYS)).toISOString(),
      decidedAt: null, reason: null,
    };
    // Read before the assign below, which updates the stored object in place.
    const replaced = existing?.screenshots ?? [];
    const record: VerificationRecord = existing ? { ...existing, ...fields } : { id: ctx.random.id(), creatorId, ...fields };
    if (existing) ctx.store.get('verifications').find({ id: existing.id }).assign(record).write();
    else ctx.store.get('verifications').push(record).write();
    const dir = uploadsDir(ctx);
    await Promise.all(replaced.map((s) => fs.rm(path.join(dir, path.basename(s.storedName)), { force: true })));
    res.status(201).json(publicRecord(record));
  }));

  r.get('/admin/verifications', requireUser(ctx, ['admin']), route((req, res) => {
    const { status } = parse(statusQuery, req.query, 'Some filters are not valid.');
    const items = records()
      .filter((v) => !status || v.status === status)
      .sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt))
      .map(forAdmin)
      .filter((v) => v !== null);
    res.json({ items });
  }));

  r.get('/admin/verifications/:id/screenshots/:index', requireUser(ctx, ['admin']), route(async (req, res) => {
    const index = /^\d{1,2}$/.test(String(req.params.index)) ? Number(req.params.index) : -1;
    const shot = find(String(req.params.id))?.screenshots?.[index];
    // basename: a tampered data file still cannot point outside the uploads folder.
    const data = shot ? await fs.readFile(path.join(uploadsDir(ctx), path.basename(shot.storedName))).catch(() => null) : null;
    if (!shot || !data) throw new HttpError(404, 'There is no such screenshot.');
    res.set({
      'Content-Type': shot.type,
      'Content-Disposition': `inline; filename="screenshot-${index + 1}${path.extname(shot.storedName)}"`,
      'X-Content-Type-Options': 'nosniff',
      // Evidence is personal data: never cached, and inert even if opened in a tab.
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.send(data);
  }));

  const decide = (event: 'VERIFY' | 'REJECT') => route((req, res) => {
    const record = find(String(req.params.id));
    if (!record) throw new HttpError(404, NO_VERIFICATION);
    const action = event === 'VERIFY' ? 'verified' : 'rejected';
    const status = nextStatus(verificationMachine, record.status, { type: event }, { noun: 'verification', action }) as Verification['status'];
    const reason = event === 'REJECT' ? parse(rejectionSchema, req.body).reason : null;
    const updated = ctx.store.get('verifications').find({ id: record.id }).assign({ status, decidedAt: now(), reason }).value() as VerificationRecord;
    notify(ctx, event === 'VERIFY'
      ? { userId: record.creatorId, type: 'verification_verified', title: 'You are verified', body: 'An admin checked your figures. Brands can now match with you and you can apply to campaigns.', href: '/influencer/verification' }
      : { userId: record.creatorId, type: 'verification_rejected', title: 'Your verification was not approved', body: `The reviewer's reason: "${reason}". You can correct your figures and submit again.`, href: '/influencer/verification' });
    ctx.store.write();
    res.json(forAdmin(updated));
  });
  r.post('/admin/verifications/:id/verify', requireUser(ctx, ['admin']), decide('VERIFY'));
  r.post('/admin/verifications/:id/reject', requireUser(ctx, ['admin']), decide('REJECT'));

  return r;
}
