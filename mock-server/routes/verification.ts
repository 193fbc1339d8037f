import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import { addBusinessDays } from '../../src/domain/business-days.ts';
import { VERIFICATION_BUSINESS_DAYS, type MyVerification, type Verification } from '../../src/domain/campaign-types.ts';
import { verificationMachine } from '../../machines/lifecycles/verificationMachine.ts';
import type { ServerContext } from '../context.ts';
import type { CreatorRecord } from '../creators.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { accounts, profiles, verifications } from '../db/schema/people.ts';
import { inTransaction } from '../db/transaction.ts';
import { creatorById } from '../people/creators.ts';
import { toAccount, toProfile, toVerification, verificationRow, type VerificationRecord } from '../people/rows.ts';
import { HttpError, parse, route, type FieldErrors } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { notify } from '../notify.ts';
import { oneOf } from '../paging.ts';
import { requireUser } from '../sessions.ts';
import { addError, multipart, uploadsDir, type StoredFile } from '../uploads.ts';
import { imageKind, type ImageKind } from '../images.ts';
import { MAX_PLATFORMS, rejectionSchema, verificationDataSchema, type VerificationData } from '../verification-rules.ts';


const NO_VERIFICATION = 'There is no such verification.';
const NONE: MyVerification = { status: 'none', platforms: [], rate: null, submittedAt: null, expectedBy: null, decidedAt: null, reason: null };
export const statusQuery = z.object({ status: oneOf('status', ['pending', 'verified', 'rejected'] as const) });

const publicRecord = ({ status, platforms, rate, submittedAt, expectedBy, decidedAt, reason }: Verification): MyVerification =>
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
function readFigures(raw: unknown): [VerificationData | null, FieldErrors] {
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

async function recordOf(ctx: ServerContext, where: SQL): Promise<VerificationRecord | null> {
  const [row] = await ctx.db.select().from(verifications).where(where);
  return row ? toVerification(row) : null;
}

/** What an admin sees of a verification: the creator's name and contact, and the screenshots by index only. */
function forAdmin(v: VerificationRecord, creator: CreatorRecord) {
  const { id, name, email } = creator.account;
  const username = typeof creator.profile?.username === 'string' ? creator.profile.username : '';
  const screenshots = (v.screenshots ?? []).map(({ type, size }, index) => ({ index, type, size }));
  return { id: v.id, creatorId: v.creatorId, ...publicRecord(v), creator: { id, name, email, username }, screenshots };
}

const removeFiles = (ctx: ServerContext, files: StoredFile[]) =>
  Promise.all(files.map((s) => fs.rm(path.join(uploadsDir(ctx), path.basename(s.storedName)), { force: true })));

/** Creator verification (docs/decisions/0007): the influencer submits (an admin decides, below). */
export function verificationRoutes(ctx: ServerContext): Router {
  const r = Router();
  const mine = (creatorId: string) => eq(verifications.creatorId, creatorId);

  r.get('/verification/me', requireUser(ctx, ['influencer']), route(async (req, res) => {
    const record = await recordOf(ctx, mine(req.account!.id));
    res.json(record ? publicRecord(record) : NONE);
  }));

  r.post('/verification/me', requireUser(ctx, ['influencer']), multipart([{ name: 'screenshot[]', maxCount: MAX_PLATFORMS }], 5), route(async (req, res) => {
    const creatorId = req.account!.id;
    const existing = await recordOf(ctx, mine(creatorId));
    const status = nextStatus(verificationMachine, existing?.status ?? 'none', { type: 'SUBMIT' }, { noun: 'verification', action: 'resubmitted' });

    const [data, errors] = readFigures((req.body as Record<string, unknown> | undefined)?.data);
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
    const changed = new HttpError(409, 'Your verification changed while this was being sent. Reload the page to see it.');
    const at = ctx.clock.now();
    const fields = {
      status: status as Verification['status'], platforms: data.platforms, rate: data.rate, screenshots,
      submittedAt: new Date(at).toISOString(), expectedBy: new Date(addBusinessDays(at, VERIFICATION_BUSINESS_DAYS)).toISOString(),
      decidedAt: null, reason: null,
    };
    let saved: { record: VerificationRecord; replaced: StoredFile[] };
    try {
      saved = await inTransaction(ctx, async (tctx) => {
        // The files were written in the meantime: a second submission may have landed, so check again under the row's lock.
        const [locked] = await tctx.db.select().from(verifications).where(mine(creatorId)).for('update');
        const current = locked ? toVerification(locked) : null;
        if (`${current?.status ?? 'none'}@${current?.submittedAt ?? ''}` !== seen) throw changed;
        const record: VerificationRecord = current ? { ...current, ...fields } : { id: ctx.random.id(), creatorId, ...fields };
        // Two first submissions at once: the unique index on the creator lets one in (the other is `changed`, below).
        await tctx.db.insert(verifications).values(verificationRow(record)).onConflictDoUpdate({ target: verifications.id, set: verificationRow(record) });
        return { record, replaced: current?.screenshots ?? [] };
      });
    } catch (error) {
      await removeFiles(ctx, screenshots);
      throw isUniqueViolation(error, 'verifications_creator') ? changed : error;
    }
    await removeFiles(ctx, saved.replaced);
    res.status(201).json(publicRecord(saved.record));
  }));

  return r;
}

/** An admin's queue of verifications, their screenshots and the two decisions; under /admin (admin-api.ts). */
export function verificationAdminRoutes(ctx: ServerContext): Router {
  const r = Router();
  const now = () => new Date(ctx.clock.now()).toISOString();

  r.get('/verifications', route(async (req, res) => {
    const { status } = parse(statusQuery, req.query, 'Some filters are not valid.');
    // Only creators who still exist are listed; the purge removes a deleted creator's verification with them.
    const rows = await ctx.db.select().from(verifications)
      .innerJoin(accounts, and(eq(accounts.id, verifications.creatorId), eq(accounts.role, 'influencer')))
      .leftJoin(profiles, eq(profiles.accountId, verifications.creatorId))
      .where(status ? eq(verifications.status, status) : undefined)
      .orderBy(asc(verifications.submittedAt), asc(verifications.id));
    const items = rows.map((row) => forAdmin(toVerification(row.verifications), {
      account: toAccount(row.accounts), profile: row.profiles ? toProfile(row.profiles) : null, verification: null,
    }));
    res.json({ items });
  }));

  r.get('/verifications/:id/screenshots/:index', route(async (req, res) => {
    const index = /^\d{1,2}$/.test(String(req.params.index)) ? Number(req.params.index) : -1;
    const shot = (await recordOf(ctx, eq(verifications.id, String(req.params.id))))?.screenshots?.[index];
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

  const decide = (event: 'VERIFY' | 'REJECT') => route(async (req, res) => {
    const answer = await inTransaction(ctx, async (tctx) => {
      // Locked, so two admins deciding at once decide in turn: the second meets the first's status.
      const [row] = await tctx.db.select().from(verifications).where(eq(verifications.id, String(req.params.id))).for('update');
      const record = row ? toVerification(row) : null;
      const creator = record ? await creatorById(tctx, record.creatorId) : null;
      if (!record || !creator) throw new HttpError(404, NO_VERIFICATION);
      const action = event === 'VERIFY' ? 'verified' : 'rejected';
      const status = nextStatus(verificationMachine, record.status, { type: event }, { noun: 'verification', action }) as Verification['status'];
      const reason = event === 'REJECT' ? parse(rejectionSchema, req.body).reason : null;
      const updated: VerificationRecord = { ...record, status, decidedAt: now(), reason };
      await tctx.db.update(verifications).set({ status, decidedAt: updated.decidedAt, reason }).where(eq(verifications.id, record.id));
      await notify(tctx, event === 'VERIFY'
        ? { userId: record.creatorId, type: 'verification_verified', title: 'You are verified', body: 'An admin checked your figures. Brands can now match with you and you can apply to campaigns.', href: '/influencer/verification' }
        : { userId: record.creatorId, type: 'verification_rejected', title: 'Your verification was not approved', body: `The reviewer's reason: "${reason}". You can correct your figures and submit again.`, href: '/influencer/verification' });
      return forAdmin(updated, creator);
    });
    res.json(answer);
  });
  r.post('/verifications/:id/verify', decide('VERIFY'));
  r.post('/verifications/:id/reject', decide('REJECT'));

  return r;
}
