import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { AVATAR_MAX_BYTES } from '../../src/domain/catalog.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, route } from '../http.ts';
import { imageKind } from '../images.ts';
import { accounts } from '../db/schema/people.ts';
import { inTransaction } from '../db/transaction.ts';
import { updateAccount } from '../people/accounts.ts';
import { avatarDir } from '../purge.ts';
import { requireUser, userWithPlan } from '../sessions.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const NAME = /^[A-Za-z0-9_-]+\.(png|jpg|webp)$/;

/** Multer's failures leave as JSON with a clear message, never as a stack. */
function single(field: string): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2 } }).single(field);
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, 'The image is larger than 2 MB.', { avatar: ['Choose an image of 2 MB or less.'] }));
      next(new HttpError(422, 'The upload could not be read.', { avatar: ['Send one image in the "avatar" field.'] }));
    });
}

export function avatarRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.post('/profiles/me/avatar', requireUser(ctx), single('avatar'), route(async (req, res) => {
    const file = req.file;
    if (!file) throw new HttpError(422, 'Choose an image to upload.', { avatar: ['Choose a PNG, JPEG or WebP image.'] });
    const kind = imageKind(file.buffer);
    if (!kind) throw new HttpError(422, 'That file is not a PNG, JPEG or WebP image.', { avatar: ['Choose a PNG, JPEG or WebP image.'] });
    const dir = avatarDir(ctx);
    fs.mkdirSync(dir, { recursive: true });
    const name = `${ctx.random.id().replace(/[^A-Za-z0-9_-]/g, '')}.${kind.ext}`;
    fs.writeFileSync(path.join(dir, name), file.buffer);
    // The row lock makes two uploads at once replace each other in turn, so each old image is removed exactly once.
    const changed = await inTransaction(ctx, async (tctx) => {
      const [row] = await tctx.db.select({ avatar: accounts.avatar }).from(accounts).where(eq(accounts.id, req.account!.id)).for('update');
      const user = row ? await updateAccount(tctx, req.account!.id, { avatar: `/api/avatars/${name}` }) : null;
      return user ? { user, old: row?.avatar ?? null } : null;
    });
    if (!changed) {
      fs.rmSync(path.join(dir, name), { force: true });
      throw new HttpError(401, 'Your session has ended. Please log in again.');
    }
    const { user } = changed;
    const old = changed.old?.split('/').pop();
    if (old && NAME.test(old)) fs.rmSync(path.join(dir, old), { force: true });
    res.json({ user: await userWithPlan(ctx, user) });
  }));

  r.get('/avatars/:name', (req, res, next) => {
    const name = String(req.params.name);
    const file = path.join(avatarDir(ctx), name);
    if (!NAME.test(name) || !fs.existsSync(file)) return next(new HttpError(404, 'No such image.'));
    res.set({ 'Content-Type': TYPES[name.split('.').pop()!]!, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, max-age=3600' });
    res.send(fs.readFileSync(file));
  });

  return r;
}
